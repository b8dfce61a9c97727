import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import {
  kioskActivities,
  kioskSessions,
  kioskTemperatures,
  kiosks,
  type ActivityCategory,
  type SESSION_KINDS,
} from '../../db/schema/kiosks.ts';

/** A kiosk as the device side addresses it. */
export interface KioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

type SessionKind = (typeof SESSION_KINDS)[number];
type SessionRow = typeof kioskSessions.$inferSelect;

/** What a device event changes besides the activity log, applied only when the event is new. */
export type DerivedWrite =
  | { door: 'open' | 'closed' }
  | {
      sessionOpened: {
        sessionId: string;
        kind: SessionKind;
        mode: string | null;
        technician: boolean;
        card: SessionRow['card'];
        openedAt: Date;
      };
    }
  | { sessionClosed: { sessionId: string; cells: NonNullable<SessionRow['cells']>; closedAt: Date } }
  | {
      payment: {
        sessionId: string;
        status: NonNullable<SessionRow['paymentStatus']>;
        payment: NonNullable<SessionRow['payment']>;
      };
    };

/** One device message as rows to write (built by the ingest service; written in its batch's transaction). */
export interface LiveWrite {
  kiosk: KioskRef;
  receivedAt: Date;
  /** The kiosk's network state after this message: false only for an offline status. */
  online: boolean;
  /** When a change of the network state happened (the status `ts`, else the arrival). */
  networkTs: Date;
  /** Details of the network activity written when the state changes. */
  networkDetails: Record<string, unknown>;
  status?: { ip: string; firmware: string };
  telemetry?: { ts: Date; sensors: (number | null)[]; uptime: number };
  event?: {
    eventId: string;
    ts: Date;
    type: string;
    category: ActivityCategory;
    details: Record<string, unknown>;
    derived?: DerivedWrite;
  };
}

/** What a write changed (for change notices and command delivery after the commit). */
export interface LiveWriteResult {
  /** The network state changed (an activity was written). */
  networkChanged: boolean;
  /** The reading is the newest: it is now the kiosk's current temperature. */
  temperatureCurrent: boolean;
  /** The event was new (a redelivered one finds its row and changes nothing). */
  eventStored: boolean;
  /** Door or session state changed. */
  stateChanged: boolean;
}

export interface TemperatureRow {
  ts: Date;
  sensors: (number | null)[];
}

export interface ActivityRow {
  id: string;
  kioskId: string;
  kioskName: string;
  ts: Date;
  category: string;
  type: string;
  details: Record<string, unknown>;
}

