import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import { HOUR_AGGREGATES } from '../../db/schema/kiosks.ts';

/**
 * How the raw device tables stop growing (ADR 0022): the temperature readings' monthly partitions created
 * ahead and dropped when old, batched deletes for what has no partition to drop (the default partition,
 * the activity log, the hourly roll-ups), and the hourly roll-ups brought up to date from their queue.
 */

/** Rows one delete statement removes: short transactions that never hold up the ingest for long. */
export const DELETE_BATCH = 10_000;
/** Queued (kiosk, hour)s one roll-up transaction takes. */
export const ROLLUP_BATCH = 5_000;

const PARTITION_NAME = /^kiosk_temperatures_p(\d{4})(\d{2})$/;

export function createRetentionRepository(db: Db) {
  /** Deletes by batches until fewer than a batch were left; answers how many rows went. */
  /**
   * Deletes `table`'s rows whose `column` is before `cutoff`, a batch of DELETE_BATCH rows (picked by `key`)
   * per statement, for at most `maxBatches` statements; answers how many went.
   */
  async function deleteBefore(
    table: string,
    key: 'ctid' | 'id',
    column: string,
    cutoff: Date,
    maxBatches: number,
  ): Promise<number> {
    const [t, k, c] = [sql.identifier(table), sql.identifier(key), sql.identifier(column)];
    let total = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM ${t} WHERE ${k} = ANY(ARRAY(
                SELECT ${k} FROM ${t} WHERE ${c} < ${cutoff.toISOString()}::timestamptz LIMIT ${DELETE_BATCH}))
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      );
      const n = Number(row?.n ?? 0);
      total += n;
      if (n < DELETE_BATCH) break;
    }
    return total;
  }

  return {
    /** Creates the partitions of the months of these instants that are missing; answers how many it created. */
    async ensureMonths(instants: readonly Date[]): Promise<number> {
      let created = 0;
      for (const at of instants) {
        const [row] = await selectRows<{ created: boolean }>(
          db,
          sql`SELECT kiosk_temperatures_ensure_month(${at.toISOString()}::timestamptz) AS created`,
        );
        if (row?.created) created += 1;
      }
      return created;
    },

    /** The monthly partitions as `YYYY-MM` and the first instant after each, oldest first. */
    async months(): Promise<{ name: string; month: string; end: Date }[]> {
      const rows = await selectRows<{ name: string }>(
        db,
        sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'kiosk_temperatures'::regclass`,
      );
      return rows
        .flatMap(({ name }) => {
          const match = PARTITION_NAME.exec(name);
          if (!match) return [];
          const [year, month] = [Number(match[1]), Number(match[2])];
          return [{ name, month: `${match[1]}-${match[2]}`, end: new Date(Date.UTC(year, month, 1)) }];
        })
        .sort((a, b) => a.end.getTime() - b.end.getTime());
    },

    /** Drops one monthly partition (its readings go with it: a catalog change, not a delete per row). */
    async dropMonth(name: string): Promise<void> {
      if (!PARTITION_NAME.test(name)) throw new Error(`not a monthly partition of kiosk_temperatures: ${name}`);
      await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
    },

    /** Readings before `cutoff` in the default partition (months without a partition), by batches. */
    deleteOldDefaultReadings: (cutoff: Date, maxBatches = 100): Promise<number> =>
      deleteBefore('kiosk_temperatures_default', 'ctid', 'ts', cutoff, maxBatches),

    /** Activity-log entries before `cutoff`, by batches (found through the BRIN index of `ts`). */
    deleteOldActivities: (cutoff: Date, maxBatches = 100): Promise<number> =>
      deleteBefore('kiosk_activities', 'id', 'ts', cutoff, maxBatches),

    /** Hourly roll-ups of hours before `cutoff`, by batches. */
    deleteOldRollups: (cutoff: Date, maxBatches = 100): Promise<number> =>
      deleteBefore('kiosk_temperature_hours', 'ctid', 'hour', cutoff, maxBatches),

    /**
     * Takes up to a batch of queued (kiosk, hour)s and recomputes those hours from the raw readings, in one
     * statement (one snapshot: a queued hour's readings are visible with it; an hour queued by a transaction
     * not yet committed stays queued for the next round). Answers how many queue rows it took.
     */
    async rollUpBatch(): Promise<{ taken: number; hours: number }> {
      const [row] = await selectRows<{ taken: number; hours: number }>(
        db,
        sql`WITH taken AS (
              DELETE FROM kiosk_temperature_changes WHERE ctid = ANY(ARRAY(
                SELECT ctid FROM kiosk_temperature_changes LIMIT ${ROLLUP_BATCH} FOR UPDATE SKIP LOCKED))
              RETURNING kiosk_id, hour
            ), hours AS (
              SELECT DISTINCT kiosk_id, hour FROM taken
            ), stored AS (
              INSERT INTO kiosk_temperature_hours (kiosk_id, hour, readings, width, mins, maxs, sums, counts)
              SELECT h.kiosk_id, h.hour, a.readings, a.width, a.mins, a.maxs, a.sums, a.counts
              FROM hours h
              CROSS JOIN LATERAL (
                SELECT ${HOUR_AGGREGATES} FROM kiosk_temperatures t
                WHERE t.kiosk_id = h.kiosk_id AND t.ts >= h.hour AND t.ts < h.hour + interval '1 hour'
              ) a
              WHERE a.readings > 0
              ON CONFLICT (kiosk_id, hour) DO UPDATE SET readings = EXCLUDED.readings, width = EXCLUDED.width,
                mins = EXCLUDED.mins, maxs = EXCLUDED.maxs, sums = EXCLUDED.sums, counts = EXCLUDED.counts
              RETURNING 1
            )
            SELECT (SELECT count(*) FROM taken)::int AS taken, (SELECT count(*) FROM stored)::int AS hours`,
      );
      return { taken: Number(row?.taken ?? 0), hours: Number(row?.hours ?? 0) };
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
