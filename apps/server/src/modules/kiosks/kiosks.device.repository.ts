import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import { kioskCommands } from '../../db/schema/commands.ts';
import { HOUR_AGGREGATES, kioskActivities, kioskTemperatures, kiosks } from '../../db/schema/kiosks.ts';

/** A kiosk as the device side addresses it. */
export interface KioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

export interface TemperatureRow {
  ts: Date;
  sensors: (number | null)[];
}

/** An hour of a kiosk's readings (UTC): per sensor position the minimum, maximum, sum and count, 1/100 °C. */
export interface TemperatureHourRow {
  hour: Date;
  readings: number;
  mins: (number | null)[];
  maxs: (number | null)[];
  sums: (number | null)[];
  counts: number[];
}

export interface ActivityRow {
  id: string;
  kioskId: string;
  kioskName: string;
  ts: Date;
  category: string;
  type: string;
  details: Record<string, unknown>;
}

export interface ActivitiesQuery {
  /** Organizations to limit to (null: all). */
  orgIds: readonly string[] | null;
  kioskId?: string | null | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Categories to keep (undefined: all). */
  categories?: readonly string[] | undefined;
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createKioskDeviceRepository(db: Db) {
  /**
   * Scope, kiosk, period and category filter of the activity log. A command is one entry: the one written
   * when it was queued (its later steps stay stored for support, and its status is read from the command).
   */
  function activitiesWhere(query: ActivitiesQuery): SQL | undefined {
    return and(
      query.orgIds ? inArray(kiosks.orgId, [...query.orgIds]) : undefined,
      query.kioskId ? eq(kioskActivities.kioskId, query.kioskId) : undefined,
      query.from ? gte(kioskActivities.ts, query.from) : undefined,
      query.to ? lte(kioskActivities.ts, query.to) : undefined,
      query.categories?.length ? inArray(kioskActivities.category, [...query.categories] as never[]) : undefined,
      or(ne(kioskActivities.category, 'command'), eq(kioskActivities.type, 'command.queued')),
    );
  }

  /** A page's command entries with their command's status now: type `command.<status>`, details updated. */
  async function withCommandStatus(rows: ActivityRow[]): Promise<ActivityRow[]> {
    const ids = rows.flatMap((row) => {
      const id = row.category === 'command' ? row.details.commandId : undefined;
      return typeof id === 'string' && UUID.test(id) ? [id] : [];
    });
    if (!ids.length) return rows;
    const commands = new Map(
      (await db.select().from(kioskCommands).where(inArray(kioskCommands.id, ids))).map((c) => [c.id, c]),
    );
    return rows.map((row) => {
      const command = row.category === 'command' ? commands.get(String(row.details.commandId)) : undefined;
      if (!command) return row;
      return {
        ...row,
        type: `command.${command.status}`,
        details: {
          commandId: command.id,
          type: command.type,
          status: command.status,
          ...(command.firstSentAt ? { sentAt: command.firstSentAt.toISOString() } : {}),
          ...(command.resends ? { resends: command.resends } : {}),
          ...(command.deliveredAt ? { deliveredAt: command.deliveredAt.toISOString() } : {}),
          ...(command.finishedAt ? { finishedAt: command.finishedAt.toISOString() } : {}),
          ...(command.error ? { error: command.error } : {}),
        },
      };
    });
  }

  return {
    async deviceSecretHash(serialNumber: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ hash: kiosks.deviceSecretHash })
        .from(kiosks)
        .where(eq(kiosks.serialNumber, serialNumber));
      return row?.hash;
    },

    /** The stored secret hash of each of these serial numbers that has one. */
    async deviceSecretHashes(serialNumbers: readonly string[]): Promise<Map<string, string>> {
      if (serialNumbers.length === 0) return new Map();
      const rows = await db
        .select({ serialNumber: kiosks.serialNumber, hash: kiosks.deviceSecretHash })
        .from(kiosks)
        .where(inArray(kiosks.serialNumber, [...serialNumbers]));
      return new Map(rows.flatMap((row) => (row.hash ? [[row.serialNumber, row.hash] as const] : [])));
    },

    /** Replaces the kiosk's device secret hash (the previous secret stops working with this commit). */
    async setDeviceSecret(kioskId: string, hash: string, issuedAt: Date): Promise<void> {
      await db
        .update(kiosks)
        .set({ deviceSecretHash: hash, deviceSecretIssuedAt: issuedAt })
        .where(eq(kiosks.id, kioskId));
    },

    /**
     * The silence rule in one statement (safe with several instances: the row lock of the UPDATE lets
     * only one of them turn a kiosk offline): online kiosks with no message since `cutoff` go offline
     * and get a `network.silent` activity. Answers the kiosks it turned offline.
     */
    async markSilentOffline(cutoff: Date, now: Date): Promise<{ id: string; orgId: string }[]> {
      const rows = await selectRows<{ id: string; org_id: string }>(
        db,
        sql`WITH silent AS (
              UPDATE ${kiosks} SET online = false
              WHERE online AND (last_seen IS NULL OR last_seen <= ${cutoff.toISOString()}::timestamptz)
              RETURNING id, org_id, last_seen
            )
            INSERT INTO ${kioskActivities} (kiosk_id, org_id, ts, category, type, details)
            SELECT id, org_id, ${now.toISOString()}::timestamptz, 'network', 'network.silent',
                   jsonb_build_object('lastSeen', last_seen)
            FROM silent
            RETURNING kiosk_id AS id, org_id`,
      );
      return rows.map((row) => ({ id: row.id, orgId: row.org_id }));
    },

