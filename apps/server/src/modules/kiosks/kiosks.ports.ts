import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** What the kiosks module's field operations need of the field module (ADR 0024): the replenisher's field scope. */
export interface FieldPort {
  /** The caller's scope for field operations: plus the kiosks assigned to them. */
  fieldScope(viewer: Viewer): Promise<Scope>;
}
