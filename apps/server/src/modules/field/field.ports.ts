import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ResolversParentTypes } from '../../generated/graphql.ts';

/** A kiosk as the field module needs it: which one, and whose. */
export interface FieldKiosk {
  id: string;
  orgId: string;
}

/**
 * What the field module needs of the kiosks module (wired in modules.ts): a kiosk in the caller's scope (the
 * kiosks repository's scope-checked read; unknown or out of scope: undefined, the caller names the field it fails).
 */
export interface KiosksPort {
  findById(scope: Scope, id: string): Promise<FieldKiosk | undefined>;
}

/** What the assignments need of the users module: the members of organizations with their roles. */
export interface UsersPort {
  membersOf(orgIds: readonly string[]): Promise<
    {
      orgId: string;
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      role: string;
      status: string;
    }[]
  >;
}

/** One kiosk of the replenisher's day, as the API shows it (the replenishment module reads it). */
export type RouteStop = ResolversParentTypes['ReplenisherRouteStop'];

/** What the replenisher's day needs of the replenishment module (wired in modules.ts): the day's stops. */
export interface ReplenishmentPort {
  /**
   * The kiosks of `kioskIds` in the caller's scope whose visit schedule has a visit on `date` (null: today
   * in each kiosk's time zone), by kiosk name, each with the pick list to the next visit, the units to pull
   * and the units expiring by then.
   */
  stops(viewer: Viewer, kioskIds: readonly string[], date: string | null): Promise<RouteStop[]>;
}
