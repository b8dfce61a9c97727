import type { FastifyBaseLogger } from 'fastify';
import { createCoalescedBatches } from '../../lib/coalesced-work.ts';
import type { Db } from '../../db/client.ts';
import { createSalesDerivation, type SessionKey } from './sales.derivation.service.ts';
import type { KiosksPort, SaleProductFacts as ProductFacts, StockCellsPort } from './sales.ports.ts';
import { createSalesSessionsRepository } from './sales.repository.ts';
import { type SessionEvidence, paymentStatusOf } from './sales.rules.ts';

/** What the sales derivation needs of the products module. */
export interface SalesProductsPort {
  facts(ids: readonly string[]): Promise<Map<string, ProductFacts>>;
  /** For each ask, the price in force at its instant in its kiosk for each of its products (one read for all). */
  pricesInForceMany(
    asks: readonly { kioskId: string; productLineIds: readonly string[]; at: Date }[],
  ): Promise<Map<string, string>[]>;
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
  /** The sales, in one insert; per sale its id, or null when its session already has one. */
  recordSales(tx: Db, sales: readonly SaleInput[]): Promise<({ id: string } | null)[]>;
  updateSalePayment(tx: Db, kioskId: string, sessionId: string, payment: SalePaymentInput): Promise<boolean>;
  hasRefillOfSession(tx: Db, kioskId: string, sessionId: string): Promise<boolean>;
  recordRefill(tx: Db, refill: SessionRefillInput): Promise<unknown>;
  /** Sessions with a sale (its payment status) or a refill (null), by `kioskId/sessionId` (in `tx` when given). */
  derivedSessions(
    keys: readonly { kioskId: string; sessionId: string }[],
    tx?: Db,
  ): Promise<Map<string, SalePaymentInput['paymentStatus'] | null>>;
}

interface Deps {
  db: Db;
  products: SalesProductsPort;
  transactions: SalesTransactionsPort;
  users: SalesUsersPort;
  /** The console's change notices (the kiosks module). */
  changes: Pick<KiosksPort, 'notify'>;
  /** The kiosks' load cells and their counts (the stock module's planogram and batches), on `db` or `tx`. */
  cells: StockCellsPort;
  /** Weighed purchases for the alert engine (published with the sale's transaction). */
  facts?: { record: KiosksPort['recordFacts'] };
  logger: FastifyBaseLogger;
}

/** The sweep looks this far back for closed sessions without their sale or refill. */
const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;
/** Sessions the sweep derived to nothing, remembered (per process) up to this many. */
const SETTLED_MAX = 100_000;
/**
 * Derivation batches after the ingest at once. Each run costs the same few statements whatever its size
 * and takes every session due when it starts, so more runs at once mean smaller ones: with four, a steady
 * 1,000 sessions a second took 31 runs a second of about 30 sessions — a third of all statements the
 * ingest bench sent (docs/performance.md "Eighth round").
 */
const DERIVE_CONCURRENCY = 2;
/**
 * Sessions derived in one transaction at most: one round of reads and one facts job for all of them
 * (on PGlite each derivation in its own transaction took most of the database's time, issue 28), while
 * a batch holds its sessions' and kiosks' cells locks only briefly (a fleet's backlog closes thousands of
 * sessions in seconds).
 */
const DERIVE_BATCH = 250;
/** A session another transaction holds is tried again after this long (the ingest commits meanwhile). */
const HELD_RETRY_MS = 20;
/**
 * A session's derivation waits this long after it was asked for, so what a kiosk sends together — the
 * closing and the payment of a purchase, in a reconnecting kiosk's burst or under load — is derived once.
 */
const DERIVE_GATHER_MS = 100;
/**
 * After a derivation run its slot rests this long: what closed meanwhile goes in its next run (at most about
 * ten runs a second with two slots, whatever the stream), and a sale is on the console within half a second.
 * A run of a full batch (a fleet's backlog) does not rest.
 */
const DERIVE_REST_MS = 200;

/** A session the sweep derived to nothing, as of its payment (a later payment makes it worth a look again). */
const settledKey = (session: { kioskId: string; sessionId: string; paymentStatus: string | null }) =>
  `${session.kioskId}/${session.sessionId}/${session.paymentStatus ?? ''}`;

const sessionKey = ({ kiosk, sessionId }: SessionKey) => `${kiosk.id}/${sessionId}`;

