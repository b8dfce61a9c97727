/**
 * Device ingest: how many kiosk messages per second the kiosks module stores when a fleet reports at
 * once. Every kiosk sends one telemetry reading and one door event per round, all rounds' messages in
 * flight together (as after a broker restart); messages go through the device contract's parser and
 * the module's handlers (the recording gateway: no broker), batched into transactions. Prints
 * messages/s and the time until the last message was durable; asserts nothing.
 *
 *   npm run ingest-throughput -w @kiosk/bench -- [kiosks=300] [rounds=5]
 *
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped afterwards), else PGlite.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { createRecordingGateway } from '../apps/server/src/test-support/devices.ts';
import { createTestContext } from '../apps/server/src/test-support/fixtures.ts';

const kioskCount = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 5);
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const database = await createTestDatabase(kind);
const gateway = createRecordingGateway();
const context = await createTestContext(database, { DEMO_DATA: 'false' }, { devices: gateway });
try {
  const orgId = await context.newOrganization('Bench Fleet');
  const serials: string[] = [];
  for (let n = 0; n < kioskCount; n += 1) {
    const row = await context.services.kiosks.create(context.root, {
      name: `Bench ${n}`,
      serialNumber: `BENCH-${n}`,
      orgId,
    });
    serials.push(row.serialNumber);
  }
  const start = Date.now() - rounds * 60_000;
  const messages: Promise<void>[] = [];
  const t0 = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const ts = new Date(start + round * 60_000).toISOString();
    for (const serial of serials) {
      messages.push(
        gateway.send(serial, 'telemetry', { ts, temperatures: [400 + round, 410, null, null], uptime: round }),
      );
      messages.push(
        gateway.send(serial, 'event', { id: randomUUID(), ts, type: 'door', state: round % 2 ? 'open' : 'closed' }),
      );
    }
  }
  await Promise.all(messages);
  const seconds = (performance.now() - t0) / 1000;
  const [stored] = await database.query<{ readings: number; events: number }>(
    `SELECT (SELECT count(*)::int FROM kiosk_temperatures) AS readings,
            (SELECT count(*)::int FROM kiosk_activities WHERE type = 'door') AS events`,
  );
  console.log(
    `${kind}: ${kioskCount} kiosks × ${rounds} rounds = ${messages.length} messages in ${seconds.toFixed(2)} s ` +
      `→ ${Math.round(messages.length / seconds)} messages/s (stored: ${stored?.readings} readings, ${stored?.events} door events)`,
  );
} finally {
  await context.built.app.close();
  await database.dispose();
}
