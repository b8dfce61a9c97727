/**
 * The sales history at scale, on PostgreSQL (issue 13's targets):
 *  1. the sales grid (`findAllTransactionsGrid` over GraphQL, the whole request: total, page, items,
 *     refunds, member cards) — a deep page read by keyset (the previous page's cursor) against the first
 *     page; the ratio should stay ≤ 2. The same deep page by offset is printed for contrast.
 *  2. the e-mailed sales CSV export — the exports job itself (`exports.build`: the kind's COPY lines, header,
 *     progress, the file written to storage, the mail) — in rows/s against a plain `COPY … TO STDOUT` of the
 *     same rows (the same SELECT, written to a file by pg-copy-streams and nothing else); the ratio should be
 *     ≥ 0.8. A COPY of the bare `transactions` rows of the period is printed for reference.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run sales-export -w @kiosk/bench
 *
 * BENCH_ROUNDS sets the export rounds (default 3). BENCH_ROWS sets the number of sales (default 5,000,000; about 1.3 items each), seeded in one organization
 * over ~2 months by SQL in a fresh database (dropped afterwards). Asserts nothing; prints figures.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { gql } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { newKiosk } from '../apps/server/src/modules/kiosks/kiosks.test-data.ts';
import { createUsersWorld } from '../apps/server/src/modules/users/users.test-data.ts';
import { dataExports } from '../apps/server/src/db/schema/exports.ts';
import { encodeSalesCursor } from '../apps/server/src/modules/transactions/transactions.grids.repository.ts';
import { salesCopySql } from '../apps/server/src/modules/transactions-exports/transactions-exports.copy.repository.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000_000);
const KIOSKS = 50;
const PAGE_SIZE = 25;
/** Rounds of (job, plain COPY, bare COPY), alternating so load from elsewhere hits both alike. */
const EXPORT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL: this benchmark runs on PostgreSQL');

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const database = await createTestDatabase('postgres');
const pool = database.pool;
if (!pool) throw new Error('no PostgreSQL pool');
const world = await createUsersWorld(database, { MAIL_ATTACHMENT_MAX_BYTES: '0' });
const org = world.orgs.sub;
const root = await world.built.services.users.viewerForUser(world.ids.root);
const kioskIds: string[] = [];
for (let i = 0; i < KIOSKS; i += 1)
  kioskIds.push((await newKiosk({ services: world.built.services, root } as never, org, { name: `Kiosk ${i}` })).id);

console.log(`seeding ${fmt(ROWS)} sales in one organization (${KIOSKS} kiosks) …`);
const started = performance.now();
await pool.query('SET synchronous_commit = off');
for (let from = 0; from < ROWS; from += 500_000) {
  const to = Math.min(ROWS, from + 500_000) - 1;
  await pool.query(
    `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type, member_card_id)
     SELECT $1, ($2::uuid[])[1 + g % ${KIOSKS}], now() - g * interval '1 second' - (g % 997) * interval '1 microsecond',
       ((g % 400) + 50) / 100.0, CASE WHEN g % 50 = 0 THEN 'pending' ELSE 'paid' END, g % 50 <> 0,
       CASE WHEN g % 3 = 0 THEN 'visa' ELSE 'mastercard' END, CASE WHEN g % 40 = 0 THEN 'MC-' || (g % 300) END
     FROM generate_series($3::int, $4::int) AS g`,
    [org, kioskIds, from, to],
  );
}
await pool.query(
  `INSERT INTO transaction_items (transaction_id, name, price, tax)
   SELECT t.id, 'Product ' || lpad((abs(hashtext(t.id::text)) % 60)::text, 2, '0'), t.total, 7 FROM transactions t`,
);
await pool.query(
  `INSERT INTO transaction_items (transaction_id, name, price, tax)
   SELECT t.id, 'Extra ' || (abs(hashtext(t.id::text)) % 9), 0.50, 7 FROM transactions t
   WHERE extract(microseconds FROM t.created)::bigint % 3 = 0`,
);
await pool.query('ANALYZE transactions; ANALYZE transaction_items');
console.log(`seeded in ${fmt((performance.now() - started) / 1000, 1)} s`);

