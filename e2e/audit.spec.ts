import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-audit-shots-'));

/** A local calendar day as the URL's period filter holds it (YYYY-MM-DD). */
function day(offsetDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Issue 16, audit log: an operator changes a product's price; the next day someone finds yesterday's
 * price change in Settings → Audit — by period, object type and search, all in the URL — and sees the
 * price before → after and who changed it. In German; on a phone; axe clean on every screen.
 */
describe('audit log', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let productName = '';
  let oldPrice = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/products`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${app.url}/products`);
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("changes a product's default price", async () => {
    const [product] = await app.database.query<{ id: string; name: string; default_price: string }>(
      'SELECT id, name, default_price::text FROM product_lines WHERE archived_at IS NULL ORDER BY name LIMIT 1',
    );
    productName = product?.name ?? '';
    oldPrice = product?.default_price ?? '';
    await page.goto(`${app.url}/products/detail/${product?.id}`);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.getByLabel(/^Default price \(EUR\)/).fill('3.33');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Product details saved successfully.' }).first().waitFor();
    const [saved] = await app.database.query<{ default_price: string }>(
      'SELECT default_price::text FROM product_lines WHERE id = $1',
      [product?.id],
    );
    expect(saved?.default_price).toBe('3.33');
    // The change happened yesterday (the log is read the next day).
    const moved = await app.database.query(
      `UPDATE audit_entries SET at = at - interval '1 day' WHERE operation = 'updateProductLine' RETURNING id`,
    );
    expect(moved).toHaveLength(1);
  });

  it("finds yesterday's price change in Settings → Audit with the price before → after", async () => {
    await page.goto(`${app.url}/settings/audit?from=${day(-1)}&to=${day(-1)}`);
    await page.getByRole('tab', { name: 'Audit', selected: true }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(productName);
    await page.waitForURL((url) => url.searchParams.get('q') === productName);
    const row = table.getByRole('row').filter({ hasText: 'updateProductLine' });
    await row.waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'updateProductLine' }).count()).toBe(1);
    expect(await row.textContent()).toContain(TEST_ADMIN.email);
    await row.getByRole('button', { name: /Show changes/ }).click();
    // Object types are named in the UI language, not by their table.
    expect(await row.textContent()).toContain('Product');
    const diff = page.getByRole('table', { name: /^Product [0-9a-f-]{36}$/ });
    await diff.waitFor();
    const priceRow = diff.getByRole('row').filter({ hasText: 'default_price' });
    expect((await priceRow.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
      'default_price',
      oldPrice,
      '3.33',
    ]);
    await expectAccessible(page);

    // The filters are in the URL: a reload shows the same view.
    await page.reload();
    await table.getByRole('row').filter({ hasText: 'updateProductLine' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(productName);

    // Today holds no such change.
    await page.goto(`${app.url}/settings/audit?from=${day(0)}&to=${day(0)}&q=${encodeURIComponent(productName)}`);
    await page.getByText('No audit entries match these filters.').waitFor();
  });

  it('shows the audit log in German', async () => {
    await page.goto(`${app.url}/settings/audit?from=${day(-1)}&to=${day(-1)}&q=${encodeURIComponent(productName)}`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('tab', { name: 'Protokoll', selected: true }).waitFor();
    const table = page.getByRole('table', { name: 'Änderungsprotokoll' });
    const row = table.getByRole('row').filter({ hasText: 'updateProductLine' });
    await row.getByRole('button', { name: /Änderungen anzeigen/ }).click();
    await page.getByRole('columnheader', { name: 'Vorher' }).first().waitFor();
    await page.getByRole('columnheader', { name: 'Nachher' }).first().waitFor();
    await page.getByRole('table', { name: /^Produkt [0-9a-f-]{36}$/ }).waitFor();
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Der Export wird vorbereitet und Ihnen per E-Mail zugesandt.' })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Audit', selected: true }).waitFor();
  });

  it('reads the audit log on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/settings/audit?from=${day(-1)}&to=${day(-1)}&q=${encodeURIComponent(productName)}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('tab', { name: 'Audit', selected: true }).waitFor();
    await page
      .getByRole('list', { name: 'Audit log' })
      .getByRole('listitem')
      .filter({ hasText: 'updateProductLine' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    // For a person to look at (E2E_SCREENSHOTS=<dir> keeps it).
    await page.screenshot({ path: path.join(SHOTS, 'audit-phone.png'), fullPage: true });
  });
});
