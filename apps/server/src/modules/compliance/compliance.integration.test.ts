import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { pdfTexts } from '../../test-support/pdf.ts';
import { arrangeReadings, arrangeServiceCommand, newComplianceKiosk } from './compliance.test-data.ts';

const REPORT = `query($k: [ID!]!, $p: CompliancePeriodInput!) {
  getTemperatureCompliance(kioskIds: $k, period: $p) {
    from to highLimit lowLimit
    kiosks {
      kioskId kioskName serialNumber orgName timeZone
      days { date start end readings min max secondsAbove secondsBelow secondsCovered secondsOutOfService }
      excursions { kind start end durationSeconds peak closed }
      outOfService { start appliedAt end endReason }
      alerts { type startDate endDate acknowledgedAt acknowledgedBy note }
    }
  }
}`;

interface Report {
  getTemperatureCompliance: {
    kiosks: {
      kioskId: string;
      timeZone: string;
      days: {
        date: string;
        start: string;
        end: string;
        readings: number;
        min: number | null;
        max: number | null;
        secondsAbove: number;
        secondsBelow: number;
        secondsCovered: number;
        secondsOutOfService: number;
      }[];
      excursions: {
        kind: string;
        start: string;
        end: string;
        durationSeconds: number;
        peak: number;
        closed: boolean;
      }[];
      outOfService: { start: string; appliedAt: string | null; end: string | null; endReason: string | null }[];
      alerts: {
        type: string;
        startDate: string;
        endDate: string | null;
        acknowledgedAt: string | null;
        acknowledgedBy: string | null;
        note: string | null;
      }[];
    }[];
  };
}

/** Every five minutes from `from` (inclusive) to `to` (exclusive), UTC, at one temperature. */
function every5(from: string, to: string, celsius: number): [string, number][] {
  const out: [string, number][] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += 5 * 60_000) out.push([new Date(t).toISOString(), celsius]);
  return out;
}

/**
 * The fixed series (Europe/Berlin; summer time starts 2026-03-29 at 02:00 CET = 01:00 UTC, so that local
 * day has 23 hours): 4 °C in the evening of the 28th; a high excursion 23:35–00:25 local across midnight
 * (peak 9.5 °C); 5 °C; a low excursion 01:50 CET–03:20 CEST across the clock change (30 real minutes,
 * coldest 1.0 °C); 3 °C until 03:00 UTC, then no readings.
 */
const SERIES: [string, number][] = [
  ...every5('2026-03-28T20:00:00Z', '2026-03-28T22:35:00Z', 4),
  ['2026-03-28T22:35:00Z', 8],
  ['2026-03-28T22:40:00Z', 9.5],
  ['2026-03-28T22:45:00Z', 8.5],
  ['2026-03-28T22:50:00Z', 8],
  ['2026-03-28T22:55:00Z', 7.8],
  ['2026-03-28T23:00:00Z', 7.6],
  ['2026-03-28T23:05:00Z', 8.2],
  ['2026-03-28T23:10:00Z', 7.9],
  ['2026-03-28T23:15:00Z', 7.5],
  ['2026-03-28T23:20:00Z', 7.1],
  ...every5('2026-03-28T23:25:00Z', '2026-03-29T00:50:00Z', 5),
  ['2026-03-29T00:50:00Z', 1.5],
  ['2026-03-29T00:55:00Z', 1.2],
  ['2026-03-29T01:00:00Z', 1],
  ['2026-03-29T01:05:00Z', 1.1],
  ['2026-03-29T01:10:00Z', 1.4],
  ['2026-03-29T01:15:00Z', 1.8],
  ...every5('2026-03-29T01:20:00Z', '2026-03-29T03:05:00Z', 3),
];
const MIN = 60;

