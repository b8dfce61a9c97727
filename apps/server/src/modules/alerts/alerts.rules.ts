import { ALERT_RULES, type AlertType } from '@kiosk/common/constants';
import type { DeviceEventFact } from '@kiosk/common/mqtt';

/**
 * The alert rules (spec §9, docs/alerts.md) as pure functions over device facts. The engine keeps one
 * `RuleState` per kiosk; each fact moves it on (`applyFact`), and what should be open is read off it
 * (`activeConditions`, `silenceConditions`). Durations of telemetry and event rules are measured on the
 * kiosk's own timestamps ("now" is the newest kiosk timestamp seen, which telemetry moves on every 60 s);
 * silence is measured on the server's clock.
 */

/** What a device fact tells the engine (the kiosks module's post-commit facts). */
export type RuleFact =
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEventFact }
  | { kind: 'status'; online: boolean; receivedAt: Date };

/** The engine's memory of one kiosk; JSON (ISO timestamps) so it is stored as it is. */
export interface RuleState {
  /** Newest kiosk timestamp applied (telemetry or event): the kiosk's "now". */
  lastTs?: string;
  /** Newest reading applied: a reading at or before it is late (out of order) and changes no rule. */
  lastReadingTs?: string;
  /** Newest state event per kind (door, session, tablet, terminal, scale): older ones are stale. */
  seen?: Record<string, string>;
  highSince?: string;
  highActive?: boolean;
  /** Highest reading of the current excursion, 1/100 °C. */
  highPeak?: number;
  lowSince?: string;
  lowActive?: boolean;
  lowPeak?: number;
  doorOpenSince?: string;
  session?: { kind: 'purchase' | 'refill'; since: string; sessionId: string };
  tabletDownSince?: string;
  terminalDownSince?: string;
  /** Disconnected load cells (cell id) or whole sides (`side:A`), since when. */
  scalesDown?: Record<string, string>;
  /** Server clock: when the kiosk's broker connection went away (status online false). */
  mqttDownAt?: string;
  /** Auto temperature out-of-service (kiosk settings `autoTempOutOfService`). */
  oos?: OutOfServiceState;
}

export interface OutOfServiceState {
  aboveSince?: string;
  normalSince?: string;
  /** The engine took the kiosk out of service and has not put it back yet. */
  out?: boolean;
}

/** An alert that should be open now, and since when. */
export interface Condition {
  type: AlertType;
  since: Date;
  scaleDirection?: 'left' | 'right';
  details: Record<string, unknown>;
}

/** Alert types that are open exactly while a condition holds (and resolve themselves when it clears). */
export const LEVEL_TYPES = [
  'highTemperature',
  'lowTemperature',
  'doorOpenPurchase',
  'doorOpenRefill',
  'tabletDisconnected',
  'terminalDisconnected',
  'scaleDisconnectedLeft',
  'scaleDisconnectedRight',
  'kioskOffline',
  'mqttDisconnected',
] as const satisfies readonly AlertType[];
export type LevelType = (typeof LEVEL_TYPES)[number];
/** Level types measured on the server's clock (evaluated by the periodic sweep too). */
export const SILENCE_TYPES = ['kioskOffline', 'mqttDisconnected'] as const satisfies readonly LevelType[];

const ms = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const later = (a: string | undefined, b: string) => !a || Date.parse(b) >= Date.parse(a);
const iso = (date: Date) => date.toISOString();
const sensorsOf = (temperatures: readonly (number | null)[]) =>
  temperatures.filter((value): value is number => typeof value === 'number');

