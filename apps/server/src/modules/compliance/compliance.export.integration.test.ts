import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { pdfTexts } from '../../test-support/pdf.ts';
import { type ComplianceWorld, createComplianceWorld } from './compliance.test-data.ts';

/** The report as files: the audit PDF and the CSV. */
describe.each(testDatabaseKinds())('temperature compliance report files on %s', (kind) => {
  let world: ComplianceWorld;

  beforeAll(async () => {
    world = await createComplianceWorld(kind);
  });
  afterAll(() => world?.close());

  it('prints the audit PDF: header, the kiosk, its days, excursions, out-of-service and acknowledgement (German)', async () => {
    const response = await world.get(
      `/api/v1/reports/compliance/pdf/de?kioskId=${world.kiosk.id}&from=2026-03-28&to=2026-03-29`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('2026-03-28 2026-03-29.pdf');
    const texts = pdfTexts(response.rawPayload);
    expect(texts).toContain('Temperatur-Nachweis');
    // The dash between the dates is WinAnsi 0x96 in the PDF's string.
    expect(texts).toContain('Zeitraum: 28.03.2026 \x96 29.03.2026');
    expect(texts).toContain(`Mensa Kühlschrank (${world.kiosk.serialNumber})`);
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
    const response = await world.get(
      `/api/v1/reports/compliance/csv/en?kioskId=${world.kiosk.id}&from=2026-03-28&to=2026-03-29`,
    );
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
