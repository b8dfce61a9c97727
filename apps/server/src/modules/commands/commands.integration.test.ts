import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import {
  ack,
  codeOf,
  type CommandJson,
  type CommandsWorld,
  createCommandsWorld,
  HOUR,
  MUTATION,
  publishedTo,
} from './commands.test-data.ts';

/** Commands reach online kiosks at once and queued ones when they can receive them; acks move them on. */
describe.each(testDatabaseKinds())('kiosk commands: delivery and acks on %s', (kind) => {
  let world: CommandsWorld;

  beforeAll(async () => {
    world = await createCommandsWorld(kind);
  });
  afterAll(() => world?.close());

  it('publishes a command to an online kiosk at once', async () => {
    const k = await world.kiosk(true);
    const result = await world.call<{ kioskSync: CommandJson }>(world.adminToken, MUTATION('kioskSync'), { id: k.id });
    expect(result.errors).toBeUndefined();
    const sync = result.data?.kioskSync as CommandJson;
    expect(sync).toMatchObject({ kioskId: k.id, type: 'sync', status: 'sent', params: '{}', createdBy: world.adminId });
    expect(sync.sentAt).not.toBeNull();
    expect(new Date(sync.expiresAt).getTime() - new Date(sync.created).getTime()).toBe(24 * HOUR);
    expect(publishedTo(world.gateway, k.serialNumber)).toEqual([
      { id: sync._id, type: 'sync', params: {}, expiresAt: new Date(sync.expiresAt).toISOString() },
    ]);
    expect(await world.activityTypes(sync._id)).toEqual(['command.queued', 'command.sent']);
  });

  it('keeps commands for an offline kiosk queued and delivers them, oldest first, when it can receive them', async () => {
    const k = await world.kiosk(false);
    const reset = await world.call<{ kioskReset: CommandJson }>(world.adminToken, MUTATION('kioskReset'), { id: k.id });
    const restart = await world.call<{ kioskRestart: CommandJson }>(world.adminToken, MUTATION('kioskRestart'), {
      id: k.id,
    });
    expect(reset.data?.kioskReset.status).toBe('queued');
    expect(restart.data?.kioskRestart.status).toBe('queued');
    expect(publishedTo(world.gateway, k.serialNumber)).toEqual([]);

    await world.appCommands().deliverPending(k);
    expect(publishedTo(world.gateway, k.serialNumber).map((c) => c.type)).toEqual(['reset_session', 'restart']);
    expect((await world.list(k.id)).map((c) => [c.type, c.status])).toEqual([
      ['restart', 'sent'],
      ['reset_session', 'sent'],
    ]);
    // Delivering again publishes nothing twice.
    await world.appCommands().deliverPending(k);
    expect(publishedTo(world.gateway, k.serialNumber)).toHaveLength(2);
  });

  it('moves a command to delivered and applied by its acks, and records a failure with its reason', async () => {
    const k = await world.kiosk(true);
    const restart = await world.appCommands().enqueue(k, 'restart', {}, null);
    await world.appCommands().acknowledge(k, ack(restart.id, 'delivered'), new Date());
    expect((await world.list(k.id))[0]).toMatchObject({ status: 'delivered', finishedAt: null });
    await world.appCommands().acknowledge(k, ack(restart.id, 'applied'), new Date());
    const [applied] = await world.list(k.id);
    expect(applied).toMatchObject({ _id: restart.id, status: 'applied', error: null });
    expect(applied?.deliveredAt).not.toBeNull();
    expect(applied?.finishedAt).not.toBeNull();

    const sync = await world.appCommands().enqueue(k, 'sync', {}, null);
    await world.appCommands().acknowledge(k, ack(sync.id, 'failed', 'disk full'), new Date());
    expect(await world.command(sync.id)).toMatchObject({ status: 'failed', error: 'disk full' });
    expect(await world.activityTypes(sync.id)).toEqual(['command.queued', 'command.sent', 'command.failed']);
  });

  it('shows each command once in the activity log, at the time it was queued, with its status now', async () => {
    const k = await world.kiosk(true);
    await world.database.query(
      `INSERT INTO kiosk_activities (kiosk_id, org_id, ts, category, type, details)
       VALUES ($1, $2, now() - interval '1 minute', 'door', 'door', '{"state":"open"}')`,
      [k.id, k.orgId],
    );
    const restart = await world.appCommands().enqueue(k, 'restart', {}, null);
    await world.appCommands().acknowledge(k, ack(restart.id, 'delivered'), new Date());
    await world.appCommands().acknowledge(k, ack(restart.id, 'applied'), new Date());
    const sync = await world.appCommands().enqueue(k, 'sync', {}, null);
    await world.appCommands().acknowledge(k, ack(sync.id, 'failed', 'disk full'), new Date());
    // Stored: every step (queued, sent, delivered, applied); shown: one entry per command.
    expect(await world.activityTypes(restart.id)).toEqual([
      'command.queued',
      'command.sent',
      'command.delivered',
      'command.applied',
    ]);
    type Page = { total: number; data: { type: string; category: string; ts: string; details: string }[] };
    const log = async (variables: Record<string, unknown>) => {
      const result = await world.call<{ gridActivities: Page }>(
        world.adminToken,
        `query($k: ID, $c: [String!]) { gridActivities(kiosk: $k, categories: $c) { total data { type category ts details } } }`,
        { k: k.id, ...variables },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.gridActivities as Page;
    };
    const all = await log({});
    expect(all.data.map((a) => a.type)).toEqual(['command.failed', 'command.applied', 'door']);
    expect(all.total).toBe(3);
    expect(JSON.parse(all.data[0]?.details ?? '{}')).toMatchObject({
      commandId: sync.id,
      type: 'sync',
      status: 'failed',
      error: 'disk full',
    });
    const applied = JSON.parse(all.data[1]?.details ?? '{}') as Record<string, unknown>;
    expect(applied).toMatchObject({ commandId: restart.id, type: 'restart', status: 'applied' });
    expect(typeof applied.deliveredAt).toBe('string');
    expect(typeof applied.finishedAt).toBe('string');
    // The category filter: commands only, doors only, or both.
    expect((await log({ c: ['command'] })).data.map((a) => a.category)).toEqual(['command', 'command']);
    expect((await log({ c: ['door'] })).data.map((a) => a.type)).toEqual(['door']);
    expect((await log({ c: ['door', 'command'] })).total).toBe(3);
    expect((await log({ c: ['network'] })).total).toBe(0);
    const bad = await world.call(
      world.adminToken,
      'query($c: [String!]) { gridActivities(categories: $c) { total } }',
      {
        c: ['commands'],
      },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('takes acks out of order and duplicates without changing the outcome', async () => {
    const k = await world.kiosk(true);
    const sync = await world.appCommands().enqueue(k, 'sync', {}, null);
    await world.appCommands().acknowledge(k, ack(sync.id, 'applied'), new Date());
    await world.appCommands().acknowledge(k, ack(sync.id, 'delivered'), new Date());
    await world.appCommands().acknowledge(k, ack(sync.id, 'applied'), new Date());
    await world.appCommands().acknowledge(k, ack(sync.id, 'failed', 'late'), new Date());
    const [row] = await world.list(k.id);
    expect(row).toMatchObject({ status: 'applied', error: null });
    expect(row?.deliveredAt).not.toBeNull();
    expect(await world.activityTypes(sync.id)).toEqual(['command.queued', 'command.sent', 'command.applied']);
  });

  it("ignores acks for unknown commands and for another kiosk's commands", async () => {
    const k = await world.kiosk(true);
    const other = await world.kiosk(true);
    const sync = await world.appCommands().enqueue(k, 'sync', {}, null);
    await world.appCommands().acknowledge(other, ack(sync.id, 'applied'), new Date());
    await world.appCommands().acknowledge(k, ack('7f1b5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'applied'), new Date());
    expect(await world.command(sync.id)).toMatchObject({ status: 'sent' });
    expect(await world.activityTypes(sync.id)).toEqual(['command.queued', 'command.sent']);
  });
});
