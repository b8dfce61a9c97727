import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { gql } from '../../test-support/app.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import type { UsersWorld } from '../users/users.test-data.ts';

/**
 * Report figures against expectations computed independently (in cents, from the fixed sales below, whose
 * local wall-clock day, hour and weekday in Europe/Berlin are written down by hand): a DST week (the clocks
 * go back on Sunday 2026-10-25 at 03:00 CEST → 02:00 CET, so 02:30 happens twice) and a refunded item.
 */
export interface Item {
  name: 'Cola' | 'Chips' | 'Water';
  price: string;
  tax: string;
  cost: string;
  refunded?: boolean;
}
export const COLA = { name: 'Cola', price: '2.50', tax: '19', cost: '0.80' } as const;
export const CHIPS = { name: 'Chips', price: '1.50', tax: '7', cost: '0.40' } as const;
export const WATER = { name: 'Water', price: '1.00', tax: '7', cost: '0.20' } as const;

export interface Sale {
  key: string;
  kiosk: 'alpha' | 'beta';
  created: string;
  card: string | null;
  items: Item[];
  /** Local (Europe/Berlin) wall clock, by hand. */
  day: string;
  hour: number;
  weekday: number;
}
export const SALES: Sale[] = [
  {
    key: 'S6',
    kiosk: 'beta',
    created: '2026-10-19T10:15:00Z',
    card: 'mastercard',
    items: [COLA, COLA],
    day: '2026-10-19',
    hour: 12,
    weekday: 1,
  },
  // 00:30 CEST on the Sunday: still Saturday in UTC.
  {
    key: 'S1',
    kiosk: 'alpha',
    created: '2026-10-24T22:30:00Z',
    card: 'visa',
    items: [COLA, CHIPS],
    day: '2026-10-25',
    hour: 0,
    weekday: 7,
  },
  // 02:30 CEST, then 02:30 CET an hour later: both in local hour 2.
  {
    key: 'S2',
    kiosk: 'alpha',
    created: '2026-10-25T00:30:00Z',
    card: 'visa',
    items: [COLA],
    day: '2026-10-25',
    hour: 2,
    weekday: 7,
  },
  {
    key: 'S3',
    kiosk: 'beta',
    created: '2026-10-25T01:30:00Z',
    card: 'mastercard',
    items: [COLA, WATER],
    day: '2026-10-25',
    hour: 2,
    weekday: 7,
  },
  // 23:30 CET: the 25-hour Sunday's last hour.
  {
    key: 'S4',
    kiosk: 'beta',
    created: '2026-10-25T22:30:00Z',
    card: null,
    items: [CHIPS],
    day: '2026-10-25',
    hour: 23,
    weekday: 7,
  },
  // The Cola is refunded (per item, through the refund operation).
  {
    key: 'S5',
    kiosk: 'alpha',
    created: '2026-10-26T23:30:00Z',
    card: 'visa',
    items: [WATER, { ...COLA, refunded: true }],
    day: '2026-10-27',
    hour: 0,
    weekday: 2,
  },
  {
    key: 'S7',
    kiosk: 'alpha',
    created: '2026-11-02T11:00:00Z',
    card: 'visa',
    items: [CHIPS],
    day: '2026-11-02',
    hour: 12,
    weekday: 1,
  },
];
export const PERIOD = { from: '2026-10-19T00:00:00+02:00', to: '2026-11-08T12:00:00+01:00' };

// Independent arithmetic: cents, the item's tax rounded half up as a shop till does.
export const cents = (amount: string) => Math.round(Number(amount) * 100);
export const money = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
export const taxCents = (item: Item) => Math.round((cents(item.price) * Number(item.tax)) / (100 + Number(item.tax)));
export function saleFigures(sale: Sale) {
  const kept = sale.items.filter((i) => !i.refunded);
  const net = kept.reduce((n, i) => n + cents(i.price) - taxCents(i), 0);
  const cost = kept.reduce((n, i) => n + cents(i.cost), 0);
  return { net, cost, profit: net - cost, items: kept.length };
}
export function sumBy<K extends string | number>(sales: Sale[], key: (s: Sale) => K) {
  const sums = new Map<K, { net: number; cost: number; profit: number; items: number; count: number }>();
  for (const sale of sales) {
    const f = saleFigures(sale);
    const sum = sums.get(key(sale)) ?? { net: 0, cost: 0, profit: 0, items: 0, count: 0 };
    sums.set(key(sale), {
      net: sum.net + f.net,
      cost: sum.cost + f.cost,
      profit: sum.profit + f.profit,
      items: sum.items + f.items,
      count: sum.count + 1,
    });
  }
  return sums;
}

/**
 * Writes SALES (two kiosks of the sub-organization, its time zone Europe/Berlin; the refunded items refunded
 * through refundTransaction), two refills around the DST change, and two sales that count nowhere.
 */
