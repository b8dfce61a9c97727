import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import {
  reportPaymentRollups,
  reportPaymentRollupsDaily,
  reportProductRollups,
  reportProductRollupsDaily,
} from '../../db/schema/reports.ts';
import { refillItems, refills, salesRollups, salesRollupsHourly } from '../../db/schema/transactions.ts';
import { DAY_MS, HOUR_MS } from './reports.periods.ts';

/** Which sales a report reads: one organization, optionally some of its kiosks, buckets in [from, to). */
export interface ReportRange {
  orgId: string;
  kioskIds?: readonly string[] | undefined;
  from: Date;
  to: Date;
}

/** Sales figures (sums of the sales roll-ups): money as decimal strings. */
export interface SalesFigures {
  transactions: number;
  items: number;
  gross: string;
  tax: string;
  cost: string;
}

export interface BucketFigures extends SalesFigures {
  /** 0-based index into the bounds' buckets. */
  bucket: number;
}

export interface KioskFigures extends SalesFigures {
  kioskId: string | null;
}

/** Figures of one UTC slot (weekday 1–7, hour, minute) within an offset segment (0-based). */
export interface SlotFigures extends SalesFigures {
  segment: number;
  weekday: number;
  hour: number;
  minute: number;
}

export interface ProductFigures {
  productKey: string;
  productLineId: string | null;
  name: string;
  items: number;
  gross: string;
  tax: string;
  cost: string;
}

export interface RefillSlotFigures {
  group: number;
  segment: number;
  weekday: number;
  hour: number;
  minute: number;
  refills: number;
  added: number;
  removed: number;
}

const wholeHour = (at: Date) => at.getTime() % HOUR_MS === 0;
const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
const ceilDay = (ms: number) => Math.ceil(ms / DAY_MS) * DAY_MS;
const floorDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

