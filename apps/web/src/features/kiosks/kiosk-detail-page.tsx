/**
 * /kiosks/detail/:id (spec §2): one kiosk as it is now — its state, device, QR code, device
 * credentials, replenishers, actions with their commands, temperature log and activity log, kept current by live
 * notices (use-kiosk-changes.ts). Its form is at /kiosks/detail/:id/edit (kiosk-edit-page.tsx).
 */
import { Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconSettings, IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../lib/paths.ts';
import { TimeZoneContext, useDateTime, useTimeZones } from '../../lib/time-zones.ts';
import { PlaylistLink } from './playlist/playlist-link.tsx';
import { KioskActions } from './detail/kiosk-actions.tsx';
import { InventoryExportMenu } from './inventory/inventory-export-menu.tsx';
import { KioskActivityLog } from './detail/kiosk-activity-log.tsx';
import { KioskCommandsPanel } from './detail/kiosk-commands-panel.tsx';
import { KioskCredentialsPanel } from './detail/kiosk-credentials-panel.tsx';
import { KioskDeviceCard } from './detail/kiosk-device-card.tsx';
import { KioskFieldQrCode } from './detail/kiosk-field-qr.tsx';
import { KioskQrCode } from './detail/kiosk-qr-code.tsx';
import { KioskReplenishersPanel } from './detail/kiosk-replenishers-panel.tsx';
import { KioskStateSummary } from './detail/kiosk-state-summary.tsx';
import { InventoryCard } from './planogram/inventory-card.tsx';
import { useKioskLive } from './kiosk-detail.queries.ts';
import { useKioskChanges, useKioskSalesChanges } from './use-kiosk-changes.ts';
import { useNow } from './use-now.ts';
import { KioskBackLink, KioskQueryState } from './components/kiosk-subpage.tsx';

// The chart library is the page's largest part: the rest of the page shows while it loads.
const KioskTemperatureLog = lazy(async () => ({
  default: (await import('./detail/kiosk-temperature-log.tsx')).KioskTemperatureLog,
}));

export function KioskDetailPage() {
  const { id = '' } = useParams();
  return <KioskDetail key={id} id={id} />;
}

function KioskDetail({ id }: { id: string }) {
  const { t } = useTranslation('kiosks');
  const kiosk = useKioskLive(id);
  const now = useNow();
  const zones = useTimeZones();
  const time = useDateTime();
  useKioskChanges(id);
  useKioskSalesChanges(id, kiosk.data?.orgId);

  const back = <KioskBackLink to={paths.kiosks.list} label={t('kiosks.detail.back')} />;

  if (kiosk.isPending || kiosk.isError) {
    return (
      <KioskQueryState
        query={kiosk}
        back={back}
        loadingLabel={t('kiosks.detail.loading')}
        notFoundLabel={t('kiosks.detail.notFound')}
      />
    );
  }

  const current = kiosk.data;
  // Every time on the page is the kiosk's organization's wall clock; said once where it differs.
  const zone = zones.ofOrganization(current.orgId) ?? null;
  return (
    <TimeZoneContext.Provider value={zone}>
      <Stack gap="lg">
        {back}
        <div>
          <PageHeader title={current.name}>
            <Group gap="sm">
              <InventoryExportMenu selection={{ kioskId: current._id }} />
              <Button
                component={Link}
                to={paths.kiosks.edit(current._id)}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('kiosks.page.edit')}
              </Button>
              <Button
                component={Link}
                to={paths.kiosks.settings(current._id)}
                variant="default"
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                {t('kioskSettings.title', { ns: 'kioskSettings' })}
              </Button>
              <PlaylistLink kioskId={current._id} />
              <Button
                component={Link}
                to={paths.alerts(current._id)}
                variant="default"
                leftSection={<IconAlertTriangle size={16} aria-hidden />}
              >
                {t('alerts.kioskLink', { ns: 'alerts' })}
              </Button>
            </Group>
          </PageHeader>
          <Text c="dimmed" mt={-12}>
            {t('kiosks.page.serial', { serial: current.serialNumber })}
          </Text>
          {time.differs(zone) ? (
            <Text c="dimmed" size="sm" data-testid="kiosk-time-zone">
              {t('time.zoneNote', { ns: 'common', zone })}
            </Text>
          ) : null}
        </div>
        <KioskStateSummary kiosk={current} now={now} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <KioskActions kiosk={current} />
              <KioskCommandsPanel kioskId={current._id} online={current.online} />
              <Suspense
                fallback={
                  <Center py="xl" role="status" aria-label={t('kiosks.page.temperature.loading')}>
                    <Loader size="sm" />
                  </Center>
                }
              >
                <KioskTemperatureLog kioskId={current._id} thermostat={current.thermostatTemperature} />
              </Suspense>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <InventoryCard kioskId={current._id} />
              <KioskReplenishersPanel kioskId={current._id} orgId={current.orgId} />
              <KioskDeviceCard kiosk={current} now={now} />
              <KioskCredentialsPanel kioskId={current._id} issuedAt={current.deviceCredentialsIssuedAt} />
              <KioskQrCode value={current.qrcode} kioskName={current.name} />
              <KioskFieldQrCode kioskId={current._id} kioskName={current.name} />
            </Stack>
          </Grid.Col>
        </Grid>
        <KioskActivityLog kioskId={current._id} />
      </Stack>
    </TimeZoneContext.Provider>
  );
}
