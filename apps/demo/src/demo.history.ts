import { type HistoryEvent, hashSeed, loadProfile, simulateHistory, zoneOffset } from '@kiosk/kiosk-sim';
import { fromCents, refillCost, toCents, toleranceGrams, type FirstStart, type Services } from '@kiosk/server/console';
import type { DemoKiosk } from './demo.kiosks.ts';

type History = Parameters<Services['transactions']['recordHistory']>[1];
/** A sale of the past as the transactions module records it. */
type SaleInput = History['sales'][number];
/** A refill of the past as the transactions module records it: a closed refill session at `created`. */
type PastRefillInput = History['refills'][number];
/** What the sale and refill rows need of a product. */
type ProductFacts = Awaited<ReturnType<Services['products']['facts']>> extends ReadonlyMap<string, infer F> ? F : never;

export interface DemoHistoryOptions {
  days: number;
  /** The history ends here (default: now). */
  now?: Date;
  /** The organization's time zone: opening hours, rush hours and refill mornings are local to it. */
  timeZone?: string;
  /** Customers per kiosk and average day: a busy office fridge, more than the data's vending machines. */
  purchasesPerDay?: number;
}

const DAY_MS = 86_400_000;
const DEFAULT_PURCHASES_PER_DAY = 30;
/** A few regular customers pay with a member card. */
const MEMBER_CARDS = ['MC-100421', 'MC-100422', 'MC-100587', 'MC-100613', 'MC-100790'];
const MEMBER_CARD_SHARE = 0.06;

/**
 * The history starts at a UTC midnight `days` (and a part) ago: the simulation walks forward from its start,
 * so every start on the same day writes the same past (same profile, same seeds), up to its own moment.
 */
export function demoHistoryStart(now: Date, days: number): Date {
  return new Date(Math.floor((now.getTime() - days * DAY_MS) / DAY_MS) * DAY_MS);
}

/** The last four digits of the card, stable per sale. */
function last4(seed: number): string {
  return String(seed % 10_000).padStart(4, '0');
}

/**
 * The demo history (DEMO_HISTORY_DAYS): each demo kiosk's past sales and refills over the last days,
 * simulated by @kiosk/kiosk-sim with the live fleet's model on the kiosk's planogram, written in bulk
 * through the transactions module's public service. It records the past only: the cells' counts stay as they are.
 */
export async function seedDemoHistory(
  deps: {
    transaction: FirstStart['transaction'];
    stock: Pick<Services['stock'], 'inventory'>;
    products: Pick<Services['products'], 'facts' | 'pricesInForce' | 'taxRates'>;
    transactions: Pick<Services['transactions'], 'recordHistory'>;
    logger: FirstStart['logger'];
  },
  kiosks: readonly DemoKiosk[],
  options: DemoHistoryOptions,
): Promise<{ sales: number; refills: number }> {
  if (!(options.days > 0) || !kiosks.length) return { sales: 0, refills: 0 };
  const started = performance.now();
  const now = options.now ?? new Date();
  const from = demoHistoryStart(now, options.days);
  // The shipped profile: the same demo wherever the repository is.
  const profile = loadProfile();
  const sales: SaleInput[] = [];
  const refills: PastRefillInput[] = [];
  for (const kiosk of kiosks) {
    const cells = (await deps.stock.inventory.inventory(kiosk.id)).loadCells
      .map(({ cell }) => cell)
      .sort((a, b) => a.planogramPosition - b.planogramPosition);
    const ids = [...new Set(cells.flatMap((cell) => (cell.productId ? [cell.productId] : [])))];
    const [facts, prices, taxes] = await Promise.all([
      deps.products.facts(ids),
      deps.products.pricesInForce(kiosk.id, ids, now),
      deps.products.taxRates(ids),
    ]);
    const events = simulateHistory({
      profile,
      cells: cells.map((cell) => ({ cellId: cell.cellId, productId: cell.productId, capacity: cell.maxQty })),
      from,
      to: now,
      seed: hashSeed(kiosk.serialNumber),
      ...(options.timeZone ? { utcOffsetMinutes: zoneOffset(options.timeZone) } : {}),
      purchasesPerDay: options.purchasesPerDay ?? DEFAULT_PURCHASES_PER_DAY,
    });
    for (const [n, event] of events.entries()) {
      const sessionId = `demo-${event.kind}-${n}`;
      if (event.kind === 'purchase') {
        const sale = saleOf(kiosk, sessionId, event, {
          facts,
          prices,
          taxes,
          seed: hashSeed(`${kiosk.serialNumber}/${sessionId}`),
        });
        if (sale) sales.push(sale);
      } else {
        const refill = refillOf(kiosk, sessionId, event, facts);
        if (refill) refills.push(refill);
      }
    }
  }
  await deps.transaction((tx) => deps.transactions.recordHistory(tx, { sales, refills }));
  const ms = Math.round(performance.now() - started);
  deps.logger.info({ days: options.days, sales: sales.length, refills: refills.length, ms }, 'demo history written');
  return { sales: sales.length, refills: refills.length };
}

