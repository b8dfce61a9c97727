import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export interface Nutrition {
  energy?: number | null;
  fat?: number | null;
  fatSaturated?: number | null;
  salt?: number | null;
  protein?: number | null;
  fiber?: number | null;
  carbo?: number | null;
  carboSugar?: number | null;
}

/** Spec §3; only the first option is used. Weights are whole grams. */
export interface PackagingOption {
  ean: string | null;
  description: string | null;
  unitCount: number;
  grossWeightGrams: number | null;
  packageWeightGrams: number;
  netWeightGrams: number | null;
  netWeightGramsUnit: string;
  shelfLifeDays: number | null;
  tolerancePercentage: number;
}

/** Units that fit on a load cell of the given surface size (33, 50, 100). */
export interface Capacity {
  surfaceSize: number;
  units: number;
}

/** VAT rates. org_id null = available to every organization (e.g. DE 19 % and 7 %); otherwise the org's own. */
export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Percent, e.g. 19.00. */
    value: numeric('value', { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('taxes_org_idx').on(t.orgId)],
);

/** A family groups product categories (spec: name, category list); org_id null = shared by everyone. */
export const productFamilies = pgTable(
  'product_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_families_org_idx').on(t.orgId)],
);

export const productLines = pgTable(
  'product_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category'),
    manufacturer: text('manufacturer'),
    articleNumber: text('article_number'),
    sku: text('sku'),
    description: text('description'),
    nutrition: jsonb('nutrition').$type<Nutrition>().notNull().default({}),
    ingredientsList: text('ingredients_list'),
    allergens: text('allergens'),
    taxId: uuid('tax_id').references(() => taxes.id, { onDelete: 'restrict' }),
    defaultCost: numeric('default_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    defaultPrice: numeric('default_price', { precision: 12, scale: 2 }).notNull().default('0'),
    packagingOptions: jsonb('packaging_options').$type<PackagingOption[]>().notNull().default([]),
    capacities: jsonb('capacities').$type<Capacity[]>().notNull().default([]),
    /** Storage keys (files/storage.ts) of the image and its thumbnail. */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Default sort of the products grid (spec §9): by name, then id; for root (no organization
    // filter) and within one organization.
    index('product_lines_name_id_idx').on(sql`lower(${t.name})`, t.id),
    index('product_lines_org_name_id_idx').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('product_lines_article_idx').on(t.articleNumber),
    check('product_lines_amounts_check', sql`${t.defaultCost} >= 0 AND ${t.defaultPrice} >= 0`),
  ],
);

/**
 * Price history. kiosk_id null = a default price; otherwise a price for one kiosk (no FK until the
 * kiosks table exists). A price applies on [valid_from, valid_to); valid_to null = open-ended.
 */
export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productLineId: uuid('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    isDefault: boolean('is_default').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prices_product_kiosk_from_idx').on(t.productLineId, t.kioskId, t.validFrom),
    check('prices_positive_check', sql`${t.price} > 0`),
    check('prices_period_check', sql`${t.validTo} IS NULL OR ${t.validTo} > ${t.validFrom}`),
    check('prices_default_check', sql`${t.isDefault} = (${t.kioskId} IS NULL)`),
  ],
);
