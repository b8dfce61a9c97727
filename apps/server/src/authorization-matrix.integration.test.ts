import { Kind, OperationTypeNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import {
  CALLERS,
  TARGETS,
  createAuthzWorld,
  reaches,
  visibleOrgs,
  type AuthzCase,
  type AuthzRequest,
  type AuthzWorld,
  type Caller,
  type Target,
} from './test-support/authz.ts';
import { gqlUpload } from './test-support/upload.ts';
import { subscribeSse } from './test-support/sse.ts';
import { MODULE_NAMES } from './modules.ts';

/** Every module's cases, from `modules/<name>/<name>.test-data.ts` for each module of the app. */
const CASES: AuthzCase[] = (
  await Promise.all(
    MODULE_NAMES.map(async (name) => {
      const data = (await import(`./modules/${name}/${name}.test-data.ts`)) as { authzCases?: AuthzCase[] };
      // A module without GraphQL operations (sales) has none; every root operation's case is checked below.
      if (!data.authzCases) throw new Error(`modules/${name}/${name}.test-data.ts exports no authzCases`);
      return data.authzCases;
    }),
  )
).flat();

/** Refusals by kind of caller: who is not signed in vs. who may not do this. */
const REFUSAL_CODES = [
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'USER_INACTIVE',
  'NO_CONSOLE_ACCESS',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROOT_ACCESS_DENIED',
  'NO_ORGANIZATION',
];

describe.each(testDatabaseKinds())('authorization matrix on %s', (kind) => {
  let database: TestDatabase;
  let world: AuthzWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createAuthzWorld(database);
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('has cases for every root operation of every module', () => {
    const covered = new Set(CASES.map((c) => c.operation));
    const operations = world.built.modules.flatMap((m) =>
      (m.graphql ?? []).flatMap((g) => rootOperations(g.typeDefs).map((op) => `${m.name}.${op}`)),
    );
    expect(operations.filter((op) => !covered.has(op.split('.')[1] ?? ''))).toEqual([]);
  });

  let listening: Promise<string> | undefined;
  /** A subscription as a caller: the first event is a refusal, or every event shows only visible rows. */
  async function checkSubscription(
    expect: ExpectStatic,
    testCase: AuthzCase,
    caller: Caller,
    target: Target,
    query: string,
    variables: Record<string, unknown>,
  ) {
    const baseUrl = await (listening ??= world.built.app.listen({ host: '127.0.0.1', port: 0 }));
    const stream = await subscribeSse(baseUrl, testCase.endpoint, query, variables, world.tokens[caller]);
    try {
      let event;
      for (let attempt = 0; attempt < 10 && !event; attempt++) {
        await testCase.subscription?.trigger(world);
        event = await stream.next(800);
      }
      const allowed = (testCase.allowed ?? reaches)(caller, target);
      if (!allowed) {
        expect(event?.data.errors?.[0]?.extensions?.code, `${caller} must be refused`).toBeOneOf(REFUSAL_CODES);
        return;
      }
      const events = [];
      while (event) {
        events.push(event);
        event = await stream.next(800);
      }
      const visible = visibleOrgs(world, caller);
      for (const received of events) {
        expect(received.data.errors, JSON.stringify(received.data.errors)).toBeUndefined();
        for (const orgId of testCase.rowOrgIds?.(received.data.data ?? {}) ?? []) {
          if (visible !== 'all') expect(visible.has(orgId), `event of ${orgId} visible to ${caller}`).toBe(true);
        }
      }
      expect(events.length, `${caller} receives the changes it may see`).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  }

  for (const testCase of CASES) {
    for (const target of testCase.targets ?? TARGETS) {
      // The fixture of a case (its target rows) does not depend on the caller: one set is built per case and
      // target and shared by every caller whose request changes nothing (refused callers, queries and
      // subscriptions; had a refusal let one through, its own assertion fails). A caller who may run a
      // mutation gets fresh rows of its own.
      let shared: Promise<AuthzRequest> | undefined;
      // A subscription's callers run side by side: each waits a quiet spell after its last event, and
      // events of the others' triggers reach its stream too (they must be just as visible).
      const run = testCase.subscription ? it.concurrent : it;
      run.for(CALLERS)(`${testCase.operation} on ${target} as %s`, async (caller, { expect }) => {
        const allowed = (testCase.allowed ?? reaches)(caller, target);
        const request = await (shared ??= testCase.request(world, target));
        const changes = allowed && (request.upload !== undefined || isMutation(request.query));
        const { query, variables, upload } = changes ? await testCase.request(world, target) : request;
        if (testCase.subscription) {
          await checkSubscription(expect, testCase, caller, target, query, variables ?? {});
          return;
        }
        const result = upload
          ? await gqlUpload(world.built, testCase.endpoint, query, variables ?? {}, upload, world.tokens[caller])
          : await world.call(caller, testCase.endpoint, query, variables);
        if (allowed) {
          expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
          if (testCase.rowOrgIds && result.data) {
            const visible = visibleOrgs(world, caller);
            for (const orgId of testCase.rowOrgIds(result.data)) {
              if (visible !== 'all') expect(visible.has(orgId), `row of ${orgId} visible to ${caller}`).toBe(true);
            }
          }
        } else {
          expect(result.errors?.[0]?.extensions?.code, `${caller} must be refused`).toBeOneOf(REFUSAL_CODES);
          if (caller === 'expired') expect(result.errors?.[0]?.message).toBe('Token expired');
          if (caller === 'anonymous') expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
          if (caller === 'deactivated') expect(result.errors?.[0]?.extensions?.code).toBe('USER_INACTIVE');
        }
      });
    }
  }
});

/** Whether a request's document holds a mutation. */
function isMutation(query: string): boolean {
  return parse(query).definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION,
  );
}

/** Query, Mutation and Subscription fields a module's SDL declares (`type Query` or `extend type Query`). */
function rootOperations(typeDefs: string): string[] {
  const document = parse(typeDefs);
  return document.definitions.flatMap((definition) =>
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    ['Query', 'Mutation', 'Subscription'].includes(definition.name.value)
      ? (definition.fields ?? []).map((field) => field.name.value)
      : [],
  );
}
