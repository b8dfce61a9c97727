import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import {
  codeOf,
  COMMAND_FIELDS,
  type CommandJson,
  type CommandsWorld,
  createCommandsWorld,
  setSession,
} from './commands.test-data.ts';

const REFILL = `mutation($k: ID!, $key: String) { createRefill(kioskId: $k, idempotencyKey: $key) { ${COMMAND_FIELDS} } }`;
const WASTE = `mutation($k: ID!, $key: String) {
  recordWaste(kioskId: $k, cellId: "A1", units: 1, reason: "damaged", idempotencyKey: $key) { _id } }`;

/**
 * createRefill with an idempotency key (ADR 0024): a replenisher's phone replays a queued door opening after
 * coming back online; the replay answers the first command and opens nothing more, also while the session
 * the first opening started is open.
 */
describe.each(testDatabaseKinds())('createRefill idempotency on %s', (kind) => {
  let world: CommandsWorld;
  let replenisherId: string;
  let token: string;

  beforeAll(async () => {
    world = await createCommandsWorld(kind);
    replenisherId = await world.context.newUser({ email: 'rita@refill-keys.test', firstName: 'Rita' }, [
      [world.orgId, 'replenisher'],
    ]);
    token = await world.context.token(replenisherId);
  });
  afterAll(() => world?.close());

  const assignedKiosk = async () => {
    const kiosk = await world.kiosk(true);
    await world.context.services.field.assign(world.context.root, kiosk.id, replenisherId);
    return kiosk;
  };
  const openDoors = async (kioskId: string) =>
    (await world.list(kioskId)).filter((command) => command.type === 'open_door');

  it('a replay with the same key answers the first command and opens the door once', async () => {
    const kiosk = await assignedKiosk();
    const key = randomUUID();
    const first = await world.call<{ createRefill: CommandJson }>(token, REFILL, { k: kiosk.id, key });
    expect(first.errors).toBeUndefined();
    expect(first.data?.createRefill).toMatchObject({ type: 'open_door', createdBy: replenisherId });

    // The door opened: the kiosk's refill session is open when the phone replays the queued action.
    await setSession(world.database, kiosk.id, 'replenisher', new Date().toISOString());
    const replay = await world.call<{ createRefill: CommandJson }>(token, REFILL, { k: kiosk.id, key });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.createRefill._id).toBe(first.data?.createRefill._id);
    expect(await openDoors(kiosk.id)).toHaveLength(1);

    // A new key is a new opening: refused while the session is open, as before.
    const fresh = await world.call(token, REFILL, { k: kiosk.id, key: randomUUID() });
    expect(codeOf(fresh)).toBe('KIOSK_IN_USE');
    await setSession(world.database, kiosk.id, 'none', null);
    const later = await world.call<{ createRefill: CommandJson }>(token, REFILL, { k: kiosk.id, key: randomUUID() });
    expect(later.errors).toBeUndefined();
    expect(await openDoors(kiosk.id)).toHaveLength(2);
  });

  it('a first call refused as in use leaves its key free; without a key nothing changed', async () => {
    const kiosk = await assignedKiosk();
    const key = randomUUID();
    await setSession(world.database, kiosk.id, 'purchase', new Date().toISOString());
    expect(codeOf(await world.call(token, REFILL, { k: kiosk.id, key }))).toBe('KIOSK_IN_USE');
    expect(codeOf(await world.call(token, REFILL, { k: kiosk.id }))).toBe('KIOSK_IN_USE');
    await setSession(world.database, kiosk.id, 'none', null);
    const retried = await world.call<{ createRefill: CommandJson }>(token, REFILL, { k: kiosk.id, key });
    expect(retried.errors).toBeUndefined();
    expect(await openDoors(kiosk.id)).toHaveLength(1);
    const [stored] = await world.database.query<{ operation: string; result: { id: string } }>(
      'SELECT operation, result FROM field_operation_keys WHERE user_id = $1 AND key = $2',
      [replenisherId, key],
    );
    expect(stored).toEqual({ operation: 'createRefill', result: { id: retried.data?.createRefill._id } });
  });

  it('refuses a key used for another kiosk or operation, and a malformed key, naming idempotencyKey', async () => {
    const kiosk = await assignedKiosk();
    const other = await assignedKiosk();
    const key = randomUUID();
    expect((await world.call(token, REFILL, { k: kiosk.id, key })).errors).toBeUndefined();
    const elsewhere = await world.call(token, REFILL, { k: other.id, key });
    expect(codeOf(elsewhere)).toBe('BAD_USER_INPUT');
    expect(elsewhere.errors?.[0]?.extensions?.fields).toEqual({ idempotencyKey: 'BAD_USER_INPUT' });
    const asWaste = await world.call(token, WASTE, { k: kiosk.id, key });
    expect(asWaste.errors?.[0]?.extensions?.fields).toEqual({ idempotencyKey: 'BAD_USER_INPUT' });
    const short = await world.call(token, REFILL, { k: other.id, key: 'x' });
    expect(short.errors?.[0]?.extensions?.fields).toEqual({ idempotencyKey: 'BAD_USER_INPUT' });
    expect(await openDoors(other.id)).toHaveLength(0);
  });

  it('keys are per person: the admin may use the replenisher’s key for their own opening', async () => {
    const kiosk = await assignedKiosk();
    const key = randomUUID();
    const mine = await world.call<{ createRefill: CommandJson }>(token, REFILL, { k: kiosk.id, key });
    await setSession(world.database, kiosk.id, 'none', null);
    const theirs = await world.call<{ createRefill: CommandJson }>(world.adminToken, REFILL, { k: kiosk.id, key });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.createRefill._id).not.toBe(mine.data?.createRefill._id);
    expect(await openDoors(kiosk.id)).toHaveLength(2);
  });
});
