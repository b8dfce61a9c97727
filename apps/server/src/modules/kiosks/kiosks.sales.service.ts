import type { FastifyBaseLogger } from 'fastify';
import { createCoalescedWork } from '../../lib/coalesced-work.ts';
import type { Db } from '../../db/client.ts';
import type { KioskFacts } from './kiosks.facts.ts';
import type { KioskChanges } from './kiosks.live.ts';
import type { SaleCell as CellRow, SaleProductFacts as ProductFacts, StockCellsPort } from './kiosks.ports.ts';
import { createSalesSessionsRepository, type SessionRow } from './kiosks.sales.repository.ts';
import {
  type CellEvidence,
  type SessionEvidence,
  cellProductOf,
  fromCents,
  paymentStatusOf,
  purchaseCells,
  refillTypeOf,
  toCents,
  unitsOfCell,
} from './kiosks.sales.rules.ts';

/** What the sales derivation needs of the products module. */
export interface SalesProductsPort {
  facts(ids: readonly string[]): Promise<Map<string, ProductFacts>>;
  pricesInForce(kioskId: string, productIds: readonly string[], at: Date): Promise<Map<string, string>>;
  /** Tax rate in percent (decimal text) per product; products without a tax are absent. */
  taxRates(ids: readonly string[]): Promise<Map<string, string>>;
}

/** What the sales derivation needs of the users module: who holds a member card. */
export interface SalesUsersPort {
  memberCardOwners(cardIds: readonly string[]): Promise<Map<string, string>>;
}

interface SalePaymentInput {
  paymentStatus: 'paid' | 'pending' | 'not_paid';
  paymentAmount: string | null;
  paymentProvider: string | null;
  paymentCardType: string | null;
}

/** A sale as the transactions module records it (on the caller's transaction). */
export interface SaleInput extends SalePaymentInput {
  orgId: string;
  kioskId: string;
  sessionId: string;
  userId: string | null;
  created: Date;
  total: string;
  cardType: string | null;
  memberCardId: string | null;
  promoCode: string | null;
  evidence: SessionEvidence;
  items: {
    productLineId: string | null;
    name: string;
    articleNumber: string | null;
    price: string;
    tax: string;
    cost: string;
  }[];
}

/** A refill session as the transactions module records it (on the caller's transaction). */
export interface SessionRefillInput {
  orgId: string;
  kioskId: string;
  type: 'AUTOMATIC' | 'TABLET' | 'MISSION_CONTROL' | 'PRODUCTS_RETURNED';
  createdBy: null;
  sessionId: string;
  sessionClosedAt: Date;
  items: {
    cellId: string;
    productLineId: string | null;
    name: string;
    articleNumber: string | null;
    count: number;
    refillCost: string;
    weight: number;
  }[];
}

/** What the sales derivation needs of the transactions module (writes on the caller's transaction `tx`). */
export interface SalesTransactionsPort {
  recordSale(tx: Db, sale: SaleInput): Promise<{ id: string } | null>;
  updateSalePayment(tx: Db, kioskId: string, sessionId: string, payment: SalePaymentInput): Promise<boolean>;
  hasRefillOfSession(tx: Db, kioskId: string, sessionId: string): Promise<boolean>;
  recordRefill(tx: Db, refill: SessionRefillInput): Promise<unknown>;
  /** Sessions with a sale (its payment status) or a refill (null), by `kioskId/sessionId`. */
  derivedSessions(
    keys: readonly { kioskId: string; sessionId: string }[],
  ): Promise<Map<string, SalePaymentInput['paymentStatus'] | null>>;
}

interface Deps {
  db: Db;
  products: SalesProductsPort;
  transactions: SalesTransactionsPort;
  users: SalesUsersPort;
  changes: Pick<KioskChanges, 'notify'>;
  /** The kiosk's load cells and their counts (the stock module's planogram and batches), on `db` or `tx`. */
  cells: StockCellsPort;
  /** Weighed purchases for the alert engine (published with the sale's transaction). */
  facts?: Pick<KioskFacts, 'record'>;
  logger: FastifyBaseLogger;
}

