import { z } from 'zod';
import { objectId, optionalString } from './common.ts';

/** Surface sizes of a load cell (spec §9); the product's capacity for 33 or 50 is the cell's max quantity. */
export const LOAD_CELL_SURFACE_SIZES = ['N33', 'N50'] as const;
export type LoadCellSurfaceSize = (typeof LOAD_CELL_SURFACE_SIZES)[number];

/** Kiosk presets (spec §9): single kiosk 15 cells (A1 … A15), double kiosk 30 cells (sides A and B). */
export const LOAD_CELL_PRESETS = ['single', 'double'] as const;
export type LoadCellPreset = (typeof LOAD_CELL_PRESETS)[number];

/** Load cells per side of a kiosk, and shelves per side as the console draws them (5 cells per shelf). */
export const CELLS_PER_SIDE = 15;
export const CELLS_PER_SHELF = 5;

/** The largest planogram position and stock count a cell takes. */
export const MAX_PLANOGRAM_POSITION = 999;
export const MAX_CELL_COUNT = 10_000;

/** A device load-cell id: a letter (the side) and a number, e.g. A1, B15. */
export const loadCellId = z
  .string()
  .trim()
  .regex(/^[A-Z][1-9]\d{0,2}$/, 'BAD_USER_INPUT');

/** One cell of an `updateLoadcell` save; omitted fields keep their values (a new cell takes the defaults). */
export const loadCellInput = z.object({
  cellId: loadCellId,
  planogramPosition: z
    .int('BAD_USER_INPUT')
    .min(1, 'BAD_USER_INPUT')
    .max(MAX_PLANOGRAM_POSITION, 'BAD_USER_INPUT')
    .optional(),
  /** null = an empty cell. */
  productId: objectId.nullable().optional(),
  surfaceSize: z.enum(LOAD_CELL_SURFACE_SIZES, 'BAD_USER_INPUT').optional(),
  priceTag: optionalString,
  tagId: optionalString,
});
export type LoadCellInput = z.infer<typeof loadCellInput>;

/** A whole `updateLoadcell` save: each cell at most once. */
export const loadCellsInput = z
  .array(loadCellInput)
  .min(1, 'REQUIRED')
  .max(200, 'BAD_USER_INPUT')
  .refine((cells) => new Set(cells.map((c) => c.cellId)).size === cells.length, 'BAD_USER_INPUT');

/** An operator's quantity correction of one cell. */
export const cellQuantityInput = z.object({
  cellId: loadCellId,
  count: z.int('BAD_USER_INPUT').min(0, 'BAD_USER_INPUT').max(MAX_CELL_COUNT, 'BAD_USER_INPUT'),
  note: z.string().trim().max(500, 'BAD_USER_INPUT').optional().nullable(),
});
