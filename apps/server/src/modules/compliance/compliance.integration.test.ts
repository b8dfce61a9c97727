import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { type ComplianceWorld, createComplianceWorld, MIN, newComplianceKiosk } from './compliance.test-data.ts';

describe.each(testDatabaseKinds())('temperature compliance report on %s', (kind) => {
  let world: ComplianceWorld;

  beforeAll(async () => {
    world = await createComplianceWorld(kind);
  });
  afterAll(() => world?.close());

  it('per local day: min, max, exact minutes above 7 °C and below 2 °C across midnight and the DST change', async () => {
    const result = await world.report(world.admin, [world.kiosk.id]);
    expect(result.errors).toBeUndefined();
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.timeZone).toBe('Europe/Berlin');
    expect(k?.days).toEqual([
      {
        date: '2026-03-28',
        start: '2026-03-27T23:00:00.000Z',
        end: '2026-03-28T23:00:00.000Z',
        readings: 36,
        min: 4,
        max: 9.5,
        secondsAbove: 25 * MIN,
        secondsBelow: 0,
        secondsCovered: 3 * 60 * MIN,
        secondsOutOfService: 5 * MIN,
      },
      {
        // 23 hours: the clock jumps from 02:00 to 03:00.
        date: '2026-03-29',
        start: '2026-03-28T23:00:00.000Z',
        end: '2026-03-29T22:00:00.000Z',
        readings: 49,
        min: 1,
        max: 8.2,
        secondsAbove: 25 * MIN,
        secondsBelow: 30 * MIN,
        // 23:00 UTC until the last reading at 03:00 UTC plus the 10 minutes it stands for.
        secondsCovered: 4 * 60 * MIN + 10 * MIN,
        secondsOutOfService: 45 * MIN,
      },
    ]);
  });

  it('lists each excursion with start, duration and peak, the auto out-of-service period and the acknowledgement', async () => {
    const result = await world.report(world.admin, [world.kiosk.id]);
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.excursions).toEqual([
      {
        kind: 'high',
        start: '2026-03-28T22:35:00.000Z',
        end: '2026-03-28T23:25:00.000Z',
        durationSeconds: 50 * MIN,
        peak: 9.5,
        closed: true,
      },
      {
        kind: 'low',
        start: '2026-03-29T00:50:00.000Z',
        end: '2026-03-29T01:20:00.000Z',
        durationSeconds: 30 * MIN,
        peak: 1,
        closed: true,
      },
    ]);
    expect(k?.outOfService).toEqual([
      {
        start: '2026-03-28T22:55:00.000Z',
        appliedAt: '2026-03-28T22:55:04.000Z',
        end: '2026-03-28T23:45:00.000Z',
        endReason: 'temperature',
      },
    ]);
    // The engine opened the high alert after over 10 minutes (start = first warm reading), resolved at 5 °C;
    // the low one after over 15 minutes, resolved at 3 °C.
    expect(k?.alerts).toMatchObject([
      {
        type: 'highTemperature',
        startDate: '2026-03-28T22:35:00.000Z',
        endDate: '2026-03-28T23:25:00.000Z',
        acknowledgedBy: 'Anna Auditor',
        note: 'Goods moved to the cold room',
      },
      {
        type: 'lowTemperature',
        startDate: '2026-03-29T00:50:00.000Z',
        endDate: '2026-03-29T01:20:00.000Z',
        acknowledgedAt: null,
        acknowledgedBy: null,
      },
    ]);
    expect(k?.alerts[0]?.acknowledgedAt).toBeTruthy();
  });

  it('a period of one day reports only that day; an excursion running into it keeps its real start', async () => {
    const result = await world.report(world.admin, [world.kiosk.id], '2026-03-29', '2026-03-29');
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.days.map((day) => day.date)).toEqual(['2026-03-29']);
    expect(k?.excursions.map((e) => [e.kind, e.start, e.durationSeconds])).toEqual([
      ['high', '2026-03-28T22:35:00.000Z', 50 * MIN],
      ['low', '2026-03-29T00:50:00.000Z', 30 * MIN],
    ]);
  });

  it('an auto out-of-service the alert engine queues today appears as an open period', async () => {
    const live = await newComplianceKiosk(world.context, world.orgId, 'Live Fridge');
    await world.context.services.configuration.settings.configure(world.context.root, {
      kioskId: live.id,
      controller: { autoTempOutOfService: { active: true, maxTemperature: 7, timeInMinutes: 20 } },
    });
    const start = Date.now() - 30 * 60_000;
    for (let minute = 0; minute <= 21; minute += 1) {
      const ts = new Date(start + minute * 60_000);
      await world.context.services.alerts.apply({
        kind: 'telemetry',
        kiosk: { id: live.id, orgId: world.orgId },
        receivedAt: ts,
        ts,
        temperatures: [900, null],
      });
    }
    await world.context.services.alerts.idle();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
      new Date(Date.now() - 24 * 3_600_000),
    );
    const result = await world.report(world.admin, [live.id], yesterday, today);
    expect(result.errors).toBeUndefined();
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.outOfService).toHaveLength(1);
    expect(k?.outOfService[0]).toMatchObject({ appliedAt: null, end: null, endReason: null });
    expect(Date.parse(k?.outOfService[0]?.start ?? '')).toBeGreaterThan(start);
  });

  it("refuses another organization's kiosk, alone or among the caller's own", async () => {
    const foreign = await world.report(world.admin, [world.foreignKiosk.id]);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mixed = await world.report(world.admin, [world.kiosk.id, world.foreignKiosk.id]);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await world.report(world.foreignAdmin, [world.kiosk.id]);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pdf = await world.get(
      `/api/v1/reports/compliance/pdf/en?kioskId=${world.foreignKiosk.id}&from=2026-03-28&to=2026-03-29`,
    );
    expect(pdf.statusCode).toBe(404);
    expect(
      (await world.get(`/api/v1/reports/compliance/csv/en?kioskId=${world.kiosk.id}&from=2026-03-28&to=2026-03-29`, ''))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a period longer than 92 days, reversed, or not a date', async () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-04-03'],
      ['2026-03-29', '2026-03-28'],
      ['2026-02-30', '2026-03-01'],
    ] as const) {
      const result = await world.report(world.admin, [world.kiosk.id], from, to);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await world.report(world.admin, [world.kiosk.id], '2026-01-01', '2026-04-02')).errors).toBeUndefined();
  });
});
