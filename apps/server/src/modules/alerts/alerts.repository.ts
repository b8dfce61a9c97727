import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AlertSeverity, AlertStatus, AlertType } from '@kiosk/common/constants';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { alertChanges, alerts, alertSnoozes } from '../../db/schema/alerts.ts';
import { createRuleStatesRepository, type AlertRow, type SnoozeWindow } from './alerts.states.repository.ts';

export type { AlertRow, SnoozeWindow } from './alerts.states.repository.ts';
export type SnoozeRow = typeof alertSnoozes.$inferSelect;

export interface AlertsFilter {
  kioskIds?: readonly string[] | null;
  types?: readonly string[] | null;
  severities?: readonly AlertSeverity[] | null;
  statuses?: readonly AlertStatus[] | null;
}

export interface NewAlert {
  orgId: string;
  kioskId: string;
  kioskName: string;
  type: AlertType;
  severity: AlertSeverity;
  scaleDirection?: 'left' | 'right' | null;
  startDate: Date;
  details: Record<string, unknown>;
}

function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(alerts.orgId, ids) : sql`false`;
}

function statusFilter(statuses: readonly AlertStatus[] | null | undefined): SQL | undefined {
  if (!statuses?.length) return undefined;
  const parts: SQL[] = [];
  if (statuses.includes('open')) parts.push(and(isNull(alerts.endDate), isNull(alerts.acknowledgedAt))!);
  if (statuses.includes('acknowledged')) parts.push(and(isNull(alerts.endDate), isNotNull(alerts.acknowledgedAt))!);
  if (statuses.includes('resolved')) parts.push(isNotNull(alerts.endDate));
  return or(...parts);
}

