/** The acknowledge dialog (note) and the kiosk's snooze control (maintenance window) of the alerts screens. */
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime, useTimeZones } from '../../lib/time-zones.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import {
  useAcknowledgeAlert,
  useCancelSnooze,
  useKioskAlertSnooze,
  useSnoozeKioskAlerts,
  type AlertRow,
} from './alerts.queries.ts';

export function AcknowledgeDialog({ alert, onClose }: { alert: AlertRow | null; onClose: () => void }) {
  const { t } = useTranslation(['alerts', 'errors']);
  const [note, setNote] = useState('');
  const acknowledge = useAcknowledgeAlert();
  const close = () => {
    setNote('');
    onClose();
  };
  const submit = () => {
    if (!alert) return;
    acknowledge.mutate(
      { id: alert._id, note: note.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(t('alerts.acknowledge.done'));
          close();
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };
  return (
    <Modal opened={alert !== null} onClose={close} title={t('alerts.acknowledge.title')}>
      {alert ? (
        <Stack gap="sm">
          <Text size="sm">
            {t(`alerts.types.${alert.type}`)} — {alert.kiosk.name}
          </Text>
          <Textarea
            label={t('alerts.acknowledge.note')}
            placeholder={t('alerts.acknowledge.notePlaceholder')}
            value={note}
            maxLength={500}
            autosize
            minRows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('alerts.acknowledge.cancel')}
            </Button>
            <Button onClick={submit} loading={acknowledge.isPending}>
              {t('alerts.acknowledge.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** `YYYY-MM-DDTHH:mm` in local time, as `<input type="datetime-local">` wants it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A kiosk's snooze: shows the one in force with "End snooze", or a button opening the snooze dialog. */
export function KioskSnoozeControl({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation(['alerts', 'errors']);
  const time = useDateTime();
  const zone = useTimeZones().ofKiosk(kioskId);
  const snooze = useKioskAlertSnooze(kioskId);
  const start = useSnoozeKioskAlerts(kioskId);
  const cancel = useCancelSnooze(kioskId);
  const [opened, setOpened] = useState(false);
  const [until, setUntil] = useState(() => localInputValue(new Date(Date.now() + 2 * 3_600_000)));
  const [reason, setReason] = useState('');

  const submit = () => {
    const at = new Date(until);
    if (Number.isNaN(at.getTime())) return;
    start.mutate(
      { until: at.toISOString(), reason: reason.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(t('alerts.snooze.done'));
          setOpened(false);
          setReason('');
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  if (snooze.data) {
    return (
      <Group gap="xs" wrap="wrap">
        <Badge color="gray" variant="light" autoContrast leftSection={<IconBellOff size={14} aria-hidden />}>
          {t('alerts.snooze.active', { until: time.format(snooze.data.until, { zone, label: true }) })}
        </Badge>
        <Button
          size="xs"
          variant="default"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => notifySuccess(t('alerts.snooze.ended')),
              onError: (error) => notifyError(errorMessage(error, t)),
            })
          }
        >
          {t('alerts.snooze.end')}
        </Button>
      </Group>
    );
  }
  return (
    <>
      <Button variant="default" leftSection={<IconBellOff size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('alerts.snooze.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('alerts.snooze.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('alerts.snooze.hint')}</Text>
          <TextInput
            type="datetime-local"
            label={t('alerts.snooze.until')}
            // The browser's picker works in the reader's own clock: say so where the kiosk's differs.
            description={time.differs(zone) ? t('alerts.snooze.untilZone', { zone: time.viewer }) : undefined}
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
            required
          />
          <TextInput
            label={t('alerts.snooze.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('alerts.snooze.cancel')}
            </Button>
            <Button onClick={submit} loading={start.isPending}>
              {t('alerts.snooze.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
