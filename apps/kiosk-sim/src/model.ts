import type { SalesProfile } from './profile.ts';
import type { Random } from './random.ts';

/**
 * The purchase and refill model every virtual kiosk follows, live (kiosk.ts) or over a past window
 * (history.ts): when customers come (hour and weekday weights of the profile, only in opening hours),
 * what they take (basket sizes, popularity of the cells' products), how they pay, and when stock is low.
 */

/** Hours are local to `utcOffsetMinutes`: purchases happen from `open` to `close` (0–24). */
export interface OpeningHours {
  open: number;
  close: number;
}

export interface DemandOptions {
  profile: Pick<SalesProfile, 'hourWeights' | 'weekdayWeights' | 'purchasesPerDay'>;
  /** Purchases per day at an average hour and weekday (default: the profile's). */
  purchasesPerDay?: number | undefined;
  openingHours?: OpeningHours | undefined;
  /**
   * Offset of the kiosk's local time from UTC: fixed minutes, or per instant (a time zone with daylight
   * saving time, see zoneOffset); default this machine's at that instant.
   */
  utcOffsetMinutes?: UtcOffset | undefined;
}

/** Minutes east of UTC, fixed or at an instant (ms). */
export type UtcOffset = number | ((at: number) => number);

/** The offset of an IANA time zone at each instant (Intl, daylight saving time included). */
export function zoneOffset(timeZone: string): (at: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  return (at) => {
    const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
    const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    return Math.round((asUtc - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
  };
}

/** The offset at an instant. */
export function offsetAt(at: number, utcOffsetMinutes?: UtcOffset): number {
  if (typeof utcOffsetMinutes === 'function') return utcOffsetMinutes(at);
  return utcOffsetMinutes ?? -new Date(at).getTimezoneOffset();
}

/** What the model needs of a load cell. */
export interface StockCell {
  count: number;
  capacity: number;
  /** Relative popularity among the kiosk's cells. */
  popularity: number;
  connected: boolean;
  sellable: boolean;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const DEFAULT_OPENING_HOURS: OpeningHours = { open: 6, close: 22 };
export const CARD_TYPES = ['visa', 'mastercard', 'maestro', 'amex'];
const CARD_WEIGHTS = [0.45, 0.35, 0.12, 0.08];
export const PAYMENT_FAILURE_RATE = 0.03;
/** A cell at or below this share of its capacity asks for a refill. */
export const REFILL_THRESHOLD = 0.25;
/** Share of refills done on the kiosk's own screen flow (the rest on the operator's tablet). */
const AUTOMATIC_REFILL_SHARE = 0.6;

/** Local hour (with fraction) and weekday (0 = Sunday) of an instant. */
export function localTime(at: number, utcOffsetMinutes?: UtcOffset): { hour: number; weekday: number } {
  const local = new Date(at + offsetAt(at, utcOffsetMinutes) * MINUTE);
  return { hour: local.getUTCHours() + local.getUTCMinutes() / 60, weekday: local.getUTCDay() };
}

function isOpenHour(hour: number, hours: OpeningHours): boolean {
  return hours.open <= hours.close
    ? hour >= hours.open && hour < hours.close
    : hour >= hours.open || hour < hours.close;
}

export function isOpenAt(at: number, options: Pick<DemandOptions, 'openingHours' | 'utcOffsetMinutes'>): boolean {
  return isOpenHour(localTime(at, options.utcOffsetMinutes).hour, options.openingHours ?? DEFAULT_OPENING_HOURS);
}

/** The share of a day's weight in the opening hours: the day's purchases all fall in them. */
function openShare(options: DemandOptions): number {
  const hours = options.openingHours ?? DEFAULT_OPENING_HOURS;
  const weights = options.profile.hourWeights;
  return Math.max(0.05, weights.reduce((sum, weight, h) => sum + (isOpenHour(h, hours) ? weight : 0), 0) / 24);
}

function perDay(options: DemandOptions): number {
  return options.purchasesPerDay ?? options.profile.purchasesPerDay;
}

/** Purchases per ms at `at` following the profile's hour and weekday shape, 0 when closed. */
export function purchaseRate(at: number, options: DemandOptions): number {
  if (!isOpenAt(at, options)) return 0;
  const { profile } = options;
  const { hour, weekday } = localTime(at, options.utcOffsetMinutes);
  return (
    ((perDay(options) / DAY) * profile.hourWeights[Math.floor(hour)]! * profile.weekdayWeights[weekday]!) /
    openShare(options)
  );
}

/**
 * The next customer's arrival after `from` by thinning a Poisson process at the highest rate; undefined
 * when no one ever comes (no purchases per day).
 */
export function nextArrival(from: number, options: DemandOptions, random: Random): number | undefined {
  const { profile } = options;
  if (!(perDay(options) > 0)) return undefined;
  const maxRate =
    ((perDay(options) / DAY) * Math.max(...profile.hourWeights) * Math.max(...profile.weekdayWeights)) /
    openShare(options);
  let at = from;
  for (let i = 0; i < 100_000; i += 1) {
    at += random.exponential(1 / maxRate);
    if (random.next() * maxRate < purchaseRate(at, options)) break;
  }
  return at;
}

/** A basket following the profile's basket sizes and the cells' popularity; undefined when nothing can be sold. */
export function chooseBasket<C extends StockCell>(
  cells: readonly C[],
  basketSizes: readonly number[],
  random: Random,
): Map<C, number> | undefined {
  const size = 1 + random.weightedIndex(basketSizes);
  const basket = new Map<C, number>();
  for (let unit = 0; unit < size; unit += 1) {
    const available = cells.filter(
      (cell) => cell.sellable && cell.connected && cell.count > 0 && cell.count > (basket.get(cell) ?? 0),
    );
    if (available.length === 0) break;
    const cell = available[random.weightedIndex(available.map((entry) => entry.popularity || 0.01))]!;
    basket.set(cell, (basket.get(cell) ?? 0) + 1);
  }
  return basket.size > 0 ? basket : undefined;
}

export function drawCardType(random: Random): string {
  return CARD_TYPES[random.weightedIndex(CARD_WEIGHTS)]!;
}

export function drawRefillMode(random: Random): 'automatic' | 'tablet' {
  return random.chance(AUTOMATIC_REFILL_SHARE) ? 'automatic' : 'tablet';
}

/** Whether some sellable cell is at or below the refill threshold. */
export function needsRefill(cells: readonly StockCell[]): boolean {
  return cells.some((cell) => cell.sellable && cell.count <= cell.capacity * REFILL_THRESHOLD);
}

/** The popularity of the product at a planogram position: the profile's products in turn. */
export function popularityAt(index: number, products: readonly { weight: number }[]): number {
  return products.length ? products[index % products.length]!.weight : 1;
}
