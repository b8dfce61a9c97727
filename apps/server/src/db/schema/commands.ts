import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kiosks } from './kiosks.ts';

/** The commands module's tables. */

/**
 * Commands to kiosks (device contract §3): stored first (queued), published when the kiosk is online
 * (sent), moved on by its acks (delivered, applied, failed) or by time (timeout, expired); a newer
 * `apply_*` command supersedes a queued older one of its type (superseded — the server's status).
 */
export const kioskCommands = pgTable(
  'kiosk_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    /** The user who asked for it; null for the server's own (schedules, temperature rule). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Re-sends after the first publish (at most 3, then timeout). */
    resends: integer('resends').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When it reached a final status. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('kiosk_commands_kiosk_created_idx').on(t.kioskId, t.createdAt.desc()),
    index('kiosk_commands_open_idx')
      .on(t.status, t.kioskId)
      .where(sql`${t.status} IN ('queued', 'sent', 'delivered')`),
    check(
      'kiosk_commands_status_check',
      sql`${t.status} IN ('queued', 'sent', 'delivered', 'applied', 'failed', 'timeout', 'expired', 'superseded')`,
    ),
  ],
);
