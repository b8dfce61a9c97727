import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import { salesRollups, salesRollupsHourly } from '../../db/schema/transactions.ts';

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

const HOUR_MS = 3_600_000;
const wholeHour = (at: Date) => at.getTime() % HOUR_MS === 0;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Each kiosk's income today (Kiosk.dayIncome) from the sales roll-ups (ADR 0009), kept by the database on every
 * write of sales and refunds — the same figures the dashboard module's "revenue today" reads.
 */
export function createIncomeRepository(db: Db) {
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
  };
}

export type IncomeRepository = ReturnType<typeof createIncomeRepository>;
