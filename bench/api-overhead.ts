/**
 * What the framework around an API request costs: GraphQL req/s of the product grid and of getSelf
 * against a plain Fastify route (a bare instance: no GraphQL, no hooks, no logging) that checks the same
 * JWT, runs the same SQL statements and answers the same bytes. Rounds alternate between the two, so
 * both see the same machine noise; the load comes from a child process. Prints req/s and the server's
 * CPU time per request for both sides, and the ratios GraphQL ÷ plain; asserts nothing.
 *
 *   npm run api-overhead -w @kiosk/bench -- [seconds per round=3] [rounds=3] [products=2000]
 *
 * Runs on PGlite, and first on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a fresh
 * database is created there and dropped afterwards). Loopback only; 10 connections.
 */
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import Fastify, { type FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../apps/server/src/test-support/database.ts';
import { createTestApp, freePort, mintAccessToken, TEST_ADMIN } from '../apps/server/src/test-support/app.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';
import { createOrganizationsRepository } from '../apps/server/src/modules/organizations/organizations.repository.ts';
import { GLOBAL_TAXES } from '../apps/server/src/modules/products/products.repository.ts';
import { productLines } from '../apps/server/src/db/schema/products.ts';
import type { LoadRequest, LoadResult } from './load-worker.ts';

const secondsPerRound = Number(process.argv[2] ?? 3);
const rounds = Number(process.argv[3] ?? 3);
const productCount = Number(process.argv[4] ?? 2000);
const CONNECTIONS = 10;

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
const only = process.env.BENCH_DATABASE as DatabaseKind | undefined;
const kinds: DatabaseKind[] = (postgresUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const)).filter(
  (kind) => !only || kind === only,
);

const GRID_QUERY = `{ productLinesGrid(data: {}) { total data { _id orgId name category manufacturer articleNumber sku
  defaultPrice defaultCost vat taxId archived image tax { _id name value } } } }`;
const SELF_QUERY = `{ getSelf { _id email firstName lastName root status language termsAccepted
  rolesInOrganizations { role status organizationId { _id name currency } } membercards paymentMethods { _id last4digits } } }`;

type Row = Record<string, unknown>;

/** The plain routes: the same token check and SQL as the console's request, the answer built by hand. */
async function startPlainServer(database: TestDatabase, jwks: { keys: JWK[] }, issuer: string, audience: string) {
  const keySet = createLocalJWKSet(jwks);
  const query = (text: string, params: unknown[] = []) => database.query<Row>(text, params);

  async function caller(request: FastifyRequest): Promise<{ user: Row; memberships: Row[] }> {
    const token = (request.headers.authorization ?? '').slice('Bearer '.length);
    const { payload } = await jwtVerify(token, keySet, { issuer, audience });
    const [[user], memberships] = await Promise.all([
      query('SELECT * FROM users WHERE id = $1', [payload.sub]),
      query('SELECT org_id, role, status FROM memberships WHERE user_id = $1 ORDER BY created_at, id', [payload.sub]),
    ]);
    if (!user || user.status !== 'ACTIVE') throw new Error('no active user');
    return { user, memberships };
  }

  const plain = Fastify({ logger: false });
  plain.post('/plain/grid', async (request, reply) => {
    await caller(request);
    const [rows, [count]] = await Promise.all([
      query(
        `SELECT * FROM product_lines WHERE archived_at IS NULL ORDER BY lower(name) ASC, id ASC LIMIT $1 OFFSET $2`,
        [25, 0],
      ),
      query('SELECT count(*)::int AS n FROM product_lines WHERE archived_at IS NULL'),
    ]);
    const taxIds = [...new Set(rows.map((r) => r.tax_id).filter(Boolean))];
    const taxes = new Map(
      (await query('SELECT * FROM taxes WHERE id = ANY($1::uuid[])', [taxIds])).map((t) => [t.id, t]),
    );
    const data = rows.map((r) => {
      const tax = r.tax_id ? taxes.get(r.tax_id) : undefined;
      return {
        _id: r.id,
        orgId: r.org_id,
        name: r.name,
        category: r.category,
        manufacturer: r.manufacturer,
        articleNumber: r.article_number,
        sku: r.sku,
        defaultPrice: r.default_price,
        defaultCost: r.default_cost,
        vat: tax?.value ?? null,
        taxId: r.tax_id,
        archived: r.archived_at !== null,
        image: null,
        tax: tax ? { _id: tax.id, name: tax.name, value: tax.value } : null,
      };
    });
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ data: { productLinesGrid: { total: count?.n ?? 0, data } } }));
  });
  plain.post('/plain/self', async (request, reply) => {
    const { user, memberships } = await caller(request);
    // The organizations' names come from the organizations module (one statement), as in the app.
    const [names, cards, payments] = await Promise.all([
      query('SELECT id, name, currency FROM organizations WHERE id = ANY($1::uuid[])', [
        memberships.map((m) => m.org_id),
      ]),
      query('SELECT user_id, card_id FROM member_cards WHERE user_id IN ($1) ORDER BY created_at, card_id', [user.id]),
      query('SELECT * FROM payment_methods WHERE user_id = $1 ORDER BY created_at', [user.id]),
    ]);
    const self = {
      _id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      root: user.root,
      status: user.status,
      language: user.language === 'de' ? 'de' : 'en',
      termsAccepted: user.terms_accepted,
      rolesInOrganizations: memberships.flatMap((m) => {
        const org = names.find((n) => n.id === m.org_id);
        return org
          ? [
              {
                role: m.role,
                status: m.status,
                organizationId: { _id: m.org_id, name: org.name, currency: org.currency },
              },
            ]
          : [];
      }),
      membercards: cards.map((c) => c.card_id),
      paymentMethods: payments.map((p) => ({ _id: p.id, last4digits: String(p.last4digits).slice(-4) })),
    };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: { getSelf: self } }));
  });
  const port = await freePort();
  await plain.listen({ host: '127.0.0.1', port });
  return { plain, url: `http://127.0.0.1:${port}` };
}

