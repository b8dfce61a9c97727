/** The import of sales history (transactions endpoint): dry run and import of a CSV file. */
import { useQuery } from '@tanstack/react-query';
import type { SalesImportInput } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { requestWithFiles } from '../../lib/graphql-upload.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const ORGANIZATION_ZONE = graphql(`
  query SalesImportOrganizationZone($id: ID!) {
    getOrganizationById(id: $id) {
      _id
      timeZone
    }
  }
`);

/** The organization's time zone: the default zone of the file's times. */
export function useOrganizationZone(orgId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.organizations.detail(orgId ?? ''), 'timeZone'],
    queryFn: () => request('organizations', ORGANIZATION_ZONE, { id: orgId as string }),
    select: (data) => data.getOrganizationById.timeZone,
    enabled: Boolean(orgId),
  });
}

const PREVIEW = graphql(`
  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {
    previewSalesImport(file: $file, data: $data) {
      timeZone
      dateOrder
      rows
      acceptedRows
      transactions
      alreadyImported
      total
      newKiosks
      newProducts
      merged {
        field
        name
        variants
      }
      refusedTotal
      imported
      refused {
        row
        field
        code
        value
        expected
      }
      duplicateTotal
      duplicates {
        row
        sameAs
      }
    }
  }
`);

const IMPORT = graphql(`
  mutation ImportSales($file: File!, $data: SalesImportInput!) {
    importSales(file: $file, data: $data) {
      timeZone
      dateOrder
      rows
      acceptedRows
      transactions
      alreadyImported
      total
      newKiosks
      newProducts
      merged {
        field
        name
        variants
      }
      refusedTotal
      imported
      refused {
        row
        field
        code
        value
        expected
      }
      duplicateTotal
      duplicates {
        row
        sameAs
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

/** The first line of a CSV file (without a byte-order mark). */
export async function firstLineOf(file: File): Promise<string> {
  const head = await file.slice(0, 64 * 1024).text();
  return head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
}

/** The header names of a first line, split by the delimiter. */
export function headerNames(firstLine: string, delimiter: string): string[] {
  return firstLine
    .split(delimiter)
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}
