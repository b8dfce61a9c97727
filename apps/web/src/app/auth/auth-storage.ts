/**
 * What the console keeps in localStorage (spec §4: token and a logged-in flag saved locally).
 * The OIDC user itself (access/id/refresh tokens) is kept by oidc-client-ts under
 * `kiosk.oidc.user:<authority>:<clientId>`; sign-in state under `kiosk.oidc.<state id>`.
 */
export const STORAGE_KEYS = {
  oidcPrefix: 'kiosk.oidc.',
  loggedIn: 'kiosk.loggedIn',
  returnTo: 'kiosk.returnTo',
  language: 'kiosk.language',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be disabled (private mode); the session then lasts only as long as the page.
  }
}

export const authStorage = {
  isLoggedIn: (): boolean => read(STORAGE_KEYS.loggedIn) === 'true',
  setLoggedIn: (loggedIn: boolean): void => write(STORAGE_KEYS.loggedIn, loggedIn ? 'true' : null),
  getReturnTo: (): string | null => read(STORAGE_KEYS.returnTo),
  setReturnTo: (path: string | null): void => write(STORAGE_KEYS.returnTo, path),
  getLanguage: (): string | null => read(STORAGE_KEYS.language),
  setLanguage: (language: string): void => write(STORAGE_KEYS.language, language),
};
