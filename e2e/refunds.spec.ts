import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { startConsole, type Console } from './support/server.ts';

const metric = (page: Page, key: string) => page.getByTestId(`metric-${key}`).innerText();

/**
 * Issue 13 "refunds": an admin refunds one item of a sale with a reason; the item is marked refunded, the
 * refund is listed with the sale and the period's figures subtract it.
 */
describe('refunding a sale', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let screenUrl = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    const { id: kioskId } = await createKioskAsRoot(page, app.url, {
      name: 'E2E Refund fridge',
      serialNumber: 'E2E-REFUND-01',
    });
    const db = app.database;
    const org = await db.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId]);
    const sale = await db.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
       VALUES ($1, $2, '2026-01-10T12:00:00Z', 3.50, 'paid', true) RETURNING id`,
      [org[0]?.org_id, kioskId],
    );
    for (const [name, price] of [
      ['Still water', '1.50'],
      ['Sandwich', '2.00'],
    ]) {
      await db.query('INSERT INTO transaction_items (transaction_id, name, price, tax) VALUES ($1, $2, $3, 0)', [
        sale[0]?.id,
        name,
        price,
      ]);
    }
    screenUrl = `${app.url}/transactions/sales?from=2026-01-01&to=2026-01-31&kiosks=${kioskId}`;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('refunds one item with a reason and the figures subtract it', async () => {
    await page.goto(screenUrl);
    await page.getByTestId('sale-expand').first().waitFor();
    expect(await metric(page, 'grossIncome')).toContain('3.50');
    expect(await metric(page, 'productsSold')).toBe('2');
    await page.getByTestId('sale-expand').first().click();
    await page.getByTestId('sale-refunds').getByText('No refunds.').waitFor();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this sale' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await dialog.getByRole('checkbox', { name: /Still water/ }).uncheck();
    // The reason is required.
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText('Please give a reason for the refund.').waitFor();
    await dialog.getByLabel('Reason').fill('Sandwich was out of date');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(/^Refunded [^:]*2\.00\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('metric-grossIncome').filter({ hasText: '1.50' }).waitFor();
    expect(await metric(page, 'productsSold')).toBe('1');
    const refunds = page.getByTestId('sale-refunds');
    await refunds.getByText('Sandwich was out of date').waitFor();
    expect(await page.getByTestId('item-refunded').count()).toBe(1);
    await page
      .getByTestId('sale-details')
      .getByRole('row')
      .filter({ hasText: 'Sandwich' })
      .first()
      .getByText('Refunded')
      .waitFor();
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByTestId('sale-refunds').getByText('Erstattungen').waitFor();
    await page.getByTestId('item-refunded').getByText('Erstattet').waitFor();
    await page.getByText('Sandwich was out of date').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Gross income').waitFor();
  });
});
