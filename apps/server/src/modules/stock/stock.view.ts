import type { LoadCellProduct } from '../../generated/graphql.ts';
import type { ProductFacts } from './stock.planogram.rules.ts';

/** A product as the kiosk screens show it (planogram cells, inventory, waste report); none: null. */
export function productJson(product: ProductFacts): LoadCellProduct;
export function productJson(product: ProductFacts | null | undefined): LoadCellProduct | null;
export function productJson(product: ProductFacts | null | undefined): LoadCellProduct | null {
  return product
    ? {
        _id: product.id,
        name: product.name,
        articleNumber: product.articleNumber,
        manufacturer: product.manufacturer,
        imageUrl: product.imageUrl,
      }
    : null;
}