async function seedProducts(database: TestDatabase, count: number): Promise<void> {
  const org = await createOrganizationsRepository(database.db).insert({ name: 'Bench Foods', slug: 'bench-foods' });
  const categories = ['Water', 'Soft drinks', 'Juice', 'Snacks', 'Sweets', 'Sandwiches', 'Salads'];
  const makers = ['Alpenquell', 'Nordsee Snacks', 'Green Leaf', 'Berg & Tal', 'Sonnenhof'];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return {
        orgId: org.id,
        // Spread over the alphabet so the first page is not simply the first rows inserted.
        name: `${String.fromCharCode(65 + ((i * 7) % 26))}${String.fromCharCode(97 + ((i * 13) % 26))} product ${i}`,
        category: categories[i % categories.length] ?? null,
        manufacturer: makers[i % makers.length] ?? null,
        articleNumber: `A-${100000 + i}`,
        sku: `SKU-${i}`,
        taxId: GLOBAL_TAXES[i % 2]?.id ?? null,
        defaultPrice: `${1 + (i % 9)}.${String(i % 100).padStart(2, '0')}`,
        defaultCost: `${i % 5}.50`,
      };
    });
    await database.db.insert(productLines).values(batch);
  }
}

/** Runs one load in a child process; answers its result and the CPU time this process (the server) used. */
function runLoad(request: LoadRequest): Promise<LoadResult & { cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-worker.ts', import.meta.url), { stdio: 'inherit', execArgv: [] });
    let cpu: NodeJS.CpuUsage | undefined;
    child.on('message', (message) => {
      if (message === 'ready') {
        cpu = process.cpuUsage();
        child.send(request);
        return;
      }
      const used = process.cpuUsage(cpu);
      resolve({ ...(message as LoadResult), cpuMs: (used.user + used.system) / 1000 });
    });
    child.once('error', reject);
  });
}

async function post(url: string, body: string, token: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return response.text();
}

interface Case {
  name: string;
  graphql: { url: string; body: string };
  plain: { url: string; body: string };
}

