import type { WasteReason } from '@kiosk/common/validation';
import {
  TARGETS,
  assignedKiosk,
  consoleCaller,
  reachesOrAssigned,
  type AuthzCase,
  type AuthzWorld,
} from '../../test-support/authz.ts';
import { planogramAuthzCases, stockedKiosk } from './stock.planogram.test-data.ts';

/** The authorization-matrix cases of batches per cell and waste (docs/field-operations.md). */

/** Records waste on a cell (the tests' shape of recordWaste). */
export const RECORD_WASTE = `mutation($k: ID!, $c: String!, $u: Int!, $r: String!, $n: String) {
  recordWaste(kioskId: $k, cellId: $c, units: $u, reason: $r, note: $n) {
    _id cellId productLineId units reason note unitCost cost refillId batches { bestBefore units } } }`;
/** The waste report with its totals and lines. */
export const WASTE_REPORT = `query($f: WasteReportFilter!) { getWasteReport(filter: $f) {
  units cost byReason { reason units cost } lines { kioskName productLine { _id name } reason units cost records } } }`;

const soon = () => new Date(Date.now() + 10 * 24 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * One unit of waste on a stocked kiosk of the parent, the sub and the foreign organization, so a report (and
 * the refill history, the reconciliation module's) has rows of each; returns the period around now (an hour
 * either side) that holds them.
 */
export async function wasteInEveryOrg(world: AuthzWorld, reason: WasteReason): Promise<{ from: string; to: string }> {
  for (const target of TARGETS) {
    const kioskId = await stockedKiosk(world, target);
    await world.context.services.stock.waste.record(world.context.root, kioskId, { cellId: 'A1', units: 1, reason });
  }
  return {
    from: new Date(Date.now() - 60 * 60_000).toISOString(),
    to: new Date(Date.now() + 60 * 60_000).toISOString(),
  };
}

/** The same operation on a kiosk assigned to the replenisher (ADR 0024): they may, as may who reaches it. */
export const onAssigned = (testCase: AuthzCase): AuthzCase => ({
  ...testCase,
  targets: ['parent'],
  allowed: reachesOrAssigned,
  request: async (world, target) => {
    const request = await testCase.request(world, target);
    const kioskId = request.variables?.k;
    if (typeof kioskId !== 'string') throw new Error('a stock case names its kiosk $k');
    await assignedKiosk(world, kioskId);
    return request;
  },
});

export const stockAuthzCases: AuthzCase[] = [
  {
    operation: 'addCellStock',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!, $b: [CellBatchInput!]!) { addCellStock(kioskId: $k, cellId: "A1", batches: $b) { _id orgId } }`,
      variables: { k: await stockedKiosk(world, target), b: [{ quantity: 2, bestBefore: soon() }] },
    }),
  },
  {
    operation: 'dateCellStock',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!, $b: [CellBatchInput!]!) { dateCellStock(kioskId: $k, cellId: "A1", batches: $b) { _id orgId } }`,
      variables: { k: await stockedKiosk(world, target), b: [{ quantity: 1, bestBefore: soon() }] },
    }),
  },
  {
    operation: 'recordWaste',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!) { recordWaste(kioskId: $k, cellId: "A1", units: 1, reason: "damaged") { _id kioskId } }`,
      variables: { k: await stockedKiosk(world, target) },
    }),
  },
  {
    operation: 'getWasteReport',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => ({
      query: 'query($f: WasteReportFilter!) { getWasteReport(filter: $f) { units lines { orgId kioskId units } } }',
      variables: { f: await wasteInEveryOrg(world, 'expired') },
    }),
    rowOrgIds: (data) => (data.getWasteReport as { lines: { orgId: string }[] }).lines.map((line) => line.orgId),
  },
];

stockAuthzCases.push(
  ...stockAuthzCases
    .filter((c) => ['addCellStock', 'dateCellStock', 'recordWaste'].includes(c.operation))
    .map(onAssigned),
);

/** The stock module's authorization-matrix cases: the planogram, batches and waste. */
export const authzCases: AuthzCase[] = [...planogramAuthzCases, ...stockAuthzCases];
