import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import { salesRollups, salesRollupsHourly } from '../../db/schema/transactions.ts';
import { addMoney } from './transactions.money.ts';

export interface RollupTotals {
  transactions: number;
  items: number;
  gross: string;
}

/** Income of one kiosk for one organization (the sales' owner) since the organization's day began. */
export interface KioskIncome {
  orgId: string;
  kioskId: string;
  gross: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A PostgreSQL array literal of checked uuids / ISO instants (one bind parameter, however many). */
const uuidArray = (ids: readonly string[]) => `{${ids.filter((id) => UUID.test(id)).join(',')}}`;
const instantArray = (at: readonly Date[]) => `{${at.map((d) => `"${d.toISOString()}"`).join(',')}}`;

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
    /**
     * Gross (sale totals net of refunds) per organization and kiosk of the buckets starting in [from, to],
     * each organization with its own `from` (the start of its local day): whole hours from the hourly
     * roll-ups, the current hour — and organizations whose day does not start on a whole UTC hour — from
     * the 15-minute ones. One statement for any number of organizations; kiosks without sales are absent.
     */
    async incomeByKiosk(days: readonly { orgId: string; from: Date }[], to: Date): Promise<KioskIncome[]> {
      const checked = days.filter((day) => UUID.test(day.orgId) && day.from <= to);
      if (checked.length === 0) return [];
      const hour = floorHour(to);
      // Per organization: hourly rows in [from, quarterFrom), 15-minute rows in [quarterFrom, to].
      const quarterFrom = checked.map((day) => (wholeHour(day.from) && hour > day.from ? hour : day.from));
      const orgIds = uuidArray(checked.map((day) => day.orgId));
      const froms = instantArray(checked.map((day) => day.from));
      const quarters = instantArray(quarterFrom);
      const rows = await selectRows<{ org_id: string; kiosk_id: string; gross: string }>(
        db,
        sql`
        SELECT x.org_id, x.kiosk_id, sum(x.gross)::numeric(14, 2)::text AS gross
        FROM (
          SELECT h.org_id, h.kiosk_id, h.gross
          FROM unnest(${orgIds}::uuid[], ${froms}::timestamptz[], ${quarters}::timestamptz[]) AS d(org_id, day_from, quarter_from)
          JOIN ${salesRollupsHourly} h
            ON h.org_id = d.org_id AND h.bucket >= d.day_from AND h.bucket < d.quarter_from
          UNION ALL
          SELECT q.org_id, q.kiosk_id, q.gross
          FROM unnest(${orgIds}::uuid[], ${quarters}::timestamptz[]) AS d(org_id, quarter_from)
          JOIN ${salesRollups} q
            ON q.org_id = d.org_id AND q.bucket >= d.quarter_from AND q.bucket <= ${to.toISOString()}::timestamptz
        ) x
        WHERE x.kiosk_id IS NOT NULL
        GROUP BY x.org_id, x.kiosk_id`,
      );
      return rows.map((row) => ({ orgId: row.org_id, kioskId: row.kiosk_id, gross: row.gross }));
    },

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
        gross: addMoney(hours.gross, rest.gross),
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