export interface ActivitiesQuery {
  /** Organizations to limit to (null: all). */
  orgIds: readonly string[] | null;
  kioskId?: string | null | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SESSION_TYPE_OF_KIND = { purchase: 'purchase', refill: 'replenisher' } as const;

export function createKioskDeviceRepository(db: Db) {
  /** One message's rows, inside the batch's transaction. */
  async function write(tx: Tx, item: LiveWrite): Promise<LiveWriteResult> {
    const { kiosk } = item;
    // Locks the row and answers its old state in one statement, so two instances handling the same
    // kiosk agree on what changed.
    const old = tx
      .select({
        id: kiosks.id,
        online: kiosks.online,
        sessionId: kiosks.sessionId,
        sessionType: kiosks.sessionType,
      })
      .from(kiosks)
      .where(eq(kiosks.id, kiosk.id))
      .for('update')
      .as('old');
    const [before] = await tx
      .update(kiosks)
      .set({
        online: item.online,
        lastSeen: item.receivedAt,
        ...(item.status ? { ipAddress: item.status.ip, firmware: item.status.firmware } : {}),
      })
      .from(old)
      .where(eq(kiosks.id, old.id))
      .returning({ online: old.online, sessionId: old.sessionId, sessionType: old.sessionType });
    if (!before) throw new Error(`kiosk ${kiosk.id} no longer exists`);

    const networkChanged = before.online !== item.online;
    if (networkChanged) {
      await tx.insert(kioskActivities).values({
        kioskId: kiosk.id,
        orgId: kiosk.orgId,
        ts: item.networkTs,
        receivedAt: item.receivedAt,
        category: 'network',
        type: item.online ? 'network.online' : 'network.offline',
        details: item.networkDetails,
      });
    }

    let temperatureCurrent = false;
    if (item.telemetry) {
      const { ts, uptime } = item.telemetry;
      // integer[] holds NULL elements (a missing sensor); the column's type says number[].
      const sensors = item.telemetry.sensors as number[];
      await tx.insert(kioskTemperatures).values({ kioskId: kiosk.id, ts, sensors, uptime }).onConflictDoNothing();
      // A buffered older reading is kept for the log but does not replace the current one.
      const current = await tx
        .update(kiosks)
        .set({ temperatures: sensors, temperaturesUpdated: ts, uptime, heartbeatAt: ts })
        .where(
          and(
            eq(kiosks.id, kiosk.id),
            sql`(${kiosks.temperaturesUpdated} IS NULL OR ${kiosks.temperaturesUpdated} < ${ts.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: kiosks.id });
      temperatureCurrent = current.length > 0;
    }

    let eventStored = false;
    let stateChanged = false;
    if (item.event) {
      const { event } = item;
      const stored = await tx
        .insert(kioskActivities)
        .values({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          ts: event.ts,
          receivedAt: item.receivedAt,
          category: event.category,
          type: event.type,
          eventId: event.eventId,
          details: event.details,
        })
        .onConflictDoNothing({ target: [kioskActivities.kioskId, kioskActivities.eventId] })
        .returning({ id: kioskActivities.id });
      eventStored = stored.length > 0;
      if (eventStored && event.derived) stateChanged = await derive(tx, kiosk, before, event.derived);
    }
    return { networkChanged, temperatureCurrent, eventStored, stateChanged };
  }

  /** Door and session state from a new event; true when the kiosk's shown state changed. */
  async function derive(
    tx: Tx,
    kiosk: KioskRef,
    before: { sessionId: string | null; sessionType: string },
    derived: DerivedWrite,
  ): Promise<boolean> {
    const now = new Date();
    if ('door' in derived) {
      await tx.update(kiosks).set({ door: derived.door }).where(eq(kiosks.id, kiosk.id));
      return true;
    }
    if ('sessionOpened' in derived) {
      const opened = derived.sessionOpened;
      const [row] = await tx
        .insert(kioskSessions)
        .values({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          sessionId: opened.sessionId,
          kind: opened.kind,
          mode: opened.mode,
          technician: opened.technician,
          card: opened.card,
          openedAt: opened.openedAt,
        })
        .onConflictDoUpdate({
          target: [kioskSessions.kioskId, kioskSessions.sessionId],
          set: {
            kind: opened.kind,
            mode: opened.mode,
            technician: opened.technician,
            card: opened.card,
            openedAt: opened.openedAt,
            updatedAt: now,
          },
        })
        .returning({ closedAt: kioskSessions.closedAt });
      // Closed before its opening arrived (out of order): the kiosk is not in it any more.
      if (row?.closedAt) return false;
      await tx
        .update(kiosks)
        .set({
          sessionType: SESSION_TYPE_OF_KIND[opened.kind],
          sessionSince: opened.openedAt,
          sessionId: opened.sessionId,
        })
        .where(eq(kiosks.id, kiosk.id));
      return true;
    }
    if ('sessionClosed' in derived) {
      const closed = derived.sessionClosed;
      // A session never opened is kept too; its kind is the kiosk's open one when it names it, else purchase.
      const kind: SessionKind =
        before.sessionId === closed.sessionId && before.sessionType === 'replenisher' ? 'refill' : 'purchase';
      await tx
        .insert(kioskSessions)
        .values({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          sessionId: closed.sessionId,
          kind,
          cells: closed.cells,
          closedAt: closed.closedAt,
        })
        .onConflictDoUpdate({
          target: [kioskSessions.kioskId, kioskSessions.sessionId],
          set: { cells: closed.cells, closedAt: closed.closedAt, updatedAt: now },
        });
      const ended = await tx
        .update(kiosks)
        .set({ sessionType: 'none', sessionSince: null, sessionId: null })
        .where(and(eq(kiosks.id, kiosk.id), eq(kiosks.sessionId, closed.sessionId)))
        .returning({ id: kiosks.id });
      return ended.length > 0;
    }
    const { payment } = derived;
    // Payments are the terminal's answer for a purchase; a payment for a session never opened is kept.
    await tx
      .insert(kioskSessions)
      .values({
        kioskId: kiosk.id,
        orgId: kiosk.orgId,
        sessionId: payment.sessionId,
        kind: 'purchase',
        paymentStatus: payment.status,
        payment: payment.payment,
      })
      .onConflictDoUpdate({
        target: [kioskSessions.kioskId, kioskSessions.sessionId],
        set: { paymentStatus: payment.status, payment: payment.payment, updatedAt: now },
      });
    return false;
  }

  /** Order, kiosk and period filter of the activity log. */
  function activitiesWhere(query: ActivitiesQuery): SQL | undefined {
    return and(
      query.orgIds ? inArray(kiosks.orgId, [...query.orgIds]) : undefined,
      query.kioskId ? eq(kioskActivities.kioskId, query.kioskId) : undefined,
      query.from ? gte(kioskActivities.ts, query.from) : undefined,
      query.to ? lte(kioskActivities.ts, query.to) : undefined,
    );
  }

  return {
    /**
     * Writes a batch of messages in one transaction. When the database refuses one of them (e.g. its
     * kiosk was deleted meanwhile), the batch is written again with each message in its own savepoint,
     * so that one fails alone and the others commit.
     */
    async writeBatch(items: readonly LiveWrite[]): Promise<(LiveWriteResult | Error)[]> {
      // Kiosk rows are locked in id order (a stable sort keeps each kiosk's messages in arrival order),
      // so two instances writing batches of the same kiosks cannot deadlock.
      const order = items.map((_, index) => index);
      order.sort((a, b) => (items[a] as LiveWrite).kiosk.id.localeCompare((items[b] as LiveWrite).kiosk.id));
      const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
      try {
        return await db.transaction(async (tx) => {
          const results = new Array<LiveWriteResult | Error>(items.length);
          for (const index of order) results[index] = await write(tx, items[index] as LiveWrite);
          return results;
        });
      } catch (error) {
        if (items.length === 1) return [asError(error)];
      }
      return db.transaction(async (tx) => {
        const results = new Array<LiveWriteResult | Error>(items.length);
        for (const index of order) {
          try {
            results[index] = await tx.transaction((savepoint) => write(savepoint, items[index] as LiveWrite));
          } catch (error) {
            results[index] = asError(error);
          }
        }
        return results;
      });
    },

    async findBySerial(serialNumber: string): Promise<KioskRef | undefined> {
      const [row] = await db
        .select({ id: kiosks.id, orgId: kiosks.orgId, serialNumber: kiosks.serialNumber })
        .from(kiosks)
        .where(eq(kiosks.serialNumber, serialNumber));
      return row;
    },

    async deviceSecretHash(serialNumber: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ hash: kiosks.deviceSecretHash })
        .from(kiosks)
        .where(eq(kiosks.serialNumber, serialNumber));
      return row?.hash;
    },

    /** Replaces the kiosk's device secret hash (the previous secret stops working with this commit). */
    async setDeviceSecret(kioskId: string, hash: string, issuedAt: Date): Promise<void> {
      await db
        .update(kiosks)
        .set({ deviceSecretHash: hash, deviceSecretIssuedAt: issuedAt })
        .where(eq(kiosks.id, kioskId));
    },

    /**
     * The silence rule in one statement (safe with several instances: the row lock of the UPDATE lets
     * only one of them turn a kiosk offline): online kiosks with no message since `cutoff` go offline
     * and get a `network.silent` activity. Answers the kiosks it turned offline.
     */
    async markSilentOffline(cutoff: Date, now: Date): Promise<{ id: string; orgId: string }[]> {
      const rows = await selectRows<{ id: string; org_id: string }>(
        db,
        sql`WITH silent AS (
              UPDATE ${kiosks} SET online = false
              WHERE online AND (last_seen IS NULL OR last_seen <= ${cutoff.toISOString()}::timestamptz)
              RETURNING id, org_id, last_seen
            )
            INSERT INTO ${kioskActivities} (kiosk_id, org_id, ts, category, type, details)
            SELECT id, org_id, ${now.toISOString()}::timestamptz, 'network', 'network.silent',
                   jsonb_build_object('lastSeen', last_seen)
            FROM silent
            RETURNING kiosk_id AS id, org_id`,
      );
      return rows.map((row) => ({ id: row.id, orgId: row.org_id }));
    },

    /** Readings of a kiosk in [from, to], oldest first; `after` continues a previous page (exclusive). */
    async temperatures(
      kioskId: string,
      range: { from: Date; to: Date; after?: Date },
      limit: number,
    ): Promise<TemperatureRow[]> {
      return db
        .select({ ts: kioskTemperatures.ts, sensors: kioskTemperatures.sensors })
        .from(kioskTemperatures)
        .where(
          and(
            eq(kioskTemperatures.kioskId, kioskId),
            range.after ? gt(kioskTemperatures.ts, range.after) : gte(kioskTemperatures.ts, range.from),
            lte(kioskTemperatures.ts, range.to),
          ),
        )
        .orderBy(asc(kioskTemperatures.ts))
        .limit(limit);
    },

    /** A page of the activity log with the kiosk's name, and the total. */
    async activities(query: ActivitiesQuery): Promise<{ rows: ActivityRow[]; total: number }> {
      if (query.orgIds?.length === 0) return { rows: [], total: 0 };
      const where = activitiesWhere(query);
      const order = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: kioskActivities.id,
            kioskId: kioskActivities.kioskId,
            kioskName: kiosks.name,
            ts: kioskActivities.ts,
            category: kioskActivities.category,
            type: kioskActivities.type,
            details: kioskActivities.details,
          })
          .from(kioskActivities)
          .innerJoin(kiosks, eq(kiosks.id, kioskActivities.kioskId))
          .where(where)
          .orderBy(order(kioskActivities.ts), order(kioskActivities.id))
          .limit(query.limit)
          .offset(query.skip),
        db
          .select({ n: count() })
          .from(kioskActivities)
          .innerJoin(kiosks, eq(kiosks.id, kioskActivities.kioskId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type KioskDeviceRepository = ReturnType<typeof createKioskDeviceRepository>;
