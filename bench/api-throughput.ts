/**
 * Throughput and latency of an authenticated GraphQL call (getSelf: token check, user, memberships,
 * scope) over real HTTP on the embedded database. Prints figures; asserts nothing.
 *
 *   npx node bench/api-throughput.ts [requests=2000] [concurrency=20]
 */
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { mintAccessToken, startTestServer, TEST_ADMIN } from '../apps/server/src/test-support/app.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 20);

const startedAt = performance.now();
const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
const server = await startTestServer(database);
const startupMs = performance.now() - startedAt;
const root = await createUsersRepository(database.db).findByEmail(TEST_ADMIN.email);
if (!root) throw new Error('no root user');
const token = await mintAccessToken(server, root.id);
const body = JSON.stringify({
  query: '{ getSelf { _id email rolesInOrganizations { role organizationId { name } } } }',
});

const latencies: number[] = [];
let next = 0;
let failures = 0;
async function worker(): Promise<void> {
  while (next < total) {
    next++;
    const t0 = performance.now();
    const response = await fetch(`${server.url}/api/v1/organizations/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const json = (await response.json()) as { errors?: unknown };
    if (!response.ok || json.errors) failures++;
    latencies.push(performance.now() - t0);
  }
}
const runStart = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - runStart) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);

console.log(`database            ${database.kind}`);
console.log(`start-up            ${startupMs.toFixed(0)} ms (database, migrations, bootstrap, listen)`);
console.log(`requests            ${total} (concurrency ${concurrency}), failures ${failures}`);
console.log(`throughput          ${(total / seconds).toFixed(0)} req/s`);
console.log(`latency p50/p95/p99 ${pct(50)} / ${pct(95)} / ${pct(99)} ms`);
console.log(`rss                 ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await server.app.close();
await database.dispose();
