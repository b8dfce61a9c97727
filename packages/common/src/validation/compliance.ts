import { z } from 'zod';
import { TEMPERATURE_COMPLIANCE } from '../constants.ts';
import { objectId } from './common.ts';
import { calendarDate } from './dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (calendar days, whatever the time zone). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * getTemperatureCompliance(kioskIds, period) and its PDF / CSV downloads: one to 50 kiosks, a period of
 * calendar days (in each kiosk's organization's time zone), `from` ≤ `to`, at most 92 days.
 */
export const temperatureComplianceInput = z
  .object({
    kioskIds: z
      .array(objectId)
      .min(1, 'REQUIRED')
      .max(TEMPERATURE_COMPLIANCE.maxKiosks, 'BAD_USER_INPUT')
      .transform((ids) => [...new Set(ids)]),
    period: z.object({ from: calendarDate, to: calendarDate }),
  })
  .superRefine((input, context) => {
    const days = daysBetween(input.period.from, input.period.to);
    if (days < 1 || days > TEMPERATURE_COMPLIANCE.maxDays) {
      context.addIssue({ code: 'custom', path: ['period', 'to'], message: 'BAD_USER_INPUT' });
    }
  });
export type TemperatureComplianceInput = z.output<typeof temperatureComplianceInput>;
