import { describe, expect, it } from 'vitest';
import {
  apiPathToFormPath,
  newProductValues,
  productToValues,
  validateProductValues,
  valuesToInput,
  type ProductFormValues,
} from './product-form-values.ts';
import type { ProductDetail } from './products.queries.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const TAX = '00000000-0000-4000-8000-000000000019';

function filled(patch: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...newProductValues(ORG), name: 'Cola 0.33 l', defaultPrice: '2,49', ...patch };
}

describe('newProductValues', () => {
  it('starts with the spec defaults: one packaging option (1 unit, 0 %, 0 g, unit g), price and cost 0', () => {
    const input = valuesToInput(newProductValues(ORG), 'create');
    expect(input.packagingOptions).toEqual([
      expect.objectContaining({ unitCount: 1, tolerancePercentage: 0, packageWeightGrams: 0, netWeightGramsUnit: 'g' }),
    ]);
    expect(input).toMatchObject({ defaultPrice: '0', defaultCost: '0', orgId: ORG });
  });
});

describe('valuesToInput', () => {
  it('sends tax as taxId, amounts as decimal strings, empty texts as null, filled capacities only', () => {
    const values = filled({
      tax: TAX,
      defaultCost: ' 0,80 ',
      category: '  ',
      capacities: { s33: '', s50: 12, s100: '24' },
      nutrition: { ...newProductValues(null).nutrition, fat: 0.5, energy: '180' },
    });
    const input = valuesToInput(values, 'create');
    expect(input).toMatchObject({ taxId: TAX, defaultPrice: '2.49', defaultCost: '0.80', category: null });
    expect(input.capacities).toEqual([
      { surfaceSize: 50, units: 12 },
      { surfaceSize: 100, units: 24 },
    ]);
    expect(input.nutrition).toMatchObject({ fat: 0.5, energy: 180, salt: null });
  });

  it('falls back to cost 0 when the cost is cleared, and never sends orgId on update', () => {
    const input = valuesToInput(filled({ defaultCost: '' }), 'update');
    expect(input.defaultCost).toBe('0');
    expect(input).not.toHaveProperty('orgId');
  });
});

describe('validateProductValues (shared zod rules)', () => {
  it('accepts a complete product', () => {
    expect(validateProductValues(filled({ packaging: { ...filled().packaging, ean: '4006381333931' } }))).toEqual({});
  });

  it('maps each rule to the field that shows it', () => {
    const errors = validateProductValues(
      filled({
        name: ' ',
        defaultPrice: '0',
        defaultCost: '-1',
        packaging: { ...filled().packaging, ean: '123', netWeightGrams: 330.5 },
        capacities: { s33: 2.5, s50: '', s100: '' },
      }),
    );
    expect(errors).toEqual({
      name: 'REQUIRED',
      defaultPrice: 'AMOUNT_NOT_POSITIVE',
      defaultCost: 'AMOUNT_NEGATIVE',
      'packaging.ean': 'EAN_INVALID',
      'packaging.netWeightGrams': 'WHOLE_NUMBER_REQUIRED',
      'capacities.s33': 'WHOLE_NUMBER_REQUIRED',
    });
    expect(validateProductValues(filled({ defaultPrice: '2.499' }))).toEqual({ defaultPrice: 'AMOUNT_INVALID' });
  });
});

describe('apiPathToFormPath', () => {
  it('maps server field paths to form fields', () => {
    const input = valuesToInput(filled({ capacities: { s33: '', s50: 3, s100: '' } }), 'create');
    expect(apiPathToFormPath('taxId', input)).toBe('tax');
    expect(apiPathToFormPath('packagingOptions.0.grossWeightGrams', input)).toBe('packaging.grossWeightGrams');
    expect(apiPathToFormPath('capacities.0.units', input)).toBe('capacities.s50');
    expect(apiPathToFormPath('nutrition.salt', input)).toBe('nutrition.salt');
    expect(apiPathToFormPath('defaultPrice', input)).toBe('defaultPrice');
    expect(apiPathToFormPath('_', input)).toBeNull();
  });
});

describe('productToValues', () => {
  it('round-trips a product through the form', () => {
    const product: ProductDetail = {
      _id: 'p1',
      orgId: ORG,
      name: 'Still Water',
      category: 'Water',
      manufacturer: 'Spreequell',
      articleNumber: 'W-1',
      sku: null,
      description: null,
      ingredientsList: null,
      allergens: null,
      image: null,
      thumbnail: null,
      taxId: TAX,
      vat: '19.00',
      defaultCost: '0.35',
      defaultPrice: '1.50',
      archived: false,
      nutrition: {
        energy: 0,
        fat: null,
        fatSaturated: null,
        salt: null,
        protein: null,
        fiber: null,
        carbo: null,
        carboSugar: null,
      },
      packagingOptions: [
        {
          ean: '40063813',
          description: null,
          unitCount: 1,
          grossWeightGrams: 525,
          packageWeightGrams: 25,
          netWeightGrams: 500,
          netWeightGramsUnit: 'ml',
          shelfLifeDays: 365,
          tolerancePercentage: 2,
        },
      ],
      capacities: [{ surfaceSize: 33, units: 6 }],
    };
    const values = productToValues(product, 'de');
    expect(values).toMatchObject({ defaultPrice: '1,50', defaultCost: '0,35', tax: TAX });
    expect(values.capacities).toEqual({ s33: 6, s50: '', s100: '' });
    const input = valuesToInput(values, 'update');
    expect(input).toMatchObject({ defaultPrice: '1.50', defaultCost: '0.35', category: 'Water', sku: null });
    expect(input.packagingOptions?.[0]).toEqual({ ...product.packagingOptions[0] });
    expect(input.nutrition).toMatchObject({ energy: 0, fat: null });
  });
});