/** A sensor reading's effect on the high and low temperature rules, with hysteresis. */
function applyReading(state: RuleState, ts: Date, temperatures: readonly (number | null)[]): RuleState {
  const values = sensorsOf(temperatures);
  if (!values.length) return state;
  const max = Math.max(...values);
  const min = Math.min(...values);
  const at = iso(ts);
  const next = { ...state };
  // High: above 7 °C for over 10 minutes opens; an open one clears only at ≤ 6.5 °C.
  if (max > ALERT_RULES.highTemperatureAbove) {
    next.highSince ??= at;
    next.highPeak = Math.max(next.highPeak ?? max, max);
    if (ts.getTime() - ms(next.highSince) > ALERT_RULES.highTemperatureForMs) next.highActive = true;
  } else if (!next.highActive || max <= ALERT_RULES.highTemperatureClearAtOrBelow) {
    delete next.highSince;
    delete next.highActive;
    delete next.highPeak;
  }
  // Low: below 2 °C for over 15 minutes opens; an open one clears only at ≥ 2.5 °C.
  if (min < ALERT_RULES.lowTemperatureBelow) {
    next.lowSince ??= at;
    next.lowPeak = Math.min(next.lowPeak ?? min, min);
    if (ts.getTime() - ms(next.lowSince) > ALERT_RULES.lowTemperatureForMs) next.lowActive = true;
  } else if (!next.lowActive || min >= ALERT_RULES.lowTemperatureClearAtOrAbove) {
    delete next.lowSince;
    delete next.lowActive;
    delete next.lowPeak;
  }
  return next;
}

/** Side of a load cell: its id starts with the side letter (A1, B12). */
export function sideOf(cellId: string): 'A' | 'B' | undefined {
  const letter = cellId.charAt(0).toUpperCase();
  return letter === 'A' || letter === 'B' ? letter : undefined;
}

function applyEvent(state: RuleState, event: DeviceEventFact): RuleState {
  const ts = new Date(event.ts);
  const at = iso(ts);
  const next: RuleState = { ...state, seen: { ...state.seen } };
  if (!next.lastTs || ts.getTime() > ms(next.lastTs)) next.lastTs = at;
  const seen = next.seen!;
  const fresh = (kind: string) => {
    if (!later(seen[kind], at)) return false;
    seen[kind] = at;
    return true;
  };
  switch (event.type) {
    case 'door':
      if (!fresh('door')) break;
      if (event.state === 'open') next.doorOpenSince ??= at;
      else delete next.doorOpenSince;
      break;
    case 'session.opened':
      if (fresh('session')) next.session = { kind: event.kind, since: at, sessionId: event.sessionId };
      break;
    case 'session.closed':
      if (fresh('session') && (!next.session || next.session.sessionId === event.sessionId)) delete next.session;
      break;
    case 'network':
      if (!fresh('tablet')) break;
      if (event.tablet === 'disconnected') next.tabletDownSince ??= at;
      else delete next.tabletDownSince;
      break;
    case 'terminal':
      if (!fresh('terminal')) break;
      if (event.state === 'disconnected') next.terminalDownSince ??= at;
      else delete next.terminalDownSince;
      break;
    case 'scale': {
      const key = event.side ? `side:${event.side}` : event.cellId;
      if (!fresh(`scale:${key}`)) break;
      const down = { ...next.scalesDown };
      if (event.state === 'disconnected') down[key] ??= at;
      else if (event.side) {
        // A whole side back: every cell of it is back.
        for (const cell of Object.keys(down)) if (cell === key || sideOf(cell) === event.side) delete down[cell];
      } else delete down[key];
      if (Object.keys(down).length) next.scalesDown = down;
      else delete next.scalesDown;
      break;
    }
    default:
      break;
  }
  return next;
}

/** The state after one fact. Late readings (at or before the newest applied) change no rule. */
export function applyFact(state: RuleState, fact: RuleFact): RuleState {
  switch (fact.kind) {
    case 'telemetry': {
      // Every message came through the broker: the kiosk is connected.
      const base = connected(state);
      if (base.lastReadingTs && fact.ts.getTime() <= ms(base.lastReadingTs)) return base;
      const next = applyReading(base, fact.ts, fact.temperatures);
      const at = iso(fact.ts);
      return {
        ...next,
        lastReadingTs: at,
        lastTs: !next.lastTs || fact.ts.getTime() > ms(next.lastTs) ? at : next.lastTs,
      };
    }
    case 'event':
      return applyEvent(connected(state), fact.event);
    case 'status': {
      const next = { ...state };
      if (fact.online) delete next.mqttDownAt;
      else next.mqttDownAt ??= iso(fact.receivedAt);
      return next;
    }
  }
}