    /** Readings of a kiosk in [from, to], oldest first; `after` continues a previous page (exclusive). */
    async temperatures(
      kioskId: string,
      range: { from: Date; to: Date; after?: Date },
      limit: number,
    ): Promise<TemperatureRow[]> {
      return db
        .select({ ts: kioskTemperatures.ts, sensors: kioskTemperatures.sensors })
        .from(kioskTemperatures)
        .where(
          and(
            eq(kioskTemperatures.kioskId, kioskId),
            range.after ? gt(kioskTemperatures.ts, range.after) : gte(kioskTemperatures.ts, range.from),
            lte(kioskTemperatures.ts, range.to),
          ),
        )
        .orderBy(asc(kioskTemperatures.ts))
        .limit(limit);
    },

    /**
     * The hours of a kiosk's readings from the hour holding `from` to `to`, oldest first, at most `limit`:
     * the stored roll-ups, except the hours still queued for the roll-up job, which are aggregated from the
     * raw readings here (so an hour is never stale).
     */
    async temperatureHours(
      kioskId: string,
      range: { from: Date; to: Date },
      limit: number,
    ): Promise<TemperatureHourRow[]> {
      const from = range.from.toISOString();
      const to = range.to.toISOString();
      const rows = await selectRows<{
        hour: string | Date;
        readings: number;
        width: number;
        mins: (number | null)[];
        maxs: (number | null)[];
        sums: (number | string | bigint | null)[];
        counts: number[];
      }>(
        db,
        sql`WITH pending AS (
              SELECT DISTINCT hour FROM kiosk_temperature_changes
              WHERE kiosk_id = ${kioskId}::uuid AND hour >= date_trunc('hour', ${from}::timestamptz, 'UTC')
                AND hour <= ${to}::timestamptz
            ), fresh AS (
              -- Per queued hour an index range scan of its partition (LATERAL: never a scan of the kiosk's
              -- readings of every month, whatever the planner guesses of the queue).
              SELECT p.hour, a.readings, a.width, a.mins, a.maxs, a.sums, a.counts
              FROM pending p
              CROSS JOIN LATERAL (
                SELECT ${HOUR_AGGREGATES} FROM kiosk_temperatures t
                WHERE t.kiosk_id = ${kioskId}::uuid AND t.ts >= p.hour AND t.ts < p.hour + interval '1 hour'
              ) a
              WHERE a.readings > 0
            )
            SELECT hour, readings, width, mins, maxs, sums, counts FROM kiosk_temperature_hours
            WHERE kiosk_id = ${kioskId}::uuid AND hour >= date_trunc('hour', ${from}::timestamptz, 'UTC')
              AND hour <= ${to}::timestamptz AND hour NOT IN (SELECT hour FROM pending)
            UNION ALL
            SELECT hour, readings, width, mins, maxs, sums, counts FROM fresh
            ORDER BY hour
            LIMIT ${limit}`,
      );
      return rows.map((row) => {
        const width = Number(row.width);
        const numberOrNull = (value: number | string | bigint | null | undefined) =>
          value === null || value === undefined ? null : Number(value);
        return {
          hour: new Date(row.hour),
          readings: Number(row.readings),
          mins: row.mins.slice(0, width).map(numberOrNull),
          maxs: row.maxs.slice(0, width).map(numberOrNull),
          sums: row.sums.slice(0, width).map(numberOrNull),
          counts: row.counts.slice(0, width).map(Number),
        };
      });
    },

    /** A page of the activity log with the kiosk's name, and the total. */
    async activities(query: ActivitiesQuery): Promise<{ rows: ActivityRow[]; total: number }> {
      if (query.orgIds?.length === 0) return { rows: [], total: 0 };
      const where = activitiesWhere(query);
      const order = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: kioskActivities.id,
            kioskId: kioskActivities.kioskId,
            kioskName: kiosks.name,
            ts: kioskActivities.ts,
            category: kioskActivities.category,
            type: kioskActivities.type,
            details: kioskActivities.details,
          })
          .from(kioskActivities)
          .innerJoin(kiosks, eq(kiosks.id, kioskActivities.kioskId))
          .where(where)
          .orderBy(order(kioskActivities.ts), order(kioskActivities.id))
          .limit(query.limit)
          .offset(query.skip),
        db
          .select({ n: count() })
          .from(kioskActivities)
          .innerJoin(kiosks, eq(kiosks.id, kioskActivities.kioskId))
          .where(where),
      ]);
      return { rows: await withCommandStatus(rows), total: total?.n ?? 0 };
    },
  };
}

export type KioskDeviceRepository = ReturnType<typeof createKioskDeviceRepository>;
