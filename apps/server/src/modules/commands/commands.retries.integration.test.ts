import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ACK_TIMEOUT_MS } from '@kiosk/common/mqtt';
import { openDatabase } from '../../db/client.ts';
import type { KioskRef } from './commands.service.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import {
  ack,
  type CommandsWorld,
  createCommandsWorld,
  HOUR,
  MINUTE,
  publishedTo,
  setOnline,
} from './commands.test-data.ts';

const SCREEN = { bgColor: '#ffffff' } as const;

/** What the sweep does with commands not yet done: re-send, time out, expire, supersede, retry a refusing broker. */
describe.each(testDatabaseKinds())('kiosk commands: re-sends, expiry and superseding on %s', (kind) => {
  let world: CommandsWorld;

  beforeAll(async () => {
    world = await createCommandsWorld(kind);
  });
  afterAll(() => world?.close());

  it('re-sends an unacknowledged command every 60 s, at most 3 times, then times it out', async () => {
    const k = await world.kiosk(true);
    const clock = world.instance(new Date());
    const sync = await clock.service.enqueue(k, 'sync', {}, null);
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);

    clock.advance(COMMAND_ACK_TIMEOUT_MS - 1);
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);

    for (let resend = 1; resend <= 3; resend += 1) {
      clock.advance(1);
      await clock.service.sweep();
      expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1 + resend);
      expect(await world.command(sync.id)).toMatchObject({ status: 'sent', resends: resend });
      clock.advance(COMMAND_ACK_TIMEOUT_MS - 1);
    }
    // Every re-send is the same command (same id): the kiosk acts on it once.
    expect(new Set(publishedTo(clock.devices, k.serialNumber).map((c) => c.id))).toEqual(new Set([sync.id]));

    clock.advance(1);
    // (Sweeps see every kiosk of the test database; assertions look at this kiosk's command.)
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(4);
    expect(await world.command(sync.id)).toMatchObject({ status: 'timeout', resends: 3 });
    expect((await world.activityTypes(sync.id)).filter((t) => t === 'command.sent')).toHaveLength(4);
    expect((await world.activityTypes(sync.id)).at(-1)).toBe('command.timeout');
  });

  it('does not re-send to a delivered command', async () => {
    const k = await world.kiosk(true);
    const clock = world.instance(new Date());
    const sync = await clock.service.enqueue(k, 'sync', {}, null);
    await clock.service.acknowledge(k, ack(sync.id, 'delivered'), new Date());
    clock.advance(10 * MINUTE);
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);
    expect(await world.command(sync.id)).toMatchObject({ status: 'delivered', resends: 0 });
  });

  it('expires an open_door after 2 minutes and other commands after 24 hours, unsent', async () => {
    const k = await world.kiosk(false);
    const clock = world.instance(new Date());
    const open = await clock.service.enqueue(k, 'open_door', { sessionId: 'r-1', mode: 'mission_control' }, null);
    const sync = await clock.service.enqueue(k, 'sync', {}, null);

    clock.advance(2 * MINUTE - 1);
    await clock.service.sweep();
    expect(await world.command(open.id)).toMatchObject({ status: 'queued' });
    clock.advance(1);
    await clock.service.sweep();
    expect(await world.command(open.id)).toMatchObject({ status: 'expired' });
    expect(await world.command(sync.id)).toMatchObject({ status: 'queued' });

    // Back online: the expired door command is not sent, the sync is.
    await clock.service.deliverPending(k);
    expect(publishedTo(clock.devices, k.serialNumber).map((c) => c.id)).toEqual([sync.id]);

    const later = await clock.service.enqueue(k, 'restart', {}, null);
    clock.advance(24 * HOUR - 1);
    await clock.service.sweep();
    expect(await world.command(later.id)).toMatchObject({ status: 'queued' });
    clock.advance(1);
    await clock.service.sweep();
    expect(await world.command(later.id)).toMatchObject({ status: 'expired' });
    await clock.service.deliverPending(k);
    expect(publishedTo(clock.devices, k.serialNumber).map((c) => c.id)).not.toContain(later.id);
    expect(await world.activityTypes(later.id)).toEqual(['command.queued', 'command.expired']);
  });

  it('supersedes a queued apply_* command with a newer one of the same type', async () => {
    const k = await world.kiosk(false);
    const first = await world.appCommands().enqueue(k, 'apply_screen', SCREEN, null);
    const sync = await world.appCommands().enqueue(k, 'sync', {}, null);
    const second = await world.appCommands().enqueue(k, 'apply_screen', { bgColor: '#000000' }, null);
    expect(await world.command(first.id)).toMatchObject({ status: 'superseded', error: `superseded by ${second.id}` });
    expect(await world.command(second.id)).toMatchObject({ status: 'queued' });
    expect(await world.command(sync.id)).toMatchObject({ status: 'queued' });
    expect(await world.activityTypes(first.id)).toEqual(['command.queued', 'command.superseded']);

    await world.appCommands().deliverPending(k);
    expect(publishedTo(world.gateway, k.serialNumber).map((c) => c.id)).toEqual([sync.id, second.id]);
    expect(publishedTo(world.gateway, k.serialNumber).at(-1)?.params).toEqual({ bgColor: '#000000' });

    // A sent one is not superseded: the kiosk may be applying it.
    const third = await world.appCommands().enqueue(k, 'apply_screen', SCREEN, null);
    expect(await world.command(second.id)).toMatchObject({ status: 'sent' });
    expect(await world.command(third.id)).toMatchObject({ status: 'queued' });
  });

  it('keeps a command queued when the broker refuses it, and sends it once when the broker is back', async () => {
    const k = await world.kiosk(true);
    world.gateway.setPublishFailing(true);
    let sync;
    try {
      sync = await world.appCommands().enqueue(k, 'sync', {}, null);
      expect(sync.status).toBe('queued');
      await world.appCommands().sweep();
      expect(await world.command(sync.id)).toMatchObject({ status: 'queued' });
    } finally {
      world.gateway.setPublishFailing(false);
    }
    expect((await world.list(k.id))[0]).toMatchObject({ status: 'queued', sentAt: null });
    await world.appCommands().sweep();
    await world.appCommands().sweep();
    expect(publishedTo(world.gateway, k.serialNumber).map((c) => c.id)).toEqual([sync.id]);
    expect(await world.command(sync.id)).toMatchObject({ status: 'sent' });
  });

  it('two instances delivering and sweeping at once publish every command exactly once', async () => {
    // The second instance has its own connection pool on PostgreSQL, as a second server would.
    const secondDb = world.database.url ? await openDatabase({ url: world.database.url }) : world.database;
    try {
      const start = new Date();
      const a = world.instance(start);
      const b = world.instance(start, secondDb);
      const fleet: KioskRef[] = [];
      const queued: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const k = await world.kiosk(false);
        fleet.push(k);
        for (const type of ['sync', 'restart', 'reset_session'] as const) {
          queued.push((await a.service.enqueue(k, type, {}, null)).id);
        }
      }
      for (const k of fleet) await setOnline(world.database, k.id, true);

      await Promise.all([
        a.service.sweep(),
        b.service.sweep(),
        ...fleet.flatMap((k) => [a.service.deliverPending(k), b.service.deliverPending(k)]),
        a.service.sweep(),
        b.service.sweep(),
      ]);
      // Sweeps see every kiosk of the test database: count what went to this fleet.
      const serials = new Set(fleet.map((k) => k.serialNumber));
      const published = () =>
        [...a.devices.published, ...b.devices.published].filter((p) => serials.has(p.serialNumber));
      const ids = published().map((p) => p.command.id);
      expect(ids.sort()).toEqual([...queued].sort());

      // One ack timeout later both re-send concurrently: each command goes out once more, not twice.
      a.advance(COMMAND_ACK_TIMEOUT_MS);
      b.advance(COMMAND_ACK_TIMEOUT_MS);
      await Promise.all([a.service.sweep(), b.service.sweep(), a.service.sweep(), b.service.sweep()]);
      const all = published().map((p) => p.command.id);
      const counts = new Map<string, number>();
      for (const id of all) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual([...queued].sort());
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
      const rows = await world.database.query<{ resends: number; status: string }>(
        'SELECT resends, status FROM kiosk_commands WHERE id = ANY($1::uuid[])',
        [queued],
      );
      expect(rows.every((r) => r.resends === 1 && r.status === 'sent')).toBe(true);
    } finally {
      if (secondDb !== world.database) await secondDb.close();
    }
  });
});

