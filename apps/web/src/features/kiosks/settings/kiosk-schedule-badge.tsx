import { Badge, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/time-zones.ts';

interface ScheduleState {
  rules: number;
  nextChange?: string | null;
  nextInService?: boolean | null;
}

/**
 * "Scheduled" on a kiosk with out-of-service times, with the next change it makes (kiosk list) at the
 * kiosk's wall clock (`zone`, else the page's), its zone said where it differs from the reader's.
 */
export function KioskScheduleBadge({
  schedule,
  zone,
}: {
  schedule: ScheduleState | null | undefined;
  zone?: string | null | undefined;
}) {
  const { t } = useTranslation('kioskSettings');
  const time = useDateTime();
  if (!schedule?.rules) return null;
  const when = schedule.nextChange ? time.format(schedule.nextChange, { zone, label: true }) : null;
  const next = when
    ? t(schedule.nextInService ? 'kioskSettings.schedule.nextIn' : 'kioskSettings.schedule.nextOut', { when })
    : null;
  const badge = (
    <Badge
      color="gray"
      variant="light"
      leftSection={<IconClock size={12} aria-hidden />}
      aria-label={next ? `${t('kioskSettings.schedule.scheduled')}: ${next}` : undefined}
    >
      {t('kioskSettings.schedule.scheduled')}
    </Badge>
  );
  return next ? <Tooltip label={next}>{badge}</Tooltip> : badge;
}
