import { randomUUID } from 'node:crypto';
import type { AuthzCase, AuthzWorld, Target } from '../../test-support/authz.ts';
import { expect } from 'vitest';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';

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

export const REPORT = `query($k: [ID!]!, $p: CompliancePeriodInput!) {
  getTemperatureCompliance(kioskIds: $k, period: $p) {
    from to highLimit lowLimit
    kiosks {
      kioskId kioskName serialNumber orgName timeZone
      days { date start end readings min max secondsAbove secondsBelow secondsCovered secondsOutOfService }
      excursions { kind start end durationSeconds peak closed }
      outOfService { start appliedAt end endReason }
      alerts { type startDate endDate acknowledgedAt acknowledgedBy note }
    }
  }
}`;

export interface Report {
  getTemperatureCompliance: {
    kiosks: {
      kioskId: string;
      timeZone: string;
      days: {
        date: string;
        start: string;
        end: string;
        readings: number;
        min: number | null;
        max: number | null;
        secondsAbove: number;
        secondsBelow: number;
        secondsCovered: number;
        secondsOutOfService: number;
      }[];
      excursions: {
        kind: string;
        start: string;
        end: string;
        durationSeconds: number;
        peak: number;
        closed: boolean;
      }[];
      outOfService: { start: string; appliedAt: string | null; end: string | null; endReason: string | null }[];
      alerts: {
        type: string;
        startDate: string;
        endDate: string | null;
        acknowledgedAt: string | null;
        acknowledgedBy: string | null;
        note: string | null;
      }[];
    }[];
  };
}

/** Every five minutes from `from` (inclusive) to `to` (exclusive), UTC, at one temperature. */
function every5(from: string, to: string, celsius: number): [string, number][] {
  const out: [string, number][] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += 5 * 60_000) out.push([new Date(t).toISOString(), celsius]);
  return out;
}

/**
 * The fixed series (Europe/Berlin; summer time starts 2026-03-29 at 02:00 CET = 01:00 UTC, so that local
 * day has 23 hours): 4 °C in the evening of the 28th; a high excursion 23:35–00:25 local across midnight
 * (peak 9.5 °C); 5 °C; a low excursion 01:50 CET–03:20 CEST across the clock change (30 real minutes,
 * coldest 1.0 °C); 3 °C until 03:00 UTC, then no readings.
 */
export const SERIES: [string, number][] = [
  ...every5('2026-03-28T20:00:00Z', '2026-03-28T22:35:00Z', 4),
  ['2026-03-28T22:35:00Z', 8],
  ['2026-03-28T22:40:00Z', 9.5],
  ['2026-03-28T22:45:00Z', 8.5],
  ['2026-03-28T22:50:00Z', 8],
  ['2026-03-28T22:55:00Z', 7.8],
  ['2026-03-28T23:00:00Z', 7.6],
  ['2026-03-28T23:05:00Z', 8.2],
  ['2026-03-28T23:10:00Z', 7.9],
  ['2026-03-28T23:15:00Z', 7.5],
  ['2026-03-28T23:20:00Z', 7.1],
  ...every5('2026-03-28T23:25:00Z', '2026-03-29T00:50:00Z', 5),
  ['2026-03-29T00:50:00Z', 1.5],
  ['2026-03-29T00:55:00Z', 1.2],
  ['2026-03-29T01:00:00Z', 1],
  ['2026-03-29T01:05:00Z', 1.1],
  ['2026-03-29T01:10:00Z', 1.4],
  ['2026-03-29T01:15:00Z', 1.8],
  ...every5('2026-03-29T01:20:00Z', '2026-03-29T03:05:00Z', 3),
];
export const MIN = 60;

/**
 * The compliance tests' world: `Kühlkette GmbH` (Europe/Berlin) with its admin and a kiosk that went
 * through SERIES (its readings, the alerts they raised, the automatic out-of-service and back, an
 * acknowledged high-temperature alert), and a foreign organization with its admin and kiosk.
 */
export async function createComplianceWorld(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  const context = await createTestContext(database, { DEMO_DATA: 'false', ALERT_SWEEP_MS: '0', COMMAND_SWEEP_MS: '0' });
  const orgId = await context.newOrganization('Kühlkette GmbH');
  const foreignOrg = await context.newOrganization('Elsewhere Ltd');
  await database.query("UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = $1", [orgId]);
  const adminId = await context.newUser({ email: 'anna@compliance.test', firstName: 'Anna', lastName: 'Auditor' }, [
    [orgId, 'admin'],
  ]);
  const admin = await context.token(adminId);
  const foreignAdmin = await context.token(
    await context.newUser({ email: 'eve@compliance.test', firstName: 'Eve' }, [[foreignOrg, 'admin']]),
  );
  const kiosk = await newComplianceKiosk(context, orgId, 'Mensa Kühlschrank');
  const foreignKiosk = await newComplianceKiosk(context, foreignOrg, 'Foreign Fridge');

  // The readings as stored, and the same readings through the alert engine (alerts on the kiosk's clock).
  await arrangeReadings(database, kiosk.id, SERIES);
  for (const [ts, celsius] of SERIES) {
    await context.services.alerts.apply({
      kind: 'telemetry',
      kiosk: { id: kiosk.id, orgId },
      receivedAt: new Date(ts),
      ts: new Date(ts),
      temperatures: [Math.round(celsius * 100), null],
    });
  }
  await context.services.alerts.idle();
  // The temperature rule (7 °C for 20 min) took the kiosk out at 23:55 local and back at 00:45.
  await arrangeServiceCommand(database, kiosk, {
    inService: false,
    reason: 'temperature',
    createdAt: '2026-03-28T22:55:00Z',
    appliedAt: '2026-03-28T22:55:04Z',
  });
  await arrangeServiceCommand(database, kiosk, {
    inService: true,
    reason: 'temperature',
    createdAt: '2026-03-28T23:45:00Z',
    appliedAt: '2026-03-28T23:45:03Z',
  });
  // The operator acknowledges the high-temperature alert with a note.
  const { rows } = await context.services.alerts.grid(context.root, {
    kioskIds: [kiosk.id],
    types: ['highTemperature'],
  });
  const high = rows[0];
  if (!high) throw new Error('no high-temperature alert');
  const ack = await context.call(
    admin,
    'alerts',
    'mutation($id: ID!) { acknowledgeAlert(id: $id, note: "Goods moved to the cold room") { _id } }',
    {
      id: high.id,
    },
  );
  expect(ack.errors).toBeUndefined();

  return {
    database,
    context,
    orgId,
    admin,
    foreignAdmin,
    kiosk,
    foreignKiosk,
    report: (token: string, kioskIds: string[], from = '2026-03-28', to = '2026-03-29') =>
      context.call<Report>(token, 'reports', REPORT, { k: kioskIds, p: { from, to } }),
    get: (url: string, token: string | undefined = admin) =>
      context.built.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    async close() {
      await context.built.app.close();
      await database.dispose();
    },
  };
}

export type ComplianceWorld = Awaited<ReturnType<typeof createComplianceWorld>>;

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
