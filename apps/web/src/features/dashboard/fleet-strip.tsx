/** The fleet strip: online, offline, out of service and in use, of the organization's kiosks. */
import { Alert, Badge, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardKioskFleetQuery } from '../../generated/graphql.ts';
import { errorMessage } from '../../lib/notify.ts';

type Fleet = DashboardKioskFleetQuery['getKioskFleet'];

export function FleetStrip({ fleet, error }: { fleet: Fleet | undefined; error: unknown }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  if (error) {
    return (
      <Alert color="red" role="alert">
        {t('dashboard.fleet.error')} {errorMessage(error, t)}
      </Alert>
    );
  }
  if (!fleet) return <Skeleton height={32} role="status" aria-busy="true" aria-label={t('dashboard.fleet.label')} />;
  const items = [
    { key: 'online', color: 'teal', value: fleet.online },
    { key: 'offline', color: 'gray', value: fleet.offline },
    { key: 'outOfService', color: 'orange', value: fleet.outOfService },
    { key: 'inUse', color: 'blue', value: fleet.inUse },
  ] as const;
  return (
    <Group gap="xs" role="group" aria-label={t('dashboard.fleet.label')} wrap="wrap">
      {items.map((item) => (
        <Badge key={item.key} size="lg" variant="light" color={item.color} data-testid={`fleet-${item.key}`}>
          {t(`dashboard.fleet.${item.key}`)}: {item.value}
        </Badge>
      ))}
    </Group>
  );
}
