import { z } from 'zod';
import { ALERT_SEVERITIES, ALERT_STATUSES, ALERT_TYPE_NAMES } from '../constants.ts';
import { instantInput } from './dates.ts';

/** An operator's note on an alert or a snooze: trimmed, at most 500 characters, empty = none. */
const note = z
  .string()
  .trim()
  .max(500)
  .transform((text) => (text ? text : null));

/** acknowledgeAlert(id, note). */
export const acknowledgeAlertInput = z.object({ note: note.nullish() });

/** snoozeKioskAlerts(kioskId, until, reason): `until` must lie ahead (the service caps it at 30 days). */
export const snoozeKioskAlertsInput = z.object({
  until: instantInput,
  reason: note.nullish(),
});

/** gridAlerts filters (spec §7; every filter defaults to all). */
export const alertsGridInput = z.object({
  page: z.number().int().min(0).nullish(),
  pageSize: z.number().int().min(1).nullish(),
  kioskIds: z.array(z.string()).max(500).nullish(),
  types: z.array(z.enum(ALERT_TYPE_NAMES as [string, ...string[]])).nullish(),
  severities: z.array(z.enum(ALERT_SEVERITIES)).nullish(),
  statuses: z.array(z.enum(ALERT_STATUSES)).nullish(),
});
export type AlertsGridInput = z.output<typeof alertsGridInput>;