export async function seedReportSales(
  database: TestDatabase,
  world: UsersWorld,
): Promise<Record<Sale['kiosk'], string>> {
  const kiosks: Record<Sale['kiosk'], string> = { alpha: '', beta: '' };
  await database.db.execute(sql`UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = ${world.orgs.sub}`);
  const root = await world.built.services.users.viewerForUser(world.ids.root);
  const context = { services: world.built.services, root } as never;
  kiosks.alpha = (await newKiosk(context, world.orgs.sub, { name: 'Alpha' })).id;
  kiosks.beta = (await newKiosk(context, world.orgs.sub, { name: 'Beta' })).id;
  for (const sale of SALES) {
    const total = money(sale.items.reduce((n, i) => n + cents(i.price), 0));
    const [row] = await selectRows<{ id: string }>(
      database.db,
      sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
          VALUES (${world.orgs.sub}, ${kiosks[sale.kiosk]}, ${sale.created}::timestamptz, ${total}, 'paid', true, ${sale.card})
          RETURNING id`,
    );
    const refundItems: string[] = [];
    for (const item of sale.items) {
      const [inserted] = await selectRows<{ id: string }>(
        database.db,
        sql`INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
            VALUES (${row?.id}, ${item.name}, ${item.price}, ${item.tax}, ${item.cost}) RETURNING id`,
      );
      if (item.refunded && inserted) refundItems.push(inserted.id);
    }
    if (refundItems.length) {
      const refunded = await gql(
        world.built,
        'transactions',
        'mutation ($id: ID!, $items: [ID!], $r: String!) { refundTransaction(transactionId: $id, itemIds: $items, reason: $r) { _id } }',
        { id: row?.id, items: refundItems, r: 'Cola was warm' },
        world.tokens.subAdmin,
      );
      expect(refunded.errors).toBeUndefined();
    }
  }
  // Refills: a session at 02:15 CET on the DST Sunday (second pass), a correction on Tuesday 07:00 CEST.
  for (const [created, counts] of [
    ['2026-10-25T01:15:00Z', [5, -1]],
    ['2026-10-20T05:00:00Z', [3]],
  ] as const) {
    const [refill] = await selectRows<{ id: string }>(
      database.db,
      sql`INSERT INTO refills (org_id, kiosk_id, created, type) VALUES (${world.orgs.sub}, ${kiosks.alpha}, ${created}::timestamptz, 'TABLET') RETURNING id`,
    );
    for (const count of counts) {
      await database.db.execute(
        sql`INSERT INTO refill_items (refill_id, cell_id, name, count, refill_cost) VALUES (${refill?.id}, 'c1', 'Cola', ${count}, ${(count * 0.8).toFixed(2)})`,
      );
    }
  }
  // A sale of another organization and one outside the period count nowhere.
  await database.db.execute(
    sql`INSERT INTO transactions (org_id, created, total) VALUES (${world.orgs.foreign}, '2026-10-25T10:00:00Z', 99.00),
        (${world.orgs.sub}, '2026-11-09T10:00:00Z', 42.00)`,
  );
  return kiosks;
}

/** The product roll-ups against the raw rows (per product, kiosk and UTC hour), and the daily level against the hourly. */
export async function productRollupsAgainstRaw(database: TestDatabase): Promise<void> {
  const line = (rows: { line: string }[]) => rows.map((r) => r.line);
  const hourly = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || '|' || items
               || '|' || gross || '|' || tax || '|' || cost AS line
          FROM report_product_rollups WHERE items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0 ORDER BY 1`,
  );
  const raw = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(t.kiosk_id::text, '-') || '|' || coalesce(i.product_line_id::text, 'name:' || i.name) || '|'
               || to_char(date_trunc('hour', t.created AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24') || '|'
               || count(*) FILTER (WHERE ri.id IS NULL) || '|' || sum(i.price - coalesce(ri.amount, 0))::numeric(14, 2) || '|'
               || coalesce(sum(round(i.price * i.tax / (100 + i.tax), 2)) FILTER (WHERE ri.id IS NULL), 0)::numeric(14, 2) || '|'
               || coalesce(sum(i.cost) FILTER (WHERE ri.id IS NULL), 0)::numeric(14, 2) AS line
          FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
          LEFT JOIN refund_items ri ON ri.transaction_item_id = i.id
         GROUP BY t.kiosk_id, coalesce(i.product_line_id::text, 'name:' || i.name), date_trunc('hour', t.created AT TIME ZONE 'UTC')
        HAVING count(*) FILTER (WHERE ri.id IS NULL) <> 0 OR sum(i.price - coalesce(ri.amount, 0)) <> 0 ORDER BY 1`,
  );
  const daily = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '|' || items
               || '|' || gross || '|' || tax || '|' || cost AS line
          FROM report_product_rollups_daily WHERE items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0 ORDER BY 1`,
  );
  const byDay = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '|' || sum(items)
               || '|' || sum(gross) || '|' || sum(tax) || '|' || sum(cost) AS line
          FROM report_product_rollups GROUP BY coalesce(kiosk_id::text, '-'), product_key, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD')
        HAVING sum(items) <> 0 OR sum(gross) <> 0 OR sum(tax) <> 0 OR sum(cost) <> 0 ORDER BY 1`,
  );
  const payments = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(kiosk_id::text, '-') || '|' || method || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || '|' || transactions AS line
          FROM report_payment_rollups WHERE transactions <> 0 ORDER BY 1`,
  );
  const rawPayments = await selectRows<{ line: string }>(
    database.db,
    sql`SELECT coalesce(kiosk_id::text, '-') || '|' || method || '|'
               || to_char(date_trunc('hour', created AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24') || '|' || count(*) AS line
          FROM (SELECT kiosk_id, created,
                       CASE WHEN member_card_id <> '' THEN 'membercard'
                            ELSE lower(coalesce(payment_card_type, card_type, payment_provider, 'unknown')) END AS method
                  FROM transactions) t
         GROUP BY kiosk_id, method, date_trunc('hour', created AT TIME ZONE 'UTC') ORDER BY 1`,
  );
  expect(line(hourly)).toEqual(line(raw));
  expect(line(daily)).toEqual(line(byDay));
  expect(line(payments)).toEqual(line(rawPayments));
}
