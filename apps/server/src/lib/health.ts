import type { FastifyInstance } from 'fastify';

/** One dependency /readyz checks: resolves when it answers, throws or resolves false when it does not. */
export type DependencyCheck = () => Promise<boolean | void>;

/** A check that takes longer than this counts as down (a hung connection must not hang the probe). */
const CHECK_TIMEOUT_MS = 3_000;

/** Runs every check at once; answers each dependency's state and, for those down, why. */
export async function checkDependencies(
  checks: Record<string, DependencyCheck>,
): Promise<Record<string, { up: boolean; error?: string }>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      try {
        const answer = await Promise.race([check(), timeout]);
        return [name, answer === false ? { up: false, error: 'not connected' } : { up: true }] as const;
      } catch (error) {
        return [name, { up: false, error: error instanceof Error ? error.message : String(error) }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * `/healthz`: liveness — answers while the process runs (restart it when it does not). `/readyz`:
 * readiness — 200 when every dependency answers, else 503 naming the ones down (take the instance out of
 * the load balancer; do not restart it, it reconnects by itself).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: Record<string, DependencyCheck>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const states = await checkDependencies(checks);
    // The body names what is down, never why (addresses, errors): that goes to the log.
    const dependencies = Object.fromEntries(Object.entries(states).map(([name, s]) => [name, s.up ? 'up' : 'down']));
    const down = Object.entries(states).filter(([, state]) => !state.up);
    void reply.header('cache-control', 'no-store');
    if (down.length === 0) return { status: 'ready', dependencies };
    app.log.warn({ down: Object.fromEntries(down) }, 'readiness check failed');
    return reply.status(503).send({ status: 'unavailable', down: down.map(([name]) => name), dependencies });
  });
}
