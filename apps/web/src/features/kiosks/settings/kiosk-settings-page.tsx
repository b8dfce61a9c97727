/**
 * /kiosks/settings/:id/:tab (spec §2): a kiosk's settings — general, controller, payment (one form,
 * configureKioskProps) and its schedules: out-of-service times (signal rules) and the visit schedule of the
 * forecast pick lists. An unknown tab goes to general.
 */
import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { KIOSK_SETTINGS_TABS, paths, type KioskSettingsTab } from '../../../lib/paths.ts';
import { useKioskChanges } from '../use-kiosk-changes.ts';
import { KioskSchedulePanel } from './kiosk-schedule-panel.tsx';
import { KioskVisitPanel } from './kiosk-visit-panel.tsx';
import { KioskSettingsForm } from './kiosk-settings-form.tsx';
import { useKioskSettings } from './kiosk-settings.queries.ts';
import { KioskBackLink, KioskQueryState } from '../components/kiosk-subpage.tsx';

const isTab = (value: string | undefined): value is KioskSettingsTab =>
  (KIOSK_SETTINGS_TABS as readonly string[]).includes(value ?? '');

export function KioskSettingsPage() {
  const { id = '', tab } = useParams();
  if (!isTab(tab)) return <Navigate to={paths.kiosks.settings(id, 'general')} replace />;
  return <KioskSettings key={id} id={id} tab={tab} />;
}

function KioskSettings({ id, tab }: { id: string; tab: KioskSettingsTab }) {
  const { t } = useTranslation('kioskSettings');
  const navigate = useNavigate();
  const kiosk = useKioskSettings(id);
  useKioskChanges(id);

  const back = <KioskBackLink to={paths.kiosks.detail(id)} label={t('kioskSettings.back')} />;

  if (kiosk.isPending || kiosk.isError) {
    return (
      <KioskQueryState
        query={kiosk}
        back={back}
        loadingLabel={t('kioskSettings.loading')}
        notFoundLabel={t('kioskSettings.notFound')}
      />
    );
  }

  const current = kiosk.data;
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={t('kioskSettings.pageTitle', { name: current.name })} />
      {current.online ? null : (
        <Alert color="yellow" role="status">
          {t('kioskSettings.offlineNotice')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          isTab(value ?? undefined) && void navigate(paths.kiosks.settings(id, value as KioskSettingsTab))
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('kioskSettings.tabsLabel')}>
          {KIOSK_SETTINGS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`kioskSettings.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <KioskSettingsForm
          kiosk={current}
          tab={tab}
          schedule={
            <Stack gap="lg">
              <KioskSchedulePanel kioskId={id} />
              <KioskVisitPanel kiosk={current} />
            </Stack>
          }
        />
      </Tabs>
    </Stack>
  );
}
