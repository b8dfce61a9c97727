import { randomUUID } from 'node:crypto';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import type { TestContext } from '../../test-support/fixtures.ts';

/** Test data of the alerts module: a kiosk with an alert, and the authorization-matrix cases. */

let serials = 0;
export async function newAlertKiosk(context: TestContext, orgId: string, name = 'Alert kiosk') {
  serials += 1;
  const row = await context.services.kiosks.create(context.root, {
    name,
    serialNumber: `AL-${process.pid}-${Date.now().toString(36)}-${serials}`,
    orgId,
  });
  return { id: row.id, orgId: row.orgId, serialNumber: row.serialNumber };
}

/** An unauthorized-access alert on the kiosk, raised through the engine; answers its id. */
export async function raiseAlert(context: TestContext, kiosk: { id: string; orgId: string }): Promise<string> {
  const at = new Date();
  await context.services.alerts.apply({
    kind: 'event',
    kiosk,
    receivedAt: at,
    event: { id: randomUUID(), ts: at.toISOString(), type: 'access.unauthorized', detail: 'matrix' },
  });
  const { rows } = await context.services.alerts.grid(context.root, {
    kioskIds: [kiosk.id],
    types: ['unauthorizedAccess'],
    statuses: ['open'],
  });
  const id = rows[0]?.id;
  if (!id) throw new Error('no alert raised');
  return id;
}

const kiosks = new WeakMap<AuthzWorld, Partial<Record<Target, { id: string; orgId: string }>>>();
async function kioskOf(world: AuthzWorld, target: Target) {
  const known = kiosks.get(world) ?? {};
  kiosks.set(world, known);
  known[target] ??= await newAlertKiosk(world.context, world.orgs[target], `Alerts ${target}`);
  return known[target];
}

/** Opens and acknowledges (ends) an alert on every target's kiosk: a live notice in every organization. */
/**
 * Raises and acknowledges an alert on each target's kiosk. One trigger at a time: a subscription's callers run
 * side by side, and a second raise while the first one's alert is still open adds no alert (the engine keeps
 * one open alert per kiosk and kind), so its acknowledgement would find none.
 */
let alertTriggers: Promise<void> = Promise.resolve();
function alertEverywhere(world: AuthzWorld): Promise<void> {
  const run = alertTriggers.then(async () => {
    for (const target of ['parent', 'sub', 'foreign'] as const) {
      const kiosk = await kioskOf(world, target);
      const id = await raiseAlert(world.context, kiosk);
      await world.context.services.alerts.acknowledge(world.context.root, id, 'matrix');
    }
  });
  alertTriggers = run.catch(() => undefined);
  return run;
}

export const authzCases: AuthzCase[] = [
  {
    operation: 'gridAlerts',
    endpoint: 'alerts',
    targets: ['parent'],
    request: async (world) => {
      await alertEverywhere(world);
      return { query: '{ gridAlerts { total data { _id orgId } } }' };
    },
    allowed: consoleCaller,
    rowOrgIds: (data) => (data.gridAlerts as { data: { orgId: string }[] }).data.map((row) => row.orgId),
  },
  {
    operation: 'acknowledgeAlert',
    endpoint: 'alerts',
    request: async (world, target) => ({
      query: 'mutation($id: ID!) { acknowledgeAlert(id: $id, note: "seen") { _id status } }',
      variables: { id: await raiseAlert(world.context, await newAlertKiosk(world.context, world.orgs[target])) },
    }),
  },
  {
    operation: 'snoozeKioskAlerts',
    endpoint: 'alerts',
    request: async (world, target) => ({
      query:
        'mutation($k: ID!, $u: DateTime!) { snoozeKioskAlerts(kioskId: $k, until: $u, reason: "service") { _id } }',
      variables: { k: (await kioskOf(world, target)).id, u: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  },
  {
    operation: 'cancelSnooze',
    endpoint: 'alerts',
    request: async (world, target) => ({
      query: 'mutation($k: ID!) { cancelSnooze(kioskId: $k) }',
      variables: { k: (await kioskOf(world, target)).id },
    }),
  },
  {
    operation: 'getKioskAlertSnooze',
    endpoint: 'alerts',
    request: async (world, target) => ({
      query: 'query($k: ID!) { getKioskAlertSnooze(kioskId: $k) { _id } }',
      variables: { k: (await kioskOf(world, target)).id },
    }),
  },
  {
    operation: 'alertChanged',
    endpoint: 'alerts',
    targets: ['parent'],
    request: async () => ({ query: 'subscription { alertChanged { alertId orgId kind } }' }),
    allowed: consoleCaller,
    rowOrgIds: (data) => [(data.alertChanged as { orgId: string }).orgId],
    subscription: { trigger: alertEverywhere },
  },
];