function saleOf(
  kiosk: DemoKiosk,
  sessionId: string,
  event: Extract<HistoryEvent, { kind: 'purchase' }>,
  known: {
    facts: Map<string, ProductFacts>;
    prices: Map<string, string>;
    taxes: Map<string, string>;
    seed: number;
  },
): SaleInput | undefined {
  const items: SaleInput['items'] = [];
  let total = 0n;
  const cells = [];
  for (const item of event.items) {
    const product = known.facts.get(item.productId);
    if (!product) continue;
    const price = known.prices.get(product.id) ?? '0.00';
    for (let unit = 0; unit < item.units; unit += 1) {
      items.push({
        productLineId: product.id,
        name: product.name,
        articleNumber: product.articleNumber,
        price,
        tax: known.taxes.get(product.id) ?? '0',
        cost: product.defaultCost,
      });
    }
    total += toCents(price) * BigInt(item.units);
    const unitWeight = product.unitWeightGrams ?? 0;
    cells.push({
      cellId: item.cellId,
      productLineId: product.id,
      weightBefore: item.countBefore * unitWeight,
      weightAfter: (item.countBefore - item.units) * unitWeight,
      unitWeightGrams: product.unitWeightGrams,
      toleranceGrams: unitWeight ? toleranceGrams(unitWeight, product.tolerancePercent ?? 0) : null,
      units: item.units,
    });
  }
  if (!items.length) return undefined;
  const amount = fromCents(total);
  const memberCard =
    known.seed % 1000 < MEMBER_CARD_SHARE * 1000 ? MEMBER_CARDS[known.seed % MEMBER_CARDS.length]! : null;
  const opened = new Date(event.at.getTime() - 20_000 - (known.seed % 40_000));
  return {
    orgId: kiosk.orgId,
    kioskId: kiosk.id,
    sessionId,
    userId: null,
    created: event.at,
    total: amount,
    cardType: event.cardType,
    memberCardId: memberCard,
    promoCode: null,
    paymentStatus: event.paid ? 'paid' : 'not_paid',
    paymentAmount: amount,
    paymentProvider: 'stripe',
    paymentCardType: event.cardType,
    evidence: {
      openedAt: opened.toISOString(),
      closedAt: event.at.toISOString(),
      card: { cardType: event.cardType, last4: last4(known.seed), ...(memberCard ? { memberCardId: memberCard } : {}) },
      cells,
    },
    items,
  };
}

function refillOf(
  kiosk: DemoKiosk,
  sessionId: string,
  event: Extract<HistoryEvent, { kind: 'refill' }>,
  facts: Map<string, ProductFacts>,
): PastRefillInput | undefined {
  const items: PastRefillInput['items'] = [];
  for (const item of event.items) {
    const product = facts.get(item.productId);
    if (!product) continue;
    items.push({
      cellId: item.cellId,
      productLineId: product.id,
      name: product.name,
      articleNumber: product.articleNumber,
      count: item.count,
      refillCost: refillCost(item.count, product.defaultCost),
      weight: item.count * (product.unitWeightGrams ?? 0),
    });
  }
  if (!items.length) return undefined;
  return {
    orgId: kiosk.orgId,
    kioskId: kiosk.id,
    type: event.mode === 'automatic' ? 'AUTOMATIC' : 'TABLET',
    createdBy: null,
    sessionId,
    sessionClosedAt: event.at,
    created: event.at,
    items,
  };
}
