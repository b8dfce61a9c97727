import { imageUrl } from '../../files/image-routes.ts';
import type { ProductLineRow, TaxRow } from './products.repository.ts';
import type { PriceRow } from './products.prices.repository.ts';

/** A product line with its tax, as services hand it out. */
export interface ProductLineView extends ProductLineRow {
  tax: TaxRow | null;
}

/** The product line as the API shows it (GraphQL ProductLine and GET /api/v1/product-lines/{id}). */
export function toProductLineJson(row: ProductLineView) {
  const image = row.imageKey ? imageUrl(row.imageKey) : null;
  return {
    _id: row.id,
    orgId: row.orgId,
    name: row.name,
    category: row.category,
    manufacturer: row.manufacturer,
    articleNumber: row.articleNumber,
    sku: row.sku,
    description: row.description,
    nutrition: {
      energy: row.nutrition.energy ?? null,
      fat: row.nutrition.fat ?? null,
      fatSaturated: row.nutrition.fatSaturated ?? null,
      salt: row.nutrition.salt ?? null,
      protein: row.nutrition.protein ?? null,
      fiber: row.nutrition.fiber ?? null,
      carbo: row.nutrition.carbo ?? null,
      carboSugar: row.nutrition.carboSugar ?? null,
    },
    ingredientsList: row.ingredientsList,
    allergens: row.allergens,
    image,
    thumbnail: row.thumbnailKey ? imageUrl(row.thumbnailKey) : null,
    images: image ? [image] : [],
    taxId: row.taxId,
    tax: row.tax ? toTaxJson(row.tax) : null,
    vat: row.tax?.value ?? null,
    defaultCost: row.defaultCost,
    defaultPrice: row.defaultPrice,
    packagingOptions: row.packagingOptions,
    capacities: row.capacities,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTaxJson(tax: TaxRow) {
  return { _id: tax.id, name: tax.name, value: tax.value, orgId: tax.orgId };
}

export function toPriceJson(row: PriceRow) {
  return {
    _id: row.id,
    price: row.price,
    default: row.isDefault,
    validForKiosk: row.kioskId,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}
