import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { currentTransaction, inUnitOfWork, runUnitOfWork } from './unit-of-work.ts';

/**
 * Writes the audit log (ADR 0012): each audited call is one unit of work (db/unit-of-work.ts) whose
 * transaction carries the setting `audit.entry`; the row triggers of the audited tables (migration
 * 0013) record every changed row under it, and the entry — who, what, when, the object — is written
 * last, in the same transaction. A call that fails rolls back with its changes and its entry.
 */
export interface AuditActor {
  type: 'user' | 'api_key' | 'system';
  userId: string | null;
  apiKeyId: string | null;
  email: string | null;
}

export interface AuditedCall {
  actor: AuditActor;
  /** GraphQL endpoint name, 'rest' (a REST call that changes data), 'identity' (sign-in pages) or 'system'. */
  endpoint: string;
  /** The mutation field, or the system's action. */
  operation: string;
  args: Record<string, unknown>;
}

export const SYSTEM_ACTOR: AuditActor = { type: 'system', userId: null, apiKeyId: null, email: null };

/** Who the audit log names for an authenticated caller: the user, through an API key when they used one. */
export function actorOf(caller: {
  readonly userId: string;
  readonly email: string;
  readonly apiKey?: { readonly id: string };
}): AuditActor {
  return {
    type: caller.apiKey ? 'api_key' : 'user',
    userId: caller.userId,
    apiKeyId: caller.apiKey?.id ?? null,
    email: caller.email,
  };
}

/** Names whose values are never recorded (keys of arguments and of jsonb columns; the SQL mask matches it). */
const SECRET_KEY = /(password|secret|token|hash|credential|apikey|api_key|pin$)/i;
export const MASK = '••••';
const MAX_TEXT = 500;
const MAX_DEPTH = 6;

/** Arguments as recorded: secrets masked, files named, long texts cut. */
export function maskArgs(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { file: (value as Blob & { name?: string }).name ?? 'file', size: value.size };
  }
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => maskArgs(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item !== null && item !== undefined ? MASK : maskArgs(item, depth + 1),
    ]),
  );
}

/** An organization id among the arguments (orgId, input.orgId …) — the entry's scope when no changed row names one. */
function orgIdIn(args: unknown, depth = 0): string | null {
  if (!args || typeof args !== 'object' || depth > 2) return null;
  for (const [key, value] of Object.entries(args as Record<string, unknown>)) {
    if ((key === 'orgId' || key === 'organizationId') && typeof value === 'string' && UUID.test(value)) return value;
  }
  for (const value of Object.values(args as Record<string, unknown>)) {
    const found = orgIdIn(value, depth + 1);
    if (found) return found;
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function writeEntry(tx: Db, id: string, call: AuditedCall): Promise<void> {
  const args = maskArgs(call.args) as Record<string, unknown>;
  const argOrg = orgIdIn(call.args);
  await tx.execute(sql`
    INSERT INTO audit_entries (id, actor_type, user_id, api_key_id, actor_email, endpoint, operation,
      object_type, object_id, org_id, args, change_count)
    SELECT ${id}::uuid, ${call.actor.type}, ${call.actor.userId}::uuid, ${call.actor.apiKeyId}::uuid,
      ${call.actor.email}, ${call.endpoint}, ${call.operation}, first.table_name, first.row_id,
      coalesce(
        (SELECT org_id FROM audit_changes WHERE entry_id = ${id}::uuid AND org_id IS NOT NULL ORDER BY id LIMIT 1),
        ${argOrg}::uuid),
      ${JSON.stringify(args)}::jsonb,
      coalesce(nullif(current_setting('audit.count', true), ''), '0')::integer
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT table_name, row_id FROM audit_changes WHERE entry_id = ${id}::uuid ORDER BY id LIMIT 1
    ) AS first ON true`);
  // Nothing after the entry belongs to it (a later audited call in this transaction sets its own).
  await tx.execute(sql`SELECT set_config('audit.entry', '', true)`);
}

/**
 * Runs `work` as one audited unit of work: one transaction, one entry, every changed row recorded.
 * Inside a unit already (a mutation that makes the system queue a command), `work` joins it and the
 * enclosing call's entry records its changes.
 */
export async function runAudited<T>(
  base: Db,
  call: AuditedCall,
  work: () => Promise<T>,
  onHookError?: (error: unknown) => void,
): Promise<T> {
  if (inUnitOfWork()) return work();
  const id = randomUUID();
  return runUnitOfWork(
    base,
    async () => {
      await (currentTransaction() as Db).execute(
        sql`SELECT set_config('audit.entry', ${id}, true), set_config('audit.count', '0', true)`,
      );
      return work();
    },
    { beforeCommit: (tx) => writeEntry(tx, id, call), ...(onHookError ? { onHookError } : {}) },
  );
}
