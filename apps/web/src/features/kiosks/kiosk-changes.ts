/**
 * What a `kioskChanged` notice refreshes (lib/live.ts delivers it): each aspect the server names
 * maps to the query keys whose data it changes. An aspect this console does not know refreshes the
 * kiosk itself, so a newer server never leaves the page stale.
 */
import { queryKeys, type QueryKey } from '../../lib/query-keys.ts';

export const KIOSK_ASPECTS = ['state', 'temperature', 'command', 'activity', 'credentials', 'details'] as const;
export type KioskAspect = (typeof KIOSK_ASPECTS)[number];

export interface KioskChangeNotice {
  kioskId: string;
  aspects: readonly string[];
}

/** Minimum time between two refetches of one key on the kiosk page (ms). */
export const DETAIL_REFRESH_MS = 500;
/** Minimum time between two refetches of the kiosk list (ms). */
export const LIST_REFRESH_MS = 1_000;

/** The keys of one kiosk's page that a notice makes stale, without duplicates. */
export function keysForChange(change: KioskChangeNotice): QueryKey[] {
  const id = change.kioskId;
  const keys = new Map<string, QueryKey>();
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  for (const aspect of change.aspects) {
    switch (aspect) {
      case 'command':
        add(queryKeys.kiosks.commands(id));
        break;
      case 'activity':
        add(queryKeys.kiosks.activities(id));
        break;
      case 'temperature':
        // The header shows the last reading, the chart every reading.
        add(queryKeys.kiosks.temperatures(id));
        add(queryKeys.kiosks.detail(id));
        break;
      default:
        // state, details, credentials and anything newer live on the kiosk itself.
        add(queryKeys.kiosks.detail(id));
    }
  }
  return [...keys.values()];
}

/** Whether a notice changes what the kiosk list shows (a row's state, temperatures or fields). */
export function changesListRows(change: KioskChangeNotice): boolean {
  return change.aspects.some((aspect) => aspect !== 'command' && aspect !== 'activity' && aspect !== 'credentials');
}
