import { sql } from 'drizzle-orm';
import type { CellEvidence } from '@kiosk/common/weighing';
import type { SalePaymentStatus } from '@kiosk/common/payments';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * One load cell of a closed purchase session as the charge was derived from it (device contract §4): the
 * weighing rule's own evidence (`@kiosk/common/weighing`), stored as it is.
 */
export type { CellEvidence };

export interface SessionEvidence {
  openedAt: string | null;
  closedAt: string | null;
  /** The card the session was opened with (type and last four digits, never a token), if any. */
  card?: { cardType?: string; last4?: string; memberCardId?: string } | null;
  cells: CellEvidence[];
}

/**
 * Sales (spec §3 Transaction). Written by the device gateway when a purchase session closes; read by the
 * users module (a user's purchases), transactions and reports. Money is numeric (ARCHITECTURE invariant 5).
 * kiosk_id has no foreign key yet: the kiosks table arrives with the kiosks module.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    kioskId: uuid('kiosk_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    discountTotal: numeric('discount_total', { precision: 12, scale: 2 }).notNull().default('0'),
    type: text('type').notNull().default('purchase'),
    promoCode: text('promo_code'),
    paymentProvider: text('payment_provider'),
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    paymentAmount: numeric('payment_amount', { precision: 12, scale: 2 }),
    paymentCardType: text('payment_card_type'),
    cardType: text('card_type'),
    memberCardId: text('member_card_id'),
    /** The device's session id of the purchase this transaction comes from (null for imported sales). */
    sessionId: text('session_id'),
    /** Payment status (spec §4): paid, pending or not paid — from the kiosk's `payment` event. */
    paymentStatus: text('payment_status').$type<SalePaymentStatus>().notNull().default('pending'),
    /**
     * The session evidence: per load cell the weights before and after, the expected unit weight and the
     * tolerance used, and the units charged (or why none were) — so support can explain any charge.
     */
    evidence: jsonb('evidence').$type<SessionEvidence>(),
  },
  (t) => [
    uniqueIndex('transactions_kiosk_session_key').on(t.kioskId, t.sessionId),
    // (created, id) last, so the grid's keyset page (created, id) < cursor, newest first, reads the index in order.
    index('transactions_org_created_idx').on(t.orgId, t.created, t.id),
    index('transactions_kiosk_created_idx').on(t.kioskId, t.created, t.id),
    index('transactions_created_idx').on(t.created, t.id),
    // The member cards used in a period (the sales tab's filter list) without reading every sale.
    index('transactions_org_card_idx')
      .on(t.orgId, t.memberCardId, t.created)
      .where(sql`${t.memberCardId} IS NOT NULL`),
    index('transactions_user_created_idx').on(t.userId, t.created),
  ],
);

/** One sold item, with price, tax and cost as they were at sale time. product_line_id gets its key with the products module. */
export const transactionItems = pgTable(
  'transaction_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    productLineId: uuid('product_line_id'),
    name: text('name').notNull(),
    articleNumber: text('article_number'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Tax rate in percent at sale time (e.g. 7.00, 19.00). */
    tax: numeric('tax', { precision: 6, scale: 2 }).notNull().default('0'),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('transaction_items_transaction_idx').on(t.transactionId),
    index('transaction_items_product_idx').on(t.productLineId),
  ],
);

/** Refill modes (spec §4), stored in upper case; the lowercase spellings are read as these. */
export const REFILL_TYPES = ['AUTOMATIC', 'MISSION_CONTROL', 'TABLET', 'PRODUCTS_RETURNED'] as const;

/**
 * Refills (spec §3 Refill): a closed refill session, or an operator's quantity correction (type
 * MISSION_CONTROL). Each is written in the same database transaction as the stock change it explains.
 */
export const refills = pgTable(
  'refills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    kioskId: uuid('kiosk_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<(typeof REFILL_TYPES)[number]>().notNull(),
    /** The device's session id for a refill session; null for a correction in the console. */
    sessionId: text('session_id'),
    sessionClosedAt: timestamp('session_closed_at', { withTimezone: true }),
    /** The user who corrected the quantity; null for sessions. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why an operator corrected the stock (free text), if given. */
    note: text('note'),
  },
  (t) => [
    index('refills_org_created_idx').on(t.orgId, t.created),
    index('refills_kiosk_created_idx').on(t.kioskId, t.created),
    check('refills_type_check', sql`${t.type} IN ('AUTOMATIC', 'MISSION_CONTROL', 'TABLET', 'PRODUCTS_RETURNED')`),
  ],
);

