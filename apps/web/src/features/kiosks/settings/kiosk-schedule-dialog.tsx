import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Table } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { DURATIONS } from '@kiosk/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { chosenDays, ruleToValues, valuesToRuleInput, type RuleValues } from './kiosk-schedule-values.ts';
import { useSaveSignalRule, type KioskSignalRule } from './kiosk-settings.queries.ts';

/** Add or edit an out-of-service rule: daily (one period) or weekly (a period per chosen weekday). */
export function KioskScheduleDialog({
  kioskId,
  rule,
  onClose,
}: {
  kioskId: string;
  rule: KioskSignalRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('kioskSettings');
  const save = useSaveSignalRule(kioskId);
  const [noDay, setNoDay] = useState(false);
  const form = useForm<RuleValues>({
    initialValues: ruleToValues(rule),
    validate: (values) => {
      const errors: Record<string, string> = {};
      const check = (path: string, day: RuleValues['daily']) => {
        if (!day.startTime) errors[`${path}.startTime`] = t('REQUIRED', { ns: 'errors' });
        if (!day.endTime) errors[`${path}.endTime`] = t('REQUIRED', { ns: 'errors' });
        else if (day.startTime && day.startTime >= day.endTime) {
          errors[`${path}.endTime`] = t('OUT_OF_SERVICE_PERIOD_INVALID', { ns: 'errors' });
        }
      };
      if (values.repeating === 'daily') check('daily', values.daily);
      else values.days.forEach((day, index) => day.enabled && check(`days.${index}`, day));
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (chosenDays(values).length === 0) {
      setNoDay(true);
      return;
    }
    setNoDay(false);
    try {
      await save.mutateAsync({ ruleId: rule?._id ?? null, data: valuesToRuleInput(values) });
      notifySuccess(t(rule ? 'kioskSettings.toasts.OOStimeupdated' : 'kioskSettings.toasts.OOStimecreated'));
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error, t, () => null));
      notifyError(errorMessage(error, t), DURATIONS.kioskSettingsToastMs);
    }
  });

  const day = (dayNumber: number) => t(`kioskSettings.days.${dayNumber}` as 'kioskSettings.days.0');
  const values = form.getValues();
  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? t('kioskSettings.schedule.editTitle') : t('kioskSettings.schedule.newTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group label={t('kioskSettings.schedule.repeating')} {...form.getInputProps('repeating')}>
            <Group gap="lg" mt={4}>
              <Radio value="daily" label={t('kioskSettings.schedule.daily')} />
              <Radio value="weekly" label={t('kioskSettings.schedule.weekly')} />
            </Group>
          </Radio.Group>
          {values.repeating === 'daily' ? (
            <Group grow align="start">
              <TimeInput
                label={t('kioskSettings.schedule.start', { day: t('kioskSettings.schedule.everyDay') })}
                {...form.getInputProps('daily.startTime')}
              />
              <TimeInput
                label={t('kioskSettings.schedule.end', { day: t('kioskSettings.schedule.everyDay') })}
                {...form.getInputProps('daily.endTime')}
              />
            </Group>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table verticalSpacing="xs">
                <Table.Tbody>
                  {values.days.map((slot, index) => (
                    <Table.Tr key={slot.dayNumber}>
                      <Table.Td>
                        <Checkbox
                          label={day(slot.dayNumber)}
                          aria-label={t('kioskSettings.schedule.dayEnabled', { day: day(slot.dayNumber) })}
                          {...form.getInputProps(`days.${index}.enabled`, { type: 'checkbox' })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TimeInput
                          aria-label={t('kioskSettings.schedule.start', { day: day(slot.dayNumber) })}
                          disabled={!slot.enabled}
                          {...form.getInputProps(`days.${index}.startTime`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TimeInput
                          aria-label={t('kioskSettings.schedule.end', { day: day(slot.dayNumber) })}
                          disabled={!slot.enabled}
                          {...form.getInputProps(`days.${index}.endTime`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {noDay ? (
            <Alert color="red" role="alert">
              {t('kioskSettings.schedule.noDay')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('kioskSettings.schedule.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('kioskSettings.schedule.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
