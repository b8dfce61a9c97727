import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import {
  ack,
  codeOf,
  COMMAND_FIELDS,
  type CommandJson,
  type CommandsWorld,
  createCommandsWorld,
  LIST,
  MINUTE,
  MUTATION,
  publishedTo,
  setSession,
} from './commands.test-data.ts';

const REFILL = `mutation($k: ID!) { createRefill(kioskId: $k) { ${COMMAND_FIELDS} } }`;
const SERVICE = `mutation($id: ID!, $s: Boolean!) { setKioskService(id: $id, inService: $s) { ${COMMAND_FIELDS} } }`;
const KIOSK_STATE = 'query($id: ID!) { getKioskWithCapacities(id: $id) { inService session { type } } }';

/** The console's command operations: a refill, the service switch and the list of a kiosk's commands. */
describe.each(testDatabaseKinds())('kiosk commands: console operations on %s', (kind) => {
  let world: CommandsWorld;

  beforeAll(async () => {
    world = await createCommandsWorld(kind);
  });
  afterAll(() => world?.close());

  it('refuses createRefill while a session is open and otherwise sends open_door for 2 minutes', async () => {
    const k = await world.kiosk(true);
    await setSession(world.database, k.id, 'purchase', new Date().toISOString());
    const refused = await world.call(world.adminToken, REFILL, { k: k.id });
    expect(refused.errors?.[0]?.message).toBe('Kiosk already in use.');
    expect(codeOf(refused)).toBe('KIOSK_IN_USE');
    expect(await world.list(k.id)).toEqual([]);

    await setSession(world.database, k.id, 'none', null);
    const result = await world.call<{ createRefill: CommandJson }>(world.adminToken, REFILL, { k: k.id });
    expect(result.errors).toBeUndefined();
    const refill = result.data?.createRefill as CommandJson;
    expect(refill).toMatchObject({ type: 'open_door', status: 'sent' });
    const params = JSON.parse(refill.params) as { sessionId: string; mode: string };
    expect(params.mode).toBe('mission_control');
    expect(params.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(refill.expiresAt).getTime() - new Date(refill.created).getTime()).toBe(2 * MINUTE);
    expect(publishedTo(world.gateway, k.serialNumber)).toEqual([
      { id: refill._id, type: 'open_door', params, expiresAt: new Date(refill.expiresAt).toISOString() },
    ]);
  });

  it('sets the kiosk out of service and back when a service command is applied', async () => {
    const k = await world.kiosk(true);
    const clock = world.instance(new Date());
    const state = async () =>
      (
        await world.call<{ getKioskWithCapacities: { inService: boolean } }>(world.adminToken, KIOSK_STATE, {
          id: k.id,
        })
      ).data?.getKioskWithCapacities.inService;

    const off = await world.call<{ setKioskService: CommandJson }>(world.adminToken, SERVICE, { id: k.id, s: false });
    const offCommand = off.data?.setKioskService as CommandJson;
    expect(JSON.parse(offCommand.params)).toEqual({ inService: false, reason: 'manual' });
    // Sent, not yet applied: the kiosk is still in service.
    expect(await state()).toBe(true);
    await clock.service.acknowledge(k, ack(offCommand._id, 'applied'), new Date());
    expect(await state()).toBe(false);
    const [row] = await world.database.query<{ service_reason: string | null }>(
      'SELECT service_reason FROM kiosks WHERE id = $1',
      [k.id],
    );
    expect(row?.service_reason).toBe('manual');
    expect(clock.notices).toContainEqual({ id: k.id, aspects: ['state'] });

    const on = await world.call<{ setKioskService: CommandJson }>(world.adminToken, SERVICE, { id: k.id, s: true });
    await clock.service.acknowledge(
      k,
      ack((on.data?.setKioskService as CommandJson)._id, 'failed', 'relay'),
      new Date(),
    );
    expect(await state()).toBe(false);
    const again = await world.call<{ setKioskService: CommandJson }>(world.adminToken, SERVICE, { id: k.id, s: true });
    await clock.service.acknowledge(k, ack((again.data?.setKioskService as CommandJson)._id, 'applied'), new Date());
    expect(await state()).toBe(true);
    const [back] = await world.database.query<{ service_reason: string | null }>(
      'SELECT service_reason FROM kiosks WHERE id = $1',
      [k.id],
    );
    expect(back?.service_reason).toBeNull();
  });

  it('lists a kiosk’s commands newest first, 25 by default and at most 100, only in scope', async () => {
    const k = await world.kiosk(false);
    const ids: string[] = [];
    for (let i = 0; i < 27; i += 1) ids.push((await world.appCommands().enqueue(k, 'sync', {}, null)).id);
    const page = await world.list(k.id);
    expect(page).toHaveLength(25);
    expect(page.map((c) => c._id)).toEqual(ids.slice(-25).reverse());
    expect(await world.list(k.id, 3)).toHaveLength(3);
    expect(await world.list(k.id, 100)).toHaveLength(27);
    expect(codeOf(await world.call(world.adminToken, LIST, { k: k.id, l: 101 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await world.call(world.otherAdminToken, LIST, { k: k.id }))).toBe('NOT_FOUND');
    expect(codeOf(await world.call(world.otherAdminToken, MUTATION('kioskSync'), { id: k.id }))).toBe('NOT_FOUND');
  });
});
