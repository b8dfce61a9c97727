import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group.ts';
import type {
  KiosksPort,
  PurchaseFact,
  SaleCell as CellRow,
  SaleProductFacts as ProductFacts,
  StockCellsPort,
} from './sales.ports.ts';
import { createSalesSessionsRepository, type ReadySession, type SessionRow } from './sales.repository.ts';
import {
  type CellEvidence,
  cellProductOf,
  fromCents,
  paymentStatusOf,
  purchaseCells,
  refillTypeOf,
  toCents,
  unitsOfCell,
} from './sales.rules.ts';
import type {
  SaleInput,
  SalesProductsPort,
  SalesTransactionsPort,
  SalesUsersPort,
  SessionRefillInput,
} from './sales.service.ts';

type SalePaymentInput = Parameters<SalesTransactionsPort['updateSalePayment']>[3];

interface Deps {
  db: Db;
  products: SalesProductsPort;
  transactions: SalesTransactionsPort;
  users: SalesUsersPort;
  cells: StockCellsPort;
  /** Weighed purchases, published on the kiosks' device facts with the sale's transaction. */
  facts?: { record: KiosksPort['recordFacts'] };
}

export interface SessionKey {
  kiosk: { id: string; orgId: string };
  sessionId: string;
}

/** What one run of `deriveSessions` did: the sessions it wrote for, and those another transaction held. */
export interface Derived {
  changed: SessionKey[];
  /** Locked by another transaction (the ingest writing them): not derived now; ask again. */
  skipped: SessionKey[];
}

/** The facts a derivation reads before its transaction (products may change meanwhile: rare, harmless). */
interface Facts {
  products: Map<string, ProductFacts>;
  prices: Map<string, string>;
  taxes: Map<string, string>;
  tolerance: number;
  owner: string | null;
}

/** A sale decided in a batch, recorded with the batch's others in one insert after its loop. */
interface PendingSale {
  session: SessionRow;
  sale: SaleInput;
  /** The cells' counts after it (sold units leave the batches first-expiring first, ADR 0023). */
  counts: { row: CellRow; count: number }[];
  /** Its purchase fact, once recorded. */
  sold: () => void;
}

/** Purchase facts remembered (per process) up to this many sessions. */
const PUBLISHED_MAX = 100_000;

const keyOf = (kioskId: string, sessionId: string) => `${kioskId}/${sessionId}`;

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
 * Closed sessions → sales and refills (device contract §4), a batch of sessions in one transaction on the
 * locked session rows and their kiosks' locked cells: the sales (or refills), the cell counts and one
 * job of purchase facts commit together. A session whose sale or refill is already recorded changes
 * nothing (a redelivered `session.closed`, a re-derivation), apart from a payment that arrived since.
 */
