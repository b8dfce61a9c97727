import type { TFunction } from 'i18next';
import { paths } from '../../../lib/paths.ts';
import type { NavItem } from '../nav-items.ts';

export interface PaletteScreen {
  id: string;
  label: string;
  path: string;
}

/**
 * Every screen the palette jumps to: the main menu the user sees, and the tabs and create pages below
 * it, each under the name the console shows for it.
 */
export function paletteScreens(navItems: readonly NavItem[], t: TFunction): PaletteScreen[] {
  const visible = new Set(navItems.map((item) => item.key));
  const main = navItems.map((item) => ({ id: `nav-${item.key}`, label: t(`layout.nav.${item.key}`), path: item.path }));
  const more: (PaletteScreen & { under: NavItem['key'] })[] = [
    { id: 'alerts', label: t('layout.palette.screens.alerts'), path: paths.alerts(), under: 'dashboard' },
    { id: 'new-kiosk', label: t('layout.palette.screens.newKiosk'), path: paths.kiosks.create, under: 'kiosks' },
    {
      id: 'new-organization',
      label: t('layout.palette.screens.newOrganization'),
      path: paths.organizations.create,
      under: 'organizations',
    },
    { id: 'new-user', label: t('layout.palette.screens.newUser'), path: paths.users.create, under: 'users' },
    {
      id: 'new-product',
      label: t('layout.palette.screens.newProduct'),
      path: paths.products.create,
      under: 'products',
    },
    { id: 'waste', label: t('layout.palette.screens.waste'), path: '/reports/waste', under: 'reports' },
    {
      id: 'refill-history',
      label: t('layout.palette.screens.refillHistory'),
      path: '/reports/refills',
      under: 'reports',
    },
    { id: 'sales', label: t('layout.palette.screens.salesTab'), path: '/transactions/sales', under: 'transactions' },
    {
      id: 'refills',
      label: t('layout.palette.screens.refillsTab'),
      path: '/transactions/refills',
      under: 'transactions',
    },
    {
      id: 'transaction-products',
      label: t('layout.palette.screens.productsTab'),
      path: '/transactions/products',
      under: 'transactions',
    },
    {
      id: 'notifications',
      label: t('layout.palette.screens.notifications'),
      path: '/settings/notifications',
      under: 'settings',
    },
    { id: 'kiosk-ui', label: t('layout.palette.screens.kioskUi'), path: '/settings/kiosk-ui', under: 'settings' },
    { id: 'security', label: t('layout.palette.screens.security'), path: '/settings/security', under: 'settings' },
    {
      id: 'integrations',
      label: t('layout.palette.screens.integrations'),
      path: '/settings/integrations',
      under: 'settings',
    },
    { id: 'audit', label: t('layout.palette.screens.audit'), path: '/settings/audit', under: 'settings' },
  ];
  return [...main, ...more.filter((screen) => visible.has(screen.under)).map(({ under: _under, ...screen }) => screen)];
}

/** Screens whose name contains every word of the query (case and accents ignored). */
export function matchScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...screens];
  return screens.filter((screen) => words.every((word) => fold(screen.label).includes(word)));
}
