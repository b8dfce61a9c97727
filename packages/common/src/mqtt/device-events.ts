import { z } from 'zod';
import { memberCardId } from '../validation/user.ts';
import { LIMITS } from './constants.ts';
import { connection, decimalAmount, deviceId, grams, last4, shortText, text, timestamp, uuid } from './primitives.ts';

/**
 * `kiosk/v1/<serial>/event` (§2): envelope `{"id": "<uuid>", "ts", "type", ...fields}`, one schema per
 * type of the contract's table. Unknown fields are ignored; an unknown `type` does not match.
 */
const envelope = { id: uuid, ts: timestamp };

export const doorEvent = z.object({
  ...envelope,
  type: z.literal('door'),
  state: z.enum(['open', 'closed']),
});

/** The card pre-authorised for a purchase. */
export const cardRead = z.object({
  token: z.string().min(1).max(LIMITS.textMaxLength),
  cardType: shortText,
  last4,
});

export const purchaseSessionOpened = z
  .object({
    ...envelope,
    type: z.literal('session.opened'),
    sessionId: deviceId,
    kind: z.literal('purchase'),
    card: cardRead.optional(),
    memberCardId: memberCardId.optional(),
  })
  // "`card` … or `memberCardId`": exactly one of the two says who pays.
  .refine((event) => (event.card === undefined) !== (event.memberCardId === undefined), {
    message: 'A purchase session has either a card or a memberCardId',
    path: ['card'],
  });

export const REFILL_MODES = ['automatic', 'tablet', 'mission_control', 'prod_returned'] as const;
export type RefillMode = (typeof REFILL_MODES)[number];

export const refillSessionOpened = z.object({
  ...envelope,
  type: z.literal('session.opened'),
  sessionId: deviceId,
  kind: z.literal('refill'),
  mode: z.enum(REFILL_MODES),
  technician: z.boolean().optional(),
});

export const sessionOpenedEvent = z.discriminatedUnion('kind', [purchaseSessionOpened, refillSessionOpened]);

/** One load cell of a closed session: weights in grams at open and at close. */
export const sessionCell = z.object({
  cellId: deviceId,
  weightBefore: grams,
  weightAfter: grams,
});
export type SessionCell = z.infer<typeof sessionCell>;

export const sessionClosedEvent = z.object({
  ...envelope,
  type: z.literal('session.closed'),
  sessionId: deviceId,
  cells: z
    .array(sessionCell)
    .max(LIMITS.maxCells)
    // A cell listed twice would make the purchase ambiguous.
    .refine((cells) => new Set(cells.map((cell) => cell.cellId)).size === cells.length, 'Each cellId once'),
});

export const PAYMENT_STATUSES = ['paid', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentEvent = z.object({
  ...envelope,
  type: z.literal('payment'),
  sessionId: deviceId,
  status: z.enum(PAYMENT_STATUSES),
  amount: decimalAmount,
  provider: shortText,
  cardType: shortText,
  last4,
});

export const scaleEvent = z.object({
  ...envelope,
  type: z.literal('scale'),
  cellId: deviceId,
  state: connection,
  side: z.enum(['A', 'B']).optional(),
});

export const terminalEvent = z.object({
  ...envelope,
  type: z.literal('terminal'),
  state: connection,
});

export const networkEvent = z.object({
  ...envelope,
  type: z.literal('network'),
  tablet: connection,
});

export const accessUnauthorizedEvent = z.object({
  ...envelope,
  type: z.literal('access.unauthorized'),
  detail: text.optional(),
});

export const sensorErrorEvent = z.object({
  ...envelope,
  type: z.literal('sensor.error'),
  sensor: shortText,
  detail: text.optional(),
});

export const deviceEvent = z.discriminatedUnion('type', [
  doorEvent,
  sessionOpenedEvent,
  sessionClosedEvent,
  paymentEvent,
  scaleEvent,
  terminalEvent,
  networkEvent,
  accessUnauthorizedEvent,
  sensorErrorEvent,
]);
export type DeviceEvent = z.infer<typeof deviceEvent>;
export type DeviceEventType = DeviceEvent['type'];
export type DeviceEventOf<T extends DeviceEventType> = Extract<DeviceEvent, { type: T }>;

/**
 * What other modules learn of a stored device event (the kiosks' device facts: the alert engine's rules):
 * the envelope and the state it reports — never a card token, a member card, a payment's figures or a
 * closed session's weights. Those are stored with the session and the activity log; a fact travels
 * through the job queue, once per subscriber (docs/performance.md "Sixth round").
 */
export type DeviceEventFact =
  | Exclude<DeviceEvent, { type: 'session.opened' | 'session.closed' | 'payment' }>
  | Omit<Extract<DeviceEventOf<'session.opened'>, { kind: 'purchase' }>, 'card' | 'memberCardId'>
  | Extract<DeviceEventOf<'session.opened'>, { kind: 'refill' }>
  | Omit<DeviceEventOf<'session.closed'>, 'cells'>
  | Pick<DeviceEventOf<'payment'>, 'id' | 'ts' | 'type' | 'sessionId' | 'status'>;

/** A device event as other modules learn of it (DeviceEventFact). */
export function deviceEventFact(event: DeviceEvent): DeviceEventFact {
  switch (event.type) {
    case 'session.opened':
      if (event.kind === 'refill') return event;
      return { id: event.id, ts: event.ts, type: event.type, sessionId: event.sessionId, kind: event.kind };
    case 'session.closed':
      return { id: event.id, ts: event.ts, type: event.type, sessionId: event.sessionId };
    case 'payment':
      return { id: event.id, ts: event.ts, type: event.type, sessionId: event.sessionId, status: event.status };
    default:
      return event;
  }
}

export const DEVICE_EVENT_TYPES = [
  'door',
  'session.opened',
  'session.closed',
  'payment',
  'scale',
  'terminal',
  'network',
  'access.unauthorized',
  'sensor.error',
] as const satisfies readonly DeviceEventType[];

export type DoorEvent = z.infer<typeof doorEvent>;
export type SessionOpenedEvent = z.infer<typeof sessionOpenedEvent>;
export type PurchaseSessionOpened = z.infer<typeof purchaseSessionOpened>;
export type RefillSessionOpened = z.infer<typeof refillSessionOpened>;
export type SessionClosedEvent = z.infer<typeof sessionClosedEvent>;
export type PaymentEvent = z.infer<typeof paymentEvent>;
export type ScaleEvent = z.infer<typeof scaleEvent>;
export type TerminalEvent = z.infer<typeof terminalEvent>;
export type NetworkEvent = z.infer<typeof networkEvent>;
export type AccessUnauthorizedEvent = z.infer<typeof accessUnauthorizedEvent>;
export type SensorErrorEvent = z.infer<typeof sensorErrorEvent>;
