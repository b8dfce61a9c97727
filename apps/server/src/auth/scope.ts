/**
 * The caller's reach (ARCHITECTURE invariant 1). Root reaches every organization; an admin reaches the
 * organizations where they are admin plus all their sub-organizations. Repositories take a Scope and
 * filter by it; there is no unscoped path from a resolver to tenant rows.
 */
export interface Scope {
  readonly userId: string;
  readonly root: boolean;
  /** Organizations the caller administers (directly or through a parent); empty for root (see `all`). */
  readonly orgIds: ReadonlySet<string>;
  readonly all: boolean;
  /**
   * Kiosks reached through a replenisher assignment (ADR 0024): set for field operations only, where the
   * kiosk repository lets them through besides the organizations above.
   */
  readonly kioskIds?: ReadonlySet<string>;
}

export function canReach(scope: Scope, orgId: string | null | undefined): boolean {
  if (!orgId) return scope.all;
  return scope.all || scope.orgIds.has(orgId);
}

/** Org ids to filter by, or null meaning "no filter" (root). */
export function scopeFilter(scope: Scope): string[] | null {
  return scope.all ? null : [...scope.orgIds];
}
