import {
  DAY,
  type DemandOptions,
  MINUTE,
  PAYMENT_FAILURE_RATE,
  type StockCell,
  chooseBasket,
  drawCardType,
  drawRefillMode,
  localTime,
  offsetAt,
  needsRefill,
  nextArrival,
  popularityAt,
} from './model.ts';
import type { SalesProfile } from './profile.ts';
import { createRandom } from './random.ts';

/** One planogram position of the kiosk whose past is simulated. */
export interface HistoryCell {
  cellId: string;
  /** null: an empty position (nothing sold, nothing refilled). */
  productId: string | null;
  /** Units the cell holds when full. */
  capacity: number;
}

export interface HistoryOptions extends DemandOptions {
  profile: Pick<SalesProfile, 'hourWeights' | 'weekdayWeights' | 'purchasesPerDay' | 'basketSizes' | 'products'>;
  /** In planogram order: the profile's products' popularity is dealt to them in turn, as on the live kiosk. */
  cells: readonly HistoryCell[];
  from: Date;
  to: Date;
  /** Same seed, same history. */
  seed: number;
  /** Chance per stocked cell and refill visit that spoiled units are taken out (default 0.05). */
  spoilageRate?: number;
}

export interface HistoryPurchase {
  kind: 'purchase';
  at: Date;
  /** Units taken per cell, with the cell's count before the purchase. */
  items: { cellId: string; productId: string; units: number; countBefore: number }[];
  cardType: string;
  /** False when the card payment failed. */
  paid: boolean;
}

export interface HistoryRefill {
  kind: 'refill';
  at: Date;
  mode: 'automatic' | 'tablet';
  /** count < 0: spoiled units removed; count > 0: units added (the cell filled to capacity). */
  items: { cellId: string; productId: string; count: number }[];
}

export type HistoryEvent = HistoryPurchase | HistoryRefill;

type SimCell = StockCell & { cellId: string; productId: string };

/** First refill visit of a weekday morning, local time (hours), and how long the round lasts. */
const VISIT_FROM_HOUR = 7;
const VISIT_SPREAD_HOURS = 3;
const DEFAULT_SPOILAGE_RATE = 0.05;

/** Refill visits: weekday (Monday–Friday) mornings in the window, local time, in order. */
function visitTimes(options: HistoryOptions, random: ReturnType<typeof createRandom>): number[] {
  const times: number[] = [];
  const from = options.from.getTime();
  const to = options.to.getTime();
  // Walk local midnights: from the start's local day to the end's.
  const offset = (at: number) => offsetAt(at, options.utcOffsetMinutes);
  // UTC midnights of the local days; a visit's hour is local at that day's offset (DST days shift it).
  let day = Math.floor((from + offset(from) * MINUTE) / DAY) * DAY;
  for (; day - offset(day) * MINUTE < to; day += DAY) {
    const midnight = day - offset(day) * MINUTE;
    const at = midnight + (VISIT_FROM_HOUR + random.between(0, VISIT_SPREAD_HOURS)) * 60 * MINUTE;
    const { weekday } = localTime(at, options.utcOffsetMinutes);
    if (weekday >= 1 && weekday <= 5 && at >= from && at < to) times.push(at);
  }
  return times;
}

/**
 * A kiosk's past over [from, to), simulated with the live kiosk's model (model.ts): customers arrive by
 * the profile's hour and weekday shape, take baskets of the profile's sizes from the cells by popularity,
 * and pay (a few cards fail); stock runs down from full, and on weekday mornings a refill round fills every
 * cell when one is low, taking out the occasional spoiled units first. Pure and deterministic: the same
 * options give the same events, in time order.
 */
export function simulateHistory(options: HistoryOptions): HistoryEvent[] {
  if (!(options.to.getTime() > options.from.getTime()))
    throw new RangeError('history window: `to` must be after `from`');
  const random = createRandom(options.seed);
  const visits = visitTimes(options, random.fork('visits'));
  const customers = random.fork('customers');
  const refills = random.fork('refills');
  const spoilage = options.spoilageRate ?? DEFAULT_SPOILAGE_RATE;
  const cells: SimCell[] = options.cells.flatMap((cell, index) =>
    cell.productId && cell.capacity > 0
      ? [
          {
            cellId: cell.cellId,
            productId: cell.productId,
            capacity: cell.capacity,
            count: cell.capacity,
            popularity: popularityAt(index, options.profile.products),
            connected: true,
            sellable: true,
          },
        ]
      : [],
  );
  const events: HistoryEvent[] = [];
  const to = options.to.getTime();

  const visit = (at: number) => {
    if (!needsRefill(cells)) return;
    const items: HistoryRefill['items'] = [];
    for (const cell of cells) {
      if (cell.count > 0 && refills.chance(spoilage)) {
        const removed = refills.int(1, Math.min(2, cell.count));
        cell.count -= removed;
        items.push({ cellId: cell.cellId, productId: cell.productId, count: -removed });
      }
      if (cell.count < cell.capacity) {
        items.push({ cellId: cell.cellId, productId: cell.productId, count: cell.capacity - cell.count });
        cell.count = cell.capacity;
      }
    }
    events.push({ kind: 'refill', at: new Date(at), mode: drawRefillMode(refills), items });
  };

  let next = 0;
  for (let at = nextArrival(options.from.getTime(), options, customers); at !== undefined && at < to;) {
    while (next < visits.length && visits[next]! <= at) visit(visits[next++]!);
    const basket = chooseBasket(cells, options.profile.basketSizes, customers);
    if (basket) {
      events.push({
        kind: 'purchase',
        at: new Date(at),
        items: [...basket].map(([cell, units]) => ({
          cellId: cell.cellId,
          productId: cell.productId,
          units,
          countBefore: cell.count,
        })),
        cardType: drawCardType(customers),
        paid: !customers.chance(PAYMENT_FAILURE_RATE),
      });
      for (const [cell, units] of basket) cell.count -= units;
    }
    at = nextArrival(at, options, customers);
  }
  while (next < visits.length) visit(visits[next++]!);
  return events;
}