// 1. The grid: first page, a deep page by keyset, the same page by offset (the sub-organization's admin).
const GRID = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) {
  total nextCursor membercards data { _id created total paymentStatus kiosk { name } refundedTotal
  itemsPurchased { price tax productLine { name } } } } }`;
const deepPage = Math.floor((ROWS * 0.8) / PAGE_SIZE);
const cursorRow = await pool.query<{ created: string; id: string }>(
  `SELECT to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created, id FROM transactions
   WHERE org_id = $1 ORDER BY created DESC, id DESC OFFSET $2 LIMIT 1`,
  [org, deepPage * PAGE_SIZE - 1],
);
const after = encodeSalesCursor(cursorRow.rows[0] ?? { created: '', id: '' });
async function timeGrid(data: Record<string, unknown>): Promise<{ ms: number; total: number; first: string }> {
  const t0 = performance.now();
  const reply = await gql<{ findAllTransactionsGrid: { total: number; data: { _id: string }[] } }>(
    world.built,
    'transactions',
    GRID,
    { data },
    world.tokens.subAdmin,
  );
  const ms = performance.now() - t0;
  const grid = reply.data?.findAllTransactionsGrid;
  if (!grid) throw new Error(JSON.stringify(reply.errors));
  return { ms, total: grid.total, first: grid.data[0]?._id ?? '' };
}
const rounds = { first: [] as number[], keyset: [] as number[], offset: [] as number[] };
let check = { keysetFirst: '', offsetFirst: '', total: 0 };
for (let round = 0; round < 5; round += 1) {
  const first = await timeGrid({ page: 0, pageSize: PAGE_SIZE });
  const keyset = await timeGrid({ page: deepPage, pageSize: PAGE_SIZE, after });
  const offset = await timeGrid({ page: deepPage, pageSize: PAGE_SIZE });
  rounds.first.push(first.ms);
  rounds.keyset.push(keyset.ms);
  rounds.offset.push(offset.ms);
  check = { keysetFirst: keyset.first, offsetFirst: offset.first, total: keyset.total };
}
const gridRatio = median(rounds.keyset) / median(rounds.first);

// 2. The export: the job against a plain COPY of the same SELECT, alternating, best of three each.
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sales-export-'));
const names = await world.built.services.kiosks
  .list(root)
  .then((list) => new Map(list.filter((k) => k.orgId === org).map((k) => [k.id, k.name])));
const filter = { orgFilter: [org], from: new Date(1420070400000), to: new Date() };
async function plainCopy(sqlText: string, file: string): Promise<number> {
  const client = await pool!.connect();
  const t0 = performance.now();
  try {
    await pipeline(client.query(copyTo(sqlText)), createWriteStream(path.join(dir, file)));
  } finally {
    client.release();
  }
  return performance.now() - t0;
}
async function job(): Promise<{ ms: number; rows: number }> {
  const [row] = await database.db
    .insert(dataExports)
    .values({
      userId: world.ids.subAdmin,
      kind: 'transactions',
      format: 'csv',
      language: 'en',
      params: { from: filter.from.toISOString(), to: filter.to.toISOString(), kioskIds: null },
    })
    .returning();
  const t0 = performance.now();
  await world.built.services.exports.build({ exportId: row?.id ?? '' });
  const ms = performance.now() - t0;
  const done = await pool!.query<{ row_count: number; status: string }>(
    'SELECT row_count, status FROM exports WHERE id = $1',
    [row?.id],
  );
  const result = done.rows[0];
  if (result?.status !== 'done') throw new Error(`export ${result?.status}`);
  return { ms, rows: result.row_count };
}
const exportRounds = { job: [] as number[], copy: [] as number[], bare: [] as number[] };
let exportedRows = 0;
for (let round = 0; round < EXPORT_ROUNDS; round += 1) {
  const done = await job();
  exportedRows = done.rows;
  exportRounds.job.push(done.ms);
  // The same statement the export runs: organization's local times (one offset segment here is enough to compare speed).
  exportRounds.copy.push(
    await plainCopy(
      salesCopySql(filter, names, [
        { orgId: org, timeZone: 'Europe/Berlin', since: null, until: null, offset: 3_600_000 },
      ]),
      'plain.csv',
    ),
  );
  exportRounds.bare.push(
    await plainCopy(
      `COPY (SELECT * FROM transactions WHERE org_id = '${org}' ORDER BY created DESC, id DESC) TO STDOUT WITH (FORMAT csv)`,
      'bare.csv',
    ),
  );
}
const best = (xs: number[]) => Math.min(...xs);
const rate = (ms: number) => (ROWS / ms) * 1000;
const exportRatio = rate(best(exportRounds.job)) / rate(best(exportRounds.copy));

console.log('');
console.log(`sales grid, ${fmt(ROWS)} sales, page size ${PAGE_SIZE}, median of 5 (whole GraphQL request):`);
console.log(`  first page                       ${fmt(median(rounds.first), 1)} ms`);
console.log(
  `  page ${fmt(deepPage)} by keyset (after)   ${fmt(median(rounds.keyset), 1)} ms   ratio deep ÷ first = ${fmt(gridRatio, 2)}`,
);
console.log(`  page ${fmt(deepPage)} by offset           ${fmt(median(rounds.offset), 1)} ms   (for contrast)`);
console.log(
  `  total ${fmt(check.total)}; keyset and offset pages start at the same row: ${check.keysetFirst === check.offsetFirst}`,
);
console.log('');
console.log(`sales CSV export, ${fmt(exportedRows)} rows, best of ${EXPORT_ROUNDS}:`);
console.log(
  `  exports job (COPY lines → header, progress → storage → mail)  ${fmt(best(exportRounds.job) / 1000, 2)} s  ${fmt(rate(best(exportRounds.job)))} rows/s`,
);
console.log(
  `  plain COPY … TO STDOUT of the same SELECT → file              ${fmt(best(exportRounds.copy) / 1000, 2)} s  ${fmt(rate(best(exportRounds.copy)))} rows/s`,
);
console.log(
  `  ratio job ÷ plain COPY = ${fmt(exportRatio, 2)} (best of each); per round: ${exportRounds.job
    .map((ms, i) => fmt((exportRounds.copy[i] ?? 0) / ms, 2))
    .join(', ')}`,
);
console.log(
  `  load average at the end: ${os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(', ')}`,
);
console.log(
  `  (COPY of the bare transactions rows, no items or kiosk names: ${fmt(rate(best(exportRounds.bare)))} rows/s)`,
);

await fs.rm(dir, { recursive: true, force: true });
await world.built.app.close();
await database.dispose();
