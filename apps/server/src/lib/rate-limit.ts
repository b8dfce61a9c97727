import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import type { Database } from '../db/client.ts';

/** Per-caller budgets on the API (ADR 0020); 0 = that limit is off. */
export interface RateLimits {
  /** Requests per window from one client address (TRUST_PROXY decides which address that is). */
  perIp: number;
  /** Requests per window made with one API key (`Authorization: ApiKey-v1`), from any address. */
  perApiKey: number;
  windowMs: number;
}

/** Only the API: GraphQL endpoints and REST routes (the login form has its own limit; health and files have none). */
const LIMITED = /^\/api\//;

/** The API key a request names (its token's `kid`), unverified: the budget is counted before authentication. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('ApiKey-v1 ')) return undefined;
  try {
    const { kid } = decodeProtectedHeader(header.slice('ApiKey-v1 '.length).trim());
    return typeof kid === 'string' && /^[0-9a-f-]{36}$/i.test(kid) ? kid.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts a request against its callers' budgets in the database every instance shares: one fixed window
 * per caller, incremented with one upsert (the window from the database's clock, so instances agree).
 * Returns the counters after this request.
 */
export function createRateLimitCounter(database: Pick<Database, 'query'>) {
  return {
    async hit(keys: readonly string[], windowMs: number): Promise<{ key: string; hits: number; resetAt: Date }[]> {
      const values = keys.map((_, i) => `($${i + 2}::text)`).join(', ');
      const rows = await database.query<{ key: string; hits: number; window_start: Date | string }>(
        `WITH w AS (
           SELECT to_timestamp((floor(extract(epoch FROM now()) * 1000 / $1::bigint) * $1::bigint / 1000)::double precision) AS start
         )
         INSERT INTO rate_limit_counters (key, window_start, hits)
         SELECT k.key, w.start, 1 FROM w, (VALUES ${values}) AS k(key)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
         RETURNING key, hits, window_start`,
        [windowMs, ...keys],
      );
      return rows.map((row) => ({
        key: row.key,
        hits: Number(row.hits),
        resetAt: new Date(new Date(row.window_start).getTime() + windowMs),
      }));
    },
    /** Deletes windows that ended before `olderThanMs` ago (the periodic purge). */
    async purge(olderThanMs: number): Promise<number> {
      const rows = await database.query<{ key: string }>(
        `DELETE FROM rate_limit_counters WHERE window_start < now() - make_interval(secs => $1::double precision / 1000)
         RETURNING key`,
        [olderThanMs],
      );
      return rows.length;
    },
  };
}

export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;

/**
 * The API's rate limits, shared across instances: every request under /api/ counts against its client
 * address, and one made with an API key also against that key. Over a budget: 429 with Retry-After and
 * the X-RateLimit-* headers. When the database cannot count, the request goes on (it needs the database
 * anyway and is answered as unavailable there).
 */
export function registerRateLimits(app: FastifyInstance, counter: RateLimitCounter, limits: RateLimits): void {
  if (limits.perIp === 0 && limits.perApiKey === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!LIMITED.test(request.url)) return;
    const budgets = new Map<string, number>();
    if (limits.perIp > 0) budgets.set(`ip:${request.ip}`, limits.perIp);
    const apiKey = limits.perApiKey > 0 ? apiKeyOf(request) : undefined;
    if (apiKey) budgets.set(`key:${apiKey}`, limits.perApiKey);
    if (budgets.size === 0) return;
    let counts;
    try {
      counts = await counter.hit([...budgets.keys()], limits.windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit not counted (database unavailable)');
      return;
    }
    // The tightest budget is the one reported.
    let tightest: { limit: number; remaining: number; resetAt: Date; key: string } | undefined;
    for (const count of counts) {
      const limit = budgets.get(count.key) ?? 0;
      const remaining = limit - count.hits;
      if (!tightest || remaining < tightest.remaining)
        tightest = { limit, remaining, resetAt: count.resetAt, key: count.key };
    }
    if (!tightest) return;
    const resetSeconds = Math.max(1, Math.ceil((tightest.resetAt.getTime() - Date.now()) / 1000));
    void reply.header('x-ratelimit-limit', tightest.limit);
    void reply.header('x-ratelimit-remaining', Math.max(0, tightest.remaining));
    void reply.header('x-ratelimit-reset', resetSeconds);
    if (tightest.remaining < 0) {
      const per = tightest.key.startsWith('key:') ? 'API key' : 'client address';
      return reply
        .status(429)
        .header('retry-after', resetSeconds)
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: `Rate limit of ${tightest.limit} requests per ${limits.windowMs / 1000} s for this ${per} reached; retry in ${resetSeconds} s`,
        });
    }
  });
}
