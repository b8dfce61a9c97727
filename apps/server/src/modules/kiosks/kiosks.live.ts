import { filter, pipe } from 'graphql-yoga';
import { canReach } from '../../auth/scope.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import type { LiveBus, LiveNotice } from '../../lib/live.ts';
import type { KiosksService } from './kiosks.service.ts';

/** What changed on a kiosk (KioskChange.aspects). */
export type KioskAspect = 'state' | 'temperature' | 'command' | 'activity' | 'credentials' | 'details';

export const KIOSK_CHANNEL = 'kiosk-changed';

/** Notices within this window are merged into one per kiosk (a burst of messages → one refresh). */
const COALESCE_MS = 200;

/**
 * Tells open consoles that a kiosk changed. Notices are coalesced per kiosk for 200 ms, well inside the
 * 2-second promise, so a kiosk sending a burst causes one refresh, not hundreds.
 */
export function createKioskChanges(bus: LiveBus) {
  const pending = new Map<string, LiveNotice>();
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    timer = undefined;
    const notices = [...pending.values()];
    pending.clear();
    bus.publishAll(KIOSK_CHANNEL, notices);
  }

  return {
    notify(kiosk: { id: string; orgId: string }, aspects: readonly KioskAspect[]): void {
      const current = pending.get(kiosk.id);
      if (current) {
        for (const aspect of aspects) if (!current.aspects.includes(aspect)) current.aspects.push(aspect);
      } else {
        pending.set(kiosk.id, { id: kiosk.id, orgId: kiosk.orgId, aspects: [...aspects] });
      }
      timer ??= setTimeout(flush, COALESCE_MS);
    },
    subscribe: (): AsyncIterableIterator<LiveNotice> => bus.subscribe(KIOSK_CHANNEL),
  };
}

export type KioskChanges = ReturnType<typeof createKioskChanges>;

/**
 * `kioskChanged(kioskId)`: the notices of kiosks in the caller's scope (one kiosk when given — checked
 * to be in scope first, so an unknown or foreign id is NOT_FOUND like every other read).
 */
export function createKioskChangesResolvers(
  changes: KioskChanges,
  kiosks: Pick<KiosksService, 'getById'>,
): Pick<Resolvers, 'Subscription'> {
  return {
    Subscription: {
      kioskChanged: {
        subscribe: async (_parent, { kioskId }, { viewer }) => {
          const only = kioskId ? (await kiosks.getById(viewer, kioskId)).id : undefined;
          return pipe(
            changes.subscribe(),
            filter((notice: LiveNotice) => (only ? notice.id === only : canReach(viewer.scope, notice.orgId))),
          );
        },
        resolve: (notice: LiveNotice) => ({ kioskId: notice.id, orgId: notice.orgId, aspects: notice.aspects }),
      },
    },
  };
}
