import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const ORG = 'E2E Reports Org';
/** The browser runs on this machine: the organization lives in its time zone, so local days agree. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The amount of a formatted figure, whatever the language and currency sign ("5,70 €" → "5.70"). */
const amount = (text: string) => {
  const digits = text.replace(/[^\d,.-]/g, '');
  const decimal = /[.,]\d{2}$/.test(digits) ? digits.slice(-3, -2) : '.';
  return digits
    .split(decimal)
    .map((part) => part.replace(/[.,]/g, ''))
    .join('.');
};
const pad = (n: number) => String(n).padStart(2, '0');
/** A local day N days ago (YYYY-MM-DD) and an instant on it at a local hour. */
const daysAgo = (n: number, hour = 12, minute = 0) => {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, hour, minute);
  return { day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, at: at.toISOString() };
};

/**
 * Issue 15 "Reports": sales on fixed local days (one refunded), read on the Reports screen in every
 * grouping and two periods; the figures equal the transactions screen's for the same period, the page
 * speaks German and fits a phone.
 */
describe('the reports', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let orgId = '';
  let kioskId = '';
  const sale = async (when: string, card: string, items: [string, string, string, string][]) => {
    const total = items.reduce((sum, [, price]) => sum + Math.round(Number(price) * 100), 0) / 100;
    const row = await app.database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
       VALUES ($1, $2, $3, $4, 'paid', true, $5) RETURNING id`,
      [orgId, kioskId, when, total.toFixed(2), card],
    );
    const id = row[0]?.id ?? '';
    const ids: string[] = [];
    for (const [name, price, tax, cost] of items) {
      const item = await app.database.query<{ id: string }>(
        `INSERT INTO transaction_items (transaction_id, name, price, tax, cost) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, name, price, tax, cost],
      );
      ids.push(item[0]?.id ?? '');
    }
    return { id, items: ids };
  };
  const open = async (search: string) => {
    await page.goto(`${app.url}/reports?org=${orgId}${search}`);
    await page.getByTestId('report-netSales').waitFor();
  };
  const figure = async (key: string) => amount(await page.getByTestId(`report-${key}`).innerText());
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    kioskId = (await createKioskAsRoot(page, app.url, { name: 'E2E Reports fridge', serialNumber: 'E2E-REP-01' })).id;
    orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: ORG,
      slug: 'e2e-reports-org',
      currency: 'eur',
      timeZone: ZONE,
    });
    // Net of tax: Lemonade 2.50 (19 %: 0.40 tax), Chips 1.50 (7 %: 0.10), Water 1.00 (7 %: 0.07).
    await sale(daysAgo(2, 10, 15).at, 'visa', [
      ['Lemonade', '2.50', '19', '0.80'],
      ['Chips', '1.50', '7', '0.40'],
    ]);
    const refunded = await sale(daysAgo(2, 14, 30).at, 'mastercard', [['Lemonade', '2.50', '19', '0.80']]);
    await sale(daysAgo(5, 14, 10).at, 'visa', [
      ['Lemonade', '2.50', '19', '0.80'],
      ['Water', '1.00', '7', '0.20'],
    ]);
    await sale(daysAgo(40, 9).at, 'girocard', [['Chips', '1.50', '7', '0.40']]);
    const refund = await app.database.query<{ id: string }>(
      `INSERT INTO refunds (org_id, transaction_id, kiosk_id, reason, total) VALUES ($1, $2, $3, 'Warm', 2.50) RETURNING id`,
      [orgId, refunded.id, kioskId],
    );
    await app.database.query(
      'INSERT INTO refund_items (refund_id, transaction_item_id, amount) VALUES ($1, $2, 2.50)',
      [refund[0]?.id, refunded.items[0]],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the period’s figures, charts and tables, equal to the transactions screen’s', async () => {
    await open('');
    // All time: 2.10 + 1.40 + 2.10 + 0.93 + 1.40 net (the refunded Lemonade counts nothing).
    await page
      .getByTestId('report-netSales')
      .filter({ hasText: /7[.,]93/ })
      .waitFor();
    expect(await figure('profit')).toBe('5.33');
    expect(await page.getByTestId('report-peakHour').innerText()).toBe('10:00 – 11:00');
    await page.getByRole('img', { name: /Net sales and profit, Daily/ }).waitFor();
    const products = page.getByTestId('report-top-products');
    expect(await products.getByRole('row').nth(1).innerText()).toMatch(/^1\s+Lemonade\s+2\s/);
    await page.getByTestId('report-payment-methods').getByRole('cell', { name: 'Visa' }).waitFor();
    await shot('reports-desktop');
    await expectAccessible(page);

    // The last 7 days, against the transactions screen's net income of the same days.
    await page.getByTestId('report-preset').click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await page
      .getByTestId('report-netSales')
      .filter({ hasText: /6[.,]53/ })
      .waitFor();
    expect(page.url()).toContain('preset=last7Days');
    const reports = { net: await figure('netSales') };
    await page.goto(`${app.url}/transactions/sales?from=${daysAgo(6).day}&to=${daysAgo(0).day}&kiosks=${kioskId}`);
    await page.getByTestId('metric-totalTransactions').filter({ hasText: /^3$/ }).waitFor();
    expect({ net: amount(await page.getByTestId('metric-netIncome').innerText()) }).toEqual(reports);
  });

  it('switches groupings, and the table’s total is the figure', async () => {
    await open('&preset=last7Days');
    await page
      .getByTestId('report-netSales')
      .filter({ hasText: /6[.,]53/ })
      .waitFor();
    const chart = page.getByTestId('report-summary-chart');
    expect(Number(await chart.getAttribute('data-buckets'))).toBeGreaterThanOrEqual(6);
    await page.getByTestId('report-grouping').getByText('Monthly').click();
    await page.getByRole('img', { name: /Net sales and profit, Monthly/ }).waitFor();
    expect(page.url()).toContain('group=monthly');
    expect(Number(await chart.getAttribute('data-buckets'))).toBeLessThanOrEqual(2);
    await page.getByTestId('report-grouping').getByText('Weekly').click();
    await page.getByRole('img', { name: /Net sales and profit, Weekly/ }).waitFor();
    await page.getByRole('switch', { name: 'Show as table' }).check();
    const total = page.getByTestId('report-summary-total');
    await total.waitFor();
    expect(amount(await total.innerText())).toBe('6.53');
    await page.getByTestId('report-patterns-by').getByText('By weekday').click();
    await page.getByRole('img', { name: 'Sales and refills by weekday' }).waitFor();
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await open('');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Nettoumsatz').first().waitFor();
    await page.getByText('Top-Produkte').waitFor();
    await page.getByText('Umsatzstärkste Stunde').waitFor();
    expect(await page.getByTestId('report-netSales').innerText()).toContain('7,93');
    await shot('reports-desktop-de');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Net sales').first().waitFor();
  });

  it('says "no cost data" where the sales carry no cost (imported sales), in English and German', async () => {
    const org = await app.database.query<{ id: string }>(
      `INSERT INTO organizations (name, slug, time_zone, currency) VALUES ('E2E Imported Org', 'e2e-imported-org', $1, 'eur')
       RETURNING id`,
      [ZONE],
    );
    const importedOrg = org[0]?.id ?? '';
    for (const [days, price] of [
      [3, '1.80'],
      [4, '2.20'],
    ] as const) {
      const row = await app.database.query<{ id: string }>(
        `INSERT INTO transactions (org_id, created, total, payment_status, is_paid, payment_provider, payment_card_type)
         VALUES ($1, $2, $3, 'paid', true, 'import', 'cash') RETURNING id`,
        [importedOrg, daysAgo(days).at, price],
      );
      await app.database.query(
        `INSERT INTO transaction_items (transaction_id, name, price, tax, cost) VALUES ($1, 'Coffee', $2, 0, 0)`,
        [row[0]?.id, price],
      );
    }
    await page.goto(`${app.url}/reports?org=${importedOrg}`);
    await page.getByTestId('report-profit').filter({ hasText: 'No cost data' }).waitFor();
    expect(await page.getByTestId('report-profit-hint').innerText()).toContain('no profit to show');
    const products = page.getByTestId('report-top-products');
    expect(await products.getByRole('row').nth(1).innerText()).toContain('No cost data');
    await page.getByTestId('report-payment-methods').getByRole('cell', { name: 'Cash' }).waitFor();
    await shot('reports-no-cost');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByTestId('report-profit').filter({ hasText: 'Keine Kostendaten' }).waitFor();
    await page.getByTestId('report-payment-methods').getByRole('cell', { name: 'Bargeld' }).waitFor();
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Net sales').first().waitFor();
  });

  it('works on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/reports?org=${orgId}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page
      .getByTestId('report-netSales')
      .filter({ hasText: /7[.,]93/ })
      .waitFor();
    await page.getByRole('img', { name: /Net sales and profit/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Organization, dates and kiosks fold behind one button; the period preset stays in view.
    await page.getByTestId('report-preset').waitFor();
    expect(await page.getByTestId('report-kiosks').isVisible()).toBe(false);
    await shot('reports-phone');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('report-kiosks').waitFor();
    await expectAccessible(page);
  });
});
