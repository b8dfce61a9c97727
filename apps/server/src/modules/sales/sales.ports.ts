import type { Db } from '../../db/client.ts';

/** A kiosk's load cell as the session → sale derivation counts it (the stock module's planogram). */
export interface SaleCell {
  id: string;
  kioskId: string;
  orgId: string;
  cellId: string;
  productId: string | null;
  count: number;
}

/** A product's facts as the session → sale derivation needs them (the products module's facts). */
export interface SaleProductFacts {
  id: string;
  name: string;
  articleNumber: string | null;
  unitWeightGrams: number | null;
  tolerancePercent: number | null;
  /** Exact decimal string. */
  defaultCost: string;
}

/**
 * What the session → sale derivation needs of the stock module (wired in modules.ts): the kiosk's cells and
 * their counts, read and written on the derivation's own transaction (`tx`), so the sale and the counts commit
 * together.
 */
export interface StockCellsPort {
  /** The kiosks' cells; `lock` holds them (taken in kiosk and cell order: no deadlock) until the transaction ends. */
  cellsOf(db: Db, kioskIds: readonly string[], lock?: boolean): Promise<SaleCell[]>;
  /** On a locked cell: its new count, and its batches made to hold it (ADR 0023). */
  setCount(
    tx: Db,
    cell: SaleCell,
    count: number,
    origin: { source: 'count' | 'session'; sessionId: string },
  ): Promise<void>;
  /**
   * On locked cells: counts set one after another in the order given (a cell may come more than once), as
   * `setCount` would one at a time, in a fixed number of statements (a run's sales).
   */
  setCounts(
    tx: Db,
    entries: readonly { cell: SaleCell; count: number; origin: { source: 'count' | 'session'; sessionId: string } }[],
  ): Promise<void>;
}

/** A weighed purchase, one of the kiosks module's device facts (`kiosks.facts`, ADR 0014). */
export interface PurchaseFact {
  kind: 'purchase';
  kiosk: { id: string; orgId: string };
  receivedAt: Date;
  sessionId: string;
  closedAt: Date;
  cells: readonly { cellId: string; units: number | null; refused?: string | null }[];
}

/**
 * What the sales derivation needs of the kiosks module (wired in modules.ts): the console's change notices
 * (a kiosk's counts changed) and its device facts, on which the weighed purchases are published with the
 * sale's transaction (the alert engine subscribes).
 */
export interface KiosksPort {
  /** Tells open consoles that a kiosk's details (its counts) changed. */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly 'details'[]): void;
  /** Publishes weighed purchases on the kiosks' device facts, on the transaction that stored the sale. */
  recordFacts(tx: Db, facts: readonly PurchaseFact[]): Promise<void>;
}