/** The alerts module's tables; the only code that touches them. Build it on `tx` inside a transaction. */
export function createAlertsRepository(db: Db) {
  return {
    ...createRuleStatesRepository(db),
    async grid(
      scope: Scope,
      filter: AlertsFilter,
      window: { offset: number; limit: number },
    ): Promise<{ rows: AlertRow[]; total: number }> {
      const where = and(
        inScope(scope),
        filter.kioskIds?.length ? inArray(alerts.kioskId, [...filter.kioskIds]) : undefined,
        filter.types?.length ? inArray(alerts.type, [...(filter.types as AlertType[])]) : undefined,
        filter.severities?.length ? inArray(alerts.severity, [...filter.severities]) : undefined,
        statusFilter(filter.statuses),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(alerts)
          .where(where)
          .orderBy(desc(alerts.startDate), desc(alerts.id))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(alerts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(scope: Scope, id: string): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.id, id), inScope(scope)));
      return row;
    },

    /**
     * Opens an alert unless one of its kiosk and type is open: INSERT … ON CONFLICT DO NOTHING on the
     * partial unique index, so two instances never both open it. Answers the new row or undefined.
     */
    async open(alert: NewAlert): Promise<AlertRow | undefined> {
      const [row] = await db
        .insert(alerts)
        .values({ ...alert, scaleDirection: alert.scaleDirection ?? null })
        .onConflictDoNothing({ target: [alerts.kioskId, alerts.type], where: sql`${alerts.endDate} IS NULL` })
        .returning();
      return row;
    },

    /** Whether this kiosk already had an alert of this type for this device session (redelivered purchase). */
    async existsForSession(kioskId: string, type: AlertType, sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: alerts.id })
        .from(alerts)
        .where(
          and(eq(alerts.kioskId, kioskId), eq(alerts.type, type), sql`${alerts.details}->>'sessionId' = ${sessionId}`),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Alerts of these kiosks and types that were open at some time in [from, to), oldest first. */
    async overlapping(
      scope: Scope,
      kioskIds: readonly string[],
      types: readonly AlertType[],
      range: { from: Date; to: Date },
    ): Promise<AlertRow[]> {
      if (kioskIds.length === 0) return [];
      return db
        .select()
        .from(alerts)
        .where(
          and(
            inScope(scope),
            inArray(alerts.kioskId, [...kioskIds]),
            inArray(alerts.type, [...types]),
            sql`${alerts.startDate} < ${range.to.toISOString()}::timestamptz`,
            or(isNull(alerts.endDate), sql`${alerts.endDate} >= ${range.from.toISOString()}::timestamptz`),
          ),
        )
        .orderBy(alerts.startDate, alerts.id);
    },

    /** Open alerts counted by type and severity (metrics). */
    async openCounts(): Promise<{ type: string; severity: string; n: number }[]> {
      return db
        .select({ type: alerts.type, severity: alerts.severity, n: count() })
        .from(alerts)
        .where(isNull(alerts.endDate))
        .groupBy(alerts.type, alerts.severity);
    },

    async openOf(kioskId: string): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(and(eq(alerts.kioskId, kioskId), isNull(alerts.endDate)));
    },

    /** Open alerts of these types across all kiosks (the sweep compares them with what should be open). */
    async openOfTypes(types: readonly AlertType[]): Promise<{ kioskId: string; type: AlertType }[]> {
      return db
        .select({ kioskId: alerts.kioskId, type: alerts.type })
        .from(alerts)
        .where(and(isNull(alerts.endDate), inArray(alerts.type, [...types])));
    },

    /** Ends an open alert; answers the row when this call ended it. */
    async resolve(id: string, endDate: Date): Promise<AlertRow | undefined> {
      const [row] = await db
        .update(alerts)
        .set({ endDate: sql`GREATEST(${alerts.startDate}, ${endDate.toISOString()}::timestamptz)` })
        .where(and(eq(alerts.id, id), isNull(alerts.endDate)))
        .returning();
      return row;
    },

    /** Writes an opening or resolution to the outbox (in the transaction that made it); answers its id. */
    async recordChange(alertId: string, kind: 'opened' | 'resolved'): Promise<string | undefined> {
      const [row] = await db
        .insert(alertChanges)
        .values({ alertId, kind })
        .onConflictDoNothing()
        .returning({ id: alertChanges.id });
      return row?.id;
    },

    /** Changes not yet handed to every listener, written at or before `before`, oldest first. */
    async undeliveredChanges(
      before: Date,
      limit: number,
    ): Promise<{ changeId: string; kind: 'opened' | 'resolved'; row: AlertRow }[]> {
      const rows = await db
        .select({ changeId: alertChanges.id, kind: alertChanges.kind, row: alerts })
        .from(alertChanges)
        .innerJoin(alerts, eq(alerts.id, alertChanges.alertId))
        .where(and(isNull(alertChanges.deliveredAt), lte(alertChanges.createdAt, before)))
        .orderBy(alertChanges.createdAt)
        .limit(limit);
      return rows;
    },

    async markDelivered(changeIds: readonly string[], at: Date): Promise<void> {
      if (!changeIds.length) return;
      await db
        .update(alertChanges)
        .set({ deliveredAt: at })
        .where(inArray(alertChanges.id, [...changeIds]));
    },

    /** Forgets delivered changes written before `before`; answers how many. */
    async purgeDelivered(before: Date): Promise<number> {
      const rows = await db
        .delete(alertChanges)
        .where(and(isNotNull(alertChanges.deliveredAt), lte(alertChanges.createdAt, before)))
        .returning({ id: alertChanges.id });
      return rows.length;
    },

    async acknowledge(
      id: string,
      ack: { at: Date; userId: string | null; note: string | null; end: boolean },
    ): Promise<AlertRow | undefined> {
      const [row] = await db
        .update(alerts)
        .set({
          acknowledgedAt: ack.at,
          acknowledgedBy: ack.userId,
          acknowledgedNote: ack.note,
          ...(ack.end ? { endDate: sql`COALESCE(${alerts.endDate}, ${ack.at.toISOString()}::timestamptz)` } : {}),
        })
        .where(eq(alerts.id, id))
        .returning();
      return row;
    },

    /** These kiosks' maintenance windows that are not cancelled and last beyond `from`. */
    async snoozeWindows(kioskIds: readonly string[], from: Date): Promise<SnoozeWindow[]> {
      if (!kioskIds.length) return [];
      return db
        .select({ kioskId: alertSnoozes.kioskId, startsAt: alertSnoozes.startsAt, until: alertSnoozes.until })
        .from(alertSnoozes)
        .where(
          and(
            inArray(alertSnoozes.kioskId, [...kioskIds]),
            isNull(alertSnoozes.cancelledAt),
            gt(alertSnoozes.until, from),
          ),
        );
    },

    /** The kiosk's snooze in force at `at` or planned after it. */
    async snoozeOf(kioskId: string, at: Date): Promise<SnoozeRow | undefined> {
      const [row] = await db
        .select()
        .from(alertSnoozes)
        .where(and(eq(alertSnoozes.kioskId, kioskId), isNull(alertSnoozes.cancelledAt), gt(alertSnoozes.until, at)))
        .orderBy(desc(alertSnoozes.createdAt))
        .limit(1);
      return row;
    },

    async snoozed(kioskId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: alertSnoozes.id })
        .from(alertSnoozes)
        .where(
          and(
            eq(alertSnoozes.kioskId, kioskId),
            isNull(alertSnoozes.cancelledAt),
            lte(alertSnoozes.startsAt, at),
            gt(alertSnoozes.until, at),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Ends the kiosk's snoozes (in force or planned); answers how many. */
    async cancelSnoozes(kioskId: string, at: Date): Promise<number> {
      const rows = await db
        .update(alertSnoozes)
        .set({ cancelledAt: at })
        .where(and(eq(alertSnoozes.kioskId, kioskId), isNull(alertSnoozes.cancelledAt), gt(alertSnoozes.until, at)))
        .returning({ id: alertSnoozes.id });
      return rows.length;
    },

    async insertSnooze(row: typeof alertSnoozes.$inferInsert): Promise<SnoozeRow> {
      const [created] = await db.insert(alertSnoozes).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
