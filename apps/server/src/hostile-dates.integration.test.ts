import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { openDatabase } from './db/client.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { freePort, mintAccessToken, type GraphqlResult } from './test-support/app.ts';
import {
  EXTREME_BOUNDS,
  EXTREME_DATES,
  REVERSED_PERIOD,
  WIDEST_PERIOD,
  WALK,
  buildRequest,
  dateSlots,
  operationsOf,
  parseRoutes,
  periodSlots,
  slotName,
  type BuiltRequest,
  type KnownIds,
  type RouteEntry,
  type Slot,
} from './test-support/hostile-input.ts';
import { request, watchHealth, type HttpAnswer } from './test-support/health-watch.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';
import { ENDPOINTS, pathFor } from './graphql/endpoint.ts';
import { createTestContext } from './test-support/fixtures.ts';

/**
 * Issue 24 §1: one request once froze the server (a report whose period ended in the year -100000 walked
 * its weeks until the heap ran out). Every date argument of every endpoint (DateTime and Date, found by
 * introspection, in variables and written inline) gets dates that are none of the accepted years 2000–2100
 * — far past and future, just outside, words, impossible days, a number — and must be refused with
 * BAD_USER_INPUT naming it; every period (`from` and `to` side by side) gets one that ends before it starts
 * (refused, naming `to`) and the widest there is (answered, never INTERNAL). Every REST route gets the same
 * in its `from` / `to` path parameters, query string and body. The server runs in a process of its own and
 * a watchdog asks /healthz throughout: it must always answer in time. Nothing of it may be logged as an
 * error of ours.
 */
