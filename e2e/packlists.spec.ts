import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTexts } from '../apps/server/src/modules/replenishment/replenishment.packlists.test-data.ts';
import { addDays, isoWeekday, localDay } from '../apps/server/src/modules/replenishment/replenishment.visits.rules.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-PACK-01';
const NAME = 'E2E Pack fridge';
const TAG = 'route-north';

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Clicks a menu item of the Export menu and answers the downloaded file's bytes and name. */
async function exportItem(page: Page, button: string, item: string): Promise<{ name: string; data: Buffer }> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), data: await fs.readFile((await download.path()) ?? '') };
}

const csvLines = (data: Buffer) =>
  data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

/**
 * Issue 12 "pack lists": a kiosk whose cells need refilling; the operator downloads its order list and
 * the pack list of its route from the console and reads the numbers — packs rounded up to the product's
 * pack size — in English and German.
 */
describe('pack lists', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskUrl = '';
  let kioskId = '';
  let orgId = '';
  let productId = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    const created = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: SERIAL });
    kioskUrl = created.url;
    kioskId = created.id;
    // The planogram (cells with products) is arranged in the database: another screen sets it up.
    const db = app.database;
    await db.query('UPDATE kiosks SET tags = ARRAY[$1]::text[] WHERE id = $2', [TAG, kioskId]);
    const org = await db.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId]);
    orgId = org[0]?.org_id ?? '';
    const product = await db.query<{ id: string }>(
      `INSERT INTO product_lines (org_id, name, article_number, packaging_options)
       VALUES ($1, 'Sparkling water', 'SW-500', $2::jsonb) RETURNING id`,
      [
        orgId,
        JSON.stringify([{ unitCount: 6, packageWeightGrams: 0, tolerancePercentage: 0, netWeightGramsUnit: 'g' }]),
      ],
    );
    productId = product[0]?.id ?? '';
    // (10 − 2) + (10 − 5) = 13 units missing → 3 packs of 6 = 18 units.
    for (const [cell, position, count] of [
      ['A1', 1, 2],
      ['A2', 2, 5],
    ] as const) {
      await db.query(
        `INSERT INTO kiosk_cells (kiosk_id, org_id, cell_id, planogram_position, product_id, count, max_qty)
         VALUES ($1, $2, $3, $4, $5, $6, 10)`,
        [kioskId, orgId, cell, position, productId, count],
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("downloads the kiosk's order list and reads packs and units", async () => {
    await page.goto(kioskUrl);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Order list (CSV)' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    const file = await exportItem(page, 'Export', 'Order list (CSV)');
    expect(file.name).toMatch(/^orders_\d+\.csv$/);
    await toast(page, 'The order list has been downloaded.');
    expect(csvLines(file.data)).toEqual([
      'Kiosk,Serial number,Product,Article number,Manufacturer,Missing units,Units per pack,Packs,Units',
      `${NAME},${SERIAL},Sparkling water,SW-500,,13,6,3,18`,
    ]);
  });

  it('downloads the pack list of a route chosen by tag on the kiosk list', async () => {
    await page.goto(`${app.url}/kiosks`);
    await page.getByRole('heading', { level: 1, name: 'Kiosks' }).waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Pack list (PDF)…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download pack list' });
    await dialog.waitFor();
    await dialog.getByLabel('Route (kiosk tag)').click();
    await page.getByRole('option', { name: TAG }).click();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^packlist_\d+\.pdf$/);
    await toast(page, 'The pack list has been downloaded.');
    await dialog.waitFor({ state: 'hidden' });
    const texts = pdfTexts(await fs.readFile((await download.path()) ?? ''));
    expect(texts).toContain(`Route: ${TAG}`);
    expect(texts).toContain(`${NAME} (${SERIAL})`);
    const line = texts.indexOf('Sparkling water');
    expect(texts.slice(line, line + 4)).toEqual(['Sparkling water', 'SW-500', '3', '18']);
  });

  it('exports in German with German labels and headers', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Exportieren', exact: true }).waitFor();
    const inventory = await exportItem(page, 'Exportieren', 'Bestand (CSV)');
    await toast(page, 'Der Bestand wurde heruntergeladen.');
    // Every kiosk the admin sees is in the file (the demo fleet too); this kiosk's lines are exact.
    const [header, ...rows] = csvLines(inventory.data);
    expect(header).toBe(
      'Kiosk,Seriennummer,Fach,Planogramm-Position,Produkt,Artikelnummer,Bestand,Maximum,Füllstand (%)',
    );
    expect(rows.filter((row) => row.startsWith(`${NAME},`))).toEqual([
      `${NAME},${SERIAL},A1,1,Sparkling water,SW-500,2,10,20`,
      `${NAME},${SERIAL},A2,2,Sparkling water,SW-500,5,10,50`,
    ]);
    await page.getByRole('button', { name: 'Exportieren', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Packliste (PDF)…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Packliste herunterladen' });
    await dialog.getByText('Die Packliste umfasst die Kioske mit diesem Tag, nach Kiosk gegliedert.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
  });

  it('sets a visit schedule and downloads the forecast pick list to the next visit', async () => {
    // The nightly forecast, as its job stores it: 2.5 units a day of the water, from yesterday on.
    const zone = await app.database.query<{ time_zone: string }>('SELECT time_zone FROM organizations WHERE id = $1', [
      orgId,
    ]);
    const today = localDay(Date.now(), zone[0]?.time_zone ?? 'Europe/Berlin');
    const next = addDays(today, 3);
    for (let i = -1; i <= 10; i += 1) {
      await app.database.query(
        `INSERT INTO forecast_points (org_id, kiosk_id, product_id, day, units, expected, revenue, cost, model)
         VALUES ($1, $2, $3, $4, 3, 2.5, 0, 0, 'seasonal-mean')`,
        [orgId, kioskId, productId, addDays(today, i)],
      );
    }
    // Visits today and three days later; the default safety margin of 20 %.
    await page.goto(`${app.url}/kiosks/settings/${kioskId}/schedule`);
    const visits = page.getByRole('region', { name: 'Visits and pick lists' });
    await visits.getByText("No visit schedule: this kiosk's pick lists fill every cell to its max.").waitFor();
    const dayName = (day: string) =>
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][isoWeekday(day) - 1] ?? '';
    for (const day of [today, next]) await visits.getByRole('checkbox', { name: dayName(day) }).check();
    await visits.getByRole('button', { name: 'Save visit schedule' }).click();
    await toast(page, 'Visit schedule saved.');
    await visits
      .getByTestId('visit-plan')
      .getByText(/^Next visit: .+ Its stock must last until the visit after it: .+\.$/)
      .waitFor();
    await expectAccessible(page);

    // Stock 2 + 5 = 7; demand today … the day before the next visit: 3 × 2.5 = 7.5, × 1.2 = 9 → 2 units → 1 pack.
    await page.goto(kioskUrl);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const file = await exportItem(page, 'Export', 'Pick list to next visit (CSV)');
    expect(file.name).toMatch(/^picklist_\d+\.csv$/);
    await toast(page, 'The pick list has been downloaded.');
    expect(csvLines(file.data)).toEqual([
      'Kiosk,Serial number,Product,Article number,Manufacturer,Visit,Next visit,Forecast demand until next visit,' +
        'Stock,Units to pull,Missing units,Units per pack,Packs,Units,Counted by',
      `${NAME},${SERIAL},Sparkling water,SW-500,,${today},${next},7.5,7,0,2,6,1,6,Forecast`,
    ]);

    // The route's pack list, to the next visit, from the kiosk list.
    await page.goto(`${app.url}/kiosks`);
    await page.getByRole('heading', { level: 1, name: 'Kiosks' }).waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Pack list (PDF)…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download pack list' });
    await dialog.getByLabel('Route (kiosk tag)').click();
    await page.getByRole('option', { name: TAG }).click();
    await dialog.getByRole('radio', { name: 'To the next visit (forecast)' }).check();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    const texts = pdfTexts(await fs.readFile((await download.path()) ?? ''));
    expect(texts.join('\n')).toMatch(/Visit .+ · stock to last until .+ · safety margin 20 %/);
    const line = texts.indexOf('Sparkling water');
    expect(texts.slice(line, line + 4)).toEqual(['Sparkling water', 'SW-500', '1', '6']);
  });

  it('offers the export menu on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(kioskUrl);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const file = await exportItem(page, 'Export', 'Inventory (Excel)');
    expect(file.name).toMatch(/^inventory_\d+\.xlsx$/);
    expect(file.data.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
