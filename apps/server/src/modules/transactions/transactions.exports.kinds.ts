import type { Language } from '@kiosk/common/constants';
import type { ExportKind, ExportTable } from '../../lib/export-kind.ts';
import { translator } from '../../mail/translate.ts';
import {
  PRODUCT_COLUMNS,
  REFILL_COLUMNS,
  SALES_COLUMNS,
  type ExportRecord,
  type TransactionsExportsService,
} from './transactions.exports.service.ts';

export const SALES_EXPORT = 'transactions';
export const REFILLS_EXPORT = 'refills';
export const PRODUCTS_EXPORT = 'transactionProducts';

type Section = 'sales' | 'refills' | 'products';

/** Translated headers of an export's columns (transactions namespace, `exports.columns.*`). */
export function exportColumns(lang: Language, keys: readonly string[]) {
  const t = translator(lang, 'transactions');
  return keys.map((key) => ({ key, header: t(`transactions.exports.columns.${key}`) }));
}

/** The stored parameters of a queued export: the period as ISO text, the kiosk. */
function requestOf(params: Record<string, unknown>) {
  return {
    from: new Date(String(params.from)),
    to: new Date(String(params.to)),
    kioskIds: Array.isArray(params.kioskIds) ? params.kioskIds.map(String) : undefined,
  };
}

async function collect(rows: AsyncIterable<ExportRecord>): Promise<ExportRecord[]> {
  const all: ExportRecord[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/**
 * The e-mailed transactions exports (sales, refills as Excel, product lines), built by the exports
 * module's job in the owner's scope as it is when the job runs (a kiosk no longer reachable fails it).
 */
export function createTransactionsExportKinds(exports: TransactionsExportsService): ExportKind[] {
  const kind = (
    name: string,
    section: Section,
    columns: readonly string[],
    rows: (viewer: Parameters<ExportKind['build']>[0], params: Record<string, unknown>) => Promise<ExportRecord[]>,
  ): ExportKind => ({
    kind: name,
    title: (lang) => translator(lang, 'transactions')(`transactions.exports.${section}.title`),
    fileBaseName: (lang) => translator(lang, 'transactions')(`transactions.exports.${section}.fileName`),
    async build(viewer, lang, params): Promise<ExportTable> {
      return { columns: exportColumns(lang, columns), rows: await rows(viewer, params) };
    },
  });
  return [
    kind(SALES_EXPORT, 'sales', SALES_COLUMNS, (viewer, params) => collect(exports.sales(viewer, requestOf(params)))),
    kind(REFILLS_EXPORT, 'refills', REFILL_COLUMNS, (viewer, params) =>
      collect(exports.refills(viewer, requestOf(params))),
    ),
    kind(PRODUCTS_EXPORT, 'products', PRODUCT_COLUMNS, (viewer, params) =>
      exports.productLines(viewer, requestOf(params)),
    ),
  ];
}
