import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export interface OrganizationContact {
  contactPerson?: string | null;
  role?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  supportEmail?: string | null;
  supportPhoneNumber?: string | null;
}
export interface OrganizationSupport {
  email?: string | null;
  hotline?: string | null;
  hotlineAvailability?: string | null;
}
export interface KioskInitScreen {
  headerURI?: string | null;
  headerTextColor?: string | null;
  bgURI?: string | null;
  bgColor?: string | null;
  bodyTextColor?: string | null;
}

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    appleId: text('apple_id'),
    /** Storage key of the uploaded image (served at /api/v1/images/…, see ADR 0004); null = no image. */
    imageKey: text('image_key'),
    description: text('description'),
    type: text('type').notNull().default('Client'),
    parentId: uuid('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull().default('eur'),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    contact: jsonb('contact').$type<OrganizationContact>().notNull().default({}),
    support: jsonb('support').$type<OrganizationSupport>().notNull().default({}),
    kioskInitScreen: jsonb('kiosk_init_screen').$type<KioskInitScreen>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_parent_idx').on(t.parentId),
    // Default sort of the organizations grid (spec §9), root's unfiltered page included.
    index('organizations_name_id_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

export const organizationFiles = pgTable(
  'organization_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_files_org_idx').on(t.orgId)],
);