function connected(state: RuleState): RuleState {
  if (!state.mqttDownAt) return state;
  const next = { ...state };
  delete next.mqttDownAt;
  return next;
}

/** Alerts the kiosk-clock rules say should be open, on the state's newest kiosk timestamp. */
export function activeConditions(state: RuleState): Condition[] {
  const out: Condition[] = [];
  const now = ms(state.lastTs);
  if (state.highActive && state.highSince) {
    out.push({
      type: 'highTemperature',
      since: new Date(state.highSince),
      details: { thresholdC: ALERT_RULES.highTemperatureAbove / 100, peakC: (state.highPeak ?? 0) / 100 },
    });
  }
  if (state.lowActive && state.lowSince) {
    out.push({
      type: 'lowTemperature',
      since: new Date(state.lowSince),
      details: { thresholdC: ALERT_RULES.lowTemperatureBelow / 100, lowestC: (state.lowPeak ?? 0) / 100 },
    });
  }
  if (state.doorOpenSince && state.session) {
    const since = Math.max(ms(state.doorOpenSince), ms(state.session.since));
    const purchase = state.session.kind === 'purchase';
    const limit = purchase ? ALERT_RULES.doorOpenPurchaseForMs : ALERT_RULES.doorOpenRefillForMs;
    if (now - since > limit) {
      out.push({
        type: purchase ? 'doorOpenPurchase' : 'doorOpenRefill',
        since: new Date(since),
        details: { sessionId: state.session.sessionId, minutes: limit / 60_000 },
      });
    }
  }
  if (state.tabletDownSince && now - ms(state.tabletDownSince) > ALERT_RULES.tabletDisconnectedForMs) {
    out.push({ type: 'tabletDisconnected', since: new Date(state.tabletDownSince), details: {} });
  }
  if (state.terminalDownSince) {
    out.push({ type: 'terminalDisconnected', since: new Date(state.terminalDownSince), details: {} });
  }
  for (const [side, type, direction] of [
    ['A', 'scaleDisconnectedLeft', 'left'],
    ['B', 'scaleDisconnectedRight', 'right'],
  ] as const) {
    const entries = Object.entries(state.scalesDown ?? {}).filter(
      ([key]) => key === `side:${side}` || sideOf(key) === side,
    );
    if (!entries.length) continue;
    out.push({
      type,
      since: new Date(Math.min(...entries.map(([, since]) => ms(since)))),
      scaleDirection: direction,
      details: { cells: entries.map(([key]) => (key.startsWith('side:') ? `side ${side}` : key)).sort() },
    });
  }
  return out;
}

/** Alerts the server-clock rules say should be open at `now`: silence and a lost broker connection. */
export function silenceConditions(state: RuleState, lastSeen: Date | null, now: Date): Condition[] {
  const out: Condition[] = [];
  if (lastSeen && now.getTime() - lastSeen.getTime() > ALERT_RULES.kioskOfflineSilenceMs) {
    out.push({ type: 'kioskOffline', since: lastSeen, details: { lastSeen: iso(lastSeen) } });
  }
  if (state.mqttDownAt && now.getTime() - ms(state.mqttDownAt) > ALERT_RULES.mqttDisconnectedForMs) {
    out.push({ type: 'mqttDisconnected', since: new Date(state.mqttDownAt), details: {} });
  }
  return out;
}

/** A one-off alert an event raises (it stays open until acknowledged). */
export interface Raised {
  type: AlertType;
  at: Date;
  scaleDirection?: 'left' | 'right';
  details: Record<string, unknown>;
}

