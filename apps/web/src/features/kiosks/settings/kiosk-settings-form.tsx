import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DURATIONS } from '@kiosk/common/constants';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths, type KioskSettingsTab } from '../../../lib/paths.ts';
import { useKioskTags } from '../kiosks.queries.ts';
import { KioskSettingsController } from './kiosk-settings-controller.tsx';
import { KioskSettingsGeneral } from './kiosk-settings-general.tsx';
import { KioskSettingsPayment } from './kiosk-settings-payment.tsx';
import { useConfigureKioskProps, type KioskSettings } from './kiosk-settings.queries.ts';
import {
  apiPathToFormPath,
  settingsToValues,
  validateSettings,
  valuesToInput,
  type KioskSettingsValues,
} from './kiosk-settings-values.ts';

/** The tab a form path is on (to show the first error after a refused save). */
function tabOf(path: string): KioskSettingsTab {
  if (path.startsWith('preAuth') || path.startsWith('payment')) return 'payment';
  if (/^(pin|technicianPin|tags|esl|support|tablet|status)/.test(path)) return 'general';
  return 'controller';
}

/**
 * The general, controller and payment tabs: one form over all three (switching tabs keeps what was
 * typed), saved with configureKioskProps. Success → kioskDetailSaved / kioskSettingCustomized and 'Setting
 * changes can take up to 2 minutes to apply'; an offline kiosk → kioskOffline; both for 10 s and back
 * to the general tab (spec §2, §8). Other errors show their message for 10 s next to the fields.
 */
export function KioskSettingsForm({
  kiosk,
  tab,
  schedule,
}: {
  kiosk: KioskSettings;
  tab: KioskSettingsTab;
  schedule: ReactNode;
}) {
  const { t } = useTranslation('kioskSettings');
  const navigate = useNavigate();
  const save = useConfigureKioskProps(kiosk._id);
  const tags = useKioskTags();
  const form = useForm<KioskSettingsValues>({
    initialValues: settingsToValues(kiosk),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateSettings(values)).map(([path, code]) => [path, t(code, { ns: 'errors' })]),
      ),
  });

  const submit = form.onSubmit(
    async (values) => {
      const toast = tab === 'general' ? 'kioskDetailSaved' : 'kioskSettingCustomized';
      try {
        const result = await save.mutateAsync(valuesToInput(kiosk._id, values, kiosk));
        form.setFieldValue('paymentConfig.password', '');
        form.setFieldValue('paymentConfig.clientSecret', '');
        if (result.offline) {
          notifyError(t('kioskSettings.toasts.kioskOffline'), DURATIONS.kioskSettingsToastMs);
        } else {
          notifySuccess(
            `${t(`kioskSettings.toasts.${toast}`)} ${t('kioskSettings.toasts.applyHint')}`,
            DURATIONS.kioskSettingsToastMs,
          );
        }
        void navigate(paths.kiosks.settings(kiosk._id, 'general'));
      } catch (error) {
        const errors = fieldErrors(error, t, (path) => apiPathToFormPath(path, values));
        form.setErrors(errors);
        notifyError(errorMessage(error, t), DURATIONS.kioskSettingsToastMs);
        const first = Object.keys(errors)[0];
        if (first && tabOf(first) !== tab) void navigate(paths.kiosks.settings(kiosk._id, tabOf(first)));
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first && tabOf(first) !== tab) void navigate(paths.kiosks.settings(kiosk._id, tabOf(first)));
    },
  );

  const saveButton = (
    <Group justify="flex-end">
      <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
        {t('kioskSettings.save')}
      </Button>
    </Group>
  );

  return (
    <>
      <Tabs.Panel value="general">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" pt="md">
            <KioskSettingsGeneral form={form} tagSuggestions={tags.data ?? []} />
            {saveButton}
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="controller">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" pt="md">
            <KioskSettingsController form={form} />
            {saveButton}
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="payment">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" pt="md">
            <KioskSettingsPayment form={form} kiosk={kiosk} />
            {saveButton}
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="schedule">
        <Stack pt="md">{schedule}</Stack>
      </Tabs.Panel>
    </>
  );
}
