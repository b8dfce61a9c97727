import { AppShell, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconHelp, IconLogout, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { FieldSyncProvider } from '../../features/field/field-sync-context.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { ColorSchemeToggle } from '../layout/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../layout/language-switch.tsx';
import { useFieldInstall } from './field-install.ts';

const LINKS = [
  { to: '/field', end: true, label: 'field.nav.today', icon: IconCalendar },
  { to: '/field/kiosk', end: false, label: 'field.nav.kiosk', icon: IconBuildingStore },
  { to: '/field/help', end: false, label: 'field.nav.help', icon: IconHelp },
] as const;

/** The phone-first frame of the field app: a header with the app's name, language, colours, sign-out; tabs below. */
export function FieldLayout() {
  const { t } = useTranslation('field');
  const { signOut } = useAuth();
  useFieldInstall();
  const { pathname } = useLocation();
  const isActive = (to: string, end: boolean) => (end ? pathname === to : pathname.startsWith(to));
  return (
    <FieldSyncProvider>
      <AppShell header={{ height: 56 }} footer={{ height: 64 }} padding="sm">
        <AppShell.Header>
          <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
            <UnstyledButton component={RouterNavLink} to="/field" style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <IconTruckDelivery size={22} aria-hidden color="var(--mantine-color-teal-6)" />
                <Text fw={700} span truncate="end">
                  {t('field.appName')}
                </Text>
              </Group>
            </UnstyledButton>
            <Group gap={4} wrap="nowrap">
              <LanguageSwitch />
              <ColorSchemeToggle />
              <Button
                variant="subtle"
                color="gray"
                px={8}
                aria-label={t('field.nav.signOut')}
                onClick={() => void signOut()}
              >
                <IconLogout size={18} aria-hidden />
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Container size="sm" px={0}>
            <Outlet />
          </Container>
        </AppShell.Main>
        <AppShell.Footer component="nav" aria-label={t('field.appName')}>
          <Group h="100%" grow gap={0}>
            {LINKS.map(({ to, end, label, icon: Icon }) => (
              <UnstyledButton
                key={to}
                component={RouterNavLink}
                to={to}
                end={end}
                style={{
                  textAlign: 'center',
                  height: '100%',
                  borderTop: isActive(to, end) ? '3px solid var(--mantine-color-teal-filled)' : '3px solid transparent',
                }}
              >
                <Text span c={isActive(to, end) ? 'teal' : undefined} display="block">
                  <Icon size={22} aria-hidden />
                </Text>
                <Text size="xs" fw={isActive(to, end) ? 700 : 500} c={isActive(to, end) ? 'teal' : undefined}>
                  {t(label)}
                </Text>
              </UnstyledButton>
            ))}
          </Group>
        </AppShell.Footer>
      </AppShell>
    </FieldSyncProvider>
  );
}
