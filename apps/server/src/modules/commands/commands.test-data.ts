import type { Database } from '../../db/client.ts';
import type { AuthzCase, AuthzWorld, Target } from '../../test-support/authz.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** Test data of the commands module: a kiosk's online flag and the authorization-matrix cases. */

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
  commandCase('kioskReset', 'kioskReset'),
  commandCase('kioskSync', 'kioskSync'),
  commandCase('kioskRestart', 'kioskRestart'),
  commandCase('setKioskService', 'setKioskService', '$id: ID!, $s: Boolean!', 'id: $id, inService: $s'),
];
