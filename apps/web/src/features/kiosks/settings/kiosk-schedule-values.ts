/**
 * Out-of-service rules as the schedule dialog edits them (spec §3 Out-of-service rule): a daily rule
 * has one period, a weekly one a period per chosen weekday; times are the organization's wall clock.
 */
import type { KioskSignalRuleInput } from '../../../generated/graphql.ts';
import type { KioskSignalRule } from './kiosk-settings.queries.ts';
import { WEEKDAYS } from './kiosk-settings-values.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface RuleDay {
  dayNumber: number;
  enabled: boolean;
  startTime: string;
  endTime: string;
}

export interface RuleValues {
  repeating: 'daily' | 'weekly';
  /** Daily: the one period (dayNumber 0). */
  daily: RuleDay;
  /** Weekly: Monday … Sunday. */
  days: RuleDay[];
}

export const msToTime = (ms: number) =>
  `${String(Math.floor(ms / HOUR_MS)).padStart(2, '0')}:${String(Math.floor((ms % HOUR_MS) / MINUTE_MS)).padStart(2, '0')}`;

export function timeToMs(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * HOUR_MS + Number(minutes) * MINUTE_MS;
}

/** A rule's periods per day slot, in weekday order (Monday first). */
export function periodsOf(rule: Pick<KioskSignalRule, 'signals'>): { dayNumber: number; start: string; end: string }[] {
  const order = (day: number) => (day + 6) % 7;
  const days = [...new Set(rule.signals.map((s) => s.dayNumber))].sort((a, b) => order(a) - order(b));
  return days.map((dayNumber) => {
    const of = (kind: string) => rule.signals.find((s) => s.dayNumber === dayNumber && s.notifyThat === kind);
    const start = of('OutOfServiceStart');
    const end = of('OutOfServiceEnd');
    return {
      dayNumber,
      start: start ? msToTime(start.msFromStartOfDay) : '',
      end: end ? msToTime(end.msFromStartOfDay) : '',
    };
  });
}

const emptyDay = (dayNumber: number): RuleDay => ({ dayNumber, enabled: false, startTime: '', endTime: '' });

export function ruleToValues(rule: KioskSignalRule | null): RuleValues {
  const periods = rule ? periodsOf(rule) : [];
  const first = periods[0];
  return {
    repeating: rule?.repeating === 'daily' ? 'daily' : 'weekly',
    daily: {
      dayNumber: 0,
      enabled: true,
      startTime: rule?.repeating === 'daily' ? (first?.start ?? '') : '',
      endTime: rule?.repeating === 'daily' ? (first?.end ?? '') : '',
    },
    days: WEEKDAYS.map((dayNumber) => {
      const period = rule?.repeating === 'weekly' ? periods.find((p) => p.dayNumber === dayNumber) : undefined;
      return period ? { dayNumber, enabled: true, startTime: period.start, endTime: period.end } : emptyDay(dayNumber);
    }),
  };
}

/** The chosen periods: the daily one, or the enabled weekdays. */
export function chosenDays(values: RuleValues): RuleDay[] {
  return values.repeating === 'daily' ? [values.daily] : values.days.filter((day) => day.enabled);
}

export function valuesToRuleInput(values: RuleValues): KioskSignalRuleInput {
  return {
    repeating: values.repeating,
    signals: chosenDays(values).flatMap((day) => [
      { dayNumber: day.dayNumber, msFromStartOfDay: timeToMs(day.startTime), notifyThat: 'OutOfServiceStart' },
      { dayNumber: day.dayNumber, msFromStartOfDay: timeToMs(day.endTime), notifyThat: 'OutOfServiceEnd' },
    ]),
  };
}