describe.each(testDatabaseKinds())('temperature compliance report on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let foreignOrg: string;
  let admin: string;
  let foreignAdmin: string;
  let kiosk: Awaited<ReturnType<typeof newComplianceKiosk>>;
  let foreignKiosk: Awaited<ReturnType<typeof newComplianceKiosk>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false', ALERT_SWEEP_MS: '0', COMMAND_SWEEP_MS: '0' });
    orgId = await context.newOrganization('Kühlkette GmbH');
    foreignOrg = await context.newOrganization('Elsewhere Ltd');
    await database.query("UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = $1", [orgId]);
    const adminId = await context.newUser({ email: 'anna@compliance.test', firstName: 'Anna', lastName: 'Auditor' }, [
      [orgId, 'admin'],
    ]);
    admin = await context.token(adminId);
    foreignAdmin = await context.token(
      await context.newUser({ email: 'eve@compliance.test', firstName: 'Eve' }, [[foreignOrg, 'admin']]),
    );
    kiosk = await newComplianceKiosk(context, orgId, 'Mensa Kühlschrank');
    foreignKiosk = await newComplianceKiosk(context, foreignOrg, 'Foreign Fridge');

    // The readings as stored, and the same readings through the alert engine (alerts on the kiosk's clock).
    await arrangeReadings(database, kiosk.id, SERIES);
    for (const [ts, celsius] of SERIES) {
      await context.services.alerts.apply({
        kind: 'telemetry',
        kiosk: { id: kiosk.id, orgId },
        receivedAt: new Date(ts),
        ts: new Date(ts),
        temperatures: [Math.round(celsius * 100), null],
      });
    }
    await context.services.alerts.idle();
    // The temperature rule (7 °C for 20 min) took the kiosk out at 23:55 local and back at 00:45.
    await arrangeServiceCommand(database, kiosk, {
      inService: false,
      reason: 'temperature',
      createdAt: '2026-03-28T22:55:00Z',
      appliedAt: '2026-03-28T22:55:04Z',
    });
    await arrangeServiceCommand(database, kiosk, {
      inService: true,
      reason: 'temperature',
      createdAt: '2026-03-28T23:45:00Z',
      appliedAt: '2026-03-28T23:45:03Z',
    });
    // The operator acknowledges the high-temperature alert with a note.
    const { rows } = await context.services.alerts.grid(context.root, {
      kioskIds: [kiosk.id],
      types: ['highTemperature'],
    });
    const high = rows[0];
    if (!high) throw new Error('no high-temperature alert');
    const ack = await context.call(
      admin,
      'alerts',
      'mutation($id: ID!) { acknowledgeAlert(id: $id, note: "Goods moved to the cold room") { _id } }',
      {
        id: high.id,
      },
    );
    expect(ack.errors).toBeUndefined();
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const report = (token: string, kioskIds: string[], from = '2026-03-28', to = '2026-03-29') =>
    context.call<Report>(token, 'reports', REPORT, { k: kioskIds, p: { from, to } });
  const get = (url: string, token: string | undefined = admin) =>
    context.built.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('per local day: min, max, exact minutes above 7 °C and below 2 °C across midnight and the DST change', async () => {
    const result = await report(admin, [kiosk.id]);
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
    const result = await report(admin, [kiosk.id]);
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
    const result = await report(admin, [kiosk.id], '2026-03-29', '2026-03-29');
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.days.map((day) => day.date)).toEqual(['2026-03-29']);
    expect(k?.excursions.map((e) => [e.kind, e.start, e.durationSeconds])).toEqual([
      ['high', '2026-03-28T22:35:00.000Z', 50 * MIN],
      ['low', '2026-03-29T00:50:00.000Z', 30 * MIN],
    ]);
  });

  it('an auto out-of-service the alert engine queues today appears as an open period', async () => {
    const live = await newComplianceKiosk(context, orgId, 'Live Fridge');
    await context.services.configuration.settings.configure(context.root, {
      kioskId: live.id,
      controller: { autoTempOutOfService: { active: true, maxTemperature: 7, timeInMinutes: 20 } },
    });
    const start = Date.now() - 30 * 60_000;
    for (let minute = 0; minute <= 21; minute += 1) {
      const ts = new Date(start + minute * 60_000);
      await context.services.alerts.apply({
        kind: 'telemetry',
        kiosk: { id: live.id, orgId },
        receivedAt: ts,
        ts,
        temperatures: [900, null],
      });
    }
    await context.services.alerts.idle();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
      new Date(Date.now() - 24 * 3_600_000),
    );
    const result = await report(admin, [live.id], yesterday, today);
    expect(result.errors).toBeUndefined();
    const [k] = result.data?.getTemperatureCompliance.kiosks ?? [];
    expect(k?.outOfService).toHaveLength(1);
    expect(k?.outOfService[0]).toMatchObject({ appliedAt: null, end: null, endReason: null });
    expect(Date.parse(k?.outOfService[0]?.start ?? '')).toBeGreaterThan(start);
  });

  it("refuses another organization's kiosk, alone or among the caller's own", async () => {
    const foreign = await report(admin, [foreignKiosk.id]);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mixed = await report(admin, [kiosk.id, foreignKiosk.id]);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await report(foreignAdmin, [kiosk.id]);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pdf = await get(`/api/v1/reports/compliance/pdf/en?kioskId=${foreignKiosk.id}&from=2026-03-28&to=2026-03-29`);
    expect(pdf.statusCode).toBe(404);
    expect(
      (await get(`/api/v1/reports/compliance/csv/en?kioskId=${kiosk.id}&from=2026-03-28&to=2026-03-29`, '')).statusCode,
    ).toBe(401);
  });

  it('refuses a period longer than 92 days, reversed, or not a date', async () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-04-03'],
      ['2026-03-29', '2026-03-28'],
      ['2026-02-30', '2026-03-01'],
    ] as const) {
      const result = await report(admin, [kiosk.id], from, to);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await report(admin, [kiosk.id], '2026-01-01', '2026-04-02')).errors).toBeUndefined();
  });

  it('prints the audit PDF: header, the kiosk, its days, excursions, out-of-service and acknowledgement (German)', async () => {
    const response = await get(`/api/v1/reports/compliance/pdf/de?kioskId=${kiosk.id}&from=2026-03-28&to=2026-03-29`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('2026-03-28 2026-03-29.pdf');
    const texts = pdfTexts(response.rawPayload);
    expect(texts).toContain('Temperatur-Nachweis');
    // The dash between the dates is WinAnsi 0x96 in the PDF's string.
    expect(texts).toContain('Zeitraum: 28.03.2026 \x96 29.03.2026');
    expect(texts).toContain(`Mensa Kühlschrank (${kiosk.serialNumber})`);
    expect(texts).toContain('Zeitzone: Europe/Berlin');
    // The day rows: date, readings, min, max, above, below, covered, out of service.
    const first = texts.indexOf('28.03.2026');
    expect(texts.slice(first, first + 8)).toEqual([
      '28.03.2026',
      '36',
      '4,00',
      '9,50',
      '25 min',
      '0 min',
      '3 h 00 min',
      '5 min',
    ]);
    const second = texts.indexOf('29.03.2026');
    expect(texts.slice(second, second + 8)).toEqual([
      '29.03.2026',
      '49',
      '1,00',
      '8,20',
      '25 min',
      '30 min',
      '4 h 10 min',
      '45 min',
    ]);
    // The low excursion: 01:50 CET to 03:20 CEST is 30 minutes.
    const low = texts.indexOf('Unter 2 °C', second + 8);
    expect(texts.slice(low, low + 5)).toEqual(['Unter 2 °C', '29.03.2026 01:50', '29.03.2026 03:20', '30 min', '1,00']);
    const high = texts.indexOf('Über 7 °C', second + 8);
    expect(texts.slice(high, high + 5)).toEqual([
      'Über 7 °C',
      '28.03.2026 23:35',
      '29.03.2026 00:25',
      '50 min',
      '9,50',
    ]);
    expect(texts).toContain('28.03.2026 23:55');
    expect(texts).toContain('Temperaturregel');
    expect(texts).toContain('Anna Auditor');
    // The note wraps in its column.
    expect(texts.join(' ').replace(/\s+/g, ' ')).toContain('Goods moved to the cold room');
    expect(texts).toContain('nicht quittiert');
    expect(texts).toContain('Seite 1 von 1');
    expect(texts.join('\n')).not.toContain('Foreign');
  });

  it('writes the CSV: a row per day with exact minutes, then excursions, out-of-service and alerts', async () => {
    const response = await get(`/api/v1/reports/compliance/csv/en?kioskId=${kiosk.id}&from=2026-03-28&to=2026-03-29`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(header).toContain('Minutes above 7 °C');
    const days = rows.filter((row) => row[column('Record')] === 'day');
    expect(
      days.map((row) => [row[column('Date')], row[column('Minutes above 7 °C')], row[column('Minutes below 2 °C')]]),
    ).toEqual([
      ['2026-03-28', '25', '0'],
      ['2026-03-29', '25', '30'],
    ]);
    expect(days[1]?.[column('End')]).toBe('2026-03-30T00:00:00+02:00');
    const excursions = rows.filter((row) => row[column('Record')] === 'excursion');
    expect(
      excursions.map((row) => [row[column('Start')], row[column('Duration (minutes)')], row[column('Peak (°C)')]]),
    ).toEqual([
      ['2026-03-28T23:35:00+01:00', '50', '9.50'],
      ['2026-03-29T01:50:00+01:00', '30', '1.00'],
    ]);
    expect(rows.filter((row) => row[column('Record')] === 'out of service')).toHaveLength(1);
    const alerts = rows.filter((row) => row[column('Record')] === 'alert');
    expect(alerts.map((row) => row[column('Acknowledged by')])).toEqual(['Anna Auditor', '']);
  });
});
