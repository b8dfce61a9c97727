import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';

/**
 * Units, revenue and cost of the units not refunded, per kiosk × product × day. Revenue is net: item prices
 * less refunded amounts less the tax the units not refunded contain (price × rate ÷ (100 + rate), rounded
 * to the cent, as the reports' net sales).
 */
export interface DailyProductSales {
  kioskId: string;
  productId: string;
  /** Index of the day: bounds[day] ≤ created < bounds[day + 1]. */
  day: number;
  units: number;
  revenue: string;
  cost: string;
}

const thresholds = (bounds: readonly Date[]) => `{${bounds.map((b) => `"${b.toISOString()}"`).join(',')}}`;

/**
 * Daily sales read for the forecast module (a narrow read port, ADR 0009's day boundaries computed by the
 * caller in the organization's time zone): sales of kiosks and known products, grouped by local day with
 * width_bucket over the given boundaries.
 */
export function createDailyRepository(db: Db) {
  return {
    async productSales(orgId: string, bounds: readonly Date[], kioskIds?: readonly string[]) {
      const first = bounds[0];
      const last = bounds.at(-1);
      if (!first || !last || bounds.length < 2) return [];
      const kiosks = kioskIds ? sql`AND t.kiosk_id = ANY(${`{${kioskIds.join(',')}}`}::uuid[])` : sql``;
      return selectRows<DailyProductSales>(
        db,
        sql`SELECT t.kiosk_id AS "kioskId", i.product_line_id AS "productId",
              (width_bucket(t.created, ${thresholds(bounds)}::timestamptz[]) - 1)::int AS day,
              (count(*) FILTER (WHERE ri.id IS NULL))::int AS units,
              (sum(i.price - coalesce(ri.amount, 0))
                - coalesce(sum(round(i.price * i.tax / (100 + i.tax), 2)) FILTER (WHERE ri.id IS NULL), 0)
              )::numeric(14, 2)::text AS revenue,
              coalesce(sum(i.cost) FILTER (WHERE ri.id IS NULL), 0)::numeric(14, 2)::text AS cost
            FROM transactions t
            JOIN transaction_items i ON i.transaction_id = t.id
            LEFT JOIN refund_items ri ON ri.transaction_item_id = i.id
            WHERE t.org_id = ${orgId} AND t.created >= ${first.toISOString()}::timestamptz
              AND t.created < ${last.toISOString()}::timestamptz
              AND t.kiosk_id IS NOT NULL AND i.product_line_id IS NOT NULL ${kiosks}
            GROUP BY 1, 2, 3`,
      );
    },

    /** Sales (customers) per kiosk and day. */
    async customers(orgId: string, bounds: readonly Date[], kioskIds?: readonly string[]) {
      const first = bounds[0];
      const last = bounds.at(-1);
      if (!first || !last || bounds.length < 2) return [];
      const kiosks = kioskIds ? sql`AND t.kiosk_id = ANY(${`{${kioskIds.join(',')}}`}::uuid[])` : sql``;
      return selectRows<{ kioskId: string; day: number; customers: number }>(
        db,
        sql`SELECT t.kiosk_id AS "kioskId",
              (width_bucket(t.created, ${thresholds(bounds)}::timestamptz[]) - 1)::int AS day,
              count(*)::int AS customers
            FROM transactions t
            WHERE t.org_id = ${orgId} AND t.created >= ${first.toISOString()}::timestamptz
              AND t.created < ${last.toISOString()}::timestamptz AND t.kiosk_id IS NOT NULL ${kiosks}
            GROUP BY 1, 2`,
      );
    },

    /** Organizations with sales since an instant (from the hourly roll-ups, ADR 0009). */
    async organizationsWithSalesSince(since: Date) {
      const rows = await selectRows<{ orgId: string }>(
        db,
        sql`SELECT DISTINCT org_id AS "orgId" FROM sales_rollups_hourly WHERE bucket >= ${since.toISOString()}::timestamptz`,
      );
      return rows.map((row) => row.orgId);
    },
  };
}
