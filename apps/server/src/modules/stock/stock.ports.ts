import type { CommandParams, CommandType } from '@kiosk/common/mqtt';
import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { KioskCommand, ResolversParentTypes } from '../../generated/graphql.ts';
import type { KioskRow } from './stock.planogram.repository.ts';

/** What changed on a kiosk, as far as its stock is concerned (one of the kiosk's change aspects). */
export type StockAspect = 'details';

/**
 * What the stock module needs of the kiosks module (wired in modules.ts): kiosks in the caller's scope (the
 * kiosks repository's scope-checked reads), the kiosk as the API shows it, and the console's change notices.
 */
export interface KiosksPort {
  /** A kiosk in the scope; unknown or out of scope: undefined (the caller names the field it fails). */
  findById(scope: Scope, id: string): Promise<KioskRow | undefined>;
  /** The kiosks in the scope. */
  list(scope: Scope): Promise<KioskRow[]>;
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(viewer: Viewer, id: string): Promise<KioskRow>;
  /** Kiosk.dayIncome of kiosks the caller has loaded, one read for all. */
  dayIncome(rows: readonly Pick<KioskRow, 'id' | 'orgId'>[]): Promise<Map<string, string>>;
  /** A kiosk as the API shows it (Kiosk), with its income today. */
  toJson(row: KioskRow, dayIncome?: string): ResolversParentTypes['Kiosk'];
  /** Tells open consoles that a kiosk's details (its planogram, stock) changed. */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly StockAspect[]): void;
}

/** The field operations of the stock module that a replayed request may repeat (ADR 0024). */
export type StockFieldOperation = 'addCellStock' | 'dateCellStock' | 'recordWaste';

/** What the stock module needs of the field module (ADR 0024): the field scope and replays of its field operations. */
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
    operation: StockFieldOperation,
    kioskId: string,
    run: () => Promise<T>,
    resultId: (result: T) => string,
    replay: (id: string) => Promise<T>,
  ): Promise<T>;
}

/** The kiosk a command is for. */
export interface CommandKioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

/** What the stock module needs of the commands module: queue a command (the planogram, `apply_planogram`). */
export interface EnqueuePort {
  /** Stores a command and delivers it at once when the kiosk is online; answers it as the API shows it. */
  enqueue<T extends CommandType>(
    kiosk: CommandKioskRef,
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
  ): Promise<KioskCommand>;
}
