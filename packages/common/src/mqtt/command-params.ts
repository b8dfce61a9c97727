import { z } from 'zod';
import { PIN_LENGTH, PRE_AUTH_MAX } from '../constants.ts';
import { LIMITS } from './constants.ts';
import { decimalAmount, deviceId, shortText, text, uuid } from './primitives.ts';

/**
 * Parameters of the `apply_*` commands (§3). The contract names what they carry; their field names and
 * types follow the console spec's data model (spec §3 "Kiosk", "Organization"). Nullable fields are
 * settings the console has no value for; a kiosk keeps its own default then.
 */

const optionalText = text.nullable().optional();
const optionalFlag = z.boolean().nullable().optional();
/** Absolute http(s) URLs: the kiosk fetches them itself. */
const webUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** Spec §5: PINs are exactly 4 digits, sent as integers (a PIN such as 0123 is the integer 123). */
export const devicePin = z
  .int()
  .min(0)
  .max(10 ** PIN_LENGTH - 1);

/** "HH:MM" on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const serviceCheckSlot = z
  .object({
    /** 0 = Sunday … 6 = Saturday (JavaScript's `getDay()`). */
    dayNumber: z.int().min(0).max(6),
    startTime: clockTime,
    endTime: clockTime,
  })
  // Spec §5: the start time must be earlier than the end time.
  .refine((slot) => slot.startTime < slot.endTime, { message: 'startTime must be earlier', path: ['endTime'] });

/** Out of service automatically above `maxTemperature` °C for `timeInMinutes`. */
export const autoTempOutOfService = z.object({
  active: z.boolean(),
  maxTemperature: z.number().min(-100).max(100),
  timeInMinutes: z
    .int()
    .min(1)
    .max(24 * 60),
});

export const controllerSettings = z.object({
  supportEmail: optionalText,
  supportHotline: optionalText,
  supportHotlineAvailability: optionalText,
  /** Pre-authorised amount, at most 150 currency units (spec §5). */
  preAuth: decimalAmount
    .refine((amount) => Number(amount) > 0, 'Greater than 0')
    .refine((amount) => Number(amount) <= PRE_AUTH_MAX, `At most ${PRE_AUTH_MAX}`)
    .nullable()
    .optional(),
  paymentType: shortText.nullable().optional(),
  tabletLang: shortText.nullable().optional(),
  tabletFont: shortText.nullable().optional(),
  minimumAge: z.int().min(0).max(99).nullable().optional(),
  fraudDetection: optionalFlag,
  ageRestriction: optionalFlag,
  serviceCheck: z
    .object({
      type: shortText.nullable().optional(),
      enabled: z.boolean(),
      slots: z.array(serviceCheckSlot).max(7 * 24),
    })
    .nullable()
    .optional(),
  autoTempOutOfService: autoTempOutOfService.nullable().optional(),
  memberCardEnabled: optionalFlag,
  technicianPin: devicePin.nullable().optional(),
  /** The thermostat setting in °C. */
  thermostatTemperature: z.number().min(-100).max(100).nullable().optional(),
  /** Weighing tolerance of the load cells in percent (spec §9: default 0). */
  tolerance: z.number().min(0).max(100).nullable().optional(),
});
export type ControllerSettings = z.infer<typeof controllerSettings>;

export const acceptedPayment = z.object({
  type: shortText,
  config: z
    .object({
      username: optionalText,
      password: optionalText,
      clientID: optionalText,
      clientSecret: optionalText,
      locationID: optionalText,
      authorizationType: optionalText,
      paymentMode: optionalText,
    })
    .nullable()
    .optional(),
});
export type AcceptedPayment = z.infer<typeof acceptedPayment>;

/** A tag of the kiosk (spec: `_id`, `entity`, `name`, `type`, `orgId`; the kiosk needs its id and name). */
export const kioskTag = z.object({ id: uuid, name: shortText, type: shortText.nullable().optional() });

/** `apply_settings`: the kiosk's full controller settings, PINs, accepted payment and tags. */
export const applySettingsParams = z
  .object({
    controller: controllerSettings,
    pin: devicePin.nullable(),
    technicianPin: devicePin.nullable(),
    acceptedPayment: acceptedPayment.nullable(),
    tags: z.array(kioskTag).max(100),
  })
  // Spec §5: the replenishment and technician PINs differ.
  .refine((s) => s.pin === null || s.pin !== s.technicianPin, { message: 'PINs must differ', path: ['technicianPin'] });
export type ApplySettingsParams = z.infer<typeof applySettingsParams>;

/** One load cell of the planogram: its product (null = empty cell), unit weight, tolerance, price. */
export const planogramCell = z.object({
  cellId: deviceId,
  planogramPosition: z.int().min(0),
  productId: uuid.nullable(),
  /** Grams per unit: the product's first packaging option's `grossWeightGrams`. */
  unitWeightGrams: z.int().min(1).max(LIMITS.weightMaxGrams).nullable(),
  tolerancePercent: z.number().min(0).max(100),
  price: decimalAmount.nullable(),
  maxQty: z.int().min(0).max(10_000),
});
export type PlanogramCell = z.infer<typeof planogramCell>;

export const applyPlanogramParams = z.object({
  cells: z
    .array(planogramCell)
    .max(LIMITS.maxCells)
    .refine((cells) => new Set(cells.map((cell) => cell.cellId)).size === cells.length, 'Each cellId once'),
});
export type ApplyPlanogramParams = z.infer<typeof applyPlanogramParams>;

export const PLAYLIST_ITEM_TYPES = ['main_screen', 'explainer', 'content'] as const;

export const playlistItem = z.object({
  name: shortText,
  uri: webUrl,
  /** Seconds on screen. */
  duration: z
    .int()
    .min(0)
    .max(24 * 60 * 60),
  type: z.enum(PLAYLIST_ITEM_TYPES),
  enabled: z.boolean(),
  order: z.int().min(0),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

/** `apply_playlist`: the items in the order the kiosk plays them. */
export const applyPlaylistParams = z.object({ items: z.array(playlistItem).max(LIMITS.playlistMaxItems) });
export type ApplyPlaylistParams = z.infer<typeof applyPlaylistParams>;

/** A CSS colour as the console stores it (`#1a2b3c`, `white`). */
const color = shortText;

/** `apply_screen`: the organization's `kioskInitScreen`. */
export const applyScreenParams = z.object({
  headerURI: webUrl.nullable().optional(),
  headerTextColor: color.nullable().optional(),
  bgURI: webUrl.nullable().optional(),
  bgColor: color.nullable().optional(),
  bodyTextColor: color.nullable().optional(),
});
export type ApplyScreenParams = z.infer<typeof applyScreenParams>;
