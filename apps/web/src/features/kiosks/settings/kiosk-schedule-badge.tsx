import { Badge, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

interface ScheduleState {
  rules: number;
  nextChange?: string | null;
  nextInService?: boolean | null;
}

/** "Scheduled" on a kiosk with out-of-service times, with the next change it makes (kiosk list). */
export function KioskScheduleBadge({ schedule }: { schedule: ScheduleState | null | undefined }) {
  const { t } = useTranslation('kioskSettings');
  if (!schedule?.rules) return null;
  const when = schedule.nextChange ? formatDateTime(schedule.nextChange, currentLanguage()) : null;
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
