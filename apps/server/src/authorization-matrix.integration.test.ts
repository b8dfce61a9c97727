import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import {
  CALLERS,
  TARGETS,
  createAuthzWorld,
  reaches,
  visibleOrgs,
  type AuthzCase,
  type AuthzWorld,
} from './test-support/authz.ts';
import { gqlUpload } from './test-support/upload.ts';
import { MODULE_NAMES } from './modules.ts';

/** Every module's cases, from `modules/<name>/<name>.test-data.ts` for each module of the app. */
const CASES: AuthzCase[] = (
  await Promise.all(
    MODULE_NAMES.map(async (name) => {
      const data = (await import(`./modules/${name}/${name}.test-data.ts`)) as { authzCases?: AuthzCase[] };
      if (!data.authzCases?.length) throw new Error(`modules/${name}/${name}.test-data.ts exports no authzCases`);
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

  for (const testCase of CASES) {
    for (const target of testCase.targets ?? TARGETS) {
      it.each(CALLERS)(`${testCase.operation} on ${target} as %s`, async (caller) => {
        const { query, variables, upload } = await testCase.request(world, target);
        const result = upload
          ? await gqlUpload(world.built, testCase.endpoint, query, variables ?? {}, upload, world.tokens[caller])
          : await world.call(caller, testCase.endpoint, query, variables);
        const allowed = (testCase.allowed ?? reaches)(caller, target);
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

/** Query and Mutation fields a module's SDL declares (`type Query` or `extend type Query`). */
function rootOperations(typeDefs: string): string[] {
  const document = parse(typeDefs);
  return document.definitions.flatMap((definition) =>
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    (definition.name.value === 'Query' || definition.name.value === 'Mutation')
      ? (definition.fields ?? []).map((field) => field.name.value)
      : [],
  );
}
