import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** What changed on a kiosk, as far as commands are concerned (a subset of the kiosk's change aspects). */
export type CommandAspect = 'command' | 'activity' | 'state';

/** What the commands module needs of the kiosks module (wired in modules.ts). */
export interface KiosksPort {
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(
    viewer: Viewer,
    id: string,
  ): Promise<{ id: string; orgId: string; serialNumber: string; sessionType: string }>;
  /** Tells open consoles that a kiosk's commands, activity or state changed. */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly CommandAspect[]): void;
}

/** What the commands module needs of the field module (wired in modules.ts; ADR 0024): createRefill as a field operation. */
export interface FieldPort {
  /** The caller's scope for field operations (createRefill): plus the kiosks assigned to them. */
  fieldScope(viewer: Viewer): Promise<Scope>;
  /**
   * Runs a field operation once per (caller, idempotency key): a replay answers the first call's result
   * (`replay(id)`) without running it again. Without a key it simply runs.
   */
  once<T>(
    viewer: Viewer,
    key: string | null | undefined,
    operation: 'createRefill',
    kioskId: string,
    run: () => Promise<T>,
    resultId: (result: T) => string,
    replay: (id: string) => Promise<T>,
  ): Promise<T>;
}
