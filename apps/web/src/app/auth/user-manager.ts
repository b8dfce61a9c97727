import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { STORAGE_KEYS } from './auth-storage.ts';
import type { ClientConfig } from './client-config.ts';

export const LOGIN_PATH = '/login';
export const SILENT_RENEW_PATH = '/silent-renew';

/** Authorization code + PKCE, answered in the URL fragment (spec §2's "hash holds a token"). */
function userManagerSettings(config: ClientConfig, origin: string, storage: Storage): UserManagerSettings {
  const store = new WebStorageStateStore({ prefix: STORAGE_KEYS.oidcPrefix, store: storage });
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: `${origin}${LOGIN_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
  };
}

export function createUserManager(config: ClientConfig): UserManager {
  return new UserManager(userManagerSettings(config, window.location.origin, window.localStorage));
}
