import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ackMessage, COMMAND_ACK_TIMEOUT_MS, type AckMessage, type Command } from '@kiosk/common/mqtt';
import { openDatabase, type Database } from '../../db/client.ts';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import type { CommandAspect } from './commands.ports.ts';
import { createKioskCommandsRepository } from './commands.repository.ts';
import { createKioskCommandsService, type KioskRef } from './commands.service.ts';
import { setOnline, setSession } from './commands.test-data.ts';

interface CommandJson {
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

const COMMAND_FIELDS =
  '_id kioskId type status params created createdBy sentAt deliveredAt finishedAt expiresAt resends error';
const LIST = `query($k: ID!, $l: Int) { getKioskCommands(kioskId: $k, limit: $l) { ${COMMAND_FIELDS} } }`;
const REFILL = `mutation($k: ID!) { createRefill(kioskId: $k) { ${COMMAND_FIELDS} } }`;
const MUTATION = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { ${COMMAND_FIELDS} } }`;
const SERVICE = `mutation($id: ID!, $s: Boolean!) { setKioskService(id: $id, inService: $s) { ${COMMAND_FIELDS} } }`;
const KIOSK_STATE = 'query($id: ID!) { getKioskWithCapacities(id: $id) { inService session { type } } }';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const ack = (commandId: string, status: AckMessage['status'], error?: string): AckMessage =>
  ackMessage.parse({ commandId, status, ts: new Date().toISOString(), ...(error ? { error } : {}) });

const SCREEN = { bgColor: '#ffffff' } as const;

describe.each(testDatabaseKinds())('kiosk commands on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let gateway: RecordingGateway;
  let orgId: string;
  let otherOrgId: string;
  let adminToken: string;
  let otherAdminToken: string;
  let adminId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    context = await createTestContext(database, { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0' }, { devices: gateway });
    orgId = await context.newOrganization('Command Org');
    otherOrgId = await context.newOrganization('Other Command Org');
    adminId = await context.newUser({ email: 'admin@commands.test', firstName: 'Cam' }, [[orgId, 'admin']]);
    const otherAdmin = await context.newUser({ email: 'other@commands.test', firstName: 'Oli' }, [
      [otherOrgId, 'admin'],
    ]);
    adminToken = await context.token(adminId);
    otherAdminToken = await context.token(otherAdmin);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const appCommands = () => context.services.commands;

  /** A kiosk of the test organization, online or not. */
  async function kiosk(online: boolean, owner = orgId): Promise<KioskRef> {
    const created = await newKiosk(context, owner);
    if (online) await setOnline(database, created.id, true);
    return { id: created.id, orgId: owner, serialNumber: created.serialNumber };
  }

  /** A commands service with its own clock, gateway and change recorder, on the test database. */
  function instance(start: Date, db: Database = database) {
    let now = start;
    const devices = createRecordingGateway();
    const notices: { id: string; aspects: readonly CommandAspect[] }[] = [];
    const service = createKioskCommandsService({
      commands: createKioskCommandsRepository(db.db),
      kiosks: { getById: (viewer, id) => context.services.kiosks.getById(viewer, id) },
      devices,
      changes: { notify: (k, aspects) => void notices.push({ id: k.id, aspects }) },
      logger: { debug: () => undefined, warn: () => undefined },
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

  const publishedTo = (devices: RecordingGateway, serialNumber: string): Command[] =>
    devices.published.filter((p) => p.serialNumber === serialNumber).map((p) => p.command);

  const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;

  it('publishes a command to an online kiosk at once', async () => {
    const k = await kiosk(true);
    const result = await call<{ kioskSync: CommandJson }>(adminToken, MUTATION('kioskSync'), { id: k.id });
    expect(result.errors).toBeUndefined();
    const sync = result.data?.kioskSync as CommandJson;
    expect(sync).toMatchObject({ kioskId: k.id, type: 'sync', status: 'sent', params: '{}', createdBy: adminId });
    expect(sync.sentAt).not.toBeNull();
    expect(new Date(sync.expiresAt).getTime() - new Date(sync.created).getTime()).toBe(24 * HOUR);
    expect(publishedTo(gateway, k.serialNumber)).toEqual([
      { id: sync._id, type: 'sync', params: {}, expiresAt: new Date(sync.expiresAt).toISOString() },
    ]);
    expect(await activityTypes(sync._id)).toEqual(['command.queued', 'command.sent']);
  });

  it('keeps commands for an offline kiosk queued and delivers them, oldest first, when it can receive them', async () => {
    const k = await kiosk(false);
    const reset = await call<{ kioskReset: CommandJson }>(adminToken, MUTATION('kioskReset'), { id: k.id });
    const restart = await call<{ kioskRestart: CommandJson }>(adminToken, MUTATION('kioskRestart'), { id: k.id });
    expect(reset.data?.kioskReset.status).toBe('queued');
    expect(restart.data?.kioskRestart.status).toBe('queued');
    expect(publishedTo(gateway, k.serialNumber)).toEqual([]);

    await appCommands().deliverPending(k);
    expect(publishedTo(gateway, k.serialNumber).map((c) => c.type)).toEqual(['reset_session', 'restart']);
    expect((await list(k.id)).map((c) => [c.type, c.status])).toEqual([
      ['restart', 'sent'],
      ['reset_session', 'sent'],
    ]);
    // Delivering again publishes nothing twice.
    await appCommands().deliverPending(k);
    expect(publishedTo(gateway, k.serialNumber)).toHaveLength(2);
  });

  it('moves a command to delivered and applied by its acks, and records a failure with its reason', async () => {
    const k = await kiosk(true);
    const restart = await appCommands().enqueue(k, 'restart', {}, null);
    await appCommands().acknowledge(k, ack(restart.id, 'delivered'), new Date());
    expect((await list(k.id))[0]).toMatchObject({ status: 'delivered', finishedAt: null });
    await appCommands().acknowledge(k, ack(restart.id, 'applied'), new Date());
    const [applied] = await list(k.id);
    expect(applied).toMatchObject({ _id: restart.id, status: 'applied', error: null });
    expect(applied?.deliveredAt).not.toBeNull();
    expect(applied?.finishedAt).not.toBeNull();

    const sync = await appCommands().enqueue(k, 'sync', {}, null);
    await appCommands().acknowledge(k, ack(sync.id, 'failed', 'disk full'), new Date());
    expect(await command(sync.id)).toMatchObject({ status: 'failed', error: 'disk full' });
    expect(await activityTypes(sync.id)).toEqual(['command.queued', 'command.sent', 'command.failed']);
  });

  it('shows each command once in the activity log, at the time it was queued, with its status now', async () => {
    const k = await kiosk(true);
    await database.query(
      `INSERT INTO kiosk_activities (kiosk_id, org_id, ts, category, type, details)
       VALUES ($1, $2, now() - interval '1 minute', 'door', 'door', '{"state":"open"}')`,
      [k.id, k.orgId],
    );
    const restart = await appCommands().enqueue(k, 'restart', {}, null);
    await appCommands().acknowledge(k, ack(restart.id, 'delivered'), new Date());
    await appCommands().acknowledge(k, ack(restart.id, 'applied'), new Date());
    const sync = await appCommands().enqueue(k, 'sync', {}, null);
    await appCommands().acknowledge(k, ack(sync.id, 'failed', 'disk full'), new Date());
    // Stored: every step (queued, sent, delivered, applied); shown: one entry per command.
    expect(await activityTypes(restart.id)).toEqual([
      'command.queued',
      'command.sent',
      'command.delivered',
      'command.applied',
    ]);
    type Page = { total: number; data: { type: string; category: string; ts: string; details: string }[] };
    const log = async (variables: Record<string, unknown>) => {
      const result = await call<{ gridActivities: Page }>(
        adminToken,
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
    const bad = await call(adminToken, 'query($c: [String!]) { gridActivities(categories: $c) { total } }', {
      c: ['commands'],
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('takes acks out of order and duplicates without changing the outcome', async () => {
    const k = await kiosk(true);
    const sync = await appCommands().enqueue(k, 'sync', {}, null);
    await appCommands().acknowledge(k, ack(sync.id, 'applied'), new Date());
    await appCommands().acknowledge(k, ack(sync.id, 'delivered'), new Date());
    await appCommands().acknowledge(k, ack(sync.id, 'applied'), new Date());
    await appCommands().acknowledge(k, ack(sync.id, 'failed', 'late'), new Date());
    const [row] = await list(k.id);
    expect(row).toMatchObject({ status: 'applied', error: null });
    expect(row?.deliveredAt).not.toBeNull();
    expect(await activityTypes(sync.id)).toEqual(['command.queued', 'command.sent', 'command.applied']);
  });

  it("ignores acks for unknown commands and for another kiosk's commands", async () => {
    const k = await kiosk(true);
    const other = await kiosk(true);
    const sync = await appCommands().enqueue(k, 'sync', {}, null);
    await appCommands().acknowledge(other, ack(sync.id, 'applied'), new Date());
    await appCommands().acknowledge(k, ack('7f1b5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'applied'), new Date());
    expect(await command(sync.id)).toMatchObject({ status: 'sent' });
    expect(await activityTypes(sync.id)).toEqual(['command.queued', 'command.sent']);
  });

  it('re-sends an unacknowledged command every 60 s, at most 3 times, then times it out', async () => {
    const k = await kiosk(true);
    const clock = instance(new Date());
    const sync = await clock.service.enqueue(k, 'sync', {}, null);
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);

    clock.advance(COMMAND_ACK_TIMEOUT_MS - 1);
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);

    for (let resend = 1; resend <= 3; resend += 1) {
      clock.advance(1);
      await clock.service.sweep();
      expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1 + resend);
      expect(await command(sync.id)).toMatchObject({ status: 'sent', resends: resend });
      clock.advance(COMMAND_ACK_TIMEOUT_MS - 1);
    }
    // Every re-send is the same command (same id): the kiosk acts on it once.
    expect(new Set(publishedTo(clock.devices, k.serialNumber).map((c) => c.id))).toEqual(new Set([sync.id]));

    clock.advance(1);
    // (Sweeps see every kiosk of the test database; assertions look at this kiosk's command.)
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(4);
    expect(await command(sync.id)).toMatchObject({ status: 'timeout', resends: 3 });
    expect((await activityTypes(sync.id)).filter((t) => t === 'command.sent')).toHaveLength(4);
    expect((await activityTypes(sync.id)).at(-1)).toBe('command.timeout');
  });

  it('does not re-send to a delivered command', async () => {
    const k = await kiosk(true);
    const clock = instance(new Date());
    const sync = await clock.service.enqueue(k, 'sync', {}, null);
    await clock.service.acknowledge(k, ack(sync.id, 'delivered'), new Date());
    clock.advance(10 * MINUTE);
    await clock.service.sweep();
    expect(publishedTo(clock.devices, k.serialNumber)).toHaveLength(1);
    expect(await command(sync.id)).toMatchObject({ status: 'delivered', resends: 0 });
  });

  it('expires an open_door after 2 minutes and other commands after 24 hours, unsent', async () => {
    const k = await kiosk(false);
    const clock = instance(new Date());
    const open = await clock.service.enqueue(k, 'open_door', { sessionId: 'r-1', mode: 'mission_control' }, null);
    const sync = await clock.service.enqueue(k, 'sync', {}, null);

    clock.advance(2 * MINUTE - 1);
    await clock.service.sweep();
    expect(await command(open.id)).toMatchObject({ status: 'queued' });
    clock.advance(1);
    await clock.service.sweep();
    expect(await command(open.id)).toMatchObject({ status: 'expired' });
    expect(await command(sync.id)).toMatchObject({ status: 'queued' });

    // Back online: the expired door command is not sent, the sync is.
    await clock.service.deliverPending(k);
    expect(publishedTo(clock.devices, k.serialNumber).map((c) => c.id)).toEqual([sync.id]);

    const later = await clock.service.enqueue(k, 'restart', {}, null);
    clock.advance(24 * HOUR - 1);
    await clock.service.sweep();
    expect(await command(later.id)).toMatchObject({ status: 'queued' });
    clock.advance(1);
    await clock.service.sweep();
    expect(await command(later.id)).toMatchObject({ status: 'expired' });
    await clock.service.deliverPending(k);
    expect(publishedTo(clock.devices, k.serialNumber).map((c) => c.id)).not.toContain(later.id);
    expect(await activityTypes(later.id)).toEqual(['command.queued', 'command.expired']);
  });

  it('supersedes a queued apply_* command with a newer one of the same type', async () => {
    const k = await kiosk(false);
    const first = await appCommands().enqueue(k, 'apply_screen', SCREEN, null);
    const sync = await appCommands().enqueue(k, 'sync', {}, null);
    const second = await appCommands().enqueue(k, 'apply_screen', { bgColor: '#000000' }, null);
    expect(await command(first.id)).toMatchObject({ status: 'superseded', error: `superseded by ${second.id}` });
    expect(await command(second.id)).toMatchObject({ status: 'queued' });
    expect(await command(sync.id)).toMatchObject({ status: 'queued' });
    expect(await activityTypes(first.id)).toEqual(['command.queued', 'command.superseded']);

    await appCommands().deliverPending(k);
    expect(publishedTo(gateway, k.serialNumber).map((c) => c.id)).toEqual([sync.id, second.id]);
    expect(publishedTo(gateway, k.serialNumber).at(-1)?.params).toEqual({ bgColor: '#000000' });

    // A sent one is not superseded: the kiosk may be applying it.
    const third = await appCommands().enqueue(k, 'apply_screen', SCREEN, null);
    expect(await command(second.id)).toMatchObject({ status: 'sent' });
    expect(await command(third.id)).toMatchObject({ status: 'queued' });
  });

  it('refuses createRefill while a session is open and otherwise sends open_door for 2 minutes', async () => {
    const k = await kiosk(true);
    await setSession(database, k.id, 'purchase', new Date().toISOString());
    const refused = await call(adminToken, REFILL, { k: k.id });
    expect(refused.errors?.[0]?.message).toBe('Kiosk already in use.');
    expect(codeOf(refused)).toBe('KIOSK_IN_USE');
    expect(await list(k.id)).toEqual([]);

    await setSession(database, k.id, 'none', null);
    const result = await call<{ createRefill: CommandJson }>(adminToken, REFILL, { k: k.id });
    expect(result.errors).toBeUndefined();
    const refill = result.data?.createRefill as CommandJson;
    expect(refill).toMatchObject({ type: 'open_door', status: 'sent' });
    const params = JSON.parse(refill.params) as { sessionId: string; mode: string };
    expect(params.mode).toBe('mission_control');
    expect(params.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(refill.expiresAt).getTime() - new Date(refill.created).getTime()).toBe(2 * MINUTE);
    expect(publishedTo(gateway, k.serialNumber)).toEqual([
      { id: refill._id, type: 'open_door', params, expiresAt: new Date(refill.expiresAt).toISOString() },
    ]);
  });

  it('keeps a command queued when the broker refuses it, and sends it once when the broker is back', async () => {
    const k = await kiosk(true);
    gateway.setPublishFailing(true);
    let sync;
    try {
      sync = await appCommands().enqueue(k, 'sync', {}, null);
      expect(sync.status).toBe('queued');
      await appCommands().sweep();
      expect(await command(sync.id)).toMatchObject({ status: 'queued' });
    } finally {
      gateway.setPublishFailing(false);
    }
    expect((await list(k.id))[0]).toMatchObject({ status: 'queued', sentAt: null });
    await appCommands().sweep();
    await appCommands().sweep();
    expect(publishedTo(gateway, k.serialNumber).map((c) => c.id)).toEqual([sync.id]);
    expect(await command(sync.id)).toMatchObject({ status: 'sent' });
  });

  it('sets the kiosk out of service and back when a service command is applied', async () => {
    const k = await kiosk(true);
    const clock = instance(new Date());
    const state = async () =>
      (await call<{ getKioskWithCapacities: { inService: boolean } }>(adminToken, KIOSK_STATE, { id: k.id })).data
        ?.getKioskWithCapacities.inService;

    const off = await call<{ setKioskService: CommandJson }>(adminToken, SERVICE, { id: k.id, s: false });
    const offCommand = off.data?.setKioskService as CommandJson;
    expect(JSON.parse(offCommand.params)).toEqual({ inService: false, reason: 'manual' });
    // Sent, not yet applied: the kiosk is still in service.
    expect(await state()).toBe(true);
    await clock.service.acknowledge(k, ack(offCommand._id, 'applied'), new Date());
    expect(await state()).toBe(false);
    const [row] = await database.query<{ service_reason: string | null }>(
      'SELECT service_reason FROM kiosks WHERE id = $1',
      [k.id],
    );
    expect(row?.service_reason).toBe('manual');
    expect(clock.notices).toContainEqual({ id: k.id, aspects: ['state'] });

    const on = await call<{ setKioskService: CommandJson }>(adminToken, SERVICE, { id: k.id, s: true });
    await clock.service.acknowledge(
      k,
      ack((on.data?.setKioskService as CommandJson)._id, 'failed', 'relay'),
      new Date(),
    );
    expect(await state()).toBe(false);
    const again = await call<{ setKioskService: CommandJson }>(adminToken, SERVICE, { id: k.id, s: true });
    await clock.service.acknowledge(k, ack((again.data?.setKioskService as CommandJson)._id, 'applied'), new Date());
    expect(await state()).toBe(true);
    const [back] = await database.query<{ service_reason: string | null }>(
      'SELECT service_reason FROM kiosks WHERE id = $1',
      [k.id],
    );
    expect(back?.service_reason).toBeNull();
  });

  it('lists a kiosk’s commands newest first, 25 by default and at most 100, only in scope', async () => {
    const k = await kiosk(false);
    const ids: string[] = [];
    for (let i = 0; i < 27; i += 1) ids.push((await appCommands().enqueue(k, 'sync', {}, null)).id);
    const page = await list(k.id);
    expect(page).toHaveLength(25);
    expect(page.map((c) => c._id)).toEqual(ids.slice(-25).reverse());
    expect(await list(k.id, 3)).toHaveLength(3);
    expect(await list(k.id, 100)).toHaveLength(27);
    expect(codeOf(await call(adminToken, LIST, { k: k.id, l: 101 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await call(otherAdminToken, LIST, { k: k.id }))).toBe('NOT_FOUND');
    expect(codeOf(await call(otherAdminToken, MUTATION('kioskSync'), { id: k.id }))).toBe('NOT_FOUND');
  });

  it('two instances delivering and sweeping at once publish every command exactly once', async () => {
    // The second instance has its own connection pool on PostgreSQL, as a second server would.
    const secondDb = database.url ? await openDatabase({ url: database.url }) : database;
    try {
      const start = new Date();
      const a = instance(start);
      const b = instance(start, secondDb);
      const fleet: KioskRef[] = [];
      const queued: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const k = await kiosk(false);
        fleet.push(k);
        for (const type of ['sync', 'restart', 'reset_session'] as const) {
          queued.push((await a.service.enqueue(k, type, {}, null)).id);
        }
      }
      for (const k of fleet) await setOnline(database, k.id, true);

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
      const rows = await database.query<{ resends: number; status: string }>(
        'SELECT resends, status FROM kiosk_commands WHERE id = ANY($1::uuid[])',
        [queued],
      );
      expect(rows.every((r) => r.resends === 1 && r.status === 'sent')).toBe(true);
    } finally {
      if (secondDb !== database) await secondDb.close();
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
