import type { Scope } from '../../auth/scope.ts';
import type { ResolversParentTypes } from '../../generated/graphql.ts';
import type { KioskRow } from './replenishment.inventory-export.repository.ts';

/** What changed on a kiosk, as far as its visit schedule is concerned (one of the kiosk's change aspects). */
export type ReplenishmentAspect = 'details';

/**
 * What the replenishment module needs of the kiosks module (wired in modules.ts): kiosks in the caller's scope
 * (the kiosks repository's scope-checked reads), the kiosk as the API shows it, and the console's change notices.
 */
export interface KiosksPort {
  /** A kiosk in the scope; unknown or out of scope: undefined (the caller names the field it fails). */
  findById(scope: Scope, id: string): Promise<KioskRow | undefined>;
  /** The kiosks of `ids` in the scope. */
  findByIds(scope: Scope, ids: readonly string[]): Promise<KioskRow[]>;
  /** Kiosk.dayIncome of kiosks the caller has loaded, one read for all. */
  dayIncome(rows: readonly Pick<KioskRow, 'id' | 'orgId'>[]): Promise<Map<string, string>>;
  /** A kiosk as the API shows it (Kiosk), with its income today. */
  toJson(row: KioskRow, dayIncome?: string): ResolversParentTypes['Kiosk'];
  /** Tells open consoles that a kiosk's details (its visit schedule) changed. */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly ReplenishmentAspect[]): void;
}

/** What the visit schedules need of the organizations module: the time zone by organization. */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { timeZone: string }>>;
}

/** One cell of a kiosk as the inventory export prints it. */
export interface StockCell {
  kioskId: string;
  cellId: string;
  planogramPosition: number;
  productId: string | null;
  count: number;
  maxQty: number;
}

/** Units a kiosk needs of one product to fill its cells to their max, with its stock and capacity. */
export interface StockNeed {
  kioskId: string;
  productId: string;
  missing: number;
  /** Units on its cells now, and what they hold full. */
  stock: number;
  capacity: number;
}

/** Units of one batch on a cell with their best-before day (YYYY-MM-DD). */
export interface DatedUnits {
  batchId: string;
  kioskId: string;
  cellId: string;
  productId: string;
  bestBefore: string;
  quantity: number;
}

/**
 * What the exports, pick lists and stops need of the stock module (its service's `levels`, wired in
 * modules.ts): the cells of kiosks, what they need per product, and the dated units on them.
 */
export interface StockPort {
  /** Every cell of the kiosks, by kiosk and planogram position. */
  cellsOf(kioskIds: readonly string[]): Promise<StockCell[]>;
  /** Per kiosk and product the units missing to fill its cells to their max (a cell above its max counts as full). */
  needsOf(kioskIds: readonly string[]): Promise<StockNeed[]>;
  /** Dated units of the product each cell holds now (quantity > 0), by kiosk, cell and best-before day. */
  datedUnitsOf(kioskIds: readonly string[]): Promise<DatedUnits[]>;
}
