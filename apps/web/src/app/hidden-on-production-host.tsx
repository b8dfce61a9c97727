import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth/auth-context.ts';
import { isProductionHost } from './layout/nav-visibility.ts';

/** Spec §2: a screen that does not exist on the production host is treated like an unknown path. */
export function HiddenOnProductionHost({ children }: { children: ReactNode }) {
  const { config } = useAuth();
  if (isProductionHost(window.location.host, config.productionHost)) return <Navigate to="/" replace />;
  return children;
}
