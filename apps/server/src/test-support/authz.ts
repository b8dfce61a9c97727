import { hashPassword } from '../auth/passwords.ts';
import type { EndpointName } from '../graphql/endpoint.ts';
import type { TestDatabase } from './database.ts';
import type { GraphqlResult } from './app.ts';
import { createTestContext, type TestContext } from './fixtures.ts';
import type { UploadSpec } from './upload.ts';

/**
 * The authorization matrix (ARCHITECTURE invariant 1): every operation × every kind of caller ×
 * every kind of target. Each module exports `authzCases: AuthzCase[]` from `<module>.test-data.ts`; the
 * matrix test loads them for every module in the module list.
 *
 * The world: organization `parent` with a sub-organization `sub` (and `subSub` below it), and an
 * unrelated organization `foreign`. The `replenisher` holds the replenisher role in `parent` (ADR 0024):
 * the field operations reach the kiosks assigned to them (`assignedKiosk`), nothing else.
 */
export const CALLERS = [
  'root',
  'parentAdmin',
  'subAdmin',
  'foreignAdmin',
  'consumer',
  'replenisher',
  'noOrg',
  'deactivated',
  'anonymous',
  'expired',
] as const;
export type Caller = (typeof CALLERS)[number];

export const TARGETS = ['parent', 'sub', 'foreign'] as const;
export type Target = (typeof TARGETS)[number];

export interface AuthzWorld {
  /** The fixture builder the world was made with (services, system caller, new rows). */
  context: TestContext;
  built: TestContext['built'];
  orgs: Record<Target | 'subSub', string>;
  /** User ids per caller (undefined for anonymous). */
  users: Record<Caller, string | undefined>;
  tokens: Record<Caller, string | undefined>;
  /** Sends an operation as a caller. */
  call<T = Record<string, unknown>>(
    caller: Caller,
    endpoint: EndpointName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResult<T>>;
}

export interface AuthzRequest {
  query: string;
  variables?: Record<string, unknown>;
  /** A file for the operation: the request is then sent as GraphQL multipart. */
  upload?: UploadSpec;
}

export interface AuthzCase {
  /** Spec §7 operation name. */
  operation: string;
  endpoint: EndpointName;
  /** Builds the request against the target organization (arrange fixtures through `world.context`). */
  request(world: AuthzWorld, target: Target): Promise<AuthzRequest>;
  /** Which callers may run it on which target; default: callers whose scope reaches the target. */
  allowed?(caller: Caller, target: Target): boolean;
  /** List operations: the organization ids of the rows in a successful answer (no foreign row may appear). */
  rowOrgIds?(data: Record<string, unknown>): string[];
  /** Targets this operation makes sense for (default all). */
  targets?: readonly Target[];
  /**
   * Subscriptions: the request is sent over SSE to a listening server and `trigger` makes changes in
   * every organization (repeated until the first event); every event's rows must be visible to the caller.
   */
  subscription?: { trigger(world: AuthzWorld): Promise<void> };
}

/** Field operations on a kiosk assigned to the replenisher: who reaches the target, and the replenisher. */
export const reachesOrAssigned = (caller: Caller, target: Target) =>
  reaches(caller, target) || caller === 'replenisher';

/** Field lists (getAllKiosks, the route): console callers, and the replenisher (their assigned kiosks). */
export const consoleOrReplenisher = (caller: Caller) => consoleCaller(caller) || caller === 'replenisher';

/** Lists: every caller with console access may ask; the rows are what is scoped. */
export const consoleCaller = (caller: Caller) => ['root', 'parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller);

/** Default rule: root reaches all; an admin reaches their organization and everything below it. */
export function reaches(caller: Caller, target: Target): boolean {
  switch (caller) {
    case 'root':
      return true;
    case 'parentAdmin':
      return target === 'parent' || target === 'sub';
    case 'subAdmin':
      return target === 'sub';
    case 'foreignAdmin':
      return target === 'foreign';
    default:
      return false;
  }
}

/** The organizations a caller may see rows of, for the "no foreign row" check. */
export function visibleOrgs(world: AuthzWorld, caller: Caller): Set<string> | 'all' {
  switch (caller) {
    case 'root':
      return 'all';
    case 'parentAdmin':
      return new Set([world.orgs.parent, world.orgs.sub, world.orgs.subSub]);
    case 'subAdmin':
      return new Set([world.orgs.sub, world.orgs.subSub]);
    case 'foreignAdmin':
      return new Set([world.orgs.foreign]);
    case 'replenisher':
      // Rows of the kiosks assigned to them, all in `parent` (field.replenishers.integration.test.ts checks which).
      return new Set([world.orgs.parent]);
    default:
      return new Set();
  }
}

export async function createAuthzWorld(database: TestDatabase): Promise<AuthzWorld> {
  const context = await createTestContext(database, { DEMO_DATA: 'false' });
  const parent = await context.newOrganization('Parent Org');
  const sub = await context.newOrganization('Sub Org', { parentId: parent });
  const subSub = await context.newOrganization('Sub Sub Org', { parentId: sub });
  const foreign = await context.newOrganization('Foreign Org');
  const passwordHash = await hashPassword('matrix-password-1');
  const user = (key: string, roles: [string, string][], extra: { status?: string } = {}) =>
    context.newUser({ email: `${key.toLowerCase()}@matrix.test`, firstName: key, lastName: 'Matrix' }, roles, {
      passwordHash,
      ...extra,
    });
  const users: Record<Caller, string | undefined> = {
    root: context.rootUserId,
    parentAdmin: await user('ParentAdmin', [[parent, 'admin']]),
    subAdmin: await user('SubAdmin', [[sub, 'admin']]),
    foreignAdmin: await user('ForeignAdmin', [[foreign, 'admin']]),
    consumer: await user('Consumer', [[parent, 'consumer']]),
    replenisher: await user('Replenisher', [[parent, 'replenisher']]),
    noOrg: await user('NoOrg', []),
    deactivated: await user('Deactivated', [[parent, 'admin']], { status: 'inactive' }),
    anonymous: undefined,
    expired: undefined,
  };
  users.expired = users.parentAdmin;
  const tokens = {} as Record<Caller, string | undefined>;
  for (const caller of CALLERS) {
    const id = users[caller];
    if (caller === 'anonymous' || !id) tokens[caller] = undefined;
    else tokens[caller] = await context.token(id, caller === 'expired' ? { expiresInSeconds: -120 } : {});
  }
  return {
    context,
    built: context.built,
    orgs: { parent, sub, subSub, foreign },
    users,
    tokens,
    call: (caller, endpoint, query, variables = {}) => context.call(tokens[caller], endpoint, query, variables),
  };
}

/** Assigns the world's replenisher to a kiosk of `parent` (the field-operation cases' own kiosk). */
export async function assignedKiosk(world: AuthzWorld, kioskId: string): Promise<string> {
  const replenisher = world.users.replenisher;
  if (!replenisher) throw new Error('the world has no replenisher');
  await world.context.services.field.assign(world.context.root, kioskId, replenisher);
  return kioskId;
}
