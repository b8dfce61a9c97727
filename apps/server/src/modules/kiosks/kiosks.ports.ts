import type { Db } from '../../db/client.ts';
import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { CommandsPort as DeviceCommandsPort } from './kiosks.mqtt.ts';

/** What the kiosks module needs of the commands module (wired in modules.ts): the device side's acks and deliveries. */
export type CommandsPort = DeviceCommandsPort;

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
}

/** What the kiosks module's field operations need of the field module (ADR 0024): the replenisher's field scope. */
export interface FieldPort {
  /** The caller's scope for field operations: plus the kiosks assigned to them. */
  fieldScope(viewer: Viewer): Promise<Scope>;
}