describe.each(testDatabaseKinds())('extreme dates and periods on %s', (kind) => {
  let server: ServerProcess | undefined;
  let baseUrl = '';
  let token = '';
  let ids: KnownIds;
  let routes: RouteEntry[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    // The server's database, arranged in this process (demo data, a token), then served by the server process.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-dates-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const postgres = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    if (postgres) cleanups.push(() => postgres.dispose());
    const database: TestDatabase = postgres ?? (await openOnDisk(path.join(dataDir, 'db')));
    const context = await createTestContext(database);
    token = await mintAccessToken(context.built, context.rootUserId, { expiresInSeconds: 3600 });
    const [demo] = await database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    const [line] = await database.query<{ id: string }>('SELECT id FROM product_lines LIMIT 1');
    ids = { organization: demo?.id ?? '', user: context.rootUserId, productLine: line?.id ?? '' };
    expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);
    routes = parseRoutes(context.built.app.printRoutes({ commonPrefix: false }));
    await context.built.app.close();
    if (!postgres) await database.dispose();

    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: context.built.config.publicUrl,
      DATA_DIR: dataDir,
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    });
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  it(
    'refuses every extreme date and reversed period, answers the widest ones, and /healthz answers throughout',
    WALK,
    async () => {
      let current = 'start';
      const watchdog = watchHealth(baseUrl, () => current);
      const problems: string[] = [];
      /** Stops the attack once the server stopped answering: every further request would wait for its deadline. */
      const alive = () => watchdog.failures.length === 0 && !problems.some((p) => p.includes('no answer within'));
      const authorization = `Bearer ${token}`;

      const graphql = async (endpoint: string, built: BuiltRequest, label: string) => {
        current = label;
        const answer = await request(`${baseUrl}${pathFor(endpoint as (typeof ENDPOINTS)[number])}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ query: built.query, variables: built.variables }),
        });
        if (answer.status === 0 || answer.status >= 500)
          problems.push(`${label}: ${answer.status} ${answer.body.slice(0, 300)}`);
        const parsed = answer.status
          ? (JSON.parse(answer.body) as Pick<GraphqlResult, 'errors'>)
          : { errors: undefined };
        if (parsed.errors?.some((e) => e.extensions?.code === 'INTERNAL')) problems.push(`${label}: INTERNAL`);
        return parsed.errors;
      };
      /** BAD_USER_INPUT whose message names the slot and whose `fields` name it as a form would. */
      const expectRefused = (errors: GraphqlResult['errors'], slot: Slot, label: string) => {
        const error = errors?.[0];
        const formField = slot.path.length ? slot.path.join('.') : slot.arg;
        const named = error?.message.includes(`${slotName(slot)} `) && error.extensions?.fields?.[formField];
        if (error?.extensions?.code !== 'BAD_USER_INPUT' || !named) {
          problems.push(`${label} not refused naming ${slotName(slot)}: ${JSON.stringify(errors)?.slice(0, 300)}`);
        }
      };

      let dates = 0;
      let periods = 0;
      for (const endpoint of ENDPOINTS) {
        current = `introspection of ${endpoint}`;
        const introspection = await request(`${baseUrl}${pathFor(endpoint)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ query: getIntrospectionQuery() }),
        });
        const schema = buildClientSchema((JSON.parse(introspection.body) as { data: IntrospectionQuery }).data);
        for (const operation of operationsOf(schema)) {
          const slots = dateSlots(operation);
          for (const slot of slots) {
            dates += 1;
            // The other dates given (a valid day), and left out: `to` alone once walked millions of weeks.
            const alone = slots.filter((other) => other !== slot).map((other) => ({ slot: other, value: null }));
            for (const value of [...(EXTREME_DATES[slot.scalar] ?? []), 8.64e15]) {
              for (const others of [[], alone]) {
                if (!alive()) break;
                const label = `${endpoint} ${operation.field} ${slotName(slot)} = ${JSON.stringify(value)}${others.length ? ' alone' : ''}`;
                const hostile = [{ slot, value }, ...others];
                expectRefused(await graphql(endpoint, buildRequest(operation, ids, { hostile }), label), slot, label);
                if (typeof value !== 'string' || !alive()) continue;
                const inline = buildRequest(operation, ids, { hostile, inline: true });
                expectRefused(await graphql(endpoint, inline, `${label} (inline)`), slot, `${label} (inline)`);
              }
            }
          }
          for (const { from, to } of periodSlots(operation)) {
            periods += 1;
            for (const inline of [false, true]) {
              if (!alive()) break;
              const label = `${endpoint} ${operation.field} ${slotName(to)}${inline ? ' (inline)' : ''}`;
              const reversed = REVERSED_PERIOD[to.scalar] ?? { from: '', to: '' };
              const backwards = [
                { slot: from, value: reversed.from },
                { slot: to, value: reversed.to },
              ];
              const refused = await graphql(
                endpoint,
                buildRequest(operation, ids, { hostile: backwards, inline }),
                label,
              );
              expectRefused(refused, to, `${label} reversed`);
              const widest = WIDEST_PERIOD[to.scalar] ?? { from: '', to: '' };
              const wide = [
                { slot: from, value: widest.from },
                { slot: to, value: widest.to },
              ];
              await graphql(endpoint, buildRequest(operation, ids, { hostile: wide, inline }), `${label} widest`);
            }
          }
        }
      }
      // The walk must have found the report periods of the issue, or it proved nothing.
      expect(dates).toBeGreaterThan(20);
      expect(periods).toBeGreaterThan(10);

      const graphqlPaths = new Set<string>(ENDPOINTS.map(pathFor));
      const rest = async (route: RouteEntry, url: string, body: unknown, label: string): Promise<HttpAnswer> => {
        current = label;
        const withBody = body !== undefined && !['GET', 'HEAD'].includes(route.method);
        const answer = await request(`${baseUrl}${url}`, {
          method: route.method,
          headers: { authorization, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { body: JSON.stringify(body) } : {}),
        });
        if (answer.status === 0 || answer.status >= 500)
          problems.push(`${label}: ${answer.status} ${answer.body.slice(0, 300)}`);
        return answer;
      };
      const refusedNaming = (answer: HttpAnswer, field: string, label: string) => {
        if (answer.status !== 400 || !answer.body.includes('BAD_USER_INPUT') || !answer.body.includes(`${field} `)) {
          problems.push(`${label} not refused naming ${field}: ${answer.status} ${answer.body.slice(0, 200)}`);
        }
      };
      // The identity provider's own mount reads its bodies itself (forms; no periods in OAuth): its bodies
      // are never parsed here, so only its query strings can be refused (its forms: the test above).
      const ownBodies = (route: RouteEntry) => route.url === '/oidc' || route.url === '/oidc/*';
      const walked = routes.filter(
        (route) => !graphqlPaths.has(route.url) && !['HEAD', 'OPTIONS', 'QUERY'].includes(route.method),
      );
      const bounded = walked.filter((route) => /:(from|to)\b/.test(route.url));
      expect(bounded.map((route) => route.url)).toContain('/api/v1/transactions/csv/export/new/:from/:to');
      for (const route of walked) {
        const url = (bounds: { from?: string | number; to?: string | number } = {}) =>
          route.url
            .replace(/:(from|to)\b/g, (_, key: 'from' | 'to') =>
              encodeURIComponent(String(bounds[key] ?? '2026-01-01')),
            )
            .replace(/:[A-Za-z]+|\*/g, 'x');
        const where = `${route.method} ${route.url}`;
        for (const value of EXTREME_BOUNDS) {
          if (!alive()) break;
          for (const key of ['from', 'to'] as const) {
            if (new RegExp(`:${key}\\b`).test(route.url)) {
              const label = `${where} params.${key} = ${JSON.stringify(value)}`;
              refusedNaming(await rest(route, url({ [key]: value }), undefined, label), `params.${key}`, label);
            }
            const query = `${url()}${url().includes('?') ? '&' : '?'}${key}=${encodeURIComponent(String(value))}`;
            const label = `${where} query.${key} = ${JSON.stringify(value)}`;
            refusedNaming(await rest(route, query, undefined, label), `query.${key}`, label);
            if (route.method !== 'GET' && !ownBodies(route)) {
              const bodyLabel = `${where} body.${key} = ${JSON.stringify(value)}`;
              refusedNaming(await rest(route, url(), { [key]: value }, bodyLabel), `body.${key}`, bodyLabel);
            }
          }
        }
        if (!alive()) break;
        const reversed = REVERSED_PERIOD.Date ?? { from: '', to: '' };
        const widest = WIDEST_PERIOD.Date ?? { from: '', to: '' };
        const asQuery = (bounds: { from: string; to: string }) => `${url()}?from=${bounds.from}&to=${bounds.to}`;
        refusedNaming(
          await rest(route, asQuery(reversed), undefined, `${where} query reversed`),
          'query.to',
          `${where} query reversed`,
        );
        await rest(route, asQuery(widest), undefined, `${where} query widest`);
        if (route.method !== 'GET' && !ownBodies(route)) {
          refusedNaming(
            await rest(route, url(), reversed, `${where} body reversed`),
            'body.to',
            `${where} body reversed`,
          );
          await rest(route, url(), widest, `${where} body widest`);
        }
        if (bounded.includes(route)) {
          if (/:from\b/.test(route.url) && /:to\b/.test(route.url)) {
            refusedNaming(
              await rest(route, url(reversed), undefined, `${where} params reversed`),
              'params.to',
              `${where} params reversed`,
            );
          }
          await rest(route, url(widest), route.method === 'GET' ? undefined : {}, `${where} params widest`);
        }
      }

      await watchdog.stop();
      expect(watchdog.failures).toEqual([]);
      expect(watchdog.answered()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      // Client mistakes, thousands of them, are no errors of ours (issue 24 §5): not one error-level line.
      const errorLines = (server?.output() ?? '').split('\n').filter((line) => line.includes('"level":50'));
      expect(errorLines.slice(0, 5)).toEqual([]);
    },
  );
});

/** A PGlite database in a directory, so a server process can open it after this process closed it. */
async function openOnDisk(dataDir: string): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir });
  return { ...database, dispose: () => database.close() };
}
