import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createKioskSchedulesRepository } from './configuration.schedules.repository.ts';
import { createKioskSchedulesService } from './configuration.schedules.service.ts';

const HOUR = 60 * 60 * 1000;
const RULE_FIELDS = '_id kioskId repeating signals { dayNumber msFromStartOfDay notifyThat } lastFiredAt';
const ADD = `mutation($k: ID!, $d: KioskSignalRuleInput!) { addKioskSignalRule(kioskId: $k, data: $d) { ${RULE_FIELDS} } }`;
const UPDATE = `mutation($k: ID!, $r: ID!, $d: KioskSignalRuleInput!) {
  updateKioskSignalRule(kioskId: $k, ruleId: $r, data: $d) { ${RULE_FIELDS} } }`;
const DELETE = 'mutation($k: ID!, $r: ID!) { deleteKioskSignalRule(kioskId: $k, ruleId: $r) }';
const LIST = `query($k: ID!) { getKioskSignalRules(kioskId: $k) { ${RULE_FIELDS} } }`;
const STATE = 'query($id: ID!) { getKioskWithCapacities(id: $id) { schedule { rules nextChange nextInService } } }';

const signal = (dayNumber: number, hours: number, notifyThat: 'OutOfServiceStart' | 'OutOfServiceEnd') => ({
  dayNumber,
  msFromStartOfDay: Math.round(hours * HOUR),
  notifyThat,
});

