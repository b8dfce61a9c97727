/** The import of sales history (transactions endpoint): dry run and import of a CSV file. */
import type { SalesImportInput } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';

const PREVIEW = graphql(`
  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {
    previewSalesImport(file: $file, data: $data) {
      rows
      acceptedRows
      transactions
      alreadyImported
      total
      newKiosks
      newProducts
      refusedTotal
      imported
      refused {
        row
        field
        reason
      }
    }
  }
`);

const IMPORT = graphql(`
  mutation ImportSales($file: File!, $data: SalesImportInput!) {
    importSales(file: $file, data: $data) {
      rows
      acceptedRows
      transactions
      alreadyImported
      total
      newKiosks
      newProducts
      refusedTotal
      imported
      refused {
        row
        field
        reason
      }
    }
  }
`);

/** Our columns, in the order the mapping form shows them. */
export const IMPORT_FIELDS = [
  'timestamp',
  'kiosk',
  'product',
  'quantity',
  'unitPrice',
  'lineTotal',
  'paymentType',
  'cardId',
  'transactionId',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const VENDING_PRESET = 'vending-machine-sales-2022';

export async function runSalesImport(file: File, data: SalesImportInput, dryRun: boolean) {
  if (dryRun) return (await requestWithFiles('transactions', PREVIEW, { file, data })).previewSalesImport;
  return (await requestWithFiles('transactions', IMPORT, { file, data })).importSales;
}

/** The header names of a CSV file (its first line), split by the delimiter. */
export async function headerOf(file: File, delimiter: string): Promise<string[]> {
  const head = await file.slice(0, 64 * 1024).text();
  const first = head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return first
    .split(delimiter)
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}
