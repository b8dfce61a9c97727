import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../lib/errors.ts';
import type { Identity, Viewer } from './viewer.ts';

export interface IssuerMetadata {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

/** Reads an OpenID Provider's discovery document (external identity provider). */
export async function discoverIssuer(issuer: string): Promise<IssuerMetadata> {
  const url = `${issuer}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${url} answered ${response.status}`);
  const metadata = (await response.json()) as IssuerMetadata;
  if (metadata.issuer.replace(/\/$/, '') !== issuer) {
    throw new Error(`OIDC discovery: issuer mismatch (${metadata.issuer} ≠ ${issuer})`);
  }
  return metadata;
}

export interface AuthenticatorOptions {
  issuer: string;
  audience: string;
  /** Embedded provider: its public keys. External: discovered metadata (keys fetched and cached by jose). */
  keys: { local: { keys: JWK[] } } | { remote: IssuerMetadata };
  resolveViewer(identity: Identity): Promise<Viewer>;
  /** `Authorization: ApiKey-v1 <JWT>`: personal API keys (the users module checks them, ADR 0011). */
  apiKey?(token: string): Promise<Viewer>;
}

/**
 * Checks the bearer token of a request and resolves the caller. An expired token answers
 * TOKEN_EXPIRED (the console then shows its session-expired dialog); anything else invalid answers
 * UNAUTHENTICATED. `ApiKey-v1` tokens go to the API key check.
 */
export function createAuthenticator(options: AuthenticatorOptions): (request: FastifyRequest) => Promise<Viewer> {
  const embedded = 'local' in options.keys;
  const jwks: JWTVerifyGetKey =
    'local' in options.keys
      ? createLocalJWKSet(options.keys.local)
      : createRemoteJWKSet(new URL(options.keys.remote.jwks_uri));
  const userinfoEndpoint = 'remote' in options.keys ? options.keys.remote.userinfo_endpoint : undefined;

  return async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ', 2);
    if (token && scheme?.toLowerCase() === 'apikey-v1' && options.apiKey) return options.apiKey(token);
    if (!token || scheme?.toLowerCase() !== 'bearer') throw new AppError('UNAUTHENTICATED');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer: options.issuer, audience: options.audience }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'bearer token refused');
      throw new AppError('UNAUTHENTICATED');
    }
    if (!payload.sub) throw new AppError('UNAUTHENTICATED');
    let email = typeof payload.email === 'string' ? payload.email : undefined;
    if (!email && !embedded && userinfoEndpoint) email = await fetchEmail(userinfoEndpoint, token);
    const viewer = await options.resolveViewer({ subject: payload.sub, email, embedded, via: 'oidc' });
    return payload.exp ? { ...viewer, expiresAt: new Date(payload.exp * 1000) } : viewer;
  };
}

/** Many providers leave e-mail out of access tokens; the userinfo endpoint has it. */
async function fetchEmail(endpoint: string, token: string): Promise<string | undefined> {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { email?: unknown };
  return typeof body.email === 'string' ? body.email : undefined;
}