/**
 * Closed sessions → sales and refills (device contract §4), derived in batches (sales.derivation.service.ts):
 * a session's sale (or refill) and the cell counts commit together, and a derivation that finds its
 * session's sale or refill already recorded changes nothing (a redelivered `session.closed`). A
 * `payment` after the close updates the sale's payment status.
 */
export function createSalesService({ db, products, transactions, users, changes, cells, facts, logger }: Deps) {
  const settled = new Set<string>();
  const { deriveSessions } = createSalesDerivation({ db, products, transactions, users, cells, facts });

  /** Derives a batch; a failure derives its sessions one at a time (one bad session fails only itself). */
  async function deriveBatch(asked: SessionKey[]): Promise<{ changed: Set<string>; held: SessionKey[] }> {
    try {
      const derived = await deriveSessions(asked);
      const kiosks = new Map(derived.changed.map(({ kiosk }) => [kiosk.id, kiosk]));
      for (const kiosk of kiosks.values()) changes.notify(kiosk, ['details']);
      return { changed: new Set(derived.changed.map(sessionKey)), held: derived.skipped };
    } catch (error) {
      if (asked.length === 1) throw error;
      const changed = new Set<string>();
      const held: SessionKey[] = [];
      for (const one of asked) {
        try {
          const result = await deriveBatch([one]);
          for (const key of result.changed) changed.add(key);
          held.push(...result.held);
        } catch (failure) {
          logger.warn({ err: failure, kioskId: one.kiosk.id, sessionId: one.sessionId }, 'deriving a session failed');
        }
      }
      return { changed, held };
    }
  }

  // One derivation of a session at a time, a few batches at once: unbounded, a backlog's derivations took
  // every pooled connection waiting on each other's session locks, and the ingest and logins timed out.
  const afterIngest = createCoalescedBatches<SessionKey>(
    DERIVE_CONCURRENCY,
    DERIVE_BATCH,
    async (asked) => {
      try {
        const { held } = await deriveBatch(asked);
        // Held by the ingest's transaction: asked again (it runs after this run, once the commit is near).
        if (held.length) await new Promise((resolve) => setTimeout(resolve, HELD_RETRY_MS));
        for (const key of held) void afterIngest.run(sessionKey(key), key);
      } catch (error) {
        const [one] = asked;
        logger.warn({ err: error, kioskId: one?.kiosk.id, sessionId: one?.sessionId }, 'deriving a session failed');
      }
    },
    { gatherMs: DERIVE_GATHER_MS, restMs: DERIVE_REST_MS },
  );

  /** Derives one session's sale or refill (or its late payment); true when something was written. */
  async function derive(kiosk: { id: string; orgId: string }, sessionId: string): Promise<boolean> {
    for (;;) {
      const { changed, held } = await deriveBatch([{ kiosk, sessionId }]);
      if (!held.length) return changed.size > 0;
      await new Promise((resolve) => setTimeout(resolve, HELD_RETRY_MS));
    }
  }

  return {
    derive,

    /**
     * After a session event committed (the ingest's post-commit step): derives the session without holding
     * up the message's acknowledgement, in a batch with the other sessions asked for meanwhile. A failure
     * is logged; the sweep derives the session later.
     */
    sessionChanged(kiosk: { id: string; orgId: string }, sessionId: string): Promise<void> {
      const key = { kiosk: { id: kiosk.id, orgId: kiosk.orgId }, sessionId };
      return afterIngest.run(sessionKey(key), key);
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
        const due = open.filter((session) => {
          const key = `${session.kioskId}/${session.sessionId}`;
          const recorded = done.get(key);
          // A refill (null), or a sale that already has the session's payment status.
          return !(done.has(key) && (recorded === null || recorded === paymentStatusOf(session.paymentStatus)));
        });
        for (let start = 0; start < due.length; start += DERIVE_BATCH) {
          const chunk = due.slice(start, start + DERIVE_BATCH);
          const { changed, held } = await deriveBatch(
            chunk.map((session) => ({
              kiosk: { id: session.kioskId, orgId: session.orgId },
              sessionId: session.sessionId,
            })),
          );
          const heldKeys = new Set(held.map(sessionKey));
          for (const session of chunk) {
            const key = `${session.kioskId}/${session.sessionId}`;
            if (changed.has(key)) derived += 1;
            else if (!heldKeys.has(key)) {
              // Derived to nothing (a held one is looked at again next round).
              if (settled.size >= SETTLED_MAX) settled.clear();
              settled.add(settledKey(session));
            }
          }
        }
        if (page.length < SWEEP_BATCH) break;
      }
      return derived;
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
