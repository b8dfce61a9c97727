import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ackMessage, type AckMessage, type Command } from '@kiosk/common/mqtt';
import { createSecretBox } from '../../auth/secrets.ts';
import type { Database } from '../../db/client.ts';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import {
  assignedKiosk,
  reachesOrAssigned,
  type AuthzCase,
  type AuthzWorld,
  type Target,
} from '../../test-support/authz.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import type { CommandAspect } from './commands.ports.ts';
import { createKioskCommandsRepository } from './commands.repository.ts';
import { createKioskCommandsService, type KioskRef } from './commands.service.ts';

/** Test data of the commands module: a kiosk's online flag and session, the tests' world, and the authorization-matrix cases. */

/** Marks a kiosk online or offline as its device connection would (commands go out to online kiosks). */
export async function setOnline(database: Database, kioskId: string, online: boolean): Promise<void> {
  await database.query('UPDATE kiosks SET online = $2, updated_at = now() WHERE id = $1', [kioskId, online]);
}

/** Opens or closes a kiosk's session as its device would report it. */
export async function setSession(
  database: Database,
  kioskId: string,
  type: string,
  since: string | null,
): Promise<void> {
  await database.query('UPDATE kiosks SET session_type = $2, session_since = $3, updated_at = now() WHERE id = $1', [
    kioskId,
    type,
    since,
  ]);
}

/** A command as `getKioskCommands` and the command mutations answer it. */
export interface CommandJson {
  _id: string;
  kioskId: string;
  type: string;
  status: string;
  params: string;
  created: string;
  createdBy: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  finishedAt: string | null;
  expiresAt: string;
  resends: number;
  error: string | null;
}

export const COMMAND_FIELDS =
  '_id kioskId type status params created createdBy sentAt deliveredAt finishedAt expiresAt resends error';
