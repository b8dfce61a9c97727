import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie jar: enough for the provider's own cookies on one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface LoginOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  scope?: string;
  /** Sent with every request (e.g. X-Forwarded-For, as a proxy or a client pretending to be one would). */
  headers?: Record<string, string>;
}

export interface LoginResult {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

/**
 * Runs the authorization code + PKCE flow against an identity provider with a login form like ours,
 * the way a browser would, and returns the tokens. Throws with the step that failed.
 */
export async function loginWithPassword(options: LoginOptions): Promise<LoginResult> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...options.headers, ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const follow = (response: Response, base: string) => {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}: ${response.statusText}`);
    return new URL(location, base).toString();
  };

  const authUrl = new URL(`${options.issuer}/auth`);
  authUrl.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile email api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  }).toString();

  let response = await go(authUrl.toString());
  const interactionUrl = follow(response, authUrl.toString());
  response = await go(interactionUrl);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form at ${interactionUrl} (status ${response.status})`);
  const actionUrl = new URL(action.replace(/&amp;/g, '&'), interactionUrl).toString();
  response = await go(actionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: options.email, password: options.password }).toString(),
  });
  if (response.status >= 400) throw new Error(`login refused with ${response.status}`);
  let next = follow(response, actionUrl);
  for (let hops = 0; hops < 5 && !next.startsWith(options.redirectUri); hops++) {
    response = await go(next);
    next = follow(response, next);
  }
  const fragment = new URLSearchParams(new URL(next).hash.slice(1));
  const code = fragment.get('code');
  if (!code) throw new Error(`no code in redirect: ${next}`);
  if (fragment.get('state') !== state) throw new Error('state mismatch');

  const token = await fetch(`${options.issuer}/token`, {
    method: 'POST',
    headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as {
    access_token?: string;
    id_token?: string;
    expires_in?: number;
    error?: string;
  };
  if (!token.ok || !body.access_token || !body.id_token)
    throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, idToken: body.id_token, expiresIn: body.expires_in ?? 0 };
}