const timestamps = (bounds: readonly Date[]) => `{${bounds.map((b) => `"${b.toISOString()}"`).join(',')}}`;
const money = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::numeric(14, 2)::text`;

/**
 * The reports' reads (a read model, docs/reports.md): the sales roll-ups of the transactions module (ADR
 * 0009; hourly where every boundary is a whole UTC hour, else the 15-minute ones), the reports' own product
 * and payment roll-ups (hourly at the period's edges, daily in between), and refills. Writes nothing.
 */
export function createReportsRepository(db: Db) {
  /** The sales roll-up table fit for boundaries: hourly when all are whole UTC hours. */
  const salesTable = (bounds: readonly Date[]) => (bounds.every(wholeHour) ? salesRollupsHourly : salesRollups);

  const salesWhere = (table: typeof salesRollups | typeof salesRollupsHourly, r: ReportRange) =>
    sql`${table.orgId} = ${r.orgId} AND ${table.bucket} >= ${r.from.toISOString()}::timestamptz
        AND ${table.bucket} < ${r.to.toISOString()}::timestamptz
        ${r.kioskIds?.length ? sql`AND ${table.kioskId} = ANY(${`{${r.kioskIds.join(',')}}`}::uuid[])` : sql``}`;

  const figures = (table: typeof salesRollups | typeof salesRollupsHourly) => sql`
    coalesce(sum(${table.transactions}), 0)::int AS "transactions", coalesce(sum(${table.items}), 0)::int AS "items",
    ${money(sql`${table.gross}`)} AS "gross", ${money(sql`${table.tax}`)} AS "tax", ${money(sql`${table.cost}`)} AS "cost"`;

  /**
   * Hourly rows at the edges of [from, to) and daily rows for the whole UTC days in between (the product and
   * payment roll-ups); bounds that are no whole UTC hour are taken at the hour they fall in.
   */
  function edgesAndDays(
    hourly: SQL,
    daily: SQL,
    columns: SQL,
    r: ReportRange,
    where: (from: number, to: number) => SQL,
  ): SQL {
    const from = floorHour(r.from.getTime());
    const to = floorHour(r.to.getTime());
    const firstDay = ceilDay(from);
    const lastDay = floorDay(to);
    if (firstDay >= lastDay) return sql`SELECT ${columns} FROM ${hourly} WHERE ${where(from, to)}`;
    return sql`SELECT ${columns} FROM ${hourly} WHERE ${where(from, firstDay)}
      UNION ALL SELECT ${columns} FROM ${daily} WHERE ${where(firstDay, lastDay)}
      UNION ALL SELECT ${columns} FROM ${hourly} WHERE ${where(lastDay, to)}`;
  }

  const rollupWhere = (r: ReportRange) => (from: number, to: number) =>
    sql`org_id = ${r.orgId} AND bucket >= ${new Date(from).toISOString()}::timestamptz
        AND bucket < ${new Date(to).toISOString()}::timestamptz
        ${r.kioskIds?.length ? sql`AND kiosk_id = ANY(${`{${r.kioskIds.join(',')}}`}::uuid[])` : sql``}`;

  return {
    /** The first and last sales roll-up bucket in [from, to) (null without sales): where a series can start. */
    async salesSpan(r: ReportRange): Promise<{ first: Date; last: Date } | null> {
      const table = salesRollupsHourly;
      const [row] = await selectRows<{ first: string | null; last: string | null }>(
        db,
        sql`SELECT min(${table.bucket})::text AS "first", max(${table.bucket})::text AS "last"
              FROM ${table} WHERE ${salesWhere(table, { ...r, from: new Date(floorHour(r.from.getTime())) })}`,
      );
      return row?.first && row.last ? { first: new Date(row.first), last: new Date(row.last) } : null;
    },

    /** Sales figures per bucket (bounds[i] ≤ bucket < bounds[i + 1]), optionally per kiosk too. */
    async byBucket(r: ReportRange, bounds: readonly Date[]): Promise<BucketFigures[]> {
      if (bounds.length < 2) return [];
      const table = salesTable(bounds);
      const range = { ...r, from: bounds[0] as Date, to: bounds.at(-1) as Date };
      return selectRows<BucketFigures>(
        db,
        sql`SELECT (width_bucket(${table.bucket}, ${timestamps(bounds)}::timestamptz[]) - 1)::int AS "bucket", ${figures(table)}
              FROM ${table} WHERE ${salesWhere(table, range)} GROUP BY 1 ORDER BY 1`,
      );
    },

    /** Sales figures per kiosk over [from, to). */
    async byKiosk(r: ReportRange): Promise<KioskFigures[]> {
      const table = salesTable([r.from, r.to]);
      return selectRows<KioskFigures>(
        db,
        sql`SELECT ${table.kioskId} AS "kioskId", ${figures(table)} FROM ${table} WHERE ${salesWhere(table, r)} GROUP BY 1`,
      );
    },

    /**
     * Sales figures per UTC weekday, hour and minute of their bucket within each offset segment (segment
     * starts in `segments`; the first is r.from): the service turns them into local hours and weekdays.
     */
    async bySlot(r: ReportRange, segments: readonly Date[], wholeHours: boolean): Promise<SlotFigures[]> {
      const table = wholeHours && wholeHour(r.from) && wholeHour(r.to) ? salesRollupsHourly : salesRollups;
      const utc = sql`(${table.bucket} AT TIME ZONE 'UTC')`;
      return selectRows<SlotFigures>(
        db,
        sql`SELECT (width_bucket(${table.bucket}, ${timestamps(segments)}::timestamptz[]) - 1)::int AS "segment",
                   extract(isodow FROM ${utc})::int AS "weekday", extract(hour FROM ${utc})::int AS "hour",
                   extract(minute FROM ${utc})::int AS "minute", ${figures(table)}
              FROM ${table} WHERE ${salesWhere(table, r)} GROUP BY 1, 2, 3, 4`,
      );
    },

    /** Per product line (or item name without one): units, gross, tax and cost net of refunds. */
    async byProduct(r: ReportRange): Promise<ProductFigures[]> {
      const columns = sql`product_key, product_line_id, name, items, gross, tax, cost`;
      const rows = edgesAndDays(
        sql`${reportProductRollups}`,
        sql`${reportProductRollupsDaily}`,
        columns,
        r,
        rollupWhere(r),
      );
      return selectRows<ProductFigures>(
        db,
        sql`SELECT product_key AS "productKey", (array_agg(product_line_id))[1]::text AS "productLineId",
                   min(name) AS "name", sum(items)::int AS "items", ${money(sql`gross`)} AS "gross",
                   ${money(sql`tax`)} AS "tax", ${money(sql`cost`)} AS "cost"
              FROM (${rows}) p GROUP BY product_key`,
      );
    },

    /** Sales per payment method. */
    async byPaymentMethod(r: ReportRange): Promise<{ method: string; transactions: number }[]> {
      const rows = edgesAndDays(
        sql`${reportPaymentRollups}`,
        sql`${reportPaymentRollupsDaily}`,
        sql`method, transactions`,
        r,
        rollupWhere(r),
      );
      return selectRows(
        db,
        sql`SELECT method, sum(transactions)::int AS "transactions" FROM (${rows}) p GROUP BY method`,
      );
    },

    /**
     * Refills (rows of their own, far fewer than sales; read raw) per group of `groups` bounds, offset
     * segment and UTC weekday, hour and quarter-hour of their time: refills and units added and removed.
     */
    async refillSlots(
      r: ReportRange,
      segments: readonly Date[],
      groups: readonly Date[],
    ): Promise<RefillSlotFigures[]> {
      const utc = sql`(${refills.created} AT TIME ZONE 'UTC')`;
      const kiosks = r.kioskIds?.length
        ? sql`AND ${refills.kioskId} = ANY(${`{${r.kioskIds.join(',')}}`}::uuid[])`
        : sql``;
      return selectRows<RefillSlotFigures>(
        db,
        sql`SELECT (width_bucket(${refills.created}, ${timestamps(groups)}::timestamptz[]) - 1)::int AS "group",
                   (width_bucket(${refills.created}, ${timestamps(segments)}::timestamptz[]) - 1)::int AS "segment",
                   extract(isodow FROM ${utc})::int AS "weekday", extract(hour FROM ${utc})::int AS "hour",
                   (floor(extract(minute FROM ${utc}) / 15) * 15)::int AS "minute",
                   count(DISTINCT ${refills.id})::int AS "refills",
                   coalesce(sum(${refillItems.count}) FILTER (WHERE ${refillItems.count} > 0), 0)::int AS "added",
                   coalesce(-sum(${refillItems.count}) FILTER (WHERE ${refillItems.count} < 0), 0)::int AS "removed"
              FROM ${refills} LEFT JOIN ${refillItems} ON ${refillItems.refillId} = ${refills.id}
             WHERE ${refills.orgId} = ${r.orgId} AND ${refills.created} >= ${r.from.toISOString()}::timestamptz
               AND ${refills.created} < ${r.to.toISOString()}::timestamptz ${kiosks}
             GROUP BY 1, 2, 3, 4, 5`,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