async function benchmark(kind: DatabaseKind): Promise<void> {
  const startedAt = performance.now();
  const database = await createTestDatabase(kind);
  const port = await freePort();
  const built = await createTestApp(database, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_DATA: 'false',
  });
  await built.app.listen({ host: '127.0.0.1', port });
  await seedProducts(database, productCount);
  // Statistics as PostgreSQL's autovacuum (or PGlite's start-up) would have them.
  await database.query('ANALYZE');
  const root = await createUsersRepository(database.db).findByEmail(TEST_ADMIN.email);
  if (!root) throw new Error('no root user');
  const token = await mintAccessToken(built, root.id);
  const jwks = (await built.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: JWK[] };
  const { plain, url: plainUrl } = await startPlainServer(
    database,
    jwks,
    `${built.config.publicUrl}/oidc`,
    built.config.oidc.audience,
  );
  const appUrl = `http://127.0.0.1:${port}`;
  const cases: Case[] = [
    {
      name: 'product grid',
      graphql: { url: `${appUrl}/api/v1/products/graphql`, body: JSON.stringify({ query: GRID_QUERY }) },
      plain: { url: `${plainUrl}/plain/grid`, body: '{}' },
    },
    {
      name: 'getSelf',
      graphql: { url: `${appUrl}/api/v1/organizations/graphql`, body: JSON.stringify({ query: SELF_QUERY }) },
      plain: { url: `${plainUrl}/plain/self`, body: '{}' },
    },
  ];

  console.log(
    `\n${kind}: ${productCount} products, ${CONNECTIONS} connections, ${rounds} rounds of ${secondsPerRound} s`,
  );
  console.log(`set-up ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  for (const c of cases) {
    const [a, b] = [await post(c.graphql.url, c.graphql.body, token), await post(c.plain.url, c.plain.body, token)];
    console.log(`${c.name.padEnd(13)} answers ${a.length} bytes; plain route answers the same bytes: ${a === b}`);
    if (a !== b) console.log(`  graphql: ${a.slice(0, 300)}\n  plain:   ${b.slice(0, 300)}`);
  }

  const load = (target: { url: string; body: string }, durationMs: number) =>
    runLoad({
      url: target.url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: target.body,
      connections: CONNECTIONS,
      durationMs,
    });
  // Warm-up: JIT, connection pools, plan caches.
  for (const c of cases) {
    await load(c.graphql, 1000);
    await load(c.plain, 1000);
  }

  const totals = new Map<string, { completed: number; seconds: number; failures: number; cpuMs: number }>();
  const add = (key: string, r: LoadResult & { cpuMs: number }) => {
    const t = totals.get(key) ?? { completed: 0, seconds: 0, failures: 0, cpuMs: 0 };
    totals.set(key, {
      completed: t.completed + r.completed,
      seconds: t.seconds + r.seconds,
      failures: t.failures + r.failures,
      cpuMs: t.cpuMs + r.cpuMs,
    });
  };
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      // Alternate which side goes first, so a drift in machine load favours neither.
      const order = round % 2 === 0 ? (['graphql', 'plain'] as const) : (['plain', 'graphql'] as const);
      for (const side of order) add(`${c.name}/${side}`, await load(c[side], secondsPerRound * 1000));
    }
  }

  // req/s depends on what else runs on the machine; the server's CPU time per request much less so.
  console.log(
    `${'case'.padEnd(13)} ${'graphql req/s'.padStart(13)} ${'plain req/s'.padStart(11)} ${'ratio'.padStart(6)}` +
      `   ${'graphql CPU/req'.padStart(15)} ${'plain CPU/req'.padStart(13)} ${'ratio'.padStart(6)}`,
  );
  for (const c of cases) {
    const g = totals.get(`${c.name}/graphql`);
    const p = totals.get(`${c.name}/plain`);
    if (!g || !p) continue;
    const gRate = g.completed / g.seconds;
    const pRate = p.completed / p.seconds;
    const gCpu = g.cpuMs / g.completed;
    const pCpu = p.cpuMs / p.completed;
    const failures = g.failures + p.failures;
    console.log(
      `${c.name.padEnd(13)} ${gRate.toFixed(0).padStart(13)} ${pRate.toFixed(0).padStart(11)} ${(gRate / pRate).toFixed(2).padStart(6)}` +
        `   ${`${gCpu.toFixed(2)} ms`.padStart(15)} ${`${pCpu.toFixed(2)} ms`.padStart(13)} ${(pCpu / gCpu).toFixed(2).padStart(6)}` +
        (failures ? `  (${failures} failed requests)` : ''),
    );
  }
  await plain.close();
  await built.app.close();
  await database.dispose();
}

for (const kind of kinds) await benchmark(kind);
