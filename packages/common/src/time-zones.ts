import { getAllTimezones } from 'countries-and-timezones';

/**
 * IANA time zone names for pickers and input. The runtime's `Intl` lists CLDR's names, which keep
 * renamed zones under their old names (`Europe/Kiev`, `Asia/Calcutta`) and leave out UTC; the list here
 * comes from the IANA database (countries-and-timezones): every current zone under its current name, UTC
 * included, and every old name (a link such as `Europe/Kiev` or `US/Eastern`) resolved to its zone.
 */
const ZONES = getAllTimezones({ deprecated: true });
/** `Etc/UTC` is the zone's IANA name; `UTC` is how people and `Intl` write it. */
const UTC = 'UTC';
/** Zones of the database that are not places (tzdata's `Factory` has no offset a sale could have). */
const NOT_A_PLACE = new Set(['Factory']);

const display = (name: string) => (name === 'Etc/UTC' ? UTC : name);

/** Every current IANA zone name, sorted, `UTC` first. */
export const TIME_ZONES: readonly string[] = [
  UTC,
  ...Object.values(ZONES)
    .filter((zone) => !zone.aliasOf && !NOT_A_PLACE.has(zone.name) && zone.name !== 'Etc/UTC')
    .map((zone) => zone.name)
    .sort(),
];

const byLowerCase = new Map(
  Object.values(ZONES).map((zone) => [zone.name.toLowerCase(), display(zone.aliasOf ?? zone.name)]),
);
byLowerCase.set(UTC.toLowerCase(), UTC);

function runtimeKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The current name of a zone given by any of its names, in any letter case (`europe/kiev` →
 * `Europe/Kyiv`, `Etc/UTC` → `UTC`); null when neither the database nor the runtime knows it.
 */
export function canonicalTimeZone(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  const known = byLowerCase.get(trimmed.toLowerCase());
  if (known && runtimeKnows(known)) return known;
  // A zone newer than the database bundled here, or one the runtime spells its own way.
  if (!runtimeKnows(trimmed)) return null;
  return display(new Intl.DateTimeFormat('en', { timeZone: trimmed }).resolvedOptions().timeZone);
}

/** The zone list with `current` in it (its current name), for a picker showing a stored value. */
export function timeZoneOptions(current?: string | null): string[] {
  const canonical = canonicalTimeZone(current);
  return canonical && !TIME_ZONES.includes(canonical) ? [canonical, ...TIME_ZONES] : [...TIME_ZONES];
}
