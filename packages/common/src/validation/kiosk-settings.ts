import { z } from 'zod';
import { PRE_AUTH_MAX, VISIT_SAFETY_MARGIN_PERCENT } from '../constants.ts';
import { email, optionalPhone } from './common.ts';
import { kioskPin, kioskTags } from './kiosk.ts';
import { autoTempOutOfService } from '../mqtt/command-params.ts';

/**
 * Kiosk settings (spec §3 Kiosk controller settings, accepted payment; §7 configureKioskProps) and
 * out-of-service schedules (spec §3 Out-of-service rule). Messages are error codes (../errors.ts).
 */

/** The status a settings save may ask for: in service or out of service (a `service` command, reason manual). */
export const KIOSK_SERVICE_STATUSES = ['in_service', 'out_of_service'] as const;

/** "HH:MM" on a 24-hour clock. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BAD_USER_INPUT');

/** Pre-authorisation: a decimal string (at most two decimals), greater than 0 and at most 150 (spec §5). */
export const preAuthAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, 'AMOUNT_INVALID')
  .refine((amount) => Number(amount) > 0, 'AMOUNT_NOT_POSITIVE')
  .refine((amount) => Number(amount) <= PRE_AUTH_MAX, 'PRE_AUTH_TOO_HIGH');

/** Printable text (the kiosk refuses control characters); labels the kiosk shows are short. */
const PRINTABLE = /^[^\p{Cc}]*$/u;
const textOf = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(PRINTABLE, 'BAD_USER_INPUT')
    .transform((value) => value || null)
    .nullable()
    .optional();
/** Empty text is no value (null). */
const label = textOf(200);
const shortLabel = textOf(64);
const flag = z.boolean().nullable().optional();
const optionalEmail = z
  .union([z.literal(''), email])
  .nullable()
  .optional()
  .transform((value) => value || null);

export const serviceCheckSlotInput = z
  .object({ dayNumber: z.int().min(0).max(6), startTime: clockTime, endTime: clockTime })
  .refine((slot) => slot.startTime < slot.endTime, { message: 'OUT_OF_SERVICE_PERIOD_INVALID', path: ['endTime'] });

/** The controller settings a save sends; omitted fields keep their values, null resets to the default. */
export const controllerSettingsInput = z.object({
  supportEmail: optionalEmail,
  supportHotline: optionalPhone.transform((value) => value || null),
  supportHotlineAvailability: label,
  preAuth: preAuthAmount.nullable().optional(),
  paymentType: shortLabel,
  tabletLang: shortLabel,
  tabletFont: shortLabel,
  minimumAge: z.int().min(0).max(99).nullable().optional(),
  fraudDetection: flag,
  ageRestriction: flag,
  serviceCheck: z
    .object({
      type: shortLabel,
      enabled: z.boolean(),
      slots: z
        .array(serviceCheckSlotInput)
        .max(7 * 24)
        .default([]),
    })
    .nullable()
    .optional(),
  autoTempOutOfService: autoTempOutOfService.nullable().optional(),
  memberCardEnabled: flag,
  technicianPin: kioskPin.nullable().optional(),
  thermostatTemperature: z.number().min(-100).max(100).nullable().optional(),
  tolerance: z.number().min(0).max(100).nullable().optional(),
});
export type ControllerSettingsInput = z.output<typeof controllerSettingsInput>;

/** Accepted payment; an omitted or empty secret (password, clientSecret) keeps the stored one. */
export const acceptedPaymentInput = z.object({
  type: z.string().trim().min(1, 'REQUIRED').max(64).regex(PRINTABLE, 'BAD_USER_INPUT'),
  config: z
    .object({
      username: label,
      password: label,
      clientID: label,
      clientSecret: label,
      locationID: label,
      authorizationType: label,
      paymentMode: label,
    })
    .nullable()
    .optional(),
});
export type AcceptedPaymentInput = z.output<typeof acceptedPaymentInput>;

/** configureKioskProps(data): the fields given change, the others keep their values. */
export const configureKioskPropsInput = z.object({
  kioskId: z.uuid('NOT_FOUND'),
  controller: controllerSettingsInput.nullable().optional(),
  pin: kioskPin.nullable().optional(),
  esl: label,
  tags: kioskTags.nullable().optional(),
  status: z.enum(KIOSK_SERVICE_STATUSES).nullable().optional(),
  acceptedPayment: acceptedPaymentInput.nullable().optional(),
});
export type ConfigureKioskPropsInput = z.output<typeof configureKioskPropsInput>;

export const SIGNAL_REPEATS = ['daily', 'weekly'] as const;
export const SIGNAL_NOTICES = ['OutOfServiceStart', 'OutOfServiceEnd'] as const;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const kioskSignalInput = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  dayNumber: z.int().min(0).max(6),
  /** Wall-clock time of the day in the organization's time zone, in ms (02:30 = 9,000,000). */
  msFromStartOfDay: z
    .int()
    .min(0)
    .max(DAY_MS - 1),
  notifyThat: z.enum(SIGNAL_NOTICES),
});

/**
 * An out-of-service rule: per day slot (0–6) one start and one end, the start earlier than the end
 * (spec §5). A daily rule's slots all apply every day.
 */
export const kioskSignalRuleInput = z
  .object({
    repeating: z.enum(SIGNAL_REPEATS),
    signals: z.array(kioskSignalInput).min(1, 'REQUIRED').max(14),
  })
  .superRefine((rule, ctx) => {
    for (let day = 0; day < 7; day++) {
      const slot = rule.signals.map((signal, index) => ({ signal, index })).filter((s) => s.signal.dayNumber === day);
      if (slot.length === 0) continue;
      const start = slot.filter((s) => s.signal.notifyThat === 'OutOfServiceStart');
      const end = slot.filter((s) => s.signal.notifyThat === 'OutOfServiceEnd');
      const last = slot[slot.length - 1]!;
      if (start.length !== 1 || end.length !== 1) {
        ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['signals', last.index, 'notifyThat'] });
      } else if (start[0]!.signal.msFromStartOfDay >= end[0]!.signal.msFromStartOfDay) {
        ctx.addIssue({
          code: 'custom',
          message: 'OUT_OF_SERVICE_PERIOD_INVALID',
          path: ['signals', end[0]!.index, 'msFromStartOfDay'],
        });
      }
    }
  });
export type KioskSignalRuleInput = z.output<typeof kioskSignalRuleInput>;

/**
 * A kiosk's visit schedule (docs/pick-lists.md): the ISO weekdays the route visits it (1 = Monday …
 * 7 = Sunday, each at most once) and the safety margin of its forecast pick list, 0–200 % (default 20).
 */
export const kioskVisitScheduleInput = z.object({
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'REQUIRED')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'BAD_USER_INPUT'),
  safetyMarginPercent: z
    .number()
    .int()
    .min(0)
    .max(VISIT_SAFETY_MARGIN_PERCENT.max)
    .default(VISIT_SAFETY_MARGIN_PERCENT.default),
});
export type KioskVisitScheduleInput = z.output<typeof kioskVisitScheduleInput>;