/** One-off alerts of a device event. */
export function raisedByEvent(event: DeviceEventFact): Raised[] {
  const at = new Date(event.ts);
  switch (event.type) {
    case 'access.unauthorized':
      return [{ type: 'unauthorizedAccess', at, details: event.detail ? { detail: event.detail } : {} }];
    case 'sensor.error':
      return [
        {
          type: 'sensorError',
          at,
          details: { sensor: event.sensor, ...(event.detail ? { detail: event.detail } : {}) },
        },
      ];
    default:
      return [];
  }
}

/** A weighed purchase (the sales derivation): per cell the units taken, or why none were charged. */
export interface WeighedPurchase {
  sessionId: string;
  closedAt: Date;
  cells: readonly { cellId: string; units: number | null; refused?: string | null }[];
}

const directionOf = (cells: readonly { cellId: string }[]): 'left' | 'right' | undefined => {
  const sides = new Set(cells.map((cell) => sideOf(cell.cellId)));
  if (sides.size !== 1) return undefined;
  const [side] = sides;
  return side === 'A' ? 'left' : side === 'B' ? 'right' : undefined;
};

/**
 * One-off alerts of a weighed purchase (device contract §4): something put back (the scale weighs more
 * than at the opening) → higher scale weight; weights outside the tolerance → suspicious purchase;
 * nothing moved at all → empty purchase session.
 */
export function raisedByPurchase(purchase: WeighedPurchase): Raised[] {
  const out: Raised[] = [];
  const base = { sessionId: purchase.sessionId };
  const putBack = purchase.cells.filter((cell) => cell.refused === 'put_back');
  const outOfTolerance = purchase.cells.filter((cell) => cell.refused === 'out_of_tolerance');
  const direction = (cells: typeof putBack) => {
    const value = directionOf(cells);
    return value ? { scaleDirection: value } : {};
  };
  if (putBack.length) {
    out.push({
      type: 'higherScaleWeight',
      at: purchase.closedAt,
      ...direction(putBack),
      details: { ...base, cells: putBack.map((cell) => cell.cellId) },
    });
  }
  if (outOfTolerance.length) {
    out.push({
      type: 'suspiciousPurchase',
      at: purchase.closedAt,
      ...direction(outOfTolerance),
      details: { ...base, cells: outOfTolerance.map((cell) => cell.cellId) },
    });
  }
  const moved = purchase.cells.some((cell) => (cell.units ?? 0) !== 0 || (cell.refused && cell.refused !== null));
  if (!moved) out.push({ type: 'emptyPurchaseSession', at: purchase.closedAt, details: base });
  return out;
}

/** The kiosk's `autoTempOutOfService` setting. */
export interface AutoOutOfService {
  active: boolean;
  /** °C */
  maxTemperature: number;
  timeInMinutes: number;
}

/**
 * Auto temperature out-of-service: above `maxTemperature` for `timeInMinutes` (kiosk timestamps) → out
 * of service; back in service once the temperature has been at or below it for the same time. Answers
 * the next state and the `service` command to send, if any. An inactive setting forgets the timers and
 * sends nothing (a kiosk the rule took out stays as it is until an operator or the active rule acts).
 */
export function autoOutOfService(
  state: OutOfServiceState | undefined,
  reading: { ts: Date; temperatures: readonly (number | null)[] },
  setting: AutoOutOfService | null,
): { state: OutOfServiceState; inService?: boolean } {
  const current = state ?? {};
  if (!setting?.active) return { state: current.out ? { out: true } : {} };
  const values = sensorsOf(reading.temperatures);
  if (!values.length) return { state: current };
  const above = Math.max(...values) > Math.round(setting.maxTemperature * 100);
  const window = setting.timeInMinutes * 60_000;
  const at = iso(reading.ts);
  const t = reading.ts.getTime();
  if (!current.out) {
    if (!above) return { state: {} };
    const aboveSince = current.aboveSince ?? at;
    if (t - ms(aboveSince) >= window) return { state: { out: true }, inService: false };
    return { state: { aboveSince } };
  }
  if (above) return { state: { out: true } };
  const normalSince = current.normalSince ?? at;
  if (t - ms(normalSince) >= window) return { state: {}, inService: true };
  return { state: { out: true, normalSince } };
}
