import Holidays from 'date-holidays';

/**
 * Public holidays of a kiosk's country and state (date-holidays). The location's country may be an ISO
 * code ("DE") or a name in English or German ("Germany", "Deutschland"); the state a code ("BY") or a
 * name. Unknown or missing country: no holidays.
 */
const countryCodes = (() => {
  const codes = new Map<string, string>();
  const holidays = new Holidays();
  for (const lang of ['en', 'de']) {
    for (const [code, name] of Object.entries(holidays.getCountries(lang) ?? {})) {
      codes.set(code.toLowerCase(), code);
      codes.set(String(name).toLowerCase(), code);
    }
  }
  return codes;
})();

export interface HolidayCalendar {
  /** Public holiday names on a local day (YYYY-MM-DD), in the language given (en or de). */
  names(day: string, lang?: string): string | null;
}

const calendars = new Map<string, HolidayCalendar>();

export function holidayCalendar(location: { country?: string | null; state?: string | null } | null): HolidayCalendar {
  const country = countryCodes.get((location?.country ?? '').trim().toLowerCase());
  if (!country) return { names: () => null };
  let state: string | undefined;
  const wanted = (location?.state ?? '').trim().toLowerCase();
  if (wanted) {
    const states = new Holidays().getStates(country) ?? {};
    state = Object.entries(states).find(
      ([code, name]) => code.toLowerCase() === wanted || String(name).toLowerCase() === wanted,
    )?.[0];
  }
  const key = `${country}/${state ?? ''}`;
  const cached = calendars.get(key);
  if (cached) return cached;
  const holidays = state ? new Holidays(country, state) : new Holidays(country);
  const byYear = new Map<string, Map<string, string>>();
  const calendar: HolidayCalendar = {
    names(day, lang = 'en') {
      const year = Number(day.slice(0, 4));
      let days = byYear.get(`${year}:${lang}`);
      if (!days) {
        days = new Map();
        for (const holiday of holidays.getHolidays(year, lang) ?? []) {
          if (holiday.type !== 'public') continue;
          const date = holiday.date.slice(0, 10);
          days.set(date, days.has(date) ? `${days.get(date)}, ${holiday.name}` : holiday.name);
        }
        byYear.set(`${year}:${lang}`, days);
      }
      return days.get(day) ?? null;
    },
  };
  calendars.set(key, calendar);
  return calendar;
}
