import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { loadOrCreateSecret } from '../secrets.ts';
import { createAdapterFactory } from './adapter.ts';
import { errorPage, loggedOutPage, logoutPage, pickLanguage } from './pages.ts';

export const OIDC_MOUNT = '/oidc';
/** The resource-server scope the console asks for; its access tokens are JWTs for our API. */
export const API_SCOPE = 'api';

/** The user accounts the embedded provider signs in (the users module's service, as a port). */
export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  language: string;
  status: string;
  passwordHash: string | null;
}

export interface Accounts {
  accountById(id: string): Promise<Account | undefined>;
  accountByEmail(email: string): Promise<Account | undefined>;
}

export interface EmbeddedProviderOptions {
  db: Db;
  accounts: Accounts;
  publicUrl: string;
  /** Origins the console is served from (publicUrl's origin plus configured CORS origins). */
  consoleOrigins: readonly string[];
  clientId: string;
  audience: string;
  accessTokenTtlSeconds?: number;
}

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  /** Public signing keys, for verifying access tokens without an HTTP round trip. */
  publicJwks: { keys: JWK[] };
}

async function signingKey(db: Db): Promise<JWK> {
  return loadOrCreateSecret(db, 'oidc-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  });
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<EmbeddedProvider> {
  const { db, accounts, clientId, audience } = options;
  const issuer = `${options.publicUrl}${OIDC_MOUNT}`;
  const key = await signingKey(db);
  const cookieKeys = await loadOrCreateSecret(db, 'oidc-cookie-keys', () => [randomBytes(32).toString('base64url')]);
  const ttl = options.accessTokenTtlSeconds ?? 3600;

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Kiosk Console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: options.consoleOrigins.flatMap((o) => [`${o}/login`, `${o}/silent-renew`]),
        post_logout_redirect_uris: options.consoleOrigins.map((o) => `${o}/`),
      },
    ],
    jwks: { keys: [key] },
    // Browser calls to the token and discovery endpoints: only from the console's own origins.
    clientBasedCORS: (_ctx, origin) => options.consoleOrigins.includes(origin),
    cookies: { keys: cookieKeys, long: { signed: true }, short: { signed: true } },
    pkce: { required: () => true },
    // Only what the console uses: authorization code with PKCE, no implicit or hybrid flow (RFC 9700).
    // Silent renewal runs the same code flow with prompt=none, so no refresh tokens are offered either.
    responseTypes: ['code'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'locale'],
    },
    scopes: ['openid', 'email', 'profile'],
    async findAccount(_ctx, sub) {
      const user = await accounts.accountById(sub).catch(() => undefined);
      if (!user || user.status !== 'ACTIVE') return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: true,
            name: `${user.firstName} ${user.lastName}`.trim(),
            given_name: user.firstName,
            family_name: user.lastName,
            picture: user.avatarUrl ?? undefined,
            locale: user.language,
          };
        },
      };
    },
    // Access tokens carry the e-mail too, so an API that trusts this provider as an external issuer can
    // link its users by e-mail without a userinfo call.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || typeof token.accountId !== 'string')
        return undefined;
      const user = await accounts.accountById(token.accountId).catch(() => undefined);
      return user ? { email: user.email } : undefined;
    },
    // The console is our own first-party client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== clientId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new Error(`unknown resource ${resource}`);
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ttl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(pickLanguage(ctx.get('accept-language')), form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pickLanguage(ctx.get('accept-language')), options.consoleOrigins[0] ?? '/');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: ttl,
      IdToken: ttl,
      AuthorizationCode: 60,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(
        pickLanguage(ctx.get('accept-language')),
        String(out.error_description ?? out.error),
        options.consoleOrigins[0] ?? '/',
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = key;
  return { provider, issuer, publicJwks: { keys: [publicKey] } };
}
