import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { COMMAND_ACK_TIMEOUT_MS, type AckMessage, type UnacknowledgedAction } from '@kiosk/common/mqtt';
import type { Db } from '../../db/client.ts';
import { kioskCommands } from '../../db/schema/commands.ts';
import { kioskActivities, kiosks } from '../../db/schema/kiosks.ts';
import { createCommandSecretsQueries } from './commands.secrets.repository.ts';

export type CommandRow = typeof kioskCommands.$inferSelect;
export type CommandStatusValue =
  'queued' | 'sent' | 'delivered' | 'applied' | 'failed' | 'timeout' | 'expired' | 'superseded';

/** Activity types written for commands (category 'command'). */
export type CommandActivity =
  | 'command.queued'
  | 'command.sent'
  | 'command.delivered'
  | 'command.applied'
  | 'command.failed'
  | 'command.timeout'
  | 'command.expired'
  | 'command.superseded';

/** Statuses after which nothing moves a command on (acks for them are duplicates or too late). */
const FINAL: readonly string[] = ['applied', 'failed', 'timeout', 'expired', 'superseded'];

/** Which kiosk a command goes to: enough to publish and to notify consoles. */
export interface CommandKiosk {
  id: string;
  orgId: string;
  serialNumber: string;
}

/** What an ack did to its command. */
export interface AckOutcome {
  command: CommandRow;
  /** The command's status or timestamps changed (false for a duplicate ack). */
  changed: boolean;
  /** A `service` command was applied and the kiosk's in-service state was written. */
  serviceChanged: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function activityRows(rows: readonly CommandRow[], type: CommandActivity, ts: Date) {
  return rows.map((row) => ({
    kioskId: row.kioskId,
    orgId: row.orgId,
    ts,
    receivedAt: ts,
    category: 'command' as const,
    type,
    details: {
      commandId: row.id,
      type: row.type,
      status: row.status,
      ...(row.error ? { error: row.error } : {}),
    },
  }));
}

async function log(db: Db | Tx, rows: readonly CommandRow[], type: CommandActivity, ts: Date): Promise<void> {
  if (rows.length) await db.insert(kioskActivities).values(activityRows(rows, type, ts));
}

const byCreated = (a: CommandRow, b: CommandRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * Kiosk commands (device contract §3). Every status change is one statement or one transaction that
 * locks the rows it moves (FOR UPDATE SKIP LOCKED where several server instances may race), so no command
 * is published twice in one round and none is lost. Times come from the caller's clock, not the database's.
 */
export function createKioskCommandsRepository(db: Db) {
  return {
    ...createCommandSecretsQueries(db),
    /**
     * Stores a queued command and writes `command.queued`; with `supersede`, older still-queued commands
     * of the same type for the kiosk become `superseded` in the same transaction.
     */
    async insert(
      row: typeof kioskCommands.$inferInsert & { createdAt: Date },
      supersede: boolean,
    ): Promise<{ command: CommandRow; superseded: CommandRow[] }> {
      return db.transaction(async (tx) => {
        const [command] = await tx.insert(kioskCommands).values(row).returning();
        if (!command) throw new Error('insert returned no row');
        let superseded: CommandRow[] = [];
        if (supersede) {
          superseded = await tx
            .update(kioskCommands)
            .set({ status: 'superseded', finishedAt: row.createdAt, error: `superseded by ${command.id}` })
            .where(
              and(
                eq(kioskCommands.kioskId, command.kioskId),
                eq(kioskCommands.type, command.type),
                eq(kioskCommands.status, 'queued'),
                ne(kioskCommands.id, command.id),
              ),
            )
            .returning();
        }
        await log(tx, [command], 'command.queued', row.createdAt);
        await log(tx, superseded, 'command.superseded', row.createdAt);
        return { command, superseded };
      });
    },

    /**
     * Claims the kiosk's queued, unexpired commands for publishing in one statement: they become `sent`.
     * Rows another instance is claiming are skipped, so each is claimed once. Oldest first.
     */
    async claimQueued(kioskId: string, now: Date): Promise<CommandRow[]> {
      const candidates = db
        .select({ id: kioskCommands.id })
        .from(kioskCommands)
        .where(
          and(eq(kioskCommands.kioskId, kioskId), eq(kioskCommands.status, 'queued'), gt(kioskCommands.expiresAt, now)),
        )
        .orderBy(asc(kioskCommands.createdAt))
        .for('update', { skipLocked: true });
      const rows = await db
        .update(kioskCommands)
        .set({
          status: 'sent',
          firstSentAt: sql`coalesce(${kioskCommands.firstSentAt}, ${at(now)})`,
          lastSentAt: now,
        })
        .where(and(inArray(kioskCommands.id, candidates), eq(kioskCommands.status, 'queued')))
        .returning();
      return rows.sort(byCreated);
    },

    /** A claimed command whose publish failed goes back to `queued` (unless an ack moved it on meanwhile). */
    async unclaim(id: string): Promise<void> {
      await db
        .update(kioskCommands)
        .set({ status: 'queued', firstSentAt: null, lastSentAt: null })
        .where(and(eq(kioskCommands.id, id), eq(kioskCommands.status, 'sent'), eq(kioskCommands.resends, 0)));
    },

    /** Writes one activity per command (e.g. `command.sent` once a publish succeeded). */
    log: (rows: readonly CommandRow[], type: CommandActivity, ts: Date): Promise<void> => log(db, rows, type, ts),

    /** Queued or sent commands whose `expiresAt` has passed become `expired` (optionally of one kiosk). */
    async expire(now: Date, kioskId?: string): Promise<CommandRow[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(kioskCommands)
          .set({ status: 'expired', finishedAt: now })
          .where(
            and(
              inArray(kioskCommands.status, ['queued', 'sent']),
              lte(kioskCommands.expiresAt, now),
              kioskId ? eq(kioskCommands.kioskId, kioskId) : undefined,
            ),
          )
          .returning();
        await log(tx, rows, 'command.expired', now);
        return rows;
      });
    },

    /**
     * Sent commands of online kiosks without an ack for the ack timeout: locks them (skipping rows another
     * instance holds), asks `decide` for each and applies it in the same transaction — a re-send counts
     * (resends + 1, last sent now) before it is published, a timeout is final. Returns what to re-send.
     */
    async claimUnacknowledged(
      now: Date,
      decide: (row: CommandRow) => UnacknowledgedAction,
      limit = 500,
    ): Promise<{
      resend: { command: CommandRow; previous: CommandRow; kiosk: CommandKiosk }[];
      timedOut: CommandRow[];
    }> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ command: kioskCommands, serialNumber: kiosks.serialNumber })
          .from(kioskCommands)
          .innerJoin(kiosks, eq(kiosks.id, kioskCommands.kioskId))
          .where(
            and(
              eq(kioskCommands.status, 'sent'),
              eq(kiosks.online, true),
              gt(kioskCommands.expiresAt, now),
              lte(kioskCommands.lastSentAt, new Date(now.getTime() - COMMAND_ACK_TIMEOUT_MS)),
            ),
          )
          .orderBy(asc(kioskCommands.createdAt))
          .limit(limit)
          .for('update', { of: kioskCommands, skipLocked: true });
        const resend: { command: CommandRow; previous: CommandRow; kiosk: CommandKiosk }[] = [];
        const timedOut: CommandRow[] = [];
        for (const { command, serialNumber } of due) {
          const action = decide(command);
          if (action === 'wait') continue;
          const changes =
            action === 'resend'
              ? { resends: command.resends + 1, lastSentAt: now }
              : { status: 'timeout', finishedAt: now, error: null };
          const [updated] = await tx
            .update(kioskCommands)
            .set(changes)
            .where(eq(kioskCommands.id, command.id))
            .returning();
          if (!updated) continue;
          if (action === 'resend') {
            resend.push({
              command: updated,
              previous: command,
              kiosk: { id: command.kioskId, orgId: command.orgId, serialNumber },
            });
          } else timedOut.push(updated);
        }
        await log(tx, timedOut, 'command.timeout', now);
        return { resend, timedOut };
      });
    },

    /** A re-send whose publish failed is not counted: resends and last sent go back (if nothing moved it on). */
    async uncountResend(previous: CommandRow): Promise<void> {
      await db
        .update(kioskCommands)
        .set({ resends: previous.resends, lastSentAt: previous.lastSentAt })
        .where(
          and(
            eq(kioskCommands.id, previous.id),
            eq(kioskCommands.status, 'sent'),
            eq(kioskCommands.resends, previous.resends + 1),
          ),
        );
    },

    /** Kiosks that are online and have queued, unexpired commands (the sweep delivers them). */
    async onlineKiosksWithQueued(now: Date): Promise<CommandKiosk[]> {
      return db
        .selectDistinct({ id: kiosks.id, orgId: kiosks.orgId, serialNumber: kiosks.serialNumber })
        .from(kioskCommands)
        .innerJoin(kiosks, eq(kiosks.id, kioskCommands.kioskId))
        .where(and(eq(kioskCommands.status, 'queued'), gt(kioskCommands.expiresAt, now), eq(kiosks.online, true)));
    },

    async isOnline(kioskId: string): Promise<boolean> {
      const [row] = await db.select({ online: kiosks.online }).from(kiosks).where(eq(kiosks.id, kioskId));
      return row?.online ?? false;
    },

    /**
     * Applies a kiosk's ack to its command (in one transaction, the command row locked): `delivered` moves
     * a non-final command to delivered; `applied` / `failed` finish it (a late one after a timeout or expiry
     * too: the kiosk did carry it out). Delivery time is kept from the first ack that implies it, so acks
     * in any order and duplicates end in the same state. An applied `service` command writes the kiosk's
     * in-service state. Undefined when the command is unknown or another kiosk's.
     */
    async acknowledge(kioskId: string, ack: AckMessage, receivedAt: Date): Promise<AckOutcome | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(kioskCommands)
          .where(and(eq(kioskCommands.id, ack.commandId), eq(kioskCommands.kioskId, kioskId)))
          .for('update');
        if (!current) return undefined;
        const final = FINAL.includes(current.status);
        const patch: Partial<typeof kioskCommands.$inferInsert> = {};
        if (ack.status === 'delivered') {
          if (!final && current.status !== 'delivered') patch.status = 'delivered';
          if (!current.deliveredAt && current.status !== 'expired' && current.status !== 'superseded') {
            patch.deliveredAt = receivedAt;
          }
        } else if (current.status !== 'applied' && current.status !== 'failed' && current.status !== 'superseded') {
          patch.status = ack.status;
          patch.finishedAt = receivedAt;
          patch.error = ack.status === 'failed' ? (ack.error ?? null) : null;
          if (!current.deliveredAt) patch.deliveredAt = receivedAt;
        }
        if (Object.keys(patch).length === 0) return { command: current, changed: false, serviceChanged: false };
        const [command] = await tx.update(kioskCommands).set(patch).where(eq(kioskCommands.id, current.id)).returning();
        if (!command) throw new Error('update returned no row');
        if (patch.status) await log(tx, [command], `command.${patch.status}` as CommandActivity, receivedAt);
        let serviceChanged = false;
        if (patch.status === 'applied' && command.type === 'service') {
          const params = command.params as { inService?: unknown; reason?: unknown };
          const inService = params.inService === true;
          const reason = params.reason as 'manual' | 'schedule' | 'temperature' | undefined;
          await tx
            .update(kiosks)
            .set({ inService, serviceReason: inService ? null : (reason ?? null), updatedAt: receivedAt })
            .where(eq(kiosks.id, kioskId));
          serviceChanged = true;
        }
        return { command, changed: true, serviceChanged };
      });
    },

    /** A kiosk's commands, newest first. */
    async listForKiosk(kioskId: string, limit: number): Promise<CommandRow[]> {
      return db
        .select()
        .from(kioskCommands)
        .where(eq(kioskCommands.kioskId, kioskId))
        .orderBy(desc(kioskCommands.createdAt), desc(kioskCommands.id))
        .limit(limit);
    },

    /** Who asked for the door opening (`open_door`) of each refill session id (the per-person refill history). */
    async refillOpeners(kioskIds: readonly string[], sessionIds: readonly string[]): Promise<Map<string, string>> {
      if (kioskIds.length === 0 || sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ sessionId: sql<string>`${kioskCommands.params}->>'sessionId'`, createdBy: kioskCommands.createdBy })
        .from(kioskCommands)
        .where(
          and(
            inArray(kioskCommands.kioskId, [...kioskIds]),
            eq(kioskCommands.type, 'open_door'),
            inArray(sql<string>`${kioskCommands.params}->>'sessionId'`, [...sessionIds]),
          ),
        );
      return new Map(rows.flatMap((row) => (row.createdBy ? [[row.sessionId, row.createdBy] as const] : [])));
    },

    /**
     * The `service` commands of kiosks created in [from, to], and each kiosk's last one before `from`
     * (what state the period starts in), oldest first.
     */
    async serviceCommands(kioskIds: readonly string[], from: Date, to: Date): Promise<CommandRow[]> {
      if (kioskIds.length === 0) return [];
      const ids = sql`ARRAY[${sql.join(
        kioskIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      const [inRange, before] = await Promise.all([
        db
          .select()
          .from(kioskCommands)
          .where(
            and(
              inArray(kioskCommands.kioskId, [...kioskIds]),
              eq(kioskCommands.type, 'service'),
              sql`${kioskCommands.createdAt} >= ${at(from)}`,
              lte(kioskCommands.createdAt, to),
            ),
          )
          .orderBy(asc(kioskCommands.createdAt), asc(kioskCommands.id)),
        db.execute(
          sql`SELECT last.id FROM unnest(${ids}) AS k(id)
              CROSS JOIN LATERAL (
                SELECT c.id FROM ${kioskCommands} c
                WHERE c.kiosk_id = k.id AND c.type = 'service' AND c.created_at < ${at(from)}
                  AND c.status NOT IN ('superseded', 'expired', 'failed', 'timeout')
                ORDER BY c.created_at DESC LIMIT 1
              ) last`,
        ),
      ]);
      const beforeIds = (before as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      const earlier = beforeIds.length
        ? await db.select().from(kioskCommands).where(inArray(kioskCommands.id, beforeIds))
        : [];
      return [...earlier, ...inRange];
    },

    /** Commands not yet final, counted by status (metrics; the partial open index answers it). */
    async openCounts(): Promise<{ status: string; n: number }[]> {
      return db
        .select({ status: kioskCommands.status, n: sql<number>`count(*)::int` })
        .from(kioskCommands)
        .where(inArray(kioskCommands.status, ['queued', 'sent', 'delivered']))
        .groupBy(kioskCommands.status);
    },

    async findById(id: string): Promise<CommandRow | undefined> {
      const [row] = await db.select().from(kioskCommands).where(eq(kioskCommands.id, id));
      return row;
    },
  };
}

export type KioskCommandsRepository = ReturnType<typeof createKioskCommandsRepository>;