/** One scale entry of a refill: count > 0 Added, < 0 Removed (spec §4); cost = count × default cost then. */
export const refillItems = pgTable(
  'refill_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refillId: uuid('refill_id')
      .notNull()
      .references(() => refills.id, { onDelete: 'cascade' }),
    cellId: text('cell_id').notNull(),
    productLineId: uuid('product_line_id'),
    name: text('name').notNull(),
    articleNumber: text('article_number'),
    /** Grams moved on the load cell (signed like count); null for a correction in the console. */
    weight: integer('weight'),
    count: integer('count').notNull(),
    /** count × the product's default cost at that time (negative for removals). */
    refillCost: numeric('refill_cost', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('refill_items_refill_idx').on(t.refillId), index('refill_items_product_idx').on(t.productLineId)],
);

/**
 * Refunds (beyond the spec's data model, issue 13): an admin refunds a sale fully or per item, with a
 * reason. A refund is a record of its own — the sale stays as it was — and every total subtracts it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** The refunded amount: the sum of its items' amounts. */
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('refunds_transaction_idx').on(t.transactionId),
    index('refunds_org_created_idx').on(t.orgId, t.created),
  ],
);

/** One refunded item of a sale; an item is refunded at most once. */
export const refundItems = pgTable(
  'refund_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    transactionItemId: uuid('transaction_item_id')
      .notNull()
      .references(() => transactionItems.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('refund_items_item_key').on(t.transactionItemId)],
);

/** A roll-up table's columns (fresh builders per table): organization, kiosk, bucket start (UTC), figures. */
const rollupColumns = () => ({
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  kioskId: uuid('kiosk_id'),
  /** Start of the bucket (UTC). */
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  /** Sales (refunded sales still count, as in the metrics). */
  transactions: integer('transactions').notNull().default(0),
  /** Units sold minus refunded units. */
  items: integer('items').notNull().default(0),
  /** Sum of the sales' totals minus their refunds. */
  gross: numeric('gross', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Tax contained in the prices of the items not refunded (each item's rounded to the cent). */
  tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Cost at sale time of the items not refunded. */
  cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
});

/**
 * Sales roll-ups (ADR 0009): per organization, kiosk and 15-minute UTC bucket, the figures the dashboard
 * shows, net of refunds exactly as the transactions metrics compute them from raw rows. Every time-zone
 * offset is a multiple of 15 minutes, so local hours, days, weeks and months are unions of buckets.
 * Kept by database triggers on transactions, transaction_items, refunds and refund_items (migration
 * 0009), so every write path — device sales, the CSV import, refunds, raw inserts — keeps it current.
 * A sale's refunds count in the sale's bucket, as in the metrics.
 */
export const salesRollups = pgTable('sales_rollups', rollupColumns(), (t) => [
  unique('sales_rollups_key').on(t.orgId, t.kioskId, t.bucket).nullsNotDistinct(),
  // Every column the dashboard reads, so its sums are index-only scans of the organization's period.
  index('sales_rollups_org_bucket_idx').on(t.orgId, t.bucket, t.kioskId, t.transactions, t.items, t.gross),
]);

/**
 * The same figures by UTC hour (ADR 0009): kept from `sales_rollups` by a trigger on it, so the dashboard
 * reads a quarter of the rows wherever its buckets are whole hours (every organization whose time zone is
 * a whole number of hours off UTC), and the 15-minute rows elsewhere.
 */
export const salesRollupsHourly = pgTable('sales_rollups_hourly', rollupColumns(), (t) => [
  unique('sales_rollups_hourly_key').on(t.orgId, t.kioskId, t.bucket).nullsNotDistinct(),
  index('sales_rollups_hourly_org_bucket_idx').on(t.orgId, t.bucket, t.kioskId, t.transactions, t.items, t.gross),
]);
