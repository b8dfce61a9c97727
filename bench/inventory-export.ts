/**
 * Inventory export streaming: seeds kiosks with 30 planogram cells each (first 10,000 cells, then
 * 100,000), downloads `GET /api/v1/kiosk/export/inventory/{csv|xlsx}/en` over HTTP from the whole
 * server (reading the body as it arrives, never holding it) and prints rows/s, bytes, and the server
 * process's RSS before and at its peak during the download (sampled every 20 ms). Memory stays flat
 * when the peak hardly grows from 10,000 to 100,000 rows.
 *
 *   npm run inventory-export -w @kiosk/bench
 *
 * PGlite in memory; PostgreSQL instead when BENCH_DATABASE=postgres and TEST_DATABASE_URL is set (a
 * fresh database, dropped afterwards). Asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, freePort, mintAccessToken, TEST_ADMIN } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase, type DatabaseKind } from '../apps/server/src/test-support/database.ts';
import { createOrganizationsRepository } from '../apps/server/src/modules/organizations/organizations.repository.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';
import { kiosks } from '../apps/server/src/db/schema/kiosks.ts';
import { kioskCells } from '../apps/server/src/db/schema/stock.ts';
import { productLines } from '../apps/server/src/db/schema/products.ts';

const CELLS_PER_KIOSK = 30;
const MB = 1024 * 1024;
const kind: DatabaseKind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';

const database = await createTestDatabase(kind);
const port = await freePort();
const built = await createTestApp(database, {
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DEMO_DATA: 'false',
});
await built.app.listen({ host: '127.0.0.1', port });
const root = await createUsersRepository(database.db).findByEmail(TEST_ADMIN.email);
if (!root) throw new Error('no root user');
const token = await mintAccessToken(built, root.id);
const org = await createOrganizationsRepository(database.db).insert({ name: 'Bench fleet', slug: 'bench-fleet' });

const products = await database.db
  .insert(productLines)
  .values(
    Array.from({ length: 60 }, (_, i) => ({
      orgId: org.id,
      name: `Bench product ${String(i).padStart(2, '0')}`,
      articleNumber: `ART-${i}`,
      packagingOptions: [
        {
          ean: null,
          description: null,
          unitCount: 1 + (i % 12),
          grossWeightGrams: null,
          packageWeightGrams: 0,
          netWeightGrams: null,
          netWeightGramsUnit: 'g',
          shelfLifeDays: null,
          tolerancePercentage: 0,
        },
      ],
    })),
  )
  .returning({ id: productLines.id });

let seededKiosks = 0;
/** Adds kiosks until the fleet holds `cells` cells. */
async function seedTo(cells: number): Promise<void> {
  while (seededKiosks * CELLS_PER_KIOSK < cells) {
    const batch = Math.min(100, Math.ceil(cells / CELLS_PER_KIOSK) - seededKiosks);
    const rows = await database.db
      .insert(kiosks)
      .values(
        Array.from({ length: batch }, (_, i) => ({
          orgId: org.id,
          name: `Kiosk ${String(seededKiosks + i).padStart(6, '0')}`,
          serialNumber: `BENCH-${seededKiosks + i}`,
        })),
      )
      .returning({ id: kiosks.id });
    await database.db.insert(kioskCells).values(
      rows.flatMap((kiosk, k) =>
        Array.from({ length: CELLS_PER_KIOSK }, (_, c) => {
          const product = products[(k * 7 + c) % products.length];
          return {
            kioskId: kiosk.id,
            orgId: org.id,
            cellId: `${c < 15 ? 'A' : 'B'}${(c % 15) + 1}`,
            planogramPosition: c + 1,
            productId: c % 10 === 9 ? null : (product?.id ?? null),
            count: (k + c) % 9,
            maxQty: 8 + (c % 5),
          };
        }),
      ),
    );
    seededKiosks += batch;
  }
  await database.query('ANALYZE');
}

async function download(format: 'csv' | 'xlsx') {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/kiosk/export/inventory/${format}/en`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, bytes, before, peak, csvRows: newlines - 1 };
}

console.log(`inventory export on ${kind} (server and download in one process; RSS of that process)`);
for (const cells of [10_000, 100_000]) {
  await seedTo(cells);
  const rows = seededKiosks * CELLS_PER_KIOSK;
  for (const format of ['csv', 'xlsx'] as const) {
    const r = await download(format);
    const counted = format === 'csv' ? ` (${r.csvRows} data lines)` : '';
    console.log(
      `${format.padEnd(4)} ${String(rows).padStart(7)} rows${counted}: ${Math.round(rows / r.seconds)} rows/s, ` +
        `${(r.bytes / MB).toFixed(1)} MB in ${r.seconds.toFixed(1)} s, RSS ${Math.round(r.before / MB)} MB → peak ` +
        `${Math.round(r.peak / MB)} MB (+${Math.round((r.peak - r.before) / MB)} MB)`,
    );
  }
}
await built.app.close();
await database.dispose();
