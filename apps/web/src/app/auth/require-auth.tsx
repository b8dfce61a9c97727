import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useAuth } from './auth-context.ts';
import { authStorage } from './auth-storage.ts';
import { LOGIN_PATH } from './user-manager.ts';
import { NoAccessPage } from './no-access-page.tsx';

/**
 * Guards every console route: a visitor without a session has the page remembered and is sent
 * to the login handler, which returns there after sign-in (spec §2).
 */
export function RequireAuth() {
  const { user, denial, signingOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = user !== null;

  useEffect(() => {
    if (signedIn || denial || signingOut) return;
    // `/` is the default target anyway (and where the provider returns after sign-out).
    const path = `${location.pathname}${location.search}${location.hash}`;
    authStorage.setReturnTo(location.pathname === '/' ? null : path);
    void navigate(LOGIN_PATH, { replace: true });
  }, [signedIn, denial, signingOut, location.pathname, location.search, location.hash, navigate]);

  if (denial) return <NoAccessPage reason={denial.reason} />;
  if (!signedIn || signingOut) return <FullPageLoader />;
  return <Outlet />;
}