/** The sweep looks this far back for closed sessions without their sale or refill. */
const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;
/** Sessions the sweep derived to nothing, remembered (per process) up to this many. */
const SETTLED_MAX = 100_000;
/** Derivations after the ingest at once (a fleet's backlog closes thousands of sessions in seconds). */
const DERIVE_CONCURRENCY = 4;

/** The facts a derivation reads before its transaction (products may change meanwhile: rare, harmless). */
interface Facts {
  cells: CellRow[];
  products: Map<string, ProductFacts>;
  prices: Map<string, string>;
  taxes: Map<string, string>;
  tolerance: number;
  owner: string | null;
}

function paymentOf(session: SessionRow): SalePaymentInput {
  return {
    paymentStatus: paymentStatusOf(session.paymentStatus),
    paymentAmount: session.payment?.amount ?? null,
    paymentProvider: session.payment?.provider ?? null,
    paymentCardType: session.payment?.cardType ?? null,
  };
}

/** Each session cell's weights with the cell's product (null: unknown cell or no product). */
function weighed(session: SessionRow, facts: Facts, locked: CellRow[]): CellEvidence[] {
  return (session.cells ?? []).map((weights) => {
    const cell = locked.find((row) => row.cellId === weights.cellId);
    const product = cell?.productId ? facts.products.get(cell.productId) : undefined;
    return unitsOfCell(weights, cellProductOf(product), facts.tolerance);
  });
}

/**
 * Closed sessions → sales and refills (device contract §4). Each derivation is one database transaction
 * on the locked session row and the kiosk's locked cells: the sale (or refill) and the cell counts commit
 * together, and a derivation that finds its session's sale or refill already recorded changes nothing
 * (a redelivered `session.closed`). A `payment` after the close updates the sale's payment status.
 */
/** A session the sweep derived to nothing, as of its payment (a later payment makes it worth a look again). */
const settledKey = (session: { kioskId: string; sessionId: string; paymentStatus: string | null }) =>
  `${session.kioskId}/${session.sessionId}/${session.paymentStatus ?? ''}`;