export const LIST = `query($k: ID!, $l: Int) { getKioskCommands(kioskId: $k, limit: $l) { ${COMMAND_FIELDS} } }`;
export const MUTATION = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { ${COMMAND_FIELDS} } }`;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** A kiosk's ack of a command. */
export const ack = (commandId: string, status: AckMessage['status'], error?: string): AckMessage =>
  ackMessage.parse({ commandId, status, ts: new Date().toISOString(), ...(error ? { error } : {}) });

/**
 * The commands tests' world: the server with a recording gateway (no background sweep), an organization
 * with its admin and another organization with its own, and how to make kiosks, read commands and their
 * activities, and run a commands service of its own clock.
 */
export async function createCommandsWorld(kind: DatabaseKind) {
  const database: TestDatabase = await createTestDatabase(kind);
  const gateway: RecordingGateway = createRecordingGateway();
  const context: TestContext = await createTestContext(
    database,
    { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0' },
    { devices: gateway },
  );
  const orgId = await context.newOrganization('Command Org');
  const otherOrgId = await context.newOrganization('Other Command Org');
  const adminId = await context.newUser({ email: 'admin@commands.test', firstName: 'Cam' }, [[orgId, 'admin']]);
  const otherAdmin = await context.newUser({ email: 'other@commands.test', firstName: 'Oli' }, [[otherOrgId, 'admin']]);
  const adminToken = await context.token(adminId);
  const otherAdminToken = await context.token(otherAdmin);

  /** A kiosk of the test organization, online or not. */
  async function kiosk(online: boolean, owner = orgId): Promise<KioskRef> {
    const created = await newKiosk(context, owner);
    if (online) await setOnline(database, created.id, true);
    return { id: created.id, orgId: owner, serialNumber: created.serialNumber };
  }

  const testBox = createSecretBox([randomBytes(32)]);

  /** A commands service with its own clock, gateway and change recorder, on the test database. */
  function instance(start: Date, db: Database = database) {
    let now = start;
    const devices = createRecordingGateway();
    const notices: { id: string; aspects: readonly CommandAspect[] }[] = [];
    const service = createKioskCommandsService({
      commands: createKioskCommandsRepository(db.db),
      kiosks: {
        getById: (viewer, id) => context.services.kiosks.getById(viewer, id),
      },
      field: {
        once: (viewer, key, operation, kioskId, run, resultId, replay) =>
          context.services.field.once(viewer, key, operation, kioskId, run, resultId, replay),
      },
      devices,
      changes: { notify: (k, aspects) => void notices.push({ id: k.id, aspects }) },
      logger: { debug: () => undefined, warn: () => undefined },
      box: async () => testBox,
      now: () => now,
    });
    return {
      service,
      devices,
      notices,
      advance(ms: number) {
        now = new Date(now.getTime() + ms);
      },
    };
  }

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);

  async function list(kioskId: string, limit?: number): Promise<CommandJson[]> {
    const result = await call<{ getKioskCommands: CommandJson[] }>(adminToken, LIST, { k: kioskId, l: limit });
    expect(result.errors).toBeUndefined();
    return result.data?.getKioskCommands ?? [];
  }

  async function command(id: string) {
    const [row] = await database.query<{ status: string; resends: number; error: string | null }>(
      'SELECT status, resends, error, delivered_at, finished_at FROM kiosk_commands WHERE id = $1',
      [id],
    );
    return row;
  }

  /** A command's activities in time order; steps written in the same millisecond in lifecycle order. */
  async function activityTypes(commandId: string): Promise<string[]> {
    const rows = await database.query<{ type: string }>(
      `SELECT type FROM kiosk_activities WHERE category = 'command' AND details->>'commandId' = $1
       ORDER BY ts, received_at,
         CASE type WHEN 'command.queued' THEN 0 WHEN 'command.sent' THEN 1 WHEN 'command.delivered' THEN 2 ELSE 3 END,
         type`,
      [commandId],
    );
    return rows.map((r) => r.type);
  }

  return {
    database,
    context,
    gateway,
    orgId,
    adminId,
    adminToken,
    otherAdminToken,
    /** The app's own commands service. */
    appCommands: () => context.services.commands,
    kiosk,
    instance,
    call,
    list,
    command,
    activityTypes,
    async close() {
      await context.built.app.close();
      await database.dispose();
    },
  };
}

export type CommandsWorld = Awaited<ReturnType<typeof createCommandsWorld>>;

/** The commands published to one kiosk through a recording gateway. */
export const publishedTo = (devices: RecordingGateway, serialNumber: string): Command[] =>
  devices.published.filter((p) => p.serialNumber === serialNumber).map((p) => p.command);

export const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;

const kiosk = async (world: AuthzWorld, target: Target) =>
  (await newKiosk(world.context, world.orgs[target], { name: `Authz ${target}`, tags: [`tag-${target}`] })).id;

/** Kiosk commands (commands.graphql): the caller must reach the kiosk's organization. */
const commandCase = (operation: string, field: string, args = '$id: ID!', call = 'id: $id'): AuthzCase => ({
  operation,
  endpoint: 'kiosk',
  request: async (world, target) => ({
    query: `mutation(${args}) { ${field}(${call}) { _id kioskId type status } }`,
    variables: { id: await kiosk(world, target), ...(args.includes('$s') ? { s: false } : {}) },
  }),
});

export const authzCases: AuthzCase[] = [
  {
    operation: 'getKioskCommands',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($id: ID!) { getKioskCommands(kioskId: $id, limit: 5) { _id kioskId status } }',
      variables: { id: await kiosk(world, target) },
    }),
  },
  commandCase('createRefill', 'createRefill', '$id: ID!', 'kioskId: $id'),
  {
    // A replenisher opens the door of a kiosk assigned to them (ADR 0024); the case above: not of another.
    operation: 'createRefill',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: reachesOrAssigned,
    request: async (world, target) => ({
      query: 'mutation($id: ID!) { createRefill(kioskId: $id) { _id kioskId type status } }',
      variables: { id: await assignedKiosk(world, await kiosk(world, target)) },
    }),
  },
  commandCase('kioskReset', 'kioskReset'),
  commandCase('kioskSync', 'kioskSync'),
  commandCase('kioskRestart', 'kioskRestart'),
  commandCase('setKioskService', 'setKioskService', '$id: ID!, $s: Boolean!', 'id: $id, inService: $s'),
];
