import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { startConsole, type Console } from './support/server.ts';

// The first 40 sales lines of the public data set (../shared/datasets, read in place, never copied).
const DATASET = new URL('../../shared/datasets/vending-machine-sales-2022/vending_machine_sales.csv', import.meta.url);
const lines = readFileSync(DATASET, 'utf8').split(/\r?\n/).slice(0, 41);
const slice = `${lines.join('\n')}\n`;
const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(',');
const body = lines.slice(1).map((line) => line.split(','));
const at = (name: string) => header.indexOf(name);
const expectedSales = new Set(body.map((f) => `${f[at('Machine')]}|${f[at('Transaction')]}`)).size;
const expectedCents = body.reduce((sum, f) => sum + Math.round(Number(f[at('LineTotal')]) * 100), 0);

/** Issue 13 "Import of sales history": a slice of the vending data set through the dialog, then again. */
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

  async function upload(): Promise<void> {
    await page.goto(`${app.url}/transactions/sales`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import sales history' });
    await dialog.waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'vending.csv', mimeType: 'text/csv', buffer: Buffer.from(slice) });
    const zone = dialog.getByRole('combobox', { name: "Time zone of the file's times", exact: true });
    await zone.click();
    await zone.fill('America/New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await dialog.getByRole('button', { name: 'Dry run' }).click();
    await dialog.getByText('Dry run: nothing has been written yet').waitFor();
  }

  it('dry-runs and imports a slice of the vending data set with the preset', async () => {
    await upload();
    const summary = page.getByTestId('sales-import-summary');
    await summary.getByText('40 lines in the file, 40 accepted').waitFor();
    await summary.getByText(`${expectedSales} new transactions`, { exact: false }).waitFor();
    await expectAccessible(page);
    expect(await app.database.query("SELECT id FROM transactions WHERE payment_provider = 'import'")).toHaveLength(0);

    await page.getByRole('button', { name: 'Import', exact: true }).last().click();
    await summary.getByText('Imported', { exact: true }).waitFor();
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
});
