/**
 * The product form's values and their two-way mapping to the API (spec §3 product line, §5 rules):
 * the form field `tax` is sent as `taxId`; amounts stay decimal strings ("2,49" → "2.49"); only the
 * first packaging option is edited; capacities are per surface size 33/50/100. Validation is the
 * shared zod schema (packages/common/src/validation/product.ts) run over the API input, with its
 * issue paths mapped back to form fields.
 */
import { SURFACE_SIZES, type Language } from '@kiosk/common/constants';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { productLineCreateInput } from '@kiosk/common/validation';
import type { ProductLineInput } from '../../generated/graphql.ts';
import { normalizeDecimalInput, toDecimalInput } from '../../lib/decimal-input.ts';
import type { ProductDetail } from './products.queries.ts';

export const NUTRITION_KEYS = [
  'energy',
  'fat',
  'fatSaturated',
  'carbo',
  'carboSugar',
  'protein',
  'fiber',
  'salt',
] as const;
type NutritionKey = (typeof NUTRITION_KEYS)[number];
type CapacityKey = `s${(typeof SURFACE_SIZES)[number]}`;
export const CAPACITY_KEYS = SURFACE_SIZES.map((size) => `s${size}` as CapacityKey);

/** A NumberInput value: a number, or '' when empty. */
type NumberValue = number | string;

interface PackagingValues {
  ean: string;
  description: string;
  unitCount: NumberValue;
  grossWeightGrams: NumberValue;
  packageWeightGrams: NumberValue;
  netWeightGrams: NumberValue;
  netWeightGramsUnit: 'g' | 'ml';
  shelfLifeDays: NumberValue;
  tolerancePercentage: NumberValue;
}

export interface ProductFormValues {
  orgId: string | null;
  name: string;
  category: string;
  manufacturer: string;
  articleNumber: string;
  sku: string;
  description: string;
  ingredientsList: string;
  allergens: string;
  tax: string | null;
  defaultPrice: string;
  defaultCost: string;
  nutrition: Record<NutritionKey, NumberValue>;
  packaging: PackagingValues;
  capacities: Record<CapacityKey, NumberValue>;
}

const emptyRecord = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, NumberValue>;

/** Spec §5: a new product has one packaging option (unitCount 1, tolerance 0, package weight 0, unit g), price and cost 0. */
export function newProductValues(orgId: string | null): ProductFormValues {
  return {
    orgId,
    name: '',
    category: '',
    manufacturer: '',
    articleNumber: '',
    sku: '',
    description: '',
    ingredientsList: '',
    allergens: '',
    tax: null,
    defaultPrice: '0',
    defaultCost: '0',
    nutrition: emptyRecord(NUTRITION_KEYS),
    packaging: {
      ean: '',
      description: '',
      unitCount: 1,
      grossWeightGrams: '',
      packageWeightGrams: 0,
      netWeightGrams: '',
      netWeightGramsUnit: 'g',
      shelfLifeDays: '',
      tolerancePercentage: 0,
    },
    capacities: emptyRecord(CAPACITY_KEYS),
  };
}

const orEmpty = (value: number | null | undefined): NumberValue => (value === null || value === undefined ? '' : value);

