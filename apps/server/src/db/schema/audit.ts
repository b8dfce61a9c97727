import { bigserial, index, jsonb, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

/**
 * The audit log (ADR 0012): one entry per GraphQL mutation and per command the server itself sends a
 * kiosk, written in the same transaction as the change it records. The GraphQL layer writes the entry;
 * row triggers on the audited tables (migration) write its changes.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'user', 'api_key' or 'system'. */
    actorType: text('actor_type').notNull(),
    /** The user who acted (through the console or an API key); null for the system. */
    userId: uuid('user_id'),
    /** Set when the user acted through one of their API keys (the auth layer puts it on the Viewer). */
    apiKeyId: uuid('api_key_id'),
    /** The user's e-mail at the time (users may be renamed or removed later). */
    actorEmail: text('actor_email'),
    /** GraphQL endpoint (spec §7) or 'system'. */
    endpoint: text('endpoint').notNull(),
    /** The operation (mutation field) or the system's action. */
    operation: text('operation').notNull(),
    /** The object the operation acted on: the first changed row's table and id. */
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** The organization the change belongs to (scope of the organization admins who may read it). */
    orgId: uuid('org_id'),
    /** The operation's arguments, secrets masked. */
    args: jsonb('args').$type<Record<string, unknown>>().notNull().default({}),
    /** How many row changes the triggers recorded (they stop recording after a cap; see changeCount). */
    changeCount: integer('change_count').notNull().default(0),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_org_at_idx').on(t.orgId, t.at.desc()),
    index('audit_entries_user_at_idx').on(t.userId, t.at.desc()),
    index('audit_entries_object_idx').on(t.objectType, t.objectId),
  ],
);

/** One changed row of an audit entry: before → after of the changed columns, secrets masked. */
export const auditChanges = pgTable(
  'audit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id').notNull(),
    tableName: text('table_name').notNull(),
    rowId: text('row_id'),
    /** 'insert', 'update' or 'delete'. */
    action: text('action').notNull(),
    orgId: uuid('org_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_changes_entry_idx').on(t.entryId, t.id)],
);

/**
 * The tables that carry no audit trigger and why (the audit log itself, secrets, what devices and engines
 * write in bulk). `audit_attach_all()` attaches the trigger to every other table; a migration that adds a
 * bulk-written table inserts a row here (migration 0030, ADR 0012).
 */
export const auditExcludedTables = pgTable('audit_excluded_tables', {
  tableName: text('table_name').primaryKey(),
  reason: text('reason').notNull(),
});
