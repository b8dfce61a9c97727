import { z } from 'zod';
import {
  ACTIVITIES_MAX_PAGE_SIZE,
  ACTIVITIES_PAGE_SIZE,
  DEFAULT_SORTS,
  PIN_LENGTH,
  TEMPERATURE,
} from '../constants.ts';
import { SERIAL_NUMBER_PATTERN } from '../mqtt/topics.ts';
import { gridRequestBase, objectId, optionalString, requiredString } from './common.ts';
import { optionalInstant } from './dates.ts';

/**
 * Kiosk rules (spec §3 Kiosk, §5 kiosk save). The serial number is the kiosk's identity in the device
 * contract (a safe MQTT topic segment); PINs are sent as integers of at most four digits (0123 is 123,
 * as the device gets them) and differ from each other; the postal code is text; esl is dropped.
 */
export const kioskSerialNumber = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .regex(SERIAL_NUMBER_PATTERN, 'SERIAL_NUMBER_INVALID');

export const kioskPin = z
  .int('PIN_INVALID')
  .min(0, 'PIN_INVALID')
  .max(10 ** PIN_LENGTH - 1, 'PIN_INVALID');

const shortText = z.string().trim().max(200).optional().nullable();

export const kioskLocationInput = z.object({
  name: shortText,
  line1: shortText,
  line2: shortText,
  /** Text, also when the form sends a number. */
  postalCode: z
    .union([z.string(), z.int().min(0)])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(20))
    .optional()
    .nullable(),
  city: shortText,
  state: shortText,
  country: shortText,
});

export const kioskComponentsInput = z.object({
  manufacturer: shortText,
  type: shortText,
  model: shortText,
});

export const kioskTag = z.string().trim().min(1, 'REQUIRED').max(50);
/** A kiosk's tags: trimmed, without duplicates. */
export const kioskTags = z
  .array(kioskTag)
  .max(50)
  .transform((tags) => [...new Set(tags)]);

const kioskFields = z.object({
  name: requiredString.max(200),
  serialNumber: kioskSerialNumber,
  notes: optionalString,
  pin: kioskPin.optional().nullable(),
  technicianPin: kioskPin.optional().nullable(),
  /** The owner organization; defaults to the caller's organization when they have exactly one. */
  orgId: z.uuid('NOT_FOUND').optional().nullable(),
  location: kioskLocationInput.optional().nullable(),
  tags: kioskTags.optional().nullable(),
  components: kioskComponentsInput.optional().nullable(),
  /** The form still sends it; it is dropped on save (spec §5). */
  esl: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

/** Replenishment and technician PIN differ (checked when both are given). */
function pinsDiffer(value: { pin?: number | null; technicianPin?: number | null }, ctx: z.RefinementCtx) {
  if (value.pin != null && value.technicianPin != null && value.pin === value.technicianPin) {
    ctx.addIssue({ code: 'custom', message: 'PINS_NOT_DIFFERENT', path: ['technicianPin'] });
  }
}

export const kioskCreateInput = kioskFields.superRefine(pinsDiffer);
/** On update, omitted fields keep their values; the PIN rule applies to the PINs after the update. */
export const kioskUpdateInput = kioskFields.partial().superRefine(pinsDiffer);
export type KioskCreateInput = z.output<typeof kioskCreateInput>;
export type KioskUpdateInput = z.output<typeof kioskUpdateInput>;

/** dayIncome: today's income (spec §3), sorted on the server from the sales roll-ups across all pages. */
export const KIOSK_SORT_FIELDS = ['name', 'serialNumber', 'createdAt', 'dayIncome'] as const;
export const KIOSK_NETWORK_FILTERS = ['online', 'offline'] as const;
export const KIOSK_SERVICE_FILTERS = ['inService', 'outOfService'] as const;
export const KIOSK_DOOR_FILTERS = ['open', 'closed', 'unknown'] as const;

/** A filter value: the console's default 'all' (spec §9) and empty mean no filter; case is ignored. */
function filterOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => {
      if (!v || v.toLowerCase() === 'all') return undefined;
      return values.find((allowed) => allowed.toLowerCase() === v.toLowerCase()) ?? v;
    })
    .pipe(z.enum(values).optional());
}

/** The kiosks grid request (spec §7 getKiosksGrid; page 25 from 0, name ascending). */
export const kiosksGridRequest = z.object({
  // search matches the name or the serial number
  ...gridRequestBase(KIOSK_SORT_FIELDS, DEFAULT_SORTS.kiosks),
  orgId: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined))
    .pipe(z.uuid('NOT_FOUND').optional()),
  network: filterOf(KIOSK_NETWORK_FILTERS),
  service: filterOf(KIOSK_SERVICE_FILTERS),
  door: filterOf(KIOSK_DOOR_FILTERS),
  /** Kiosks carrying any of these tags. */
  tags: z
    .array(kioskTag)
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v?.length ? [...new Set(v)] : undefined)),
});
export type KiosksGridRequest = z.output<typeof kiosksGridRequest>;

/** setTags(kioskId, tags). */
export const kioskSetTagsInput = z.object({ tags: kioskTags });

/** A count bounded by `max`: larger values are clamped, missing ones are `fallback`. */
const boundedCount = (fallback: number, max: number) =>
  z
    .int()
    .min(1)
    .optional()
    .nullable()
    .transform((value) => Math.min(max, value ?? fallback));

/** getTemperatureEventsByKiosk(kioskId, from, to, limit): at most 100000 readings (spec §9). */
export const temperatureEventsQuery = z.object({
  kioskId: objectId,
  from: optionalInstant,
  to: optionalInstant,
  limit: boundedCount(TEMPERATURE.logQueryLimit, TEMPERATURE.logQueryLimit),
});
export type TemperatureEventsQuery = z.output<typeof temperatureEventsQuery>;

/** What an activity-log entry is about (gridActivities' `categories` filter; the console's category filter). */
export const ACTIVITY_CATEGORIES = [
  'session',
  'door',
  'payment',
  'scale',
  'terminal',
  'network',
  'access',
  'sensor',
  'command',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/**
 * gridActivities(skip, limit, kiosk, period, sort, categories): 25 per page, at most 100, newest first by
 * default; `categories` (none: all) keeps entries of those categories.
 */
export const activitiesGridRequest = z.object({
  skip: z
    .int()
    .min(0)
    .optional()
    .nullable()
    .transform((value) => value ?? 0),
  limit: boundedCount(ACTIVITIES_PAGE_SIZE, ACTIVITIES_MAX_PAGE_SIZE),
  kiosk: objectId.optional().nullable(),
  period: z
    .object({ from: optionalInstant, to: optionalInstant })
    .optional()
    .nullable()
    .transform((value) => value ?? {}),
  sort: z
    .enum(['asc', 'desc'])
    .optional()
    .nullable()
    .transform((value) => value ?? 'desc'),
  categories: z
    .array(z.enum(ACTIVITY_CATEGORIES, 'BAD_USER_INPUT'))
    .max(ACTIVITY_CATEGORIES.length * 2, 'BAD_USER_INPUT')
    .optional()
    .nullable()
    .transform((value) => (value?.length ? [...new Set(value)] : undefined)),
});
export type ActivitiesGridRequest = z.output<typeof activitiesGridRequest>;
