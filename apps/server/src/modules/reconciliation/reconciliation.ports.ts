import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** A kiosk as the reconciliation module needs it: which one, and whose. */
export interface KioskRef {
  id: string;
  orgId: string;
}

/** What the reconciliation module needs of the kiosks module (wired in modules.ts): kiosks in the caller's scope. */
export interface KiosksPort {
  /** A kiosk in the scope; unknown or out of scope: undefined (the caller names the field it fails). */
  findById(scope: Scope, id: string): Promise<KioskRef | undefined>;
}

/** The field operations of the reconciliation module that a replayed request may repeat (ADR 0024). */
export type ReconciliationFieldOperation = 'uploadShelfPhoto';

/** What the reconciliation module needs of the field module (ADR 0024): the field scope and replays of its field operations. */
export interface FieldPort {
  /** The caller's scope for field operations: plus the kiosks assigned to them. */
  fieldScope(viewer: Viewer): Promise<Scope>;
  /**
   * Runs a field operation once per (caller, idempotency key): a replay answers the first call's result
   * (`replay(id)`) without running it again. Without a key it simply runs.
   */
  once<T>(
    viewer: Viewer,
    key: string | null | undefined,
    operation: ReconciliationFieldOperation,
    kioskId: string,
    run: () => Promise<T>,
    resultId: (result: T) => string,
    replay: (id: string) => Promise<T>,
  ): Promise<T>;
}

/** What the reconciliation module needs of the stock module: the cells of a kiosk and the product on each. */
export interface StockPort {
  cellsOf(kioskIds: readonly string[]): Promise<{ cellId: string; productId: string | null }[]>;
}

/** A product as the refill history shows it and the weighing rule weighs it (unit weight and tolerance). */
export interface ProductFacts {
  id: string;
  name: string;
  articleNumber: string | null;
  manufacturer: string | null;
  imageUrl: string | null;
  unitWeightGrams: number | null;
  tolerancePercent: number | null;
}

/** What the reconciliation module needs of the products module. */
export interface ProductsPort {
  /** Product facts by id (unknown ids are absent). */
  facts(ids: readonly string[]): Promise<Map<string, ProductFacts>>;
}

/**
 * What the per-person refill history needs of other modules: who opened the door of each refill session
 * (the commands module's `open_door`, sessionId → user id) and people's display names (the users module).
 */
export interface RefillPeoplePort {
  refillOpeners(kioskIds: readonly string[], sessionIds: readonly string[]): Promise<Map<string, string>>;
  userNames(userIds: readonly string[]): Promise<Map<string, string>>;
}
