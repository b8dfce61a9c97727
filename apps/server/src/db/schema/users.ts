import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import type { PostalAddress } from './postal-address.ts';

export type UserAddress = PostalAddress;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    status: text('status').notNull().default('ACTIVE'),
    root: boolean('root').notNull().default(false),
    avatarUrl: text('avatar_url'),
    mobile: text('mobile'),
    note: text('note'),
    address: jsonb('address').$type<UserAddress>().notNull().default({}),
    language: text('language').notNull().default('en'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    /** scrypt hash for the embedded identity provider; null until the user sets a password. */
    passwordHash: text('password_hash'),
    /** Subject at an external identity provider, linked by e-mail on first login. */
    externalSubject: text('external_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_subject_unique').on(t.externalSubject),
    // Default sort of the users grid (spec §9): first name, then id.
    index('users_first_name_id_idx').on(t.firstName, t.id),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_user_org_unique').on(t.userId, t.orgId), index('memberships_org_idx').on(t.orgId)],
);

export const memberCards = pgTable(
  'member_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_cards_user_idx').on(t.userId)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    last4digits: text('last4digits').notNull(),
    cardType: text('card_type'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

/** One-time tokens (invitation / password reset) for the embedded identity provider; only the hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Personal API keys (spec §3 User.apiKey, ADR 0011). The secret signs the caller's HS256 JWTs, so the
 * server must be able to verify with it: it is kept encrypted (AES-256-GCM, `secret_encrypted`) plus a
 * SHA-256 fingerprint (`secret_hash`) that proves the decryption; the plain secret is shown once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** READ_ONLY | READ_WRITE */
    scope: text('scope').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** JWT ids an API key has used, until the token expires: a replay is refused on every instance. */
export const apiKeyJtis = pgTable(
  'api_key_jtis',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('api_key_jtis_key_jti_unique').on(t.keyId, t.jti),
    index('api_key_jtis_expires_idx').on(t.expiresAt),
  ],
);
