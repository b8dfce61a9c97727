import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesRollups, salesRollupsHourly } from '../../db/schema/transactions.ts';
import { fromCents, toCents } from '@kiosk/common/money';

export interface RollupTotals {
  transactions: number;
  items: number;
  gross: string;
}

export interface KioskBucketFigures {
  kioskId: string | null;
  /** 0-based index into the bounds' buckets. */
  bucket: number;
  transactions: number;
  gross: string;
}

const HOUR_MS = 3_600_000;
const wholeHour = (at: Date) => at.getTime() % HOUR_MS === 0;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The 15-minute and the hourly roll-ups have the same columns; a query is written once for either. */
type Rollups = typeof salesRollups;
const HOURLY = salesRollupsHourly as unknown as Rollups;

/**
 * Reads of the sales roll-ups (ADR 0009), kept by the database on every write of sales and refunds. Whole
 * UTC hours are read from the hourly roll-ups (a quarter of the rows), the rest from the 15-minute ones.
 */
export function createDashboardRepository(db: Db) {
  const where = (table: Rollups, orgId: string, kioskIds: readonly string[] | undefined) =>
    and(eq(table.orgId, orgId), kioskIds?.length ? inArray(table.kioskId, [...kioskIds]) : undefined);

  /** Totals of `table`'s buckets starting in [from, to) — or [from, to] when `toIncluded`. */
  async function sum(
    table: Rollups,
    orgId: string,
    kioskIds: readonly string[] | undefined,
    from: Date,
    to: Date,
    toIncluded: boolean,
  ): Promise<RollupTotals> {
    const [row] = await db
      .select({
        transactions: sql<number>`coalesce(sum(${table.transactions}), 0)::int`,
        items: sql<number>`coalesce(sum(${table.items}), 0)::int`,
        gross: sql<string>`coalesce(sum(${table.gross}), 0)::numeric(14, 2)::text`,
      })
      .from(table)
      .where(
        and(
          where(table, orgId, kioskIds),
          gte(table.bucket, from),
          toIncluded ? lte(table.bucket, to) : lt(table.bucket, to),
        ),
      );
    return row ?? { transactions: 0, items: 0, gross: '0.00' };
  }

  return {
    /** Totals of the buckets starting in [from, to] (inclusive bounds, like the metrics' period). */
    async totals(orgId: string, kioskIds: readonly string[] | undefined, from: Date, to: Date): Promise<RollupTotals> {
      const hour = floorHour(to);
      if (!wholeHour(from) || hour <= from) return sum(salesRollups, orgId, kioskIds, from, to, true);
      const [hours, rest] = await Promise.all([
        sum(HOURLY, orgId, kioskIds, from, hour, false),
        sum(salesRollups, orgId, kioskIds, hour, to, true),
      ]);
      return {
        transactions: hours.transactions + rest.transactions,
        items: hours.items + rest.items,
        gross: fromCents(toCents(hours.gross) + toCents(rest.gross)),
      };
    },

    /**
     * Per kiosk and chart bucket: the roll-ups grouped by where their start falls among the bounds
     * (bounds[i] ≤ bucket < bounds[i + 1]; the last bound ends the last bucket).
     */
    async byKiosk(
      orgId: string,
      kioskIds: readonly string[] | undefined,
      bounds: readonly Date[],
    ): Promise<KioskBucketFigures[]> {
      const first = bounds[0];
      const last = bounds.at(-1);
      if (!first || !last) return [];
      const table = bounds.every(wholeHour) ? HOURLY : salesRollups;
      const thresholds = `{${bounds.map((b) => `"${b.toISOString()}"`).join(',')}}`;
      const index = sql<number>`width_bucket(${table.bucket}, ${thresholds}::timestamptz[])`;
      const rows = await db
        .select({
          kioskId: table.kioskId,
          bucket: sql<number>`(${index} - 1)::int`,
          transactions: sql<number>`sum(${table.transactions})::int`,
          gross: sql<string>`sum(${table.gross})::numeric(14, 2)::text`,
        })
        .from(table)
        .where(and(where(table, orgId, kioskIds), gte(table.bucket, first), lt(table.bucket, last)))
        .groupBy(table.kioskId, sql`2`);
      return rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
