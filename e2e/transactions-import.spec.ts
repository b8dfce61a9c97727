import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPORT_FIXTURE } from '../apps/server/src/test-support/sales-files.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { startConsole, type Console } from './support/server.ts';

// The repository's ePort fixture (made-up lines in the public data set's format: BOM, CRLF, a line without
// a product, a product in another letter case, a line exported twice).
const fixture = readFileSync(EPORT_FIXTURE, 'utf8');
const lines = fixture
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .filter(Boolean);
const header = (lines[0] ?? '').split(',');
const body = lines.slice(1).map((line) => line.split(','));
const at = (name: string) => header.indexOf(name);
const expectedSales = new Set(body.map((f) => `${f[at('Machine')]}|${f[at('Transaction')]}`)).size;
const expectedCents = body.reduce((sum, f) => sum + Math.round(Number(f[at('LineTotal')]) * 100), 0);
const machines = [...new Set(body.map((f) => f[at('Machine')] ?? ''))].sort();
/** Root works in euro (spec §4), formatted for the UI language. */
const euro = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A German export: day-first dates that only the chosen order reads, a decimal comma, one bad price. */
const GERMAN = [
  'Datum;Automat;Produkt;Preis',
  '05.06.2026 10:15:50,520;Halle 1;Apfelsaft;2,50',
  '07.06.2026 11:00;Halle 1;Apfelsaft;abc',
].join('\n');

/** Issue 13 "Import of sales history" and issue 25 (items 11–13): the dialog in English, German and on a phone. */
describe('import of sales history', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await createKioskAsRoot(page, app.url, { name: 'E2E Import fridge', serialNumber: 'E2E-IMPORT-01' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openDialog(title = 'Import sales history', button = 'Import') {
    await page.goto(`${app.url}/transactions/sales`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    return dialog;
  }

  async function upload(): Promise<void> {
    const dialog = await openDialog();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'vending.csv', mimeType: 'text/csv', buffer: Buffer.from(fixture) });
    const zone = dialog.getByRole('combobox', { name: "Time zone of the file's times", exact: true });
    // The organization's zone is the default, whatever the browser's (UTC here).
    const orgName = await dialog.getByRole('combobox', { name: 'Organization', exact: true }).inputValue();
    const [org] = await app.database.query<{ time_zone: string }>(
      'SELECT time_zone FROM organizations WHERE name = $1',
      [orgName],
    );
    await expect.poll(() => zone.inputValue()).toBe(org?.time_zone);
    await zone.click();
    await zone.fill('America/New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await dialog.getByRole('button', { name: 'Dry run' }).click();
    await dialog.getByText('Dry run: nothing has been written yet').waitFor();
  }

  it('dry-runs and imports the ePort file with the preset, naming what it creates, merges and suspects', async () => {
    await upload();
    const summary = page.getByTestId('sales-import-summary');
    await summary.getByText(`${lines.length - 1} lines in the file, ${lines.length - 1} accepted`).waitFor();
    await summary.getByText('Times read in America/New_York, dates read month first (12/31/2024)').waitFor();
    await summary.getByText(`${expectedSales} new transactions, total ${euro(expectedCents, 'en-GB')}`).waitFor();
    await summary.getByText(`${machines.length} kiosks to create: ${machines.join(', ')}`).waitFor();
    await summary
      .getByText('“coca cola - zero sugar” imported as “Coca Cola - Zero Sugar”', { exact: false })
      .waitFor();
    await summary
      .getByTestId('sales-import-duplicates')
      .getByText('1 line is identical to an earlier one', { exact: false })
      .waitFor();
    await expectAccessible(page);
    expect(await app.database.query("SELECT id FROM transactions WHERE payment_provider = 'import'")).toHaveLength(0);

    await page.getByRole('button', { name: 'Import', exact: true }).last().click();
    await summary.getByText('Imported', { exact: true }).waitFor();
    await summary.getByText(`${machines.length} kiosks created: ${machines.join(', ')}`).waitFor();
    await summary.getByText(/^\d+ products created: .*Coca Cola - Zero Sugar/).waitFor();
    const rows = await app.database.query<{ total: string }>(
      "SELECT total FROM transactions WHERE payment_provider = 'import'",
    );
    expect(rows).toHaveLength(expectedSales);
    expect(rows.reduce((sum, row) => sum + Math.round(Number(row.total) * 100), 0)).toBe(expectedCents);
  });

  it('offers nothing to import the second time', async () => {
    await upload();
    await page
      .getByTestId('sales-import-summary')
      .getByText(`${expectedSales} transactions already imported`)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).last().isDisabled()).toBe(true);
  });

  it('reads a German export in German: columns matched by name, the date order asked for, reasons translated', async () => {
    await page.goto(`${app.url}/transactions/sales`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const dialog = await openDialog('Verkaufshistorie importieren', 'Importieren');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'verkaeufe.csv', mimeType: 'text/csv', buffer: Buffer.from(GERMAN) });
    await dialog.getByText('Spalten anhand ihrer Namen zugeordnet: Bitte prüfen.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Trennzeichen' }).inputValue()).toBe(';');
    expect(await dialog.getByRole('combobox', { name: 'Datum und Uhrzeit', exact: true }).inputValue()).toBe('Datum');
    expect(await dialog.getByRole('combobox', { name: 'Kiosk oder Automat', exact: true }).inputValue()).toBe(
      'Automat',
    );
    await dialog.getByRole('button', { name: 'Probelauf' }).click();
    const table = dialog.getByRole('table');
    await table
      .getByText('Tag oder Monat zuerst? Bitte die Reihenfolge von Tag und Monat wählen: „05.06.2026 10:15:50,520“')
      .waitFor();

    await dialog.getByRole('combobox', { name: 'Reihenfolge von Tag und Monat', exact: true }).click();
    await page.getByRole('option', { name: 'Tag zuerst (31.12.2024, 31/12/2024)' }).click();
    await dialog.getByRole('button', { name: 'Probelauf' }).click();
    await table.getByText('Kein Preis: „abc“').waitFor();
    expect(await table.getByText('Tag oder Monat zuerst?', { exact: false }).count()).toBe(0);
    await dialog.getByText('1 Zeile abgelehnt', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
  });

  it('fits a phone: no sideways scrolling in the dialog', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/transactions/sales`);
    const { signIn } = await import('./support/login.ts');
    const { TEST_ADMIN } = await import('./support/server.ts');
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    const dialog = await openDialog();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'verkaeufe.csv', mimeType: 'text/csv', buffer: Buffer.from(GERMAN) });
    await dialog.getByText('Columns matched by their names: please check them.').waitFor();
    // Both formats readable: stacked, not cut off at the edge.
    for (const name of ['Vending machines: ePort export', 'Map columns']) {
      const box = await dialog.getByText(name, { exact: true }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    }
    await dialog.getByRole('button', { name: 'Dry run' }).click();
    await dialog.getByRole('table').waitFor();
    const overflow = await page.evaluate(() => {
      const body = document.querySelector('.mantine-Modal-body');
      return { page: document.documentElement.scrollWidth, body: body ? body.scrollWidth - body.clientWidth : -1 };
    });
    expect(overflow).toEqual({ page: 375, body: 0 });
    await expectAccessible(page);
  });
});
