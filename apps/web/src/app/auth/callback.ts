/**
 * Spec §2: the login handler processes a callback when the URL hash holds an authorization
 * code, an access token, an id token or an error; otherwise it starts a new sign-in.
 */
const CALLBACK_PARAMS = ['code', 'access_token', 'id_token', 'error'] as const;

export function isCallbackHash(hash: string): boolean {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return CALLBACK_PARAMS.some((name) => params.has(name));
}

/**
 * Where to go after login: the stored page if it is a path on this console (never an external
 * URL, never back to the login handler), otherwise the dashboard.
 */
export function safeReturnPath(stored: string | null): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//')) return '/';
  if (stored === '/login' || stored.startsWith('/login?') || stored.startsWith('/login#')) return '/';
  if (stored.startsWith('/silent-renew')) return '/';
  return stored;
}
