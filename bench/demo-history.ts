/**
 * Demo history: the first start with demo data (DEMO_DATA) with and without the 90 days of past sales
 * and refills of the demo kiosks (DEMO_HISTORY_DAYS), each on a fresh database, and the rows it wrote.
 *
 *   npm run demo-history -w @kiosk/bench -- 90
 *
 * PGlite in memory; PostgreSQL instead when BENCH_DATABASE=postgres and TEST_DATABASE_URL is set.
 * Asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase, type DatabaseKind } from '../apps/server/src/test-support/database.ts';

const days = Number(process.argv[2] ?? 90);
const kind: DatabaseKind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';

async function firstStart(historyDays: number) {
  const database = await createTestDatabase(kind);
  const started = performance.now();
  const built = await createTestApp(database, { DEMO_DATA: 'true', DEMO_HISTORY_DAYS: String(historyDays) });
  const ms = performance.now() - started;
  const [counts] = await database.query<{ sales: string; items: string; refills: string; lines: string }>(
    `SELECT (SELECT count(*) FROM transactions) AS sales, (SELECT count(*) FROM transaction_items) AS items,
       (SELECT count(*) FROM refills WHERE session_id IS NOT NULL) AS refills,
       (SELECT count(*) FROM refill_items) AS lines`,
  );
  await built.app.close();
  await database.dispose();
  return { ms, counts };
}

const without = await firstStart(0);
const withHistory = await firstStart(days);
console.log(`database: ${kind}`);
console.log(`first start with demo data, no history: ${(without.ms / 1000).toFixed(2)} s`);
console.log(`first start with ${days} days of history: ${(withHistory.ms / 1000).toFixed(2)} s`);
console.log(`history: +${((withHistory.ms - without.ms) / 1000).toFixed(2)} s for`, withHistory.counts);