describe.each(testDatabaseKinds())('out-of-service schedules on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(
      database,
      { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', SCHEDULE_TICK_MS: '0' },
      { devices: createRecordingGateway() },
    );
    orgId = await context.newOrganization('Schedule Org');
    token = await context.token(
      await context.newUser({ email: 'admin@schedules.test', firstName: 'Sue' }, [[orgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(query: string, variables: Record<string, unknown>) =>
    context.call<T>(token, 'kiosk', query, variables);

  it('refuses a rule whose end is not after its start, naming the field', async () => {
    const { id } = await newKiosk(context, orgId);
    const refused = await call(ADD, {
      k: id,
      d: { repeating: 'weekly', signals: [signal(1, 10, 'OutOfServiceStart'), signal(1, 9, 'OutOfServiceEnd')] },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'OUT_OF_SERVICE_PERIOD_INVALID',
      fields: { 'signals.1.msFromStartOfDay': 'OUT_OF_SERVICE_PERIOD_INVALID' },
    });
    const unpaired = await call(ADD, {
      k: id,
      d: { repeating: 'daily', signals: [signal(1, 9, 'OutOfServiceStart')] },
    });
    expect(unpaired.errors?.[0]?.extensions?.code).toBe('REQUIRED');
  });

  it('adds, lists, updates and deletes rules; the kiosk shows its schedule state', async () => {
    const { id } = await newKiosk(context, orgId);
    const signals = [signal(3, 22, 'OutOfServiceStart'), signal(3, 23.5, 'OutOfServiceEnd')];
    const added = await call<{ addKioskSignalRule: { _id: string } }>(ADD, {
      k: id,
      d: { repeating: 'weekly', signals },
    });
    expect(added.errors).toBeUndefined();
    const ruleId = added.data?.addKioskSignalRule._id;
    const listed = await call<{ getKioskSignalRules: unknown[] }>(LIST, { k: id });
    expect(listed.data?.getKioskSignalRules).toEqual([
      { _id: ruleId, kioskId: id, repeating: 'weekly', signals, lastFiredAt: null },
    ]);
    const state = await call<{ getKioskWithCapacities: { schedule: { rules: number; nextChange: string } } }>(STATE, {
      id,
    });
    expect(state.data?.getKioskWithCapacities.schedule).toMatchObject({ rules: 1, nextInService: false });
    expect(state.data?.getKioskWithCapacities.schedule.nextChange).toBeTruthy();

    const updated = await call<{ updateKioskSignalRule: { repeating: string } }>(UPDATE, {
      k: id,
      r: ruleId,
      d: { repeating: 'daily', signals },
    });
    expect(updated.data?.updateKioskSignalRule.repeating).toBe('daily');
    expect((await call(DELETE, { k: id, r: ruleId })).data).toEqual({ deleteKioskSignalRule: true });
    expect((await call(LIST, { k: id })).data).toEqual({ getKioskSignalRules: [] });
    expect((await call(DELETE, { k: id, r: ruleId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers each kiosk of a list with its own schedule state (loaded together)', async () => {
    const withRule = await newKiosk(context, orgId, { name: 'Batch with rule' });
    const without = await newKiosk(context, orgId, { name: 'Batch without rule' });
    await call(ADD, {
      k: withRule.id,
      d: { repeating: 'daily', signals: [signal(0, 1, 'OutOfServiceStart'), signal(0, 2, 'OutOfServiceEnd')] },
    });
    const grid = await call<{
      getKiosksGrid: { data: { _id: string; currency: string; schedule: { rules: number } }[] };
    }>(
      'query { getKiosksGrid(data: { search: "Batch", pageSize: 10 }) { data { _id currency schedule { rules } } } }',
      {},
    );
    expect(grid.errors).toBeUndefined();
    const byId = new Map(grid.data?.getKiosksGrid.data.map((row) => [row._id, row]));
    expect(byId.get(withRule.id)).toMatchObject({ currency: 'eur', schedule: { rules: 1 } });
    expect(byId.get(without.id)).toMatchObject({ currency: 'eur', schedule: { rules: 0 } });
  });

  /** A schedules service with its own clock and a recorder of the service commands it queues. */
  function instance(start: string) {
    let now = new Date(start);
    const queued: { kioskId: string; inService: boolean; at: string }[] = [];
    const service = createKioskSchedulesService({
      rules: createKioskSchedulesRepository(database.db),
      kiosks: { getById: (viewer, id) => context.services.kiosks.getById(viewer, id) },
      commands: {
        enqueue: async (kiosk, type, params) => {
          expect(type).toBe('service');
          const { inService, reason } = params as { inService: boolean; reason: string };
          expect(reason).toBe('schedule');
          queued.push({ kioskId: kiosk.id, inService, at: now.toISOString() });
          return {} as never;
        },
      },
      organizations: { summaries: (ids) => context.services.organizations.summaries(ids) },
      changes: { notify: () => undefined },
      logger: { warn: () => undefined },
      now: () => now,
    });
    return {
      service,
      queued,
      at(iso: string) {
        now = new Date(iso);
      },
    };
  }

  it('fires at local times across the March change (02:30 skipped → 03:30 summer time), each instant once', async () => {
    const { id } = await newKiosk(context, orgId);
    const clock = instance('2026-03-27T12:00:00Z');
    await clock.service.add(context.root, id, {
      repeating: 'daily',
      signals: [signal(0, 2.5, 'OutOfServiceStart'), signal(0, 6, 'OutOfServiceEnd')],
    });
    const mine = () => clock.queued.filter((q) => q.kioskId === id);
    const tickAt = async (iso: string) => (clock.at(iso), clock.service.tick());

    await tickAt('2026-03-28T01:29:59Z'); // 02:29:59 CET: not yet
    expect(mine()).toEqual([]);
    await tickAt('2026-03-28T01:30:00Z'); // 02:30 CET
    await tickAt('2026-03-28T01:31:00Z'); // the same instant is not acted on again
    expect(mine()).toEqual([{ kioskId: id, inService: false, at: '2026-03-28T01:30:00.000Z' }]);
    await tickAt('2026-03-28T05:00:00Z'); // 06:00 CET
    // Spring forward on 29 March: 02:30 does not exist; it fires at 03:30 CEST = 01:30Z.
    await tickAt('2026-03-29T01:00:00Z'); // 03:00 CEST, before the shifted instant
    await tickAt('2026-03-29T01:30:00Z');
    await tickAt('2026-03-29T04:00:00Z'); // 06:00 CEST
    expect(mine().map((q) => [q.at, q.inService])).toEqual([
      ['2026-03-28T01:30:00.000Z', false],
      ['2026-03-28T05:00:00.000Z', true],
      ['2026-03-29T01:30:00.000Z', false],
      ['2026-03-29T04:00:00.000Z', true],
    ]);
  });

  it('fires the repeated 02:30 of the October change once (the earlier, summer time)', async () => {
    const { id } = await newKiosk(context, orgId);
    const clock = instance('2026-10-24T12:00:00Z');
    await clock.service.add(context.root, id, {
      repeating: 'weekly',
      signals: [signal(0, 2.5, 'OutOfServiceStart'), signal(0, 5, 'OutOfServiceEnd')], // Sunday 25 October
    });
    const mine = () => clock.queued.filter((q) => q.kioskId === id);
    for (const iso of [
      '2026-10-25T00:29:00Z',
      '2026-10-25T00:30:00Z', // 02:30 CEST
      '2026-10-25T01:00:00Z', // 02:00 CET (the clock went back)
      '2026-10-25T01:30:00Z', // 02:30 CET: the same local time again, not acted on
      '2026-10-25T04:00:00Z', // 05:00 CET
      '2026-10-25T06:00:00Z',
    ]) {
      clock.at(iso);
      await clock.service.tick();
    }
    expect(mine().map((q) => [q.at, q.inService])).toEqual([
      ['2026-10-25T00:30:00.000Z', false],
      ['2026-10-25T04:00:00.000Z', true],
    ]);
  });

  it('after downtime applies only the latest state of a rule', async () => {
    const { id } = await newKiosk(context, orgId);
    const clock = instance('2026-05-01T00:00:00Z');
    await clock.service.add(context.root, id, {
      repeating: 'daily',
      signals: [signal(1, 8, 'OutOfServiceStart'), signal(1, 18, 'OutOfServiceEnd')],
    });
    clock.at('2026-05-04T07:00:00Z'); // Monday 09:00 CEST, three days later
    await clock.service.tick();
    await clock.service.tick();
    expect(clock.queued.filter((q) => q.kioskId === id).map((q) => q.inService)).toEqual([false]);
  });
});
