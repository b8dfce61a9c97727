import { consoleCaller, type AuthzCase } from '../../test-support/authz.ts';
import { stockedKiosk } from '../stock/stock.planogram.test-data.ts';
import { onAssigned, wasteInEveryOrg } from '../stock/stock.test-data.ts';
import { photoAuthzCases } from './reconciliation.photos.test-data.ts';

/** The authorization-matrix cases of the refill history and its reconciliation (docs/field-operations.md). */
const reconciliationCases: AuthzCase[] = [
  {
    operation: 'getRefillHistory',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => ({
      query: 'query($f: RefillHistoryFilter!) { getRefillHistory(filter: $f) { entries { orgId kioskId } } }',
      variables: { f: await wasteInEveryOrg(world, 'damaged') },
    }),
    rowOrgIds: (data) =>
      (data.getRefillHistory as { entries: { orgId: string }[] }).entries.map((entry) => entry.orgId),
  },
  {
    operation: 'recordCellCount',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!) { recordCellCount(kioskId: $k, cellId: "A1", found: 2, added: 3) }`,
      variables: { k: await stockedKiosk(world, target) },
    }),
  },
  {
    operation: 'getRefillReconciliation',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `query($k: ID!) { getRefillReconciliation(kioskId: $k) { orgId kioskId differences } }`,
      variables: { k: await stockedKiosk(world, target) },
    }),
  },
];

// The phone's count and reconciliation on a kiosk assigned to the replenisher (ADR 0024).
reconciliationCases.push(
  ...reconciliationCases
    .filter((c) => ['recordCellCount', 'getRefillReconciliation'].includes(c.operation))
    .map(onAssigned),
);

/** The reconciliation module's authorization-matrix cases: the refill history, its reconciliation, shelf photos. */
export const authzCases: AuthzCase[] = [...reconciliationCases, ...photoAuthzCases];
