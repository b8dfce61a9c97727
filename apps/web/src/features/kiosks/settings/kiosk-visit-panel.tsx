import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DURATIONS, VISIT_SAFETY_MARGIN_PERCENT } from '@kiosk/common/constants';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { localeFor } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetVisitSchedule, type KioskSettings } from './kiosk-settings.queries.ts';

/** ISO weekdays, Monday first (the translation keys count 0 = Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DEFAULT_MARGIN = VISIT_SAFETY_MARGIN_PERCENT.default;

/**
 * The kiosk's visit schedule (docs/pick-lists.md): the weekdays a route visits it and the safety margin
 * of its forecast pick list ("to the next visit"), with the visit ahead and the one after.
 */
export function KioskVisitPanel({ kiosk }: { kiosk: KioskSettings }) {
  const { t } = useTranslation('kioskSettings');
  const saved = kiosk.visitSchedule ?? null;
  const [weekdays, setWeekdays] = useState<string[]>((saved?.weekdays ?? []).map(String));
  const [margin, setMargin] = useState<number | string>(saved?.safetyMarginPercent ?? DEFAULT_MARGIN);
  const [error, setError] = useState<string | null>(null);
  const save = useSetVisitSchedule(kiosk._id);
  const [confirm, confirmDialog] = useConfirm();
  const day = (iso: number) => t(`kioskSettings.days.${iso % 7}` as 'kioskSettings.days.0');
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeFor(currentLanguage()), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${value}T00:00:00Z`));

  async function submit() {
    if (weekdays.length === 0) {
      setError(t('kioskSettings.visits.weekdaysRequired'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        weekdays: weekdays.map(Number).sort((a, b) => a - b),
        safetyMarginPercent: typeof margin === 'number' ? margin : DEFAULT_MARGIN,
      });
      notifySuccess(t('kioskSettings.visits.saved'));
    } catch (caught) {
      notifyError(errorMessage(caught, t), DURATIONS.kioskSettingsToastMs);
    }
  }

  async function clear() {
    const ok = await confirm({
      title: t('kioskSettings.visits.confirmTitle'),
      message: t('kioskSettings.visits.confirmMessage'),
      confirmLabel: t('kioskSettings.visits.remove'),
      danger: true,
    });
    if (!ok) return;
    try {
      await save.mutateAsync(null);
      setWeekdays([]);
      setMargin(DEFAULT_MARGIN);
      notifySuccess(t('kioskSettings.visits.removed'));
    } catch (caught) {
      notifyError(errorMessage(caught, t), DURATIONS.kioskSettingsToastMs);
    }
  }

  return (
    <SectionCard
      title={t('kioskSettings.visits.title')}
      description={<Text size="sm">{t('kioskSettings.visits.description')}</Text>}
    >
      <Stack gap="md">
        <Checkbox.Group
          label={t('kioskSettings.visits.weekdays')}
          value={weekdays}
          onChange={setWeekdays}
          error={error}
          data-testid="visit-weekdays"
        >
          <Group gap="md" mt="xs">
            {WEEKDAYS.map((iso) => (
              <Checkbox key={iso} value={String(iso)} label={day(iso)} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput
          label={t('kioskSettings.visits.margin')}
          description={t('kioskSettings.visits.marginDescription')}
          value={margin}
          onChange={setMargin}
          min={0}
          max={VISIT_SAFETY_MARGIN_PERCENT.max}
          step={5}
          allowDecimal={false}
          suffix=" %"
          w={{ base: '100%', sm: 260 }}
        />
        {saved ? (
          <Alert color="teal" role="status" data-testid="visit-plan">
            {t('kioskSettings.visits.plan', { visit: date(saved.visit), nextVisit: date(saved.nextVisit) })}
          </Alert>
        ) : (
          <Text c="dimmed" size="sm">
            {t('kioskSettings.visits.none')}
          </Text>
        )}
        <Group justify="flex-end">
          {saved ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void clear()}
              disabled={save.isPending}
            >
              {t('kioskSettings.visits.remove')}
            </Button>
          ) : null}
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {t('kioskSettings.visits.save')}
          </Button>
        </Group>
      </Stack>
      {confirmDialog}
    </SectionCard>
  );
}
