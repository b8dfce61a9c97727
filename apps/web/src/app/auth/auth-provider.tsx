import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { configureGraphQLClient } from '../../lib/graphql-client.ts';
import type { DenialReason } from '../../lib/access.ts';
import { AuthContext, type AuthContextValue, type Denial } from './auth-context.ts';
import { authStorage } from './auth-storage.ts';
import type { ClientConfig } from './client-config.ts';

interface AuthProviderProps {
  config: ClientConfig;
  userManager: UserManager;
  children: ReactNode;
}

/** A stored user counts only with a live token and the logged-in flag (cleared on sign-out). */
function usable(user: User | null): User | null {
  return user && !user.expired && authStorage.isLoggedIn() ? user : null;
}

export function AuthProvider({ config, userManager, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [denial, setDenial] = useState<Denial | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // The GraphQL client reads the token through this ref, so it is current before any re-render.
  const userRef = useRef<User | null>(null);
  const setUser = useCallback((next: User | null) => {
    userRef.current = next;
    setUserState(next);
  }, []);

  useEffect(() => {
    configureGraphQLClient({ getAccessToken: () => userRef.current?.access_token ?? null });
  }, []);

  useEffect(() => {
    let active = true;
    userManager
      .getUser()
      .then((stored) => {
        if (active) setUser(usable(stored));
      })
      .catch(() => undefined)
      .finally(() => {
        if (active) setLoading(false);
      });
    // Silent renewal replaces the user (new access token); removal signs out everywhere here.
    const onLoaded = (loaded: User) => setUser(usable(loaded));
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager, setUser]);

  const completeSignIn = useCallback(async () => {
    const signedIn = await userManager.signinCallback(window.location.href);
    if (!signedIn) throw new Error('No sign-in response in the URL');
    authStorage.setLoggedIn(true);
    setDenial(null);
    setUser(signedIn);
  }, [userManager, setUser]);

  const startSignIn = useCallback(() => userManager.signinRedirect(), [userManager]);

  const signOut = useCallback(async () => {
    // Keeps the guard from starting a new sign-in while the browser leaves for the provider.
    setSigningOut(true);
    authStorage.setLoggedIn(false);
    authStorage.setReturnTo(null);
    queryClient.clear();
    try {
      // Removes the stored user, then redirects to the provider's end-session endpoint.
      await userManager.signoutRedirect();
    } catch {
      await userManager.removeUser();
      window.location.assign('/');
    }
  }, [queryClient, userManager]);

  const deny = useCallback(
    async (reason: DenialReason) => {
      const idTokenHint = userRef.current?.id_token;
      authStorage.setLoggedIn(false);
      authStorage.setReturnTo(null);
      setDenial({ reason, idTokenHint });
      await userManager.removeUser();
      queryClient.clear();
    },
    [queryClient, userManager],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ config, userManager, user, denial, signingOut, completeSignIn, startSignIn, signOut, deny }),
    [config, userManager, user, denial, signingOut, completeSignIn, startSignIn, signOut, deny],
  );

  if (loading) return <FullPageLoader />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
