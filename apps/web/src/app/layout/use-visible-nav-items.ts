import { useAuth } from '../auth/auth-context.ts';
import { useSession } from '../../lib/session.ts';
import { NAV_ITEMS, type NavItem } from './nav-items.ts';
import { isNavItemVisible } from './nav-visibility.ts';

export function useVisibleNavItems(): readonly NavItem[] {
  const { config } = useAuth();
  const { self } = useSession();
  const context = { host: window.location.host, productionHost: config.productionHost, root: self.root };
  return NAV_ITEMS.filter((item) => isNavItemVisible(item, context));
}
