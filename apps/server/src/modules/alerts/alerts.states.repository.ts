import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { recordSetOf } from '../../db/record-set.ts';
import { alertKioskStates, alerts, alertSnoozes } from '../../db/schema/alerts.ts';
import type { RuleState } from './alerts.rules.ts';

export type AlertRow = typeof alerts.$inferSelect;
export type SnoozeWindow = { kioskId: string; startsAt: Date; until: Date };

/** An alert row as `to_jsonb` gives it (column names, timestamps as text) → the row drizzle would answer. */
function alertOf(json: Record<string, unknown>): AlertRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(alerts))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as AlertRow;
}

/** The rows `saveStates` hands over (`recordSetOf`). */
const SAVED_STATES = recordSetOf<{ kiosk_id: string; state: RuleState; at: Date }>({
  kiosk_id: 'uuid',
  state: 'jsonb',
  at: 'timestamptz',
});

/**
 * The alert engine's rule state per kiosk (`alert_kiosk_states`): locked while facts move it on, read with
 * the kiosks' open alerts and snoozes, saved in one statement. Part of the alerts repository
 * (`createAlertsRepository` includes it).
 */
export function createRuleStatesRepository(db: Db) {
  /**
   * The states of these kiosks with their open alerts and snoozes beyond `from`, in one statement. With
   * `lockFree`, the states no other transaction holds are locked (FOR UPDATE SKIP LOCKED) and only they are
   * answered — the states held elsewhere and those not created yet are missing; a holder that commits while
   * this statement runs can leave the alerts read a moment older than its state (an opening then finds the
   * alert open, a resolution finds it resolved: both change nothing, and the next batch reads both afresh).
   */
  async function readBatch(ids: readonly string[], from: Date, lockFree: boolean) {
    const idList = `{${ids.join(',')}}`;
    const states = lockFree
      ? sql`(SELECT kiosk_id, state FROM ${alertKioskStates} WHERE kiosk_id = ANY(${idList}::uuid[])
            ORDER BY kiosk_id FOR UPDATE SKIP LOCKED)`
      : sql`(SELECT kiosk_id, state FROM ${alertKioskStates} WHERE kiosk_id = ANY(${idList}::uuid[]))`;
    // Prepared: this runs in every ingest batch (two shapes).
    const rows = await preparedRows<{ kind: 'state' | 'alert' | 'snooze'; kiosk_id: string; row: unknown }>(
      db,
      sql`
      WITH s AS ${states}
      SELECT 'state' AS kind, kiosk_id, state AS row FROM s
      UNION ALL
      SELECT 'alert', kiosk_id, to_jsonb(a) FROM ${alerts} a
        WHERE kiosk_id = ANY(${idList}::uuid[]) AND end_date IS NULL
      UNION ALL
      SELECT 'snooze', kiosk_id, jsonb_build_object('startsAt', starts_at, 'until', until) FROM ${alertSnoozes}
        WHERE kiosk_id = ANY(${idList}::uuid[]) AND cancelled_at IS NULL
          AND until > ${from.toISOString()}::timestamptz`,
    );
    const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
    const batch = { states: new Map<string, RuleState>(), open: [] as AlertRow[], windows: [] as SnoozeWindow[] };
    for (const { kind, kiosk_id: kioskId, row } of rows) {
      const value = json(row) as Record<string, unknown>;
      if (kind === 'state') batch.states.set(kioskId, value as RuleState);
      else if (kind === 'alert') batch.open.push(alertOf(value));
      else {
        batch.windows.push({
          kioskId,
          startsAt: new Date(value.startsAt as string),
          until: new Date(value.until as string),
        });
      }
    }
    return batch;
  }

  return {
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

    /**
     * For a batch of facts (docs/performance.md "Fifth round", "Eighth round"): locks these kiosks' engine
     * states until the transaction ends (created empty on first use) and reads them with the kiosks' open
     * alerts and their maintenance windows that are not cancelled and last beyond `from`, the kiosk ids as
     * array parameters, however many kiosks. Usually one statement: the states no other transaction holds,
     * locked without waiting and read with the rest. The others — held elsewhere, or new — are then created
     * or waited for in kiosk id order (two instances locking overlapping batches cannot deadlock) and read in
     * a statement after the lock, so the read sees what the state's last holder committed.
     */
    async lockBatch(
      kiosks: readonly { kioskId: string; orgId: string }[],
      from: Date,
    ): Promise<{ states: Map<string, RuleState>; open: AlertRow[]; windows: SnoozeWindow[] }> {
      if (!kiosks.length) return { states: new Map(), open: [], windows: [] };
      const byId = new Map(kiosks.map((kiosk) => [kiosk.kioskId, kiosk.orgId]));
      const ids = [...byId.keys()].sort();
      const free = await readBatch(ids, from, true);
      const rest = ids.filter((id) => !free.states.has(id));
      if (!rest.length) return free;
      // ON CONFLICT DO UPDATE locks an existing row although its WHERE is false (nothing is written).
      await db.execute(sql`
        INSERT INTO ${alertKioskStates} AS s (kiosk_id, org_id)
        SELECT kiosk_id, org_id FROM unnest(${`{${rest.join(',')}}`}::uuid[],
          ${`{${rest.map((id) => byId.get(id)).join(',')}}`}::uuid[]) AS v(kiosk_id, org_id)
        ORDER BY kiosk_id
        ON CONFLICT (kiosk_id) DO UPDATE SET state = s.state WHERE false`);
      const waited = await readBatch(rest, from, false);
      // What the first statement read of these kiosks' alerts and windows may be older than their state.
      const again = new Set(rest);
      return {
        states: new Map([...free.states, ...waited.states]),
        open: [...free.open.filter((row) => !again.has(row.kioskId)), ...waited.open],
        windows: [...free.windows.filter((window) => !again.has(window.kioskId)), ...waited.windows],
      };
    },

    /** Saves several kiosks' states in one statement. */
    async saveStates(rows: readonly { kioskId: string; state: RuleState; at: Date }[]): Promise<void> {
      if (!rows.length) return;
      const saved = SAVED_STATES(rows.map((row) => ({ kiosk_id: row.kioskId, state: row.state, at: row.at })));
      await preparedRows(
        db,
        sql`
        UPDATE alert_kiosk_states AS s SET state = v.state, updated_at = v.at
        FROM ${saved} AS v
        WHERE s.kiosk_id = v.kiosk_id`,
      );
    },

    async states(): Promise<Map<string, RuleState>> {
      const rows = await db
        .select({ kioskId: alertKioskStates.kioskId, state: alertKioskStates.state })
        .from(alertKioskStates);
      return new Map(rows.map((row) => [row.kioskId, row.state as RuleState]));
    },
  };
}
