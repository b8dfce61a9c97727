import { z } from 'zod';
import { dayInRange } from './dates.ts';
import { loadCellId, MAX_CELL_COUNT } from './planogram.ts';

/** Why units leave a cell as waste (docs/field-operations.md). */
export const WASTE_REASONS = ['expired', 'damaged', 'quality', 'recall', 'other'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

/** At most this many batches in one entry. */
export const MAX_BATCHES_PER_ENTRY = 20;
/** A best-before day is accepted up to this many days back and ahead of today (UTC). */
export const BEST_BEFORE_DAYS_BACK = 366;
export const BEST_BEFORE_DAYS_AHEAD = 5 * 366;
/** A waste report covers at most this many days. */
export const MAX_WASTE_REPORT_DAYS = 366;

const DAY_MS = 24 * 60 * 60_000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A best-before day (YYYY-MM-DD) within the accepted window around `now`. */
export const bestBeforeDay = (now: () => Date = () => new Date()) =>
  z
    .string('BAD_USER_INPUT')
    .refine((value) => dayInRange(value) !== undefined, 'BAD_USER_INPUT')
    .refine((value) => {
      const today = now().getTime();
      return (
        value >= utcDay(today - BEST_BEFORE_DAYS_BACK * DAY_MS) &&
        value <= utcDay(today + BEST_BEFORE_DAYS_AHEAD * DAY_MS)
      );
    }, 'BAD_USER_INPUT');

const units = z.int('BAD_USER_INPUT').min(1, 'BAD_USER_INPUT').max(MAX_CELL_COUNT, 'BAD_USER_INPUT');
const note = z.string().trim().max(500, 'BAD_USER_INPUT').optional().nullable();

/** addCellStock: units added to a cell in batches, each with its best-before day (null: unknown). */
export const addCellStockInput = (now?: () => Date) =>
  z.object({
    cellId: loadCellId,
    batches: z
      .array(z.object({ quantity: units, bestBefore: bestBeforeDay(now).optional().nullable() }), 'BAD_USER_INPUT')
      .min(1, 'BAD_USER_INPUT')
      .max(MAX_BATCHES_PER_ENTRY, 'BAD_USER_INPUT'),
    note,
  });

/** dateCellStock: best-before days for units already on the cell whose date is unknown. */
export const dateCellStockInput = (now?: () => Date) =>
  z.object({
    cellId: loadCellId,
    batches: z
      .array(z.object({ quantity: units, bestBefore: bestBeforeDay(now) }), 'BAD_USER_INPUT')
      .min(1, 'BAD_USER_INPUT')
      .max(MAX_BATCHES_PER_ENTRY, 'BAD_USER_INPUT'),
  });

/** recordWaste: units taken out of a cell as known loss. */
export const wasteInput = z.object({
  cellId: loadCellId,
  units,
  reason: z.enum(WASTE_REASONS, 'BAD_USER_INPUT'),
  note,
});

/** getWasteReport's filter: a period of at most MAX_WASTE_REPORT_DAYS days, narrowed by the rest. */
export const wasteReportFilter = z
  .object({
    from: z.date('BAD_USER_INPUT'),
    to: z.date('BAD_USER_INPUT'),
    orgId: z.uuid('NOT_FOUND').optional().nullable(),
    kioskIds: z.array(z.uuid('NOT_FOUND')).max(500, 'BAD_USER_INPUT').optional().nullable(),
    productIds: z.array(z.uuid('NOT_FOUND')).max(500, 'BAD_USER_INPUT').optional().nullable(),
    reasons: z.array(z.enum(WASTE_REASONS, 'BAD_USER_INPUT')).optional().nullable(),
  })
  .refine((filter) => filter.to.getTime() > filter.from.getTime(), { message: 'BAD_USER_INPUT', path: ['to'] })
  .refine((filter) => filter.to.getTime() - filter.from.getTime() <= MAX_WASTE_REPORT_DAYS * DAY_MS, {
    message: 'BAD_USER_INPUT',
    path: ['to'],
  });

/** The refill history covers at most this many days, people and visits' source rows. */
export const MAX_REFILL_HISTORY_DAYS = 92;
export const MAX_REFILL_HISTORY_USERS = 100;
export const REFILL_HISTORY_ROW_LIMIT = 1000;

/** getRefillHistory's filter: a period of at most MAX_REFILL_HISTORY_DAYS days, narrowed by the rest. */
export const refillHistoryFilter = z
  .object({
    from: z.date('BAD_USER_INPUT'),
    to: z.date('BAD_USER_INPUT'),
    orgId: z.uuid('NOT_FOUND').optional().nullable(),
    kioskIds: z.array(z.uuid('NOT_FOUND')).max(500, 'BAD_USER_INPUT').optional().nullable(),
    userIds: z.array(z.uuid('BAD_USER_INPUT')).max(MAX_REFILL_HISTORY_USERS, 'BAD_USER_INPUT').optional().nullable(),
  })
  .refine((filter) => filter.to.getTime() > filter.from.getTime(), { message: 'BAD_USER_INPUT', path: ['to'] })
  .refine((filter) => filter.to.getTime() - filter.from.getTime() <= MAX_REFILL_HISTORY_DAYS * DAY_MS, {
    message: 'BAD_USER_INPUT',
    path: ['to'],
  });

/** A count's phone time is accepted this far back (an offline phone syncing late) and ahead (clock skew). */
export const CELL_COUNT_DAYS_BACK = 7;
export const CELL_COUNT_MINUTES_AHEAD = 10;

/** recordCellCount: units found on a cell and units put in (each optional, at least one), with the phone's time. */
export const cellCountInput = (now: () => Date = () => new Date()) =>
  z
    .object({
      cellId: loadCellId,
      found: z
        .int('BAD_USER_INPUT')
        .min(0, 'BAD_USER_INPUT')
        .max(MAX_CELL_COUNT, 'BAD_USER_INPUT')
        .optional()
        .nullable(),
      added: z
        .int('BAD_USER_INPUT')
        .min(0, 'BAD_USER_INPUT')
        .max(MAX_CELL_COUNT, 'BAD_USER_INPUT')
        .optional()
        .nullable(),
      countedAt: z
        .date('BAD_USER_INPUT')
        .refine(
          (at) =>
            at.getTime() >= now().getTime() - CELL_COUNT_DAYS_BACK * DAY_MS &&
            at.getTime() <= now().getTime() + CELL_COUNT_MINUTES_AHEAD * 60_000,
          'BAD_USER_INPUT',
        )
        .optional()
        .nullable(),
    })
    .refine((input) => (input.found ?? null) !== null || (input.added ?? null) !== null, {
      message: 'BAD_USER_INPUT',
      path: ['found'],
    });
