import { MAX_PAGE_SIZE } from '@kiosk/common/constants';
import { currencyCode } from '@kiosk/common/format';
import { callerCurrency, type CurrencyLookup } from '../../auth/working-currency.ts';
import { productLinesGridRequest } from '@kiosk/common/validation';
import { translator } from '../../mail/translate.ts';
import { parseInput } from '../../lib/validate.ts';
import type { ExportKind } from '../../lib/export-kind.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ProductsService } from './products.service.ts';
import type { ProductLineView } from './products.view.ts';

const COLUMNS = [
  'name',
  'articleNumber',
  'sku',
  'ean',
  'category',
  'manufacturer',
  'defaultPrice',
  'defaultCost',
  'vat',
  'netWeight',
  'unit',
  'grossWeightGrams',
  'shelfLifeDays',
  'allergens',
  'archived',
] as const;

/** Columns holding money: their headers name the caller's working currency (spec §4). */
const MONEY_COLUMNS: ReadonlySet<string> = new Set(['defaultPrice', 'defaultCost']);

/** Every product the grid filters select, in the grid's order, read page by page as the file is written. */
async function* allRows(
  products: Pick<ProductsService, 'grid'>,
  viewer: Viewer,
  filters: Record<string, unknown>,
): AsyncGenerator<ProductLineView> {
  let read = 0;
  for (let page = 0; ; page++) {
    const { data, total } = await products.grid(viewer, { ...filters, page, pageSize: MAX_PAGE_SIZE });
    yield* data;
    read += data.length;
    if (data.length === 0 || read >= total) return;
  }
}

/**
 * The product list export (POST /api/v1/products/export/productList): the grid's current filters,
 * search and sort, every page, in the caller's scope when the job runs. Amounts stay exact decimal text;
 * their headers name the caller's working currency (`Default price (EUR)`).
 */
export function createProductsExport({
  products,
  currencies,
}: {
  products: Pick<ProductsService, 'grid'>;
  currencies: CurrencyLookup;
}): ExportKind {
  return {
    kind: 'productList',
    title: (lang) => translator(lang, 'exports')('exports.products.title'),
    fileBaseName: (lang) => translator(lang, 'exports')('exports.products.fileName'),
    async build(viewer, lang, params) {
      const t = translator(lang, 'exports');
      const { page: _page, pageSize: _size, ...filters } = parseInput(productLinesGridRequest, params);
      const currency = await callerCurrency(viewer, currencies);
      const yesNo = (value: boolean) => t(value ? 'exports.products.values.yes' : 'exports.products.values.no');
      return {
        columns: COLUMNS.map((key) => {
          const header = t(`exports.products.columns.${key}`);
          return { key, header: MONEY_COLUMNS.has(key) ? `${header} (${currencyCode(currency)})` : header };
        }),
        rows: (async function* () {
          for await (const row of allRows(products, viewer, filters)) {
            const option = row.packagingOptions[0];
            yield {
              name: row.name,
              articleNumber: row.articleNumber,
              sku: row.sku,
              ean: option?.ean ?? null,
              category: row.category,
              manufacturer: row.manufacturer,
              defaultPrice: row.defaultPrice,
              defaultCost: row.defaultCost,
              vat: row.tax?.value ?? null,
              netWeight: option?.netWeightGrams ?? null,
              unit: option?.netWeightGramsUnit ?? null,
              grossWeightGrams: option?.grossWeightGrams ?? null,
              shelfLifeDays: option?.shelfLifeDays ?? null,
              allergens: row.allergens,
              archived: yesNo(row.archivedAt !== null),
            };
          }
        })(),
      };
    },
  };
}
