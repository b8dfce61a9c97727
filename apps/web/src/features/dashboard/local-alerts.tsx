/** The local alerts panel (spec §2, §9): kiosks above 7 °C now, kiosks offline for over 2 hours. */
import { TEMPERATURE } from '@kiosk/common/constants';
import { Alert, Anchor, List, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardKioskFleetQuery } from '../../generated/graphql.ts';
import { localeFor } from '../../lib/format.ts';
import { useDateTime } from '../../lib/time-zones.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { SectionCard } from '../../components/section-card.tsx';

type Fleet = DashboardKioskFleetQuery['getKioskFleet'];

export function LocalAlerts({ fleet, error }: { fleet: Fleet | undefined; error: unknown }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const language = currentLanguage();
  const time = useDateTime();
  const degrees = (value: number) =>
    `${new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 1 }).format(value)} °C`;
  const limit = degrees(TEMPERATURE.dashboardHighC);
  let body;
  if (error) {
    body = (
      <Alert color="red" role="alert">
        {t('dashboard.alerts.error')} {errorMessage(error, t)}
      </Alert>
    );
  } else if (!fleet) {
    body = <Skeleton height={60} />;
  } else if (fleet.hot.length === 0 && fleet.offlineLong.length === 0) {
    body = <Text c="dimmed">{t('dashboard.alerts.none', { limit })}</Text>;
  } else {
    body = (
      <List spacing={4} data-testid="local-alerts">
        {fleet.hot.map((kiosk) => (
          <List.Item key={`hot-${kiosk._id}`}>
            <Text c="red" fw={600} component="span">
              <Anchor component={Link} to={paths.kiosks.detail(kiosk._id)} c="inherit">
                {t('dashboard.alerts.hot', {
                  kiosk: kiosk.name,
                  temperature: degrees(kiosk.temperature.value ?? 0),
                  limit,
                })}
              </Anchor>
            </Text>
          </List.Item>
        ))}
        {fleet.offlineLong.map((kiosk) => (
          <List.Item key={`offline-${kiosk._id}`}>
            <Anchor component={Link} to={paths.kiosks.detail(kiosk._id)}>
              {kiosk.lastMessage
                ? t('dashboard.alerts.offline', {
                    kiosk: kiosk.name,
                    since: time.format(kiosk.lastMessage, { label: true }),
                  })
                : t('dashboard.alerts.offlineNever', { kiosk: kiosk.name })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    );
  }
  return <SectionCard title={t('dashboard.alerts.title')}>{body}</SectionCard>;
}
