import type { Readable } from 'node:stream';
import type { Currency, Language } from '@kiosk/common/constants';
import { currencyCode } from '@kiosk/common/format';
import { NAMED_PAYMENT_METHODS, SALE_PAYMENT_STATUSES } from '@kiosk/common/payments';
import type { ExportKind, ExportRecord } from '../../lib/export-kind.ts';
import { translator } from '../../mail/translate.ts';
import {
  MONEY_COLUMNS,
  PRODUCT_COLUMNS,
  REFILL_COLUMNS,
  SALES_COLUMNS,
  type SaleLabels,
  type TransactionsExportsService,
} from './transactions-exports.service.ts';

export const SALES_EXPORT = 'transactions';
export const REFILLS_EXPORT = 'refills';
export const PRODUCTS_EXPORT = 'transactionProducts';

type Section = 'sales' | 'refills' | 'products';

/**
 * Translated headers of an export's columns (transactions namespace, `exports.columns.*`); money columns
 * name the currency (`Total (EUR)`): the caller's working currency, as on the screen (spec §4).
 */
export function exportColumns(lang: Language, keys: readonly string[], currency: Currency) {
  const t = translator(lang, 'transactions');
  return keys.map((key) => {
    const header = t(`transactions.exports.columns.${key}`);
    return { key, header: MONEY_COLUMNS.has(key) ? `${header} (${currencyCode(currency)})` : header };
  });
}

/** A sale's payment status and method as the sales export names them in `lang`. */
export function saleLabels(lang: Language): SaleLabels {
  const t = translator(lang, 'transactions');
  return {
    status: Object.fromEntries(SALE_PAYMENT_STATUSES.map((s) => [s, t(`transactions.paymentStatus.${s}`)])),
    method: Object.fromEntries(NAMED_PAYMENT_METHODS.map((m) => [m, t(`transactions.paymentMethods.${m}`)])),
  };
}

/** The stored parameters of a queued export: the period as ISO text, the kiosk. */
function requestOf(params: Record<string, unknown>) {
  return {
    from: new Date(String(params.from)),
    to: new Date(String(params.to)),
    kioskIds: Array.isArray(params.kioskIds) ? params.kioskIds.map(String) : undefined,
  };
}

/**
 * The e-mailed transactions exports (sales, refills as Excel, product lines), built by the exports
 * module's job in the owner's scope as it is when the job runs (a kiosk no longer reachable fails it).
 */
export function createTransactionsExportKinds(exports: TransactionsExportsService): ExportKind[] {
  type Viewer = Parameters<ExportKind['build']>[0];
  const kind = (
    name: string,
    section: Section,
    columns: readonly string[],
    rows: (
      viewer: Viewer,
      params: Record<string, unknown>,
      lang: Language,
    ) => AsyncIterable<ExportRecord> | Promise<ExportRecord[]>,
    /** The CSV fast path (COPY on PostgreSQL), when the kind has one. */
    csvLines?: (viewer: Viewer, params: Record<string, unknown>, lang: Language) => Promise<Readable | undefined>,
  ): ExportKind => ({
    kind: name,
    title: (lang) => translator(lang, 'transactions')(`transactions.exports.${section}.title`),
    fileBaseName: (lang) => translator(lang, 'transactions')(`transactions.exports.${section}.fileName`),
    async build(viewer, lang, params, format) {
      const header = exportColumns(lang, columns, await exports.currency(viewer));
      const lines = format === 'csv' && csvLines ? await csvLines(viewer, params, lang) : undefined;
      if (lines) return { columns: header, csvLines: lines };
      const found = rows(viewer, params, lang);
      return { columns: header, rows: found instanceof Promise ? await found : found };
    },
  });
  return [
    kind(
      SALES_EXPORT,
      'sales',
      SALES_COLUMNS,
      (viewer, params, lang) => exports.sales(viewer, requestOf(params), saleLabels(lang)),
      (viewer, params, lang) => exports.csvLines(viewer, 'sales', requestOf(params), saleLabels(lang)),
    ),
    kind(REFILLS_EXPORT, 'refills', REFILL_COLUMNS, (viewer, params) => exports.refills(viewer, requestOf(params))),
    kind(PRODUCTS_EXPORT, 'products', PRODUCT_COLUMNS, (viewer, params) =>
      exports.productLines(viewer, requestOf(params)),
    ),
  ];
}
