import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { NoOrganizationNotice } from '../../components/no-organization-notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { KioskScreenTab } from './kiosk-screen/kiosk-screen-tab.tsx';
import { NotificationsTab } from './notifications/notifications-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';
import { SecurityTab } from './integrations/security-tab.tsx';
import { AuditTab } from './audit/audit-tab.tsx';
import { SETTINGS_TABS, isSettingsTab, type SettingsTab } from './settings-tabs.ts';

const TAB_ORDER = Object.keys(SETTINGS_TABS) as SettingsTab[];

/** /settings/{notifications|kiosk-ui|security|integrations|audit}; users without an organization are turned away. */
export function SettingsPage() {
  const { t } = useTranslation(['common', 'audit']);
  const { hasOrganization } = useSession();
  const { tab } = useParams();
  const navigate = useNavigate();

  if (!hasOrganization) {
    return (
      <>
        <PageHeader title={t('layout.nav.settings')} />
        <NoOrganizationNotice />
      </>
    );
  }
  if (!isSettingsTab(tab)) return <Navigate to="/settings/notifications" replace />;

  return (
    <>
      <PageHeader title={t('layout.nav.settings')} />
      <Tabs value={tab} onChange={(next) => next && void navigate(`/settings/${next}`)} keepMounted={false}>
        <Tabs.List aria-label={t('settings.tabs.label')} mb="md">
          {TAB_ORDER.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {value === 'audit' ? t('audit.tab', { ns: 'audit' }) : t(`settings.tabs.${SETTINGS_TABS[value]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TAB_ORDER.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === 'kiosk-ui' ? (
              <KioskScreenTab />
            ) : value === 'notifications' ? (
              <NotificationsTab />
            ) : value === 'security' ? (
              <SecurityTab />
            ) : value === 'audit' ? (
              <AuditTab />
            ) : (
              <IntegrationsTab />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
