import { BREAKPOINTS } from '@kiosk/common/constants';
import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePreloadedLookups } from '../../lib/lookups.ts';
import { useSessionExpired } from '../session/use-session-expired.ts';
import { CommandPalette } from './command-palette/command-palette.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { DesktopNavbar } from './desktop-navbar.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { MobileHeader } from './mobile-header.tsx';

const MOBILE_QUERY = `(max-width: ${(BREAKPOINTS.sm - 0.1) / 16}em)`;
const NAV_WIDTH = { expanded: 240, collapsed: 72 } as const;

/**
 * Spec §2 layout: ≥ 768 px a header and a left navigation that can be minimised; below, a top
 * bar with a burger and a slide-out drawer. Only one of the two navigations is in the DOM, so
 * every link name is unique on the page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'kiosk.navCollapsed', defaultValue: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  // Once the session expired, the dialog replaces the page's data (spec §4).
  const expired = useSessionExpired();
  usePreloadedLookups();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={isMobile ? undefined : { width: collapsed ? NAV_WIDTH.collapsed : NAV_WIDTH.expanded, breakpoint: 'sm' }}
      padding="md"
    >
      <AppShell.Header>
        {isMobile ? <MobileHeader drawerOpened={drawerOpened} onOpenDrawer={drawer.open} /> : <DesktopHeader />}
      </AppShell.Header>
      {isMobile ? (
        <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
      ) : (
        <AppShell.Navbar aria-label={t('layout.nav.label')}>
          <DesktopNavbar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>{expired ? null : <DeferredOutlet />}</AppShell.Main>
      {expired ? null : <CommandPalette />}
    </AppShell>
  );
}

/**
 * The page below the shell, rendered one step after it: on the first mount the shell (header, navigation)
 * commits alone, and the page follows in a background render that React splits into short slices, so
 * the browser never blocks on one long task for the whole console (docs/performance.md).
 */
function DeferredOutlet() {
  const ready = useDeferredValue(true, false);
  return ready ? <Outlet /> : null;
}
