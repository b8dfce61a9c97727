import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/**
 * One database transaction for a whole use case (a GraphQL mutation), without handing `tx` through
 * every service (ADR 0012). While a unit of work runs, the `db` every repository holds (the proxy made
 * by `scopedDb`) resolves to the unit's transaction, so every write of the call — of every module —
 * commits or rolls back together with its audit entry. A service's own `db.transaction(…)` inside the
 * unit becomes a savepoint (drizzle nests transactions on a transaction as savepoints, on PGlite and
 * node-postgres alike).
 *
 * Side effects that must not happen before the commit (MQTT publishes, live notices, job sends, mails)
 * go through `afterCommit`: run at once outside a unit, after the commit inside one, dropped on rollback.
 * Code that would use another connection inside a unit (PGlite runs one query at a time: it would wait
 * for the unit to end, i.e. forever) must not run in one — the platform's job queue, live bus, mailer and
 * device gateway defer themselves through `afterCommit`; prepared statements rebind (db/prepared.ts).
 */
interface Unit {
  readonly tx: Db;
  readonly hooks: (() => unknown)[];
  /** Set when the transaction ended: late work of the unit (a promise not awaited) uses the plain handle. */
  done: boolean;
}

const units = new AsyncLocalStorage<Unit>();

function activeUnit(): Unit | undefined {
  const unit = units.getStore();
  return unit && !unit.done ? unit : undefined;
}

/** The unit's transaction, when the caller runs inside one. */
export function currentTransaction(): Db | undefined {
  return activeUnit()?.tx;
}

/** Runs synchronous `build` as if outside any unit of work (what it binds to `db` is the plain handle). */
export function outsideUnitOfWork<T>(build: () => T): T {
  return units.exit(build);
}

/** True inside a unit of work (its transaction still open). */
export function inUnitOfWork(): boolean {
  return activeUnit() !== undefined;
}

/**
 * A handle that is `base` outside a unit of work and the unit's transaction inside one. Every module's
 * repositories get this handle (`platform.db`), so nothing in them knows about units.
 */
export function scopedDb(base: Db): Db {
  return new Proxy(base, {
    get(target, property) {
      const current = (activeUnit()?.tx ?? target) as unknown as Record<PropertyKey, unknown>;
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/**
 * Runs `work` in one transaction of `base` that every repository's `db` resolves to; `beforeCommit`
 * runs last inside it (the audit entry). Hooks registered with `afterCommit` run after the commit, in
 * order; their failures are reported to `onHookError`, never to the caller (the change is committed).
 * Inside a unit already, `work` joins it.
 */
export async function runUnitOfWork<T>(
  base: Db,
  work: () => Promise<T>,
  options: { beforeCommit?: (tx: Db, result: T) => Promise<void>; onHookError?: (error: unknown) => void } = {},
): Promise<T> {
  if (activeUnit()) {
    const result = await work();
    await options.beforeCommit?.(activeUnit()?.tx as Db, result);
    return result;
  }
  let unit: Unit | undefined;
  const result = await base.transaction(async (tx) => {
    unit = { tx: tx as unknown as Db, hooks: [], done: false };
    const own = unit;
    try {
      return await units.run(own, async () => {
        const value = await work();
        await options.beforeCommit?.(own.tx, value);
        return value;
      });
    } finally {
      // Late queries of this unit (after rollback or commit) go to the plain handle, never to a closed tx.
      own.done = true;
    }
  });
  for (const hook of unit?.hooks ?? []) {
    try {
      await hook();
    } catch (error) {
      options.onHookError?.(error);
    }
  }
  return result;
}

/**
 * Runs `effect` now outside a unit of work; inside one, after its commit (and never if it rolls back).
 * Resolves at once in the second case.
 */
export async function afterCommit(effect: () => unknown): Promise<void> {
  const unit = activeUnit();
  if (!unit) {
    await effect();
    return;
  }
  unit.hooks.push(effect);
}
