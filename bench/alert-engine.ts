/**
 * The alert engine alone: how many committed device facts per second it applies for a fleet, the way the
 * gateway hands them over (each kiosk's next fact after its previous one, all kiosks at once). Each round
 * gives every kiosk one telemetry reading and one door event; a tenth of the fleet runs warm, so High
 * temperature alerts open on the way (and go through the outbox). Prints facts/s and the alerts opened.
 *
 *   npm run alert-engine -w @kiosk/bench -- [kiosks=500] [rounds=20]
 *
 * PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set (BENCH_DATABASE=pglite|postgres
 * runs one). Asserts nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createTestDatabase, type DatabaseKind } from '../apps/server/src/test-support/database.ts';
import { createOrganizationsRepository } from '../apps/server/src/modules/organizations/organizations.repository.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';

const kioskCount = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 20);
const ADMIN = { email: 'root@bench.kiosk.local', password: 'root-password-1' };

function kinds(): DatabaseKind[] {
  const only = process.env.BENCH_DATABASE;
  if (only === 'pglite' || only === 'postgres') return [only];
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function run(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'false',
    DEMO_FLEET: 'false',
    MQTT_PORT: '0',
    ALERT_SWEEP_MS: '0',
    COMMAND_SWEEP_MS: '0',
    SCHEDULE_TICK_MS: '0',
    DATA_DIR: `/tmp/kiosk-bench-${randomBytes(4).toString('hex')}`,
  });
  const built = await buildApp(config, { database });
  try {
    const rootRow = await createUsersRepository(database.db).findByEmail(ADMIN.email);
    if (!rootRow) throw new Error('root user missing');
    const root = await built.services.users.viewerForUser(rootRow.id);
    const org = await createOrganizationsRepository(database.db).insert({ name: 'Bench Fleet', slug: 'bench-fleet' });
    const kiosks: { id: string; orgId: string }[] = [];
    for (let n = 0; n < kioskCount; n += 1) {
      const row = await built.services.kiosks.create(root, {
        name: `Bench ${n}`,
        serialNumber: `BENCH-${n}`,
        orgId: org.id,
      });
      kiosks.push({ id: row.id, orgId: org.id });
    }
    const engine = built.services.alerts;
    const origin = Date.now() - rounds * 60_000;
    let facts = 0;
    const started = performance.now();
    await Promise.all(
      kiosks.map(async (kiosk, index) => {
        const warm = index % 10 === 0;
        for (let round = 0; round < rounds; round += 1) {
          const ts = new Date(origin + round * 60_000);
          await engine.apply({
            kind: 'telemetry',
            kiosk,
            receivedAt: new Date(),
            ts,
            temperatures: [warm ? 900 : 400, null],
          });
          await engine.apply({
            kind: 'event',
            kiosk,
            receivedAt: new Date(),
            event: { id: randomUUID(), ts: ts.toISOString(), type: 'door', state: round % 2 ? 'closed' : 'open' },
          });
          facts += 2;
        }
      }),
    );
    await engine.idle();
    const seconds = (performance.now() - started) / 1000;
    const [opened] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts');
    return { kind, facts, seconds, opened: opened?.n ?? 0 };
  } finally {
    await built.app.close();
    await database.dispose();
  }
}

console.log(`alert engine: ${kioskCount} kiosks × ${rounds} rounds (a reading and a door event each)`);
const rows = [];
for (const kind of kinds()) rows.push(await run(kind));
console.log('\n| database | facts | seconds | facts/s | alerts opened |\n|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.kind} | ${row.facts} | ${row.seconds.toFixed(1)} | ${Math.round(row.facts / row.seconds)} | ${row.opened} |`,
  );
}
