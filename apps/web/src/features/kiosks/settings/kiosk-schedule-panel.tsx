import { Alert, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { DURATIONS } from '@kiosk/common/constants';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { KioskScheduleDialog } from './kiosk-schedule-dialog.tsx';
import { periodsOf } from './kiosk-schedule-values.ts';
import { useDeleteSignalRule, useKioskSignalRules, type KioskSignalRule } from './kiosk-settings.queries.ts';

/** Schedule tab: the kiosk's out-of-service rules, added, edited and deleted (after confirmation). */
export function KioskSchedulePanel({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('kioskSettings');
  const rules = useKioskSignalRules(kioskId);
  const remove = useDeleteSignalRule(kioskId);
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<KioskSignalRule | 'new' | null>(null);

  async function onDelete(rule: KioskSignalRule) {
    const ok = await confirm({
      title: t('kioskSettings.schedule.confirmTitle'),
      message: t('kioskSettings.schedule.confirmMessage'),
      confirmLabel: t('kioskSettings.schedule.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(rule._id);
      notifySuccess(t('kioskSettings.toasts.OOStimedeleted'));
    } catch (error) {
      notifyError(errorMessage(error, t), DURATIONS.kioskSettingsToastMs);
    }
  }

  const day = (dayNumber: number) => t(`kioskSettings.days.${dayNumber}` as 'kioskSettings.days.0');
  let body;
  if (rules.isPending) {
    body = (
      <Center py="md" role="status" aria-label={t('kioskSettings.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (rules.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('kioskSettings.schedule.loadFailed')} {errorMessage(rules.error, t)}
      </Alert>
    );
  } else if (rules.data.length === 0) {
    body = <Text c="dimmed">{t('kioskSettings.schedule.empty')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('kioskSettings.schedule.repeating')}</Table.Th>
              <Table.Th>{t('kioskSettings.schedule.times')}</Table.Th>
              <Table.Th>{t('kioskSettings.schedule.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data.map((rule, index) => (
              <Table.Tr key={rule._id}>
                <Table.Td>
                  {rule.repeating === 'daily' ? t('kioskSettings.schedule.daily') : t('kioskSettings.schedule.weekly')}
                </Table.Td>
                <Table.Td>
                  {periodsOf(rule).map((period) => (
                    <Text key={period.dayNumber} size="sm">
                      {t('kioskSettings.schedule.period', {
                        day: rule.repeating === 'daily' ? t('kioskSettings.schedule.everyDay') : day(period.dayNumber),
                        start: period.start,
                        end: period.end,
                      })}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t('kioskSettings.schedule.editRule', { n: index + 1 })}
                      onClick={() => setEditing(rule)}
                    >
                      {t('kioskSettings.schedule.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t('kioskSettings.schedule.deleteRule', { n: index + 1 })}
                      onClick={() => void onDelete(rule)}
                    >
                      {t('kioskSettings.schedule.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <SectionCard
      title={t('kioskSettings.schedule.title')}
      description={<Text size="sm">{t('kioskSettings.schedule.description')}</Text>}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('kioskSettings.schedule.add')}
        </Button>
      }
    >
      {body}
      {editing ? (
        <KioskScheduleDialog
          kioskId={kioskId}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirmDialog}
    </SectionCard>
  );
}
