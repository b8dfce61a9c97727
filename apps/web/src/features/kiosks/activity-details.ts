/**
 * An activity-log entry's details as short phrases in the UI language (kiosks.page.activity.details.*):
 * one reader per event type of the device contract and per entry the server writes (network, commands).
 * A type the console does not know yet falls back to its fields as "key: value".
 */
import { activityDetails } from './kiosk-detail-format.ts';

export interface ActivityText {
  /** t() of the kiosks namespace. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** An instant as date and time in the UI language. */
  time: (iso: string) => string;
  /** An amount in the organization's currency. */
  money: (amount: string) => string;
  /** A payment method (card type) by name: Visa, Card, Member card … */
  method: (method: string) => string;
}

const D = 'kiosks.page.activity.details';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

function parse(json: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function connection(value: unknown, x: ActivityText): string | undefined {
  return value === 'connected' || value === 'disconnected' ? x.t(`${D}.state.${value}`) : undefined;
}

function card(details: Record<string, unknown>, x: ActivityText): string | undefined {
  const member = text(details.memberCardId);
  if (member) return x.t(`${D}.memberCard`, { card: member });
  const nested = details.card && typeof details.card === 'object' ? (details.card as Record<string, unknown>) : {};
  const type = text(details.cardType) ?? text(nested.cardType);
  const last4 = text(details.last4) ?? text(nested.last4);
  if (!type && !last4) return undefined;
  const name = type ? x.method(type.toLowerCase()) : x.t(`${D}.cardUnknown`);
  return last4 ? x.t(`${D}.card`, { method: name, last4 }) : name;
}

function at(key: string, value: unknown, x: ActivityText): string | undefined {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? x.t(`${D}.${key}`, { time: x.time(iso) }) : undefined;
}

const READERS: Record<string, (details: Record<string, unknown>, x: ActivityText) => (string | undefined)[]> = {
  door: (d, x) => [d.state === 'open' || d.state === 'closed' ? x.t(`${D}.door.${d.state}`) : undefined],
  'session.opened': (d, x) => [
    d.kind === 'purchase' || d.kind === 'refill' ? x.t(`${D}.kind.${d.kind}`) : undefined,
    typeof d.mode === 'string' && ['automatic', 'tablet', 'mission_control', 'prod_returned'].includes(d.mode)
      ? x.t(`${D}.mode.${d.mode}`)
      : undefined,
    d.technician === true ? x.t(`${D}.technician`) : undefined,
    card(d, x),
    text(d.sessionId) ? x.t(`${D}.session`, { id: text(d.sessionId) }) : undefined,
  ],
  'session.closed': (d, x) => [
    Array.isArray(d.cells) ? x.t(`${D}.cellsWeighed`, { count: d.cells.length }) : undefined,
    text(d.sessionId) ? x.t(`${D}.session`, { id: text(d.sessionId) }) : undefined,
  ],
  payment: (d, x) => [
    d.status === 'paid' || d.status === 'failed' || d.status === 'pending'
      ? x.t(`${D}.payment.${d.status}`)
      : undefined,
    text(d.amount) ? x.money(text(d.amount) ?? '') : undefined,
    card(d, x),
    text(d.sessionId) ? x.t(`${D}.session`, { id: text(d.sessionId) }) : undefined,
  ],
  scale: (d, x) => [
    text(d.side)
      ? x.t(`${D}.side`, { side: text(d.side) })
      : text(d.cellId)
        ? x.t(`${D}.cell`, { cellId: text(d.cellId) })
        : undefined,
    connection(d.state, x),
  ],
  terminal: (d, x) => [connection(d.state, x)],
  network: (d, x) => [connection(d.tablet, x) ? x.t(`${D}.tablet`, { state: connection(d.tablet, x) }) : undefined],
  'access.unauthorized': (d) => [text(d.detail)],
  'sensor.error': (d, x) => [
    text(d.sensor) ? x.t(`${D}.sensor`, { sensor: text(d.sensor) }) : undefined,
    text(d.detail),
  ],
  'network.online': (d, x) => [
    text(d.ip) ? x.t(`${D}.ip`, { ip: text(d.ip) }) : undefined,
    text(d.firmware) ? x.t(`${D}.firmware`, { version: text(d.firmware) }) : undefined,
    d.via === 'telemetry' || d.via === 'event' ? x.t(`${D}.via.${d.via}`) : undefined,
  ],
  'network.offline': () => [],
  'network.silent': (d, x) => [at('lastSeen', d.lastSeen, x) ?? x.t(`${D}.neverSeen`)],
};

function command(d: Record<string, unknown>, x: ActivityText): (string | undefined)[] {
  const resends = typeof d.resends === 'number' && d.resends > 0 ? d.resends : 0;
  return [
    at('sentAt', d.sentAt, x),
    resends ? x.t('kiosks.page.commands.resends', { count: resends }) : undefined,
    at('deliveredAt', d.deliveredAt, x),
    at('finishedAt', d.finishedAt, x),
    // A superseded command's error only names its successor: the status says it.
    d.status !== 'superseded' && text(d.error) ? x.t(`${D}.error`, { error: text(d.error) }) : undefined,
  ];
}

/** The entry's details as phrases (joined with " · " by the log). */
export function activityDetailParts(type: string, json: string, x: ActivityText): string[] {
  const details = parse(json);
  const reader = type.startsWith('command.') ? command : READERS[type];
  if (!details || !reader) return activityDetails(json, type).map(([key, value]) => (key ? `${key}: ${value}` : value));
  return reader(details, x).filter((part): part is string => Boolean(part));
}
