import {
  IconBuildingStore,
  IconChartBar,
  IconFridge,
  IconHelpCircle,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconTrendingUp,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { NavVisibility } from './nav-visibility.ts';

export type NavKey =
  | 'dashboard'
  | 'kiosks'
  | 'organizations'
  | 'users'
  | 'products'
  | 'reports'
  | 'transactions'
  | 'forecast'
  | 'settings'
  | 'help';

export interface NavItem extends NavVisibility {
  key: NavKey;
  path: string;
  icon: Icon;
}

/** The main menu in spec §2 order. No entry is root-only. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: '/', icon: IconLayoutDashboard },
  { key: 'kiosks', path: '/kiosks', icon: IconFridge },
  { key: 'organizations', path: '/organizations', icon: IconBuildingStore },
  { key: 'users', path: '/users', icon: IconUsers },
  { key: 'products', path: '/products', icon: IconPackage },
  { key: 'reports', path: '/reports', icon: IconChartBar },
  { key: 'transactions', path: '/transactions', icon: IconReceipt },
  { key: 'forecast', path: '/forecast', icon: IconTrendingUp, hiddenOnProduction: true },
  { key: 'settings', path: '/settings', icon: IconSettings },
  { key: 'help', path: '/help', icon: IconHelpCircle },
];

export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
