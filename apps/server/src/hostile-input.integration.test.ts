import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { gql, mintAccessToken, type GraphqlResult } from './test-support/app.ts';
import { gqlUpload } from './test-support/upload.ts';
import {
  HOSTILE,
  WALK,
  buildRequest,
  deepArray,
  deepArrayJson,
  deepObjectJson,
  operationsOf,
  parseRoutes,
  slotName,
  textSlots,
  type BuiltRequest,
  type HostileKind,
  type KnownIds,
  type RouteEntry,
} from './test-support/hostile-input.ts';
import { ENDPOINTS, pathFor } from './graphql/endpoint.ts';
import { createTestContext, type TestContext } from './test-support/fixtures.ts';
import { MAX_JSON_BODY_BYTES } from './lib/request-guard.ts';

/**
 * Issue 10 item 2: hostile text (U+0000, lone surrogates, 1 MB strings) and 1,000-deep JSON sent to
 * every operation of every GraphQL endpoint (found by introspection) and to every REST route (found in
 * Fastify's route table), as root. Nothing may answer INTERNAL or 5xx; text the database cannot store is
 * refused with BAD_USER_INPUT naming the field.
 */
describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let database: TestDatabase;
  let built: TestContext['built'];
  let token: string;
  let ids: KnownIds;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const context = await createTestContext(database);
    built = context.built;
    token = await mintAccessToken(built, context.rootUserId);
    const [demo] = await database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    const organization = demo?.id ?? '';
    const user = await gql<{ createUser: { _id: string } }>(
      built,
      'organizations',
      'mutation($data: CreateUserInput!) { createUser(data: $data) { _id } }',
      {
        data: {
          firstName: 'Target',
          lastName: 'User',
          email: 'target@example.com',
          rolesInOrganizations: [{ organizationId: organization, role: 'admin' }],
        },
      },
      token,
    );
    const products = await gql<{ getProductLines: { _id: string }[] }>(
      built,
      'products',
      '{ getProductLines { _id } }',
      {},
      token,
    );
    ids = {
      organization,
      user: user.data?.createUser._id ?? '',
      productLine: products.data?.getProductLines[0]?._id ?? '',
    };
    expect(Object.values(ids).every(Boolean), JSON.stringify({ ids, user, products })).toBe(true);
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });

  async function send(endpoint: string, request: BuiltRequest): Promise<GraphqlResult> {
    return request.upload
      ? gqlUpload(built, endpoint, request.query, request.variables, request.upload, token)
      : gql(built, endpoint, request.query, request.variables, token);
  }

  /** Problems a request showed: an internal error or a 5xx. */
  function internalProblems(label: string, result: GraphqlResult): string[] {
    const internal = result.errors?.filter((e) => e.extensions?.code === 'INTERNAL') ?? [];
    return result.status >= 500 || internal.length
      ? [`${label}: ${result.status} ${JSON.stringify(result.errors)}`]
      : [];
  }

  it.each(ENDPOINTS)(
    'every operation of /%s/graphql refuses hostile text and deep JSON cleanly',
    WALK,
    async (endpoint) => {
      const introspection = await gql<IntrospectionQuery>(built, endpoint, getIntrospectionQuery(), {}, token);
      expect(introspection.errors).toBeUndefined();
      const operations = operationsOf(buildClientSchema(introspection.data as IntrospectionQuery));
      const problems: string[] = [];
      let slots = 0;
      for (const operation of operations) {
        for (const slot of textSlots(operation)) {
          slots++;
          for (const kind of Object.keys(HOSTILE) as HostileKind[]) {
            const hostile = { slot, value: HOSTILE[kind] };
            const label = `${operation.field} ${slotName(slot)} ${kind}`;
            const viaVariables = await send(endpoint, buildRequest(operation, ids, { hostile }));
            problems.push(...internalProblems(`${label} (variables)`, viaVariables));
            if (kind !== 'megabyte') {
              // Text the database cannot store is refused before any resolver, naming the field.
              const error = viaVariables.errors?.[0];
              const formField = slot.path.length ? slot.path.join('.') : slot.arg;
              const named = error?.message.includes(`${slotName(slot)} `) && error.extensions?.fields?.[formField];
              if (error?.extensions?.code !== 'BAD_USER_INPUT' || !named) {
                problems.push(`${label} (variables) not refused by the guard: ${JSON.stringify(viaVariables.errors)}`);
              }
              const inline = buildRequest(operation, ids, { hostile, inline: true });
              problems.push(...internalProblems(`${label} (inline)`, await send(endpoint, inline)));
            }
          }
        }
        const first = operation.args.find((arg) => arg.type.toString() !== 'File!' && arg.type.toString() !== 'File');
        if (first) {
          const deep = buildRequest(operation, ids, { replaceArg: { name: first.name, value: deepArray(1000) } });
          const result = await send(endpoint, deep);
          problems.push(...internalProblems(`${operation.field} 1,000-deep ${first.name}`, result));
          expect(result.errors?.[0]?.extensions?.code, `${operation.field} deep variables`).toBe('BAD_USER_INPUT');
        }
      }
      // Every endpoint with operations of its own has text to attack; an empty walk would prove nothing.
      if (operations.length > 1) expect(slots).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
  );

  it.each(ENDPOINTS)('/%s/graphql refuses deep and oversized bodies with a GraphQL error', async (endpoint) => {
    const url = pathFor(endpoint);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const bodies = [
      deepArrayJson(1000),
      `{"query":"{ serverInfo { version } }","variables":{"a":${deepObjectJson(1000)}}}`,
      JSON.stringify({ query: '{ serverInfo { version } }', variables: { a: 'x'.repeat(MAX_JSON_BODY_BYTES) } }),
    ];
    for (const payload of bodies) {
      const response = await built.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 40)).toBeLessThan(500);
      expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    // Variables Yoga parses itself: in the query string of a GET and in a multipart request.
    const variables = JSON.stringify({ a: deepArray(1000) });
    const get = await built.app.inject({
      method: 'GET',
      url,
      headers,
      query: { query: '{ serverInfo { version } }', variables },
    });
    expect(get.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const nul = await built.app.inject({
      method: 'GET',
      url,
      headers,
      query: { query: '{ serverInfo { version } }', variables: JSON.stringify({ a: HOSTILE.nul }) },
    });
    expect(nul.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { a: 'BAD_USER_INPUT' } });
    const upload = await gqlUpload(
      built,
      endpoint,
      '{ serverInfo { version } }',
      { a: deepArray(1000) },
      { variable: 'f', name: 'a.txt', type: 'text/plain', data: 'x' },
      token,
    );
    expect(upload.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('every REST route answers hostile params, query strings and bodies without a 5xx', WALK, async () => {
    const printed = built.app.printRoutes({ commonPrefix: false });
    const parsed = parseRoutes(printed);
    // The parse must find every route Fastify printed, exactly as registered.
    const printedMethods = printed.split('\n').flatMap((line) => /\(([A-Z, ]+)\)$/.exec(line)?.[1]?.split(', ') ?? []);
    expect(parsed.length).toBe(printedMethods.length);
    for (const route of parsed) expect(built.app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    expect(parsed).toContainEqual({ method: 'POST', url: '/api/v1/products/export/productList' });
    const routes = parsed.filter((route) => route.method !== 'HEAD');

    const problems: string[] = [];
    const authorization = `Bearer ${token}`;
    const call: Call = async (label, options) => {
      const response = await built.app.inject({
        ...options,
        method: options.method as InjectOptions['method'],
        headers: { authorization, ...options.headers },
      });
      if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response;
    };
    // GraphQL endpoints check their own input (tested above); CORS preflights and QUERY without a body are
    // answered before any route-level hook runs.
    const graphqlPaths = new Set<string>(ENDPOINTS.map(pathFor));
    const refused = (route: RouteEntry, label: string, response: { statusCode: number; body: string }) => {
      if (graphqlPaths.has(route.url) || ['OPTIONS', 'QUERY'].includes(route.method)) return;
      if (response.statusCode !== 400 || !response.body.includes('BAD_USER_INPUT')) {
        problems.push(`${label} not refused: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    };
    for (const route of routes) {
      const method = route.method;
      const url = (value: string) => route.url.replace(/:[A-Za-z]+|\*/g, value);
      const label = `${route.method} ${route.url}`;
      const hasParams = /:[A-Za-z]+|\*/.test(route.url);
      for (const [kind, value] of [
        ['nul', '%00'],
        ['invalid UTF-8', '%ED%A0%80'],
        ['1 MB', HOSTILE.megabyte.replace(/[^A-Za-z0-9]/g, 'a')],
      ] as const) {
        if (hasParams) {
          const response = await call(`${label} params ${kind}`, { method, url: url(value) });
          if (kind === 'nul') refused(route, `${label} params nul`, response);
        }
        const keys = kind === '1 MB' ? ['q'] : ['q', 'search', 'token', 'lang', 'format', 'id'];
        const fields = keys.map((key) => `${key}=${value}`).join('&');
        const response = await call(`${label} query ${kind}`, { method, url: `${url('x')}?${fields}` });
        if (kind === 'nul') refused(route, `${label} query nul`, response);
      }
      if (route.method === 'GET' || route.method === 'OPTIONS') continue;
      await sendBodies(route, url('x'), call, problems);
    }
    expect(problems).toEqual([]);
  });

  it(
    "the identity provider's endpoints (from its discovery document) answer hostile forms without a 5xx",
    WALK,
    async () => {
      // The provider reads its own form bodies behind the `/oidc/*` route, so the route walk above cannot
      // name its parameters; its discovery document names the endpoints, OAuth names the parameters.
      const discovery = await built.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      const endpoints = Object.entries(discovery.json() as Record<string, unknown>)
        .filter(([key, value]) => key.endsWith('_endpoint') && typeof value === 'string')
        .map(([, value]) => new URL(value as string).pathname);
      expect(endpoints).toContain('/oidc/token');
      const base: Record<string, string> = {
        grant_type: 'authorization_code',
        client_id: built.config.oidc.clientId,
        redirect_uri: `${built.config.publicUrl}/callback`,
        response_type: 'code',
        scope: 'openid',
        code: 'code',
        code_verifier: 'v'.repeat(43),
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
        state: 'state',
        nonce: 'nonce',
        refresh_token: 'token',
        token: 'token',
        id_token_hint: 'hint',
        xsrf: 'xsrf',
        logout: 'yes',
      };
      const problems: string[] = [];
      for (const url of endpoints) {
        for (const key of Object.keys(base)) {
          for (const [kind, encoded] of [
            ['nul', 'a%00b'],
            ['invalid UTF-8', 'a%ED%A0%80b'],
            ['1 MB', HOSTILE.megabyte.replace(/[^A-Za-z0-9]/g, 'a')],
          ] as const) {
            const others = Object.entries(base).filter(([name]) => name !== key);
            const payload = `${new URLSearchParams(others).toString()}&${key}=${encoded}`;
            const response = await built.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload,
            });
            if (response.statusCode >= 500) {
              problems.push(`POST ${url} ${key} ${kind}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

interface HostileRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}
type Call = (label: string, request: HostileRequest) => Promise<{ statusCode: number; body: string }>;

/** Hostile JSON and form bodies to one route. */
async function sendBodies(route: RouteEntry, url: string, call: Call, problems: string[]): Promise<void> {
  const method = route.method;
  const label = `${route.method} ${route.url}`;
  const json = { 'content-type': 'application/json' };
  const keys = ['search', 'name', 'email', 'password', 'token', 'format', 'lng', 'orgIds', 'filters'];
  for (const [kind, text] of Object.entries(HOSTILE)) {
    // One field at a time, so a route's own validation of another field cannot hide the hostile one
    // (the megabyte in one field only: it tests sizes, not fields).
    for (const key of kind === 'megabyte' ? ['search'] : keys) {
      const payload = JSON.stringify({ [key]: text });
      const response = await call(`${label} body ${key} ${kind}`, { method, url, headers: json, payload });
      // Text the database cannot store is never accepted, whatever the route does with its body.
      if (kind !== 'megabyte' && response.statusCode < 400) {
        problems.push(`${label} body ${key} ${kind} accepted: ${response.statusCode}`);
      }
    }
    await call(`${label} body array of ${kind}`, { method, url, headers: json, payload: JSON.stringify([text]) });
    const form = keys.map((key) => `${key}=${encodeURIComponent(text.isWellFormed() ? text : 'x\u0000')}`).join('&');
    await call(`${label} form ${kind}`, {
      method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
  }
  for (const [kind, payload] of [
    ['1,000-deep array', deepArrayJson(1000)],
    ['1,000-deep object', deepObjectJson(1000)],
    ['1,000-deep search', `{"search":${deepArrayJson(1000)}}`],
    ['oversized', JSON.stringify({ search: 'x'.repeat(MAX_JSON_BODY_BYTES) })],
  ] as const) {
    await call(`${label} body ${kind}`, { method, url, headers: json, payload });
  }
}
