/**
 * Times as the console shows them: in the zone of the organization (or kiosk) they belong to — the zone
 * reports and the dashboard bucket them in — never the browser's by accident, and labelled where that zone
 * can differ from the reader's. One formatter (`formatDateTime` of `@kiosk/common/format`) does the
 * writing; this file picks the zone and decides where the label goes.
 *
 *   const time = useDateTime();                         // the page's zone (TimeZoneContext), if any
 *   time.format(row.created, { zone: zoneOf(row.orgId), label: note.perCell });
 *   const note = zoneNote(rows.map((row) => zoneOf(row.orgId)));   // one zone → a header note
 *   title: withZone(t('…created'), note.header)                    // "Date (Europe/Kyiv)"
 */
import { canonicalTimeZone, formatDateTime, sameTimeZone } from '@kiosk/common/format';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';
import { useAllKiosks, useAllOrganizations } from './lookups.ts';

/** The reader's zone: the browser's. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Where a set of times needs its zone said: a column header (one zone for all) or each cell (several). */
export interface ZoneNote {
  /** The one zone of every time, when it differs from the reader's: say it once (a header, a note). */
  header: string | null;
  /** Times of several zones: label each cell whose zone differs from the reader's. */
  perCell: boolean;
}

/**
 * How to label times of these zones (unknown ones — not loaded yet — are left out) for a reader in
 * `viewer`: nothing when all are the reader's, one note when they share another zone, per cell when mixed.
 */
export function zoneNote(zones: readonly (string | null | undefined)[], viewer: string = viewerTimeZone()): ZoneNote {
  // Compared by canonical name (Europe/Kiev = Europe/Kyiv), shown as the organization stores it.
  const byCanonical = new Map<string, string>();
  for (const zone of zones)
    if (zone && !byCanonical.has(canonicalTimeZone(zone))) byCanonical.set(canonicalTimeZone(zone), zone);
  const distinct = [...byCanonical.values()];
  if (distinct.length === 0 || (distinct.length === 1 && sameTimeZone(distinct[0] ?? '', viewer))) {
    return { header: null, perCell: false };
  }
  if (distinct.length === 1) return { header: distinct[0] ?? null, perCell: false };
  return { header: null, perCell: true };
}

/** A column title with its zone: `Date (Europe/Kyiv)`; the title alone without one. */
export const withZone = (title: string, zone: string | null | undefined): string =>
  zone ? `${title} (${zone})` : title;

/**
 * The zone of the place a page shows (a kiosk's organization's on the kiosk page, the organization's on
 * the dashboard): times inside it are shown in that zone unless told otherwise.
 */
export const TimeZoneContext = createContext<string | null>(null);

/** Each organization's and each kiosk's zone, from the lookups every screen shares. */
export function useTimeZones() {
  const organizations = useAllOrganizations();
  const kiosks = useAllKiosks();
  const byOrganization = useMemo(
    () => new Map((organizations.data ?? []).map((org) => [org._id, org.timeZone])),
    [organizations.data],
  );
  const kioskOrganization = useMemo(
    () => new Map((kiosks.data ?? []).map((kiosk) => [kiosk._id, kiosk.orgId])),
    [kiosks.data],
  );
  const ofOrganization = useCallback(
    (orgId: string | null | undefined) => (orgId ? byOrganization.get(orgId) : undefined),
    [byOrganization],
  );
  const ofKiosk = useCallback(
    (kioskId: string | null | undefined) => ofOrganization(kioskId ? kioskOrganization.get(kioskId) : undefined),
    [kioskOrganization, ofOrganization],
  );
  return { ofOrganization, ofKiosk };
}

export interface DateTimeFormatter {
  /** The reader's zone. */
  viewer: string;
  /** The page's zone (TimeZoneContext), or null. */
  zone: string | null;
  /** Whether times in `zone` read differently from the reader's clock (and so need their zone said). */
  differs: (zone: string | null | undefined) => boolean;
  /**
   * An instant in `zone` (default: the page's; none: the reader's), in the UI language. `label: true`
   * appends the zone where it differs from the reader's: `1 Mar 2024, 21:23 (Europe/Kyiv)`.
   */
  format: (
    value: string | number | Date | null | undefined,
    options?: { zone?: string | null | undefined; label?: boolean; seconds?: boolean },
  ) => string;
}

/** The console's one way to write a date and time (re-renders on a language change). */
export function useDateTime(): DateTimeFormatter {
  useTranslation();
  const language = currentLanguage();
  const pageZone = useContext(TimeZoneContext);
  return useMemo(() => {
    const viewer = viewerTimeZone();
    const differs = (zone: string | null | undefined) => Boolean(zone) && !sameTimeZone(zone ?? '', viewer);
    return {
      viewer,
      zone: pageZone,
      differs,
      format: (value, options = {}) => {
        const zone = options.zone === undefined ? pageZone : options.zone;
        return formatDateTime(value, language, {
          timeZone: zone,
          label: Boolean(options.label) && differs(zone),
          seconds: options.seconds ?? false,
        });
      },
    };
  }, [language, pageZone]);
}
