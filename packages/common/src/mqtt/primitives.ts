import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * Building blocks of the payloads. Schemas keep input and output types equal (no transforms), so the
 * same types describe a payload the simulator builds and one the server has validated.
 */

/** §2: "ISO 8601 with an offset" — `2026-11-23T10:15:02+01:00`, or `Z`; a time without offset is refused. */
export const timestamp = z.iso.datetime({ offset: true });

/** Event and command ids: UUIDs (§2, §3). */
export const uuid = z.uuid();

/** Printable text without control characters. */
const PRINTABLE = /^[^\p{Cc}]*$/u;

/** An id the kiosk chooses (`sessionId` like `s-88`, `cellId` like `A1`): 1–64 printable characters. */
export const deviceId = z.string().min(1).max(LIMITS.idMaxLength).regex(PRINTABLE);

/** A short label (`provider`, `cardType`, `firmware`, sensor names). */
export const shortText = z.string().min(1).max(LIMITS.shortTextMaxLength).regex(PRINTABLE);

/** Free text (`detail`, `error`). */
export const text = z.string().max(LIMITS.textMaxLength).regex(PRINTABLE);

/** The last four digits of a card. */
export const last4 = z.string().regex(/^\d{4}$/);

/** §2: "decimal string, currency of the organization": `5.00`; zero or more, at most two decimals. */
export const decimalAmount = z.string().regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/);

/** §2: a temperature in 1/100 °C (412 = 4.12 °C), `null` for a missing sensor. */
export const centiCelsius = z.int().min(LIMITS.temperatureMin).max(LIMITS.temperatureMax);

/** §2: a load cell's weight in grams (integers). */
export const grams = z.int().min(LIMITS.weightMinGrams).max(LIMITS.weightMaxGrams);

/** An IPv4 or IPv6 address. */
export const ipAddress = z.union([z.ipv4(), z.ipv6()]);

export const connection = z.enum(['connected', 'disconnected']);
export type Connection = z.infer<typeof connection>;
