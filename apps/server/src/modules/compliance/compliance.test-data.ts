import { randomUUID } from 'node:crypto';
import type { AuthzCase, AuthzWorld, Target } from '../../test-support/authz.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import type { TestContext } from '../../test-support/fixtures.ts';

/** Test data of the compliance module: kiosks, arranged readings and service commands, the matrix cases. */

let serials = 0;
export async function newComplianceKiosk(context: TestContext, orgId: string, name = 'Compliance kiosk') {
  serials += 1;
  const row = await context.services.kiosks.create(context.root, {
    name,
    serialNumber: `CO-${process.pid}-${Date.now().toString(36)}-${serials}`,
    orgId,
  });
  return { id: row.id, orgId: row.orgId, serialNumber: row.serialNumber, name: row.name };
}

/** Readings as the ingest stores them (°C → 1/100 °C, second sensor missing), straight into kiosk_temperatures. */
export async function arrangeReadings(
  database: TestDatabase,
  kioskId: string,
  readings: readonly (readonly [iso: string, celsius: number])[],
): Promise<void> {
  for (const [ts, celsius] of readings) {
    await database.query('INSERT INTO kiosk_temperatures (kiosk_id, ts, sensors) VALUES ($1, $2, $3)', [
      kioskId,
      ts,
      `{${Math.round(celsius * 100)},NULL}`,
    ]);
  }
}

/** A `service` command as the temperature rule queues it and the kiosk applied it, at given times. */
export async function arrangeServiceCommand(
  database: TestDatabase,
  kiosk: { id: string; orgId: string },
  command: { inService: boolean; reason: string; createdAt: string; appliedAt: string | null },
): Promise<void> {
  await database.query(
    `INSERT INTO kiosk_commands (id, kiosk_id, org_id, type, params, status, created_at, expires_at, finished_at)
     VALUES ($1, $2, $3, 'service', $4::jsonb, $5, $6, $6::timestamptz + interval '1 hour', $7)`,
    [
      randomUUID(),
      kiosk.id,
      kiosk.orgId,
      JSON.stringify({ inService: command.inService, reason: command.reason }),
      command.appliedAt ? 'applied' : 'queued',
      command.createdAt,
      command.appliedAt,
    ],
  );
}

const kiosks = new WeakMap<AuthzWorld, Partial<Record<Target, string>>>();
async function kioskOf(world: AuthzWorld, target: Target): Promise<string> {
  const known = kiosks.get(world) ?? {};
  kiosks.set(world, known);
  known[target] ??= (await newComplianceKiosk(world.context, world.orgs[target], `Compliance ${target}`)).id;
  return known[target];
}

export const authzCases: AuthzCase[] = [
  {
    operation: 'getTemperatureCompliance',
    endpoint: 'reports',
    request: async (world, target) => ({
      query: `query($k: [ID!]!, $p: CompliancePeriodInput!) {
        getTemperatureCompliance(kioskIds: $k, period: $p) { kiosks { kioskId orgId days { date } } }
      }`,
      variables: { k: [await kioskOf(world, target)], p: { from: '2026-03-28', to: '2026-03-29' } },
    }),
  },
];