export function productToValues(product: ProductDetail, language: Language): ProductFormValues {
  const option = product.packagingOptions[0];
  const base = newProductValues(product.orgId);
  return {
    ...base,
    name: product.name,
    category: product.category ?? '',
    manufacturer: product.manufacturer ?? '',
    articleNumber: product.articleNumber ?? '',
    sku: product.sku ?? '',
    description: product.description ?? '',
    ingredientsList: product.ingredientsList ?? '',
    allergens: product.allergens ?? '',
    tax: product.taxId,
    defaultPrice: toDecimalInput(product.defaultPrice, language),
    defaultCost: toDecimalInput(product.defaultCost, language),
    nutrition: Object.fromEntries(NUTRITION_KEYS.map((key) => [key, orEmpty(product.nutrition[key])])) as Record<
      NutritionKey,
      NumberValue
    >,
    packaging: option
      ? {
          ean: option.ean ?? '',
          description: option.description ?? '',
          unitCount: option.unitCount,
          grossWeightGrams: orEmpty(option.grossWeightGrams),
          packageWeightGrams: option.packageWeightGrams,
          netWeightGrams: orEmpty(option.netWeightGrams),
          netWeightGramsUnit: option.netWeightGramsUnit === 'ml' ? 'ml' : 'g',
          shelfLifeDays: orEmpty(option.shelfLifeDays),
          tolerancePercentage: option.tolerancePercentage,
        }
      : base.packaging,
    capacities: Object.fromEntries(
      CAPACITY_KEYS.map((key) => [key, orEmpty(product.capacities.find((c) => `s${c.surfaceSize}` === key)?.units)]),
    ) as Record<CapacityKey, NumberValue>,
  };
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

/** '' → null (or the fallback); numbers as they are; other text as a number (NaN is refused by validation). */
function num(value: NumberValue, fallback: number | null = null): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? fallback : Number(trimmed);
}

/** The API input for createProductLine / updateProductLine (orgId only when creating). */
export function valuesToInput(values: ProductFormValues, mode: 'create' | 'update'): ProductLineInput {
  const p = values.packaging;
  const cost = normalizeDecimalInput(values.defaultCost);
  return {
    ...(mode === 'create' && values.orgId ? { orgId: values.orgId } : {}),
    name: values.name.trim(),
    category: text(values.category),
    manufacturer: text(values.manufacturer),
    articleNumber: text(values.articleNumber),
    sku: text(values.sku),
    description: text(values.description),
    ingredientsList: text(values.ingredientsList),
    allergens: text(values.allergens),
    taxId: values.tax || null,
    defaultPrice: normalizeDecimalInput(values.defaultPrice),
    // Spec §5: an empty cost falls back to its initial value, 0.
    defaultCost: cost === '' ? '0' : cost,
    nutrition: Object.fromEntries(NUTRITION_KEYS.map((key) => [key, num(values.nutrition[key])])),
    packagingOptions: [
      {
        ean: text(p.ean),
        description: text(p.description),
        unitCount: num(p.unitCount, 1),
        grossWeightGrams: num(p.grossWeightGrams),
        packageWeightGrams: num(p.packageWeightGrams, 0),
        netWeightGrams: num(p.netWeightGrams),
        netWeightGramsUnit: p.netWeightGramsUnit,
        shelfLifeDays: num(p.shelfLifeDays),
        tolerancePercentage: num(p.tolerancePercentage, 0),
      },
    ],
    capacities: SURFACE_SIZES.flatMap((size) => {
      const units = num(values.capacities[`s${size}`]);
      return units === null ? [] : [{ surfaceSize: size, units }];
    }),
  };
}

/** Maps an API input path (zod issue or server `extensions.fields`) to the form field showing it. */
export function apiPathToFormPath(path: string, input: ProductLineInput): string | null {
  const parts = path.split('.');
  const [head, index, field] = parts;
  if (head === 'taxId') return 'tax';
  if (head === 'packagingOptions') return index === '0' && field ? `packaging.${field}` : 'packaging.ean';
  if (head === 'capacities') {
    const size = index === undefined ? undefined : input.capacities?.[Number(index)]?.surfaceSize;
    return size ? `capacities.s${size}` : null;
  }
  if (head === 'nutrition') return field === undefined && index ? `nutrition.${index}` : null;
  const known: readonly string[] = [
    'orgId',
    'name',
    'category',
    'manufacturer',
    'articleNumber',
    'sku',
    'description',
    'ingredientsList',
    'allergens',
    'defaultPrice',
    'defaultCost',
  ];
  return head && known.includes(head) && parts.length === 1 ? head : null;
}

/** Form path → error code for every problem the shared rules find (empty when valid). */
export function validateProductValues(values: ProductFormValues): Record<string, ErrorCode> {
  const input = valuesToInput(values, 'create');
  const result = productLineCreateInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) {
    const path = apiPathToFormPath(issue.path.join('.'), input);
    if (path) errors[path] ??= isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT';
  }
  return errors;
}
