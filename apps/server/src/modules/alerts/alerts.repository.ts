import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AlertSeverity, AlertStatus, AlertType } from '@kiosk/common/constants';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { alertKioskStates, alerts, alertSnoozes } from '../../db/schema/alerts.ts';
import type { RuleState } from './alerts.rules.ts';

export type AlertRow = typeof alerts.$inferSelect;
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

    /** The kiosk's engine state, locked until the transaction ends (created empty on first use). */
    async lockState(kioskId: string, orgId: string): Promise<RuleState> {
      await db.insert(alertKioskStates).values({ kioskId, orgId }).onConflictDoNothing();
      const [row] = await db
        .select({ state: alertKioskStates.state })
        .from(alertKioskStates)
        .where(eq(alertKioskStates.kioskId, kioskId))
        .for('update');
      return (row?.state ?? {}) as RuleState;
    },

    async saveState(kioskId: string, state: RuleState, at: Date): Promise<void> {
      await db
        .update(alertKioskStates)
        .set({ state: state as Record<string, unknown>, updatedAt: at })
        .where(eq(alertKioskStates.kioskId, kioskId));
    },

    async states(): Promise<Map<string, RuleState>> {
      const rows = await db
        .select({ kioskId: alertKioskStates.kioskId, state: alertKioskStates.state })
        .from(alertKioskStates);
      return new Map(rows.map((row) => [row.kioskId, row.state as RuleState]));
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