export function createSalesDerivation({ db, products, transactions, users, cells: stock, facts: factsOut }: Deps) {
  /** Per session: the purchase fact last published by this process (a re-derivation that weighs the same publishes none). */
  const published = new Map<string, string>();

  /**
   * The facts of each session, read together for the batch (cells, products, prices, taxes, cards), and
   * the kiosks that had cells when read.
   */
  async function factsOf(sessions: ReadySession[]): Promise<{ facts: Map<string, Facts>; withCells: Set<string> }> {
    const kioskIds = [...new Set(sessions.map((session) => session.kioskId))];
    const cells = await stock.cellsOf(db, kioskIds);
    const withCells = new Set(cells.map((cell) => cell.kioskId));
    const productsOf = new Map<string, Set<string>>();
    for (const cell of cells) {
      if (cell.productId) productsOf.set(cell.kioskId, (productsOf.get(cell.kioskId) ?? new Set()).add(cell.productId));
    }
    const ids = [...new Set(cells.flatMap((cell) => (cell.productId ? [cell.productId] : [])))];
    const cards = [...new Set(sessions.flatMap((session) => session.card?.memberCardId ?? []))];
    const [productFacts, taxes, owners, prices] = await Promise.all([
      ids.length ? products.facts(ids) : new Map<string, ProductFacts>(),
      products.taxRates(ids),
      cards.length ? users.memberCardOwners(cards) : new Map<string, string>(),
      products.pricesInForceMany(
        sessions.map((session) => ({
          kioskId: session.kioskId,
          productLineIds: [...(productsOf.get(session.kioskId) ?? [])],
          at: session.openedAt ?? new Date(),
        })),
      ),
    ]);
    const facts = new Map(
      sessions.map((session, index) => {
        const card = session.card?.memberCardId;
        return [
          keyOf(session.kioskId, session.sessionId),
          {
            products: productFacts,
            prices: prices[index] ?? new Map(),
            taxes,
            tolerance: session.tolerance,
            owner: card ? (owners.get(card) ?? null) : null,
          },
        ];
      }),
    );
    return { facts, withCells };
  }

  /**
   * A purchase's sale to record (with the batch's others, after the loop) or its late payment (written now:
   * true when it changed something); `weighedOut` gets the cells when the purchase fact is due. The cells'
   * counts move on in `locked` at once, so the batch's next session of this kiosk weighs against them.
   */
  async function purchase(
    tx: Db,
    kiosk: { id: string; orgId: string },
    session: SessionRow,
    facts: Facts,
    locked: CellRow[],
    hasSale: boolean,
    weighedOut: (cells: CellEvidence[], sold: boolean) => void,
  ): Promise<boolean | PendingSale> {
    const { evidence, charged } = purchaseCells(weighed(session, facts, locked));
    const payment = paymentOf(session);
    // A payment for a sale recorded before reaches it even when the cells would charge nothing now (the
    // cell's product changed since): the sale keeps what it charged, and takes the session's payment.
    const settlePayment = (saleExists: boolean) =>
      saleExists && session.paymentStatus
        ? transactions.updateSalePayment(tx, kiosk.id, session.sessionId, payment)
        : false;
    if (!charged.length) {
      weighedOut(evidence, false);
      return settlePayment(hasSale); // Nothing charged: no sale (the session and its events stay in the log).
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
    // Recorded before (the session locked, so nothing records it meanwhile): only a payment may change it.
    if (hasSale) return settlePayment(true);
    const counts: PendingSale['counts'] = [];
    for (const row of locked) {
      const count = nextCounts.get(row.id);
      if (count === undefined || count === row.count) continue;
      counts.push({ row, count });
      row.count = count; // the batch's next session of this kiosk weighs against the new count
    }
    return {
      session,
      sale: {
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
      },
      counts,
      sold: () => weighedOut(evidence, true),
    };
  }

  async function refill(
    tx: Db,
    kiosk: { id: string; orgId: string },
    session: SessionRow,
    facts: Facts,
    locked: CellRow[],
  ): Promise<boolean> {
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
      row.count = next;
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

  /** Derives these sessions (distinct keys) in one transaction; see `Derived`. */
  async function deriveSessions(asked: readonly SessionKey[]): Promise<Derived> {
    const keys = asked.map(({ kiosk, sessionId }) => ({ kioskId: kiosk.id, sessionId }));
    const kioskOf = new Map(asked.map(({ kiosk }) => [kiosk.id, kiosk]));
    // Not before its opening arrived too (out of order): only the opening says purchase or refill, the
    // card and the instant whose prices apply. Read once (docs/performance.md "Fourth round"): the
    // transaction locks the sessions unchanged since; one changed meanwhile or held by another transaction
    // (the ingest writing it) is skipped, and asked for again.
    const current = await createSalesSessionsRepository(db).ready(keys);
    if (!current.length) return { changed: [], skipped: [] };
    const { facts: factsBySession, withCells } = await factsOf(current);
    const notices = new Map<string, string>();
    const result = await db.transaction(async (tx) => {
      const lockedIds = await createSalesSessionsRepository(tx).lockUnchanged(current);
      const locked = current.filter((session) => lockedIds.has(session.id));
      const skipped = current.filter((session) => !lockedIds.has(session.id));
      // The cells are locked (and read afresh) only for kiosks that had cells before the transaction: a kiosk
      // without any derives as a planogram saved after that read had not been there yet (nothing it could
      // charge or count: its products' facts were not read either) — one statement less per run.
      const cellKiosks = [...new Set(locked.map((s) => s.kioskId))].filter((id) => withCells.has(id));
      const cells = await stock.cellsOf(tx, cellKiosks, true);
      const cellsOf = groupBy(cells, (cell) => cell.kioskId);
      const done = await transactions.derivedSessions(locked, tx);
      const changed: SessionRow[] = [];
      const outbox: PurchaseFact[] = [];
      let pending: PendingSale[] = [];
      /** The sales decided so far, in one insert; then their counts, in the order they were decided. */
      const recordPending = async () => {
        if (!pending.length) return;
        const list = pending;
        pending = [];
        const recorded = await transactions.recordSales(
          tx,
          list.map(({ sale }) => sale),
        );
        const entries: Parameters<StockCellsPort['setCounts']>[1][number][] = [];
        for (const [index, { session, counts, sold }] of list.entries()) {
          if (!recorded[index]) continue; // (the session is locked: its sale cannot appear meanwhile)
          sold();
          for (const { row, count } of counts) {
            entries.push({ cell: row, count, origin: { source: 'count', sessionId: session.sessionId } });
          }
          changed.push(session);
        }
        await stock.setCounts(tx, entries);
      };
      for (const session of locked) {
        const key = keyOf(session.kioskId, session.sessionId);
        const kiosk = kioskOf.get(session.kioskId) ?? { id: session.kioskId, orgId: session.orgId };
        const facts = factsBySession.get(key);
        if (!facts) continue; // (read with the session: always there)
        const kioskCells = cellsOf.get(session.kioskId) ?? [];
        const publish = (weighedCells: CellEvidence[], sold: boolean) => {
          const cellsOut = weighedCells.map(({ cellId, units, refused }) => ({
            cellId,
            units,
            refused: refused ?? null,
          }));
          const notice = JSON.stringify(cellsOut);
          // Nothing sold: published when it says something new (a re-derivation of the same weights: no).
          if (!sold && published.get(key) === notice) return;
          notices.set(key, notice);
          // The weighed purchase is a device fact, published with the sale it explains (ADR 0014).
          outbox.push({
            kind: 'purchase',
            kiosk,
            receivedAt: new Date(),
            sessionId: session.sessionId,
            closedAt: session.closedAt ?? new Date(),
            cells: cellsOut,
          });
        };
        if (session.kind === 'purchase') {
          const outcome = await purchase(tx, kiosk, session, facts, kioskCells, !!done.get(key), publish);
          if (typeof outcome === 'object') pending.push(outcome);
          else if (outcome) changed.push(session);
        } else if (!done.has(key)) {
          // A refill writes its counts now: the sales decided before it write theirs first.
          await recordPending();
          if (await refill(tx, kiosk, session, facts, kioskCells)) changed.push(session);
        }
      }
      await recordPending();
      if (outbox.length) await factsOut?.record(tx, outbox);
      return { changed, skipped };
    });
    if (published.size + notices.size > PUBLISHED_MAX) published.clear();
    for (const [key, notice] of notices) published.set(key, notice);
    const toKey = (session: SessionRow): SessionKey => ({
      kiosk: kioskOf.get(session.kioskId) ?? { id: session.kioskId, orgId: session.orgId },
      sessionId: session.sessionId,
    });
    return { changed: result.changed.map(toKey), skipped: result.skipped.map(toKey) };
  }

  return { deriveSessions };
}
