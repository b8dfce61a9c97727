import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';

/** A two-line sales history: one kiosk named per organization, one product; unique per call. */
function csv(): string {
  const id = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `timestamp,product,price,transaction\n2026-01-05 10:00,Matrix water,1.50,${id}-1\n2026-01-05 11:00,Matrix water,1.50,${id}-2\n`;
}

const importInput = (world: AuthzWorld, target: Target) => ({
  orgId: world.orgs[target],
  timeZone: 'Europe/Berlin',
  columns: { timestamp: 'timestamp', product: 'product', unitPrice: 'price', transactionId: 'transaction' },
  constants: { kiosk: `Matrix import kiosk ${target}` },
});

/** The imports module's authorization-matrix cases: the import of sales history, only for callers reaching the organization. */
export const authzCases: AuthzCase[] = [
  {
    operation: 'salesImportPresets',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async () => ({ query: '{ salesImportPresets }' }),
  },
  ...(['previewSalesImport', 'importSales'] as const).map((operation): AuthzCase => ({
    operation,
    endpoint: 'transactions',
    request: async (world, target) => ({
      query: `mutation ($file: File!, $data: SalesImportInput!) { ${operation}(file: $file, data: $data) { rows transactions imported } }`,
      variables: { data: importInput(world, target) },
      upload: { variable: 'file', name: 'sales.csv', type: 'text/csv', data: csv() },
    }),
  })),
];
