import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesRollups } from '../../db/schema/transactions.ts';

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

/** Reads of the sales roll-ups (ADR 0009), kept by the database on every write of sales and refunds. */
export function createDashboardRepository(db: Db) {
  const where = (orgId: string, kioskIds: readonly string[] | undefined) =>
    and(eq(salesRollups.orgId, orgId), kioskIds?.length ? inArray(salesRollups.kioskId, [...kioskIds]) : undefined);

  return {
    /** Totals of the buckets starting in [from, to] (inclusive bounds, like the metrics' period). */
    async totals(orgId: string, kioskIds: readonly string[] | undefined, from: Date, to: Date): Promise<RollupTotals> {
      const [row] = await db
        .select({
          transactions: sql<number>`coalesce(sum(${salesRollups.transactions}), 0)::int`,
          items: sql<number>`coalesce(sum(${salesRollups.items}), 0)::int`,
          gross: sql<string>`coalesce(sum(${salesRollups.gross}), 0)::numeric(14, 2)::text`,
        })
        .from(salesRollups)
        .where(and(where(orgId, kioskIds), gte(salesRollups.bucket, from), lte(salesRollups.bucket, to)));
      return row ?? { transactions: 0, items: 0, gross: '0.00' };
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
      const thresholds = `{${bounds.map((b) => `"${b.toISOString()}"`).join(',')}}`;
      const index = sql<number>`width_bucket(${salesRollups.bucket}, ${thresholds}::timestamptz[])`;
      const rows = await db
        .select({
          kioskId: salesRollups.kioskId,
          bucket: sql<number>`(${index} - 1)::int`,
          transactions: sql<number>`sum(${salesRollups.transactions})::int`,
          gross: sql<string>`sum(${salesRollups.gross})::numeric(14, 2)::text`,
        })
        .from(salesRollups)
        .where(and(where(orgId, kioskIds), gte(salesRollups.bucket, first), lt(salesRollups.bucket, last)))
        .groupBy(salesRollups.kioskId, sql`2`);
      return rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
