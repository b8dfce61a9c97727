import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import { API_KEY_TOKEN_MAX_SECONDS, apiKeyInput } from '@kiosk/common/validation';
import type { ResealReport, SecretBox } from '../../auth/secrets.ts';
import type { Identity, Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { ApiKeyRow, ApiKeysRepository } from './users.api-keys.repository.ts';

/** Clock skew tolerated on `iat` and `exp` (seconds). */
const SKEW_SECONDS = 30;

interface Deps {
  keys: ApiKeysRepository;
  box: () => Promise<SecretBox>;
  resolveViewer(identity: Identity): Promise<Viewer>;
  /** The API's public address, for the examples. */
  publicUrl: string;
  now?: () => Date;
}

/** How to call the API with a key (spec §3 User.apiKey.explanation), plus examples that work as shown. */
export interface ApiKeyExplanation {
  requestHeader: string;
  jwtHeader: string;
  payloadRule: string;
  payloadExample: string;
  nodeExample: string;
  curlExample: string | null;
}

export interface ApiKeyView {
  row: ApiKeyRow;
  /** Only in the answer of the call that created the key. */
  secret: string | null;
  explanation: ApiKeyExplanation;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Personal API keys (ADR 0011): a user with console access and an organization creates keys; a request
 * carries `Authorization: ApiKey-v1 <JWT>`, an HS256 JWT signed with the key's secret, with the key id
 * as `kid`, `iat`/`exp` at most 5 minutes apart and a `jti` used once. The key acts as its user.
 */
export function createApiKeysService({ keys, box, resolveViewer, publicUrl, now = () => new Date() }: Deps) {
  const graphqlUrl = `${publicUrl.replace(/\/$/, '')}/api/v1/organizations/graphql`;
  let purgedAt = 0;

  function explain(row: ApiKeyRow, secret: string | null, token: string | null): ApiKeyExplanation {
    const iat = Math.floor(now().getTime() / 1000);
    return {
      requestHeader: 'Authorization: ApiKey-v1 <JWT>',
      jwtHeader: JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: row.id }),
      payloadRule:
        'HS256 with the secret (its UTF-8 bytes) as key; iat = now in seconds, exp at most 300 seconds after iat; ' +
        'jti = a new random id for every request (a token is accepted once).',
      payloadExample: JSON.stringify({
        iat,
        exp: iat + API_KEY_TOKEN_MAX_SECONDS,
        jti: '5f0c6d7e-3b1a-4c2d-9e8f-0a1b2c3d4e5f',
      }),
      nodeExample: [
        "import { SignJWT } from 'jose';",
        '',
        `const keyId = '${row.id}';`,
        `const secret = '${secret ?? '<your secret>'}';`,
        'const token = await new SignJWT({})',
        "  .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyId })",
        '  .setIssuedAt()',
        "  .setExpirationTime('5m')",
        '  .setJti(crypto.randomUUID())',
        '  .sign(new TextEncoder().encode(secret));',
        '',
        `const response = await fetch('${graphqlUrl}', {`,
        "  method: 'POST',",
        "  headers: { 'content-type': 'application/json', authorization: `ApiKey-v1 ${token}` },",
        "  body: JSON.stringify({ query: '{ getSelf { _id email } }' }),",
        '});',
        'console.log(JSON.stringify(await response.json()));',
      ].join('\n'),
      curlExample: token
        ? `curl -s -X POST '${graphqlUrl}' -H 'content-type: application/json' -H 'authorization: ApiKey-v1 ${token}' -d '{"query":"{ getSelf { _id email } }"}'`
        : null,
    };
  }

  /** A token for the curl example: valid for 5 minutes, once. */
  async function exampleToken(row: ApiKeyRow, secret: string): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: row.id })
      .setIssuedAt(iat)
      .setExpirationTime(iat + API_KEY_TOKEN_MAX_SECONDS)
      .setJti(randomBytes(16).toString('base64url'))
      .sign(new TextEncoder().encode(secret));
  }

  /** Key management is the user's own, in the console: not through a key, and only with an organization. */
  function requireOwner(viewer: Viewer): void {
    if (viewer.via === 'api-key') throw new AppError('FORBIDDEN', { message: 'API keys cannot manage API keys' });
    const member = viewer.self?.memberships.some((m) => m.status === 'ACTIVE') ?? false;
    if (!member) throw new AppError('NO_ORGANIZATION');
  }

  const refuse = (message: string) => new AppError('UNAUTHENTICATED', { message });

  return {
    async list(viewer: Viewer): Promise<ApiKeyView[]> {
      requireOwner(viewer);
      return (await keys.listOf(viewer.userId)).map((row) => ({
        row,
        secret: null,
        explanation: explain(row, null, null),
      }));
    },

    /** Creates a key; the answer is the only place its secret ever appears. */
    async add(viewer: Viewer, data: unknown): Promise<ApiKeyView> {
      requireOwner(viewer);
      const input = parseInput(apiKeyInput, data ?? { name: 'API key', scope: 'READ_WRITE' });
      if (input.expiresAt && input.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('BAD_USER_INPUT', {
          message: 'The expiry must lie in the future',
          fields: { expiresAt: 'BAD_USER_INPUT' },
        });
      }
      if ((await keys.listOf(viewer.userId)).length >= 20) {
        throw new AppError('BAD_USER_INPUT', { message: 'At most 20 API keys per user' });
      }
      const secret = `kk_${randomBytes(32).toString('base64url')}`;
      const row = await keys.insert({
        userId: viewer.userId,
        name: input.name,
        scope: input.scope,
        expiresAt: input.expiresAt ?? null,
        secretEncrypted: (await box()).seal(secret),
        secretHash: sha256(secret),
      });
      return { row, secret, explanation: explain(row, secret, await exampleToken(row, secret)) };
    },

    /** Revokes one of the caller's keys at once (every instance reads the database per request). */
    async remove(viewer: Viewer, apiKeyId: string): Promise<boolean> {
      requireOwner(viewer);
      const id = requireId(apiKeyId, 'apiKeyId');
      if (!(await keys.revoke(viewer.userId, id, now()))) throw new AppError('NOT_FOUND');
      return true;
    },

    /** Moves every key's sealed secret to the box's current key (ADR 0020); unreadable ones stay as they are. */
    async reseal(current: SecretBox): Promise<ResealReport> {
      const report: ResealReport = { resealed: 0, unreadable: 0 };
      for (const row of await keys.sealedOutside(`v2.${current.currentKeyId}.`)) {
        let plain: string;
        try {
          plain = current.open(row.secretEncrypted);
        } catch {
          report.unreadable += 1;
          continue;
        }
        if (await keys.replaceSealed(row.id, row.secretEncrypted, current.seal(plain))) report.resealed += 1;
      }
      return report;
    },

    /** `Authorization: ApiKey-v1 <token>` → the key's user as caller, or a refusal. */
    async authenticate(token: string): Promise<Viewer> {
      let kid: unknown;
      try {
        ({ kid } = decodeProtectedHeader(token));
      } catch {
        throw refuse('Malformed API key token');
      }
      if (typeof kid !== 'string' || !isId(kid)) throw refuse('The API key token names no key (kid)');
      const key = await keys.active(kid);
      if (!key || !key.secretEncrypted) throw refuse('Unknown or revoked API key');
      const at = now();
      if (key.expiresAt && key.expiresAt.getTime() <= at.getTime()) throw refuse('The API key has expired');
      const secret = (await box()).open(key.secretEncrypted);
      if (sha256(secret) !== key.secretHash) throw refuse('Unknown or revoked API key');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
          algorithms: ['HS256'],
          requiredClaims: ['iat', 'exp', 'jti'],
          clockTolerance: SKEW_SECONDS,
          currentDate: at,
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw refuse('Invalid API key token');
      }
      const iat = payload.iat as number;
      const exp = payload.exp as number;
      const seconds = at.getTime() / 1000;
      if (exp - iat > API_KEY_TOKEN_MAX_SECONDS || exp <= iat)
        throw refuse('exp must be at most 300 seconds after iat');
      if (iat > seconds + SKEW_SECONDS) throw refuse('iat lies in the future');
      if (typeof payload.jti !== 'string' || !payload.jti || payload.jti.length > 200) throw refuse('Invalid jti');
      if (!(await keys.useJti(key.id, payload.jti, new Date((exp + SKEW_SECONDS) * 1000)))) {
        throw refuse('This API key token was already used');
      }
      if (at.getTime() - purgedAt > 60_000) {
        purgedAt = at.getTime();
        await keys.purgeJtis(at);
      }
      await keys.touch(key.id, at);
      const viewer = await resolveViewer({ subject: key.userId, embedded: true, via: 'api-key' });
      return {
        ...viewer,
        expiresAt: new Date(exp * 1000),
        apiKey: { id: key.id, readOnly: key.scope !== 'READ_WRITE' },
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
