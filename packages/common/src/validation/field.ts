import { z } from 'zod';
import { calendarDate } from './dates.ts';

/**
 * A client's idempotency key for a field operation the offline phone app may replay (ADR 0024): printable
 * text of 8–200 characters, e.g. a UUID made on the phone when the action was queued.
 */
export const idempotencyKey = z
  .string('BAD_USER_INPUT')
  .min(8, 'BAD_USER_INPUT')
  .max(200, 'BAD_USER_INPUT')
  .regex(/^[\x21-\x7e]+$/, 'BAD_USER_INPUT');

/** A field operation's idempotency key, named as the argument (errors name the field). */
export const idempotencyKeyInput = z.object({ idempotencyKey });

/** getReplenisherRoute: the day of the route (YYYY-MM-DD); left out: today in each kiosk's time zone. */
export const replenisherRouteInput = z.object({ date: calendarDate.optional().nullable() });
