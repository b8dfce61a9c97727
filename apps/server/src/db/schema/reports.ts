import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The reports module's roll-ups (docs/reports.md): the figures the sales roll-ups (ADR 0009) do not carry —
 * per product line and per payment method — by UTC hour, and a second level by UTC day kept from the
 * hourly rows. Kept by database triggers (the reports migration) on transactions, transaction_items and
 * refund_items, so every write path (device sales, the import, refunds, raw inserts) keeps them current.
 * A refund counts in its sale's bucket, as in the transactions metrics.
 */
const productColumns = () => ({
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  kioskId: uuid('kiosk_id'),
  /** The product line's id, or 'name:' + the item's name for items without a product line (as the products tab). */
  productKey: text('product_key').notNull(),
  productLineId: uuid('product_line_id'),
  /** The item name first seen for the key. */
  name: text('name').notNull(),
  /** Start of the bucket (UTC hour or UTC day). */
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  /** Units sold minus refunded units. */
  items: integer('items').notNull().default(0),
  /** Prices of the items minus the refunded amounts. */
  gross: numeric('gross', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Tax contained in the prices of the items not refunded (each item's rounded to the cent). */
  tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Cost at sale time of the items not refunded. */
  cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
});

export const reportProductRollups = pgTable('report_product_rollups', productColumns(), (t) => [
  unique('report_product_rollups_key').on(t.orgId, t.kioskId, t.productKey, t.bucket).nullsNotDistinct(),
  index('report_product_rollups_org_bucket_idx').on(t.orgId, t.bucket),
]);

export const reportProductRollupsDaily = pgTable('report_product_rollups_daily', productColumns(), (t) => [
  unique('report_product_rollups_daily_key').on(t.orgId, t.kioskId, t.productKey, t.bucket).nullsNotDistinct(),
  index('report_product_rollups_daily_org_bucket_idx').on(t.orgId, t.bucket),
]);

const paymentColumns = () => ({
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  kioskId: uuid('kiosk_id'),
  /** The sale's payment card type, else its card type, else its payment provider, else 'unknown'. */
  method: text('method').notNull(),
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  /** Sales (refunded sales still count). */
  transactions: integer('transactions').notNull().default(0),
});

export const reportPaymentRollups = pgTable('report_payment_rollups', paymentColumns(), (t) => [
  unique('report_payment_rollups_key').on(t.orgId, t.kioskId, t.method, t.bucket).nullsNotDistinct(),
  index('report_payment_rollups_org_bucket_idx').on(t.orgId, t.bucket, t.kioskId, t.method, t.transactions),
]);

export const reportPaymentRollupsDaily = pgTable('report_payment_rollups_daily', paymentColumns(), (t) => [
  unique('report_payment_rollups_daily_key').on(t.orgId, t.kioskId, t.method, t.bucket).nullsNotDistinct(),
  index('report_payment_rollups_daily_org_bucket_idx').on(t.orgId, t.bucket, t.kioskId, t.method, t.transactions),
]);
