import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobLeases } from '../db/schema/platform.ts';

/** This process, as the holder of leases: host, process and a random part (a restart is a new holder). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface Lease {
  /** Takes or renews the lease for `ttlMs` from now; answers whether this instance holds it. */
  acquire(): Promise<boolean>;
  /** Gives the lease up (at a clean stop), so another instance takes over at its next round. */
  release(): Promise<void>;
}

/**
 * A lease on periodic work that one instance does for all (`job_leases`): one statement takes a free or
 * expired lease, or renews our own; another holder's lease in force is left alone. A holder that dies
 * stops renewing, and its lease runs out after `ttlMs` — then the next instance to ask takes the work over.
 */
export function createLease(db: Db, name: string, ttlMs: number, holder: string = INSTANCE_ID): Lease {
  return {
    async acquire() {
      const until = sql`now() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;
      const rows = await db
        .insert(jobLeases)
        .values({ name, holder, until: sql`${until}` })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, until: sql`${until}` },
          setWhere: sql`${jobLeases.until} < now() OR ${jobLeases.holder} = ${holder}`,
        })
        .returning({ holder: jobLeases.holder });
      return rows.length > 0;
    },
    async release() {
      await db
        .update(jobLeases)
        .set({ until: sql`now() - interval '1 millisecond'` })
        .where(sql`${jobLeases.name} = ${name} AND ${jobLeases.holder} = ${holder}`);
    },
  };
}