export function createSalesService({
  db,
  products,
  transactions,
  users,
  changes,
  cells: stock,
  facts: factsOut,
  logger,
}: Deps) {
  const settled = new Set<string>();
  const afterIngest = createCoalescedWork(DERIVE_CONCURRENCY);
  async function factsOf(kioskId: string, session: SessionRow): Promise<Facts> {
    const sessions = createSalesSessionsRepository(db);
    const cells = await stock.cellsOf(db, kioskId);
    const ids = [...new Set(cells.flatMap((cell) => (cell.productId ? [cell.productId] : [])))];
    const at = session.openedAt ?? new Date();
    const card = session.card?.memberCardId;
    const [productFacts, prices, taxes, tolerance, owners] = await Promise.all([
      products.facts(ids),
      products.pricesInForce(kioskId, ids, at),
      products.taxRates(ids),
      sessions.kioskTolerance(kioskId),
      card ? users.memberCardOwners([card]) : Promise.resolve(new Map<string, string>()),
    ]);
    return { cells, products: productFacts, prices, taxes, tolerance, owner: card ? (owners.get(card) ?? null) : null };
  }

  async function purchase(
    tx: Db,
    kiosk: { id: string; orgId: string },
    session: SessionRow,
    facts: Facts,
    weighedOut: (cells: CellEvidence[]) => void,
  ) {
    const locked = await stock.cellsOf(tx, kiosk.id, true);
    const { evidence, charged } = purchaseCells(weighed(session, facts, locked));
    const payment = paymentOf(session);
    // A payment for a sale recorded before reaches it even when the cells would charge nothing now (the
    // cell's product changed since): the sale keeps what it charged, and takes the session's payment.
    const settlePayment = () =>
      session.paymentStatus ? transactions.updateSalePayment(tx, kiosk.id, session.sessionId, payment) : false;
    if (!charged.length) {
      weighedOut(evidence);
      return settlePayment(); // Nothing charged: no sale (the session and its events stay in the log).
    }
    const items: SaleInput['items'] = [];
    let total = 0n;
    const nextCounts = new Map<string, number>();
    for (const cell of charged) {
      const product = facts.products.get(cell.productLineId ?? '');
      const row = locked.find((candidate) => candidate.cellId === cell.cellId);
      if (!product || !row) continue;
      const units = cell.units ?? 0;
      const price = facts.prices.get(product.id) ?? '0.00';
      for (let unit = 0; unit < units; unit += 1) {
        items.push({
          productLineId: product.id,
          name: product.name,
          articleNumber: product.articleNumber,
          price,
          tax: facts.taxes.get(product.id) ?? '0',
          cost: product.defaultCost,
        });
      }
      total += toCents(price) * BigInt(units);
      // A count cannot go below 0: the units beyond it are noted in the evidence (the stock was off).
      if (units > row.count) cell.stockShortBy = units - row.count;
      nextCounts.set(row.id, Math.max(row.count - units, 0));
    }
    const sale = await transactions.recordSale(tx, {
      orgId: kiosk.orgId,
      kioskId: kiosk.id,
      sessionId: session.sessionId,
      userId: facts.owner,
      created: session.closedAt ?? new Date(),
      total: fromCents(total),
      cardType: session.card?.cardType ?? null,
      memberCardId: session.card?.memberCardId ?? null,
      promoCode: null,
      ...payment,
      evidence: {
        openedAt: session.openedAt?.toISOString() ?? null,
        closedAt: session.closedAt?.toISOString() ?? null,
        card: session.card ?? null,
        cells: evidence,
      },
      items,
    });
    if (sale) weighedOut(evidence);
    // Recorded before: only a payment that arrived since may change it.
    if (!sale) return settlePayment();
    for (const row of locked) {
      const count = nextCounts.get(row.id);
      if (count === undefined || count === row.count) continue;
      // Sold units leave the cell's batches first-expiring first (FEFO), in this transaction (ADR 0023).
      await stock.setCount(tx, row, count, { source: 'count', sessionId: session.sessionId });
    }
    return true;
  }

  async function refill(tx: Db, kiosk: { id: string; orgId: string }, session: SessionRow, facts: Facts) {
    if (await transactions.hasRefillOfSession(tx, kiosk.id, session.sessionId)) return false;
    const locked = await stock.cellsOf(tx, kiosk.id, true);
    const items: SessionRefillInput['items'] = [];
    for (const cell of weighed(session, facts, locked)) {
      const row = locked.find((candidate) => candidate.cellId === cell.cellId);
      const product = facts.products.get(cell.productLineId ?? '');
      if (!row || !product || !cell.units) continue; // refused or nothing moved
      const count = -cell.units; // units are "taken"; a refill adds
      items.push({
        cellId: cell.cellId,
        productLineId: product.id,
        name: product.name,
        articleNumber: product.articleNumber,
        count,
        refillCost: fromCents(toCents(product.defaultCost) * BigInt(count)),
        weight: cell.weightAfter - cell.weightBefore,
      });
      const next = Math.max(row.count + count, 0);
      // Units weighed in become an unknown-date batch of the session (dated later by dateCellStock).
      await stock.setCount(tx, row, next, { source: 'session', sessionId: session.sessionId });
    }
    if (!items.length) return false;
    await transactions.recordRefill(tx, {
      orgId: kiosk.orgId,
      kioskId: kiosk.id,
      type: refillTypeOf(session.mode),
      createdBy: null,
      sessionId: session.sessionId,
      sessionClosedAt: session.closedAt ?? new Date(),
      items,
    });
    return true;
  }

  /** Derives one session's sale or refill (or its late payment); true when something was written. */
  async function derive(kiosk: { id: string; orgId: string }, sessionId: string): Promise<boolean> {
    const current = await createSalesSessionsRepository(db).session(kiosk.id, sessionId);
    // Not before its opening arrived too (out of order): only the opening says purchase or refill, the
    // card and the instant whose prices apply.
    if (!current?.closedAt || !current.openedAt || !current.cells) return false;
    const facts = await factsOf(kiosk.id, current);
    const changed = await db.transaction(async (tx) => {
      const purchased: { cells?: CellEvidence[] } = {};
      const session = await createSalesSessionsRepository(tx).session(kiosk.id, sessionId, true);
      if (!session?.closedAt || !session.openedAt || !session.cells) return false;
      const written =
        session.kind === 'purchase'
          ? await purchase(tx, kiosk, session, facts, (cells) => (purchased.cells = cells))
          : await refill(tx, kiosk, session, facts);
      // The weighed purchase is a device fact, published with the sale it explains (ADR 0014).
      const weighedCells = purchased.cells;
      if (weighedCells) {
        await factsOut?.record(tx as unknown as Db, [
          {
            kind: 'purchase',
            kiosk: { id: kiosk.id, orgId: kiosk.orgId },
            receivedAt: new Date(),
            sessionId,
            closedAt: session.closedAt,
            cells: weighedCells.map(({ cellId, units, refused }) => ({ cellId, units, refused: refused ?? null })),
          },
        ]);
      }
      return written;
    });
    if (changed) changes.notify(kiosk, ['details']);
    return changed;
  }

  return {
    derive,

    /**
     * After a session event committed (the ingest's post-commit step): derives the session without holding
     * up the message's acknowledgement. A failure is logged; the sweep derives the session later.
     */
    sessionChanged(kiosk: { id: string; orgId: string }, sessionId: string): Promise<void> {
      // One derivation of a session at a time, a few at once: unbounded, a backlog's derivations took every
      // pooled connection waiting on each other's session locks, and the ingest and logins timed out.
      return afterIngest.run(`${kiosk.id}/${sessionId}`, () =>
        derive(kiosk, sessionId).then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, kioskId: kiosk.id, sessionId }, 'deriving a session failed'),
        ),
      );
    },

    /**
     * Before the database closes: lets the derivations in progress end and starts no more (the sweep
     * derives the others at the next start).
     */
    stop: () => afterIngest.stop(),

    /**
     * Derives sessions closed in the last day that have no sale or refill yet, and those whose sale's
     * payment status is not the session's (the payment committed on the session, and a stop or a failure
     * came before it reached the sale). Sessions that charge nothing never get a row: once derived to
     * nothing they are remembered in memory so later rounds skip them, until their payment changes.
     */
    async sweep(now = new Date()): Promise<number> {
      const sessions = createSalesSessionsRepository(db);
      const since = new Date(now.getTime() - SWEEP_WINDOW_MS);
      let derived = 0;
      let after: { closedAt: Date; id: string } | undefined;
      for (;;) {
        const page = await sessions.closedSince(since, SWEEP_BATCH, after);
        const last = page.at(-1);
        if (!last?.closedAt) break;
        after = { closedAt: last.closedAt, id: last.id };
        const open = page.filter((session) => !settled.has(settledKey(session)));
        const done = await transactions.derivedSessions(open);
        for (const session of open) {
          const key = `${session.kioskId}/${session.sessionId}`;
          const recorded = done.get(key);
          // A refill (null), or a sale that already has the session's payment status.
          if (done.has(key) && (recorded === null || recorded === paymentStatusOf(session.paymentStatus))) continue;
          if (await derive({ id: session.kioskId, orgId: session.orgId }, session.sessionId)) derived += 1;
          else {
            if (settled.size >= SETTLED_MAX) settled.clear();
            settled.add(settledKey(session));
          }
        }
        if (page.length < SWEEP_BATCH) break;
      }
      return derived;
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
