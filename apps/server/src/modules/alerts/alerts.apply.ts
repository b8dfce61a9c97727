import { ALERT_TYPES, type AlertType } from '@kiosk/common/constants';
import type { AlertRow, AlertsRepository, SnoozeWindow } from './alerts.repository.ts';
import {
  LEVEL_TYPES,
  SILENCE_TYPES,
  activeConditions,
  applyFact,
  autoOutOfService,
  raisedByEvent,
  raisedByPurchase,
  silenceConditions,
  type Condition,
  type Raised,
  type RuleFact,
  type RuleState,
} from './alerts.rules.ts';
import type { AlertFact, EngineKiosk } from './alerts.service.ts';

/** What a transaction changed; openings and resolutions carry their outbox row (`changeId`). */
export type Pending = { kind: 'opened' | 'resolved' | 'acknowledged'; row: AlertRow; changeId?: string };

/** Whether one of the kiosk's maintenance windows is in force at `at`. */
export function snoozedAt(windows: readonly SnoozeWindow[], at: Date): boolean {
  const t = at.getTime();
  return windows.some((window) => window.startsAt.getTime() <= t && window.until.getTime() > t);
}

/**
 * Makes the kiosk's open alerts of `types` match the conditions: opens what should be open (unless
 * snoozed), resolves what should not. `open` is the kiosk's open alerts; it is kept current, so several
 * facts of one kiosk can be reconciled one after another in one transaction. Each opening and resolution
 * is written to the outbox in the same transaction.
 */
export async function reconcile(
  repo: AlertsRepository,
  kiosk: EngineKiosk,
  open: AlertRow[],
  conditions: readonly Condition[],
  types: readonly AlertType[],
  ends: { kioskClock: Date; serverClock: Date },
  snoozed: boolean,
  out: Pending[],
): Promise<void> {
  const wanted = new Map(conditions.map((condition) => [condition.type, condition]));
  for (const row of [...open]) {
    if (!types.includes(row.type) || wanted.has(row.type)) continue;
    const end = (SILENCE_TYPES as readonly AlertType[]).includes(row.type) ? ends.serverClock : ends.kioskClock;
    const resolved = await repo.resolve(row.id, end);
    open.splice(open.indexOf(row), 1);
    if (resolved) out.push({ kind: 'resolved', row: resolved, changeId: await repo.recordChange(row.id, 'resolved') });
  }
  if (snoozed) return;
  for (const condition of conditions) {
    if (open.some((row) => row.type === condition.type)) continue;
    await openAlert(
      repo,
      kiosk,
      open,
      {
        type: condition.type,
        scaleDirection: condition.scaleDirection,
        startDate: condition.since,
        details: condition.details,
      },
      out,
    );
  }
}

async function openAlert(
  repo: AlertsRepository,
  kiosk: EngineKiosk,
  open: AlertRow[],
  alert: { type: AlertType; scaleDirection?: 'left' | 'right'; startDate: Date; details: Record<string, unknown> },
  out: Pending[],
): Promise<void> {
  const row = await repo.open({
    orgId: kiosk.orgId,
    kioskId: kiosk.id,
    kioskName: kiosk.name,
    type: alert.type,
    severity: ALERT_TYPES[alert.type],
    scaleDirection: alert.scaleDirection ?? null,
    startDate: alert.startDate,
    details: alert.details,
  });
  if (!row) return;
  open.push(row);
  out.push({ kind: 'opened', row, changeId: await repo.recordChange(row.id, 'opened') });
}

/** Opens the one-off alerts an event or a purchase raised (once per device session). */
async function raise(
  repo: AlertsRepository,
  kiosk: EngineKiosk,
  open: AlertRow[],
  raised: readonly Raised[],
  out: Pending[],
): Promise<void> {
  for (const alert of raised) {
    const sessionId = typeof alert.details.sessionId === 'string' ? alert.details.sessionId : undefined;
    if (sessionId && (await repo.existsForSession(kiosk.id, alert.type, sessionId))) continue;
    await openAlert(
      repo,
      kiosk,
      open,
      { type: alert.type, scaleDirection: alert.scaleDirection, startDate: alert.at, details: alert.details },
      out,
    );
  }
}

/**
 * Applies one kiosk's committed device facts, in the order they arrived, on its locked rule state:
 * the state moves on, level alerts are reconciled and one-off alerts raised after each fact, and auto
 * temperature out-of-service decides. Answers the new state and the out-of-service decisions in order.
 */
export async function applyKioskFacts(
  repo: AlertsRepository,
  kiosk: EngineKiosk,
  start: RuleState,
  open: AlertRow[],
  windows: readonly SnoozeWindow[],
  facts: readonly AlertFact[],
  out: Pending[],
): Promise<{ state: RuleState; inService: boolean[] }> {
  let state = start;
  const inService: boolean[] = [];
  for (const fact of facts) {
    let next: RuleState = state;
    let raised: Raised[] = [];
    if (fact.kind === 'purchase') {
      raised = raisedByPurchase(fact);
    } else {
      const ruleFact: RuleFact =
        fact.kind === 'telemetry'
          ? { kind: 'telemetry', ts: fact.ts, temperatures: fact.temperatures }
          : fact.kind === 'event'
            ? { kind: 'event', event: fact.event }
            : { kind: 'status', online: fact.online, receivedAt: fact.receivedAt };
      next = applyFact(state, ruleFact);
      if (fact.kind === 'event') raised = raisedByEvent(fact.event);
      if (fact.kind === 'telemetry' && next.lastReadingTs !== state.lastReadingTs) {
        const oos = autoOutOfService(state.oos, fact, kiosk.autoTempOutOfService);
        next = { ...next, oos: oos.state };
        if (!Object.keys(oos.state).length) delete next.oos;
        if (oos.inService !== undefined) inService.push(oos.inService);
      }
    }
    const snoozed = snoozedAt(windows, fact.receivedAt);
    // The fact itself is a message from the kiosk: it is not silent now.
    const conditions = [...activeConditions(next), ...silenceConditions(next, fact.receivedAt, fact.receivedAt)];
    const kioskClock = next.lastTs ? new Date(next.lastTs) : fact.receivedAt;
    await reconcile(
      repo,
      kiosk,
      open,
      conditions,
      LEVEL_TYPES,
      { kioskClock, serverClock: fact.receivedAt },
      snoozed,
      out,
    );
    if (!snoozed) await raise(repo, kiosk, open, raised, out);
    state = next;
  }
  return { state, inService };
}