/** Polls until `check` holds (generous timeout: the machine may be loaded). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabaseKinds())('the background command sweep on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let gateway: RecordingGateway;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    context = await createTestContext(database, { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '100' }, { devices: gateway });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const statusOf = async (id: string) =>
    (await database.query<{ status: string }>('SELECT status FROM kiosk_commands WHERE id = $1', [id]))[0]?.status;

  it('delivers a command the broker refused once the broker is back, without anyone asking', async () => {
    const orgId = await context.newOrganization('Sweep Org');
    const created = await newKiosk(context, orgId);
    await setOnline(database, created.id, true);
    const k = { id: created.id, orgId, serialNumber: created.serialNumber };
    gateway.setPublishFailing(true);
    const sync = await context.services.commands.enqueue(k, 'sync', {}, null);
    // (Its status may read `sent` for a moment: the sweep may be trying it right now.)
    await waitFor(async () => (await statusOf(sync.id)) === 'queued');
    expect(gateway.published.some((p) => p.command.id === sync.id)).toBe(false);
    gateway.setPublishFailing(false);
    await waitFor(async () => gateway.published.some((p) => p.command.id === sync.id));
    expect(await statusOf(sync.id)).toBe('sent');
    expect(gateway.published.filter((p) => p.command.id === sync.id)).toHaveLength(1);
  });
});
