import { z } from 'zod';
import { DEFAULT_SORTS, SURFACE_SIZES } from '../constants.ts';
import { gridRequestBase, optionalString, requiredString } from './common.ts';
import { instantInput } from './dates.ts';

/**
 * Product rules (spec §3, §5). Amounts are exact decimal strings ("2.49"), never floats: the form may
 * send a number (spec: "defaultPrice is converted to a number"), which is turned into its decimal text
 * and checked for at most two decimal places.
 */
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

function money(rule: 'positive' | 'nonNegative') {
  return z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((value, ctx) => {
      if (value.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: rule === 'positive' ? 'AMOUNT_NOT_POSITIVE' : 'AMOUNT_NEGATIVE' });
      } else if (!DECIMAL.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'AMOUNT_INVALID' });
      } else if (rule === 'positive' && !/[1-9]/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'AMOUNT_NOT_POSITIVE' });
      }
    });
}

/** A price: greater than zero (spec §5 "Amounts must be greater than zero"). */
export const priceAmount = money('positive');
/** A cost: zero or more. */
export const costAmount = money('nonNegative');

/** Weights and counts are whole numbers ("Actual weight must be a whole number"). */
const wholeNumber = z.number().int('WHOLE_NUMBER_REQUIRED').min(0, 'WHOLE_NUMBER_REQUIRED');
const optionalWhole = wholeNumber.optional().nullable();
const optionalMeasure = z.number().min(0).optional().nullable();

export const nutritionInput = z.object({
  energy: optionalMeasure,
  fat: optionalMeasure,
  fatSaturated: optionalMeasure,
  salt: optionalMeasure,
  protein: optionalMeasure,
  fiber: optionalMeasure,
  carbo: optionalMeasure,
  carboSugar: optionalMeasure,
});

/** EAN-8, UPC-A (12), EAN-13 or GTIN-14. */
export const ean = z
  .string()
  .trim()
  .regex(/^(\d{8}|\d{12,14})$/, 'EAN_INVALID');

export const NET_WEIGHT_UNITS = ['g', 'ml'] as const;

export const packagingOptionInput = z.object({
  ean: z
    .union([z.literal(''), ean])
    .optional()
    .nullable(),
  description: optionalString,
  unitCount: z.number().int('WHOLE_NUMBER_REQUIRED').min(1).optional().nullable(),
  grossWeightGrams: optionalWhole,
  packageWeightGrams: optionalWhole,
  netWeightGrams: optionalWhole,
  netWeightGramsUnit: z.enum(NET_WEIGHT_UNITS).optional().nullable(),
  shelfLifeDays: optionalWhole,
  tolerancePercentage: z.number().min(0).max(100).optional().nullable(),
});

export const capacityInput = z.object({
  surfaceSize: z.union(
    SURFACE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<33>, z.ZodLiteral<50>, z.ZodLiteral<100>],
  ),
  units: wholeNumber,
});

/**
 * Every field of the product form. On create, omitted fields take the spec's defaults (one packaging
 * option with unitCount 1, tolerance 0, package weight 0, unit g; cost 0); on update, omitted fields
 * keep their values. The form's `tax` field is sent as `taxId`.
 */
export const productLineFields = z.object({
  orgId: z.uuid('NOT_FOUND').optional().nullable(),
  name: requiredString.max(200),
  category: optionalString,
  manufacturer: optionalString,
  articleNumber: optionalString,
  sku: optionalString,
  description: optionalString,
  nutrition: nutritionInput.optional().nullable(),
  ingredientsList: optionalString,
  allergens: optionalString,
  taxId: z.uuid('NOT_FOUND').optional().nullable(),
  defaultCost: costAmount.optional().nullable(),
  defaultPrice: priceAmount,
  /** Only the first option is used (spec §3); further ones are dropped. */
  packagingOptions: z.array(packagingOptionInput).max(10).optional().nullable(),
  capacities: z
    .array(capacityInput)
    .max(SURFACE_SIZES.length)
    .refine((list) => new Set(list.map((c) => c.surfaceSize)).size === list.length, 'BAD_USER_INPUT')
    .optional()
    .nullable(),
});
export const productLineCreateInput = productLineFields;
export const productLineUpdateInput = productLineFields.partial();
export type ProductLineCreateInput = z.output<typeof productLineCreateInput>;
export type ProductLineUpdateInput = z.output<typeof productLineUpdateInput>;
export type PackagingOptionInput = z.output<typeof packagingOptionInput>;

/** A price entry: default (no kiosk) or kiosk-specific; validFrom defaults to now; validTo open-ended. */
export const productLinePriceInput = z
  .object({
    productLineId: z.uuid('NOT_FOUND'),
    price: priceAmount,
    validForKiosk: z.uuid('NOT_FOUND').optional().nullable(),
    validFrom: instantInput.optional().nullable(),
    validTo: instantInput.optional().nullable(),
  })
  .superRefine((value, ctx) => {
    const from = value.validFrom ?? new Date();
    if (value.validTo && value.validTo.getTime() <= from.getTime()) {
      ctx.addIssue({ code: 'custom', message: 'PERIOD_INVALID', path: ['validTo'] });
    }
  });
export type ProductLinePriceInput = z.output<typeof productLinePriceInput>;

export const productLinePriceUpdateInput = z.object({
  price: priceAmount.optional(),
  validFrom: instantInput.optional().nullable(),
  validTo: instantInput.optional().nullable(),
});
export type ProductLinePriceUpdateInput = z.output<typeof productLinePriceUpdateInput>;

export const PRODUCT_LINE_SORT_FIELDS = [
  'name',
  'category',
  'manufacturer',
  'articleNumber',
  'defaultPrice',
  'defaultCost',
  'createdAt',
] as const;

const filterValue = z
  .string()
  .trim()
  .optional()
  .nullable()
  // The console's filter default is 'all' (spec §9): the same as no filter.
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

/** The products grid request (also the body of the product-list export). */
export const productLinesGridRequest = z.object({
  ...gridRequestBase(PRODUCT_LINE_SORT_FIELDS, DEFAULT_SORTS.products),
  orgId: filterValue.pipe(z.uuid('NOT_FOUND').optional()),
  category: filterValue,
  manufacturer: filterValue,
  familyId: filterValue.pipe(z.uuid('NOT_FOUND').optional()),
  includeArchived: z
    .boolean()
    .optional()
    .nullable()
    .transform((v) => v ?? false),
});
export type ProductLinesGridRequest = z.output<typeof productLinesGridRequest>;
