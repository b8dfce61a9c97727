/**
 * The transactions exports (spec §7) for the current period and kiosks: sales, refills as Excel and the
 * products tab are built by the server and e-mailed (and listed under "My exports"); the refills CSV is
 * the response itself, saved as refills_{timestamp}.csv.
 *
 *   POST /api/v1/transactions/csv/export/new/{from}/{to}         body { kioskIds, format, lng }
 *   POST /api/v1/transactions/refills-csv/export/{from}/{to}     body { kioskIds, format }
 *   POST /api/v1/transactions/refills-excel/export/{from}/{to}   body { kioskIds, format, lng }
 *   POST /api/v1/transactions/products/export/{from}/{to}        body { kioskIds, format, lng }
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';
import { useMutation } from '@tanstack/react-query';
import { useRefreshMyExports } from '../../lib/my-exports.ts';
import { downloadFile, restRequest } from '../../lib/rest-client.ts';
import { periodBounds, type TransactionsPeriod } from './transactions-period.ts';
import type { TransactionTab } from './transaction-tabs.ts';

/** The export kinds of the exports module, per tab (for the "My exports" panel). */
export const EXPORT_KIND_OF_TAB: Record<TransactionTab, string> = {
  sales: 'transactions',
  refills: 'refills',
  products: 'transactionProducts',
};

export type TransactionsExportChoice =
  'salesCsv' | 'salesXlsx' | 'refillsCsv' | 'refillsExcel' | 'productsCsv' | 'productsXlsx';

export const EXPORT_CHOICES: Record<TransactionTab, TransactionsExportChoice[]> = {
  sales: ['salesCsv', 'salesXlsx'],
  refills: ['refillsCsv', 'refillsExcel'],
  products: ['productsCsv', 'productsXlsx'],
};

const ROUTES: Record<TransactionsExportChoice, { path: string; format: ExportFormat; download?: true }> = {
  salesCsv: { path: '/api/v1/transactions/csv/export/new', format: 'csv' },
  salesXlsx: { path: '/api/v1/transactions/csv/export/new', format: 'xlsx' },
  refillsCsv: { path: '/api/v1/transactions/refills-csv/export', format: 'csv', download: true },
  refillsExcel: { path: '/api/v1/transactions/refills-excel/export', format: 'xlsx' },
  productsCsv: { path: '/api/v1/transactions/products/export', format: 'csv' },
  productsXlsx: { path: '/api/v1/transactions/products/export', format: 'xlsx' },
};

/** The request of an export choice: the period as epoch ms in the path, kiosks, format and language in the body. */
export function exportRequest(choice: TransactionsExportChoice, period: TransactionsPeriod, lng: Language) {
  const route = ROUTES[choice];
  const bounds = periodBounds(period);
  const from = Date.parse(bounds.from);
  const to = Date.parse(bounds.to);
  return {
    url: `${route.path}/${from}/${to}`,
    download: route.download === true,
    body: { from, to, format: route.format, lng, ...(bounds.kioskIds ? { kioskIds: bounds.kioskIds } : {}) },
  };
}

/** Starts an export; resolves 'downloaded' (refills CSV) or 'queued' (e-mailed). */
export function useTransactionsExport() {
  const refreshExports = useRefreshMyExports();
  return useMutation({
    mutationFn: async (input: { choice: TransactionsExportChoice; period: TransactionsPeriod; lng: Language }) => {
      const request = exportRequest(input.choice, input.period, input.lng);
      if (request.download) {
        await downloadFile(request.url, 'refills.csv', { method: 'POST', body: request.body });
        return 'downloaded' as const;
      }
      await restRequest<{ exportId: string }>(request.url, { method: 'POST', body: request.body });
      return 'queued' as const;
    },
    onSuccess: (result) => (result === 'queued' ? refreshExports() : undefined),
  });
}
