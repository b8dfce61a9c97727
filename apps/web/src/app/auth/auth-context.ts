import { createContext, useContext } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import type { DenialReason } from '../../lib/access.ts';
import type { ClientConfig } from './client-config.ts';

export interface Denial {
  reason: DenialReason;
  /** Kept so "Sign in with another account" can end the provider session after local sign-out. */
  idTokenHint: string | undefined;
}

export interface AuthContextValue {
  config: ClientConfig;
  userManager: UserManager;
  /** The signed-in OIDC user, or null. */
  user: User | null;
  /** Set when the signed-in person may not use the console (spec §1: "anyone else is logged out"). */
  denial: Denial | null;
  /** True from "Sign out" until the browser has left for the provider's end-session page. */
  signingOut: boolean;
  /** Processes the redirect callback in the current URL and stores the session. */
  completeSignIn: () => Promise<void>;
  /** Starts sign-in at the identity provider (full-page redirect). */
  startSignIn: () => Promise<void>;
  /** Clears the local session and ends the provider session (returns to `/`). */
  signOut: () => Promise<void>;
  /** Clears the local session and shows the no-access page. */
  deny: (reason: DenialReason) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
