import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Files built in the background for a user (users list, sales, refills …): who asked, what, in which
 * format and language, how far it got, and where the file is kept (FileStorage key). Only the owner
 * may download it.
 */
export const dataExports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    language: text('language').notNull().default('en'),
    /** pending → running → done | failed */
    status: text('status').notNull().default('pending'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    rowCount: integer('row_count'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('exports_user_created_idx').on(t.userId, t.createdAt)],
);
