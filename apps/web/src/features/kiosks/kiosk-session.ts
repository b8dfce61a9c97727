/**
 * A kiosk's session state as the list shows it (spec §4): No Session; Replenisher < 20, < 40 or
 * > 40 minutes; Purchase < 5 or > 5 minutes. Without a start time only the kind is known.
 */
export type SessionLabelKey =
  | 'none'
  | 'replenisher'
  | 'replenisherUnder20'
  | 'replenisherUnder40'
  | 'replenisherOver40'
  | 'purchase'
  | 'purchaseUnder5'
  | 'purchaseOver5';

const MINUTE_MS = 60_000;

export function sessionLabelKey(session: { type: string; since?: string | null }, now: Date): SessionLabelKey {
  if (session.type !== 'replenisher' && session.type !== 'purchase') return 'none';
  const since = session.since ? Date.parse(session.since) : Number.NaN;
  if (Number.isNaN(since)) return session.type;
  const minutes = Math.max(0, now.getTime() - since) / MINUTE_MS;
  if (session.type === 'purchase') return minutes < 5 ? 'purchaseUnder5' : 'purchaseOver5';
  if (minutes < 20) return 'replenisherUnder20';
  return minutes < 40 ? 'replenisherUnder40' : 'replenisherOver40';
}
