import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const ORG = 'E2E Dashboard Org';
/** The browser runs on this machine: the organization lives in its time zone, so both "today"s agree. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`).innerText();
const metric = (page: Page, key: string) => page.getByTestId(`metric-${key}`).innerText();
/** The amount of a formatted figure, whatever the language and currency sign ("5,70 €" → "5.70"). */
const amount = (text: string) => {
  const digits = text.replace(/[^\d,.-]/g, '');
  const decimal = /[.,]\d{2}$/.test(digits) ? digits.slice(-3, -2) : '.';
  return digits
    .split(decimal)
    .map((part) => part.replace(/[.,]/g, ''))
    .join('.');
};

/**
 * Issue 14 "dashboard": sales of today in an organization (arranged in the database as the sales grid's
 * journey does), one item refunded. The dashboard's four figures equal the transactions screen's for
 * today, follow a new sale without a reload, speak German and fit a phone.
 */
describe('the dashboard', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let orgId = '';
  let kioskId = '';
  const sale = async (total: string, prices: string[], createdSql = "now() - interval '1 second'") => {
    const row = await app.database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
       VALUES ($1, $2, ${createdSql}, $3, 'paid', true) RETURNING id`,
      [orgId, kioskId, total],
    );
    const id = row[0]?.id ?? '';
    const items: string[] = [];
    for (const price of prices) {
      const item = await app.database.query<{ id: string }>(
        `INSERT INTO transaction_items (transaction_id, name, price, tax, cost) VALUES ($1, 'Lemonade', $2, 19, 0.30) RETURNING id`,
        [id, price],
      );
      items.push(item[0]?.id ?? '');
    }
    return { id, items };
  };
  const chooseOrganization = async () => {
    await page.getByTestId('dashboard-organization').click();
    await page.getByRole('option', { name: ORG }).click();
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    kioskId = (await createKioskAsRoot(page, app.url, { name: 'E2E Dashboard fridge', serialNumber: 'E2E-DASH-01' }))
      .id;
    orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: ORG,
      slug: 'e2e-dashboard-org',
      currency: 'eur',
      timeZone: ZONE,
    });
    await sale('2.50', ['1.00', '1.50']);
    const refunded = await sale('4.00', ['2.00', '2.00']);
    await sale('1.20', ['1.20']);
    await sale('9.99', ['9.99'], "now() - interval '40 days'");
    const refund = await app.database.query<{ id: string }>(
      `INSERT INTO refunds (org_id, transaction_id, kiosk_id, reason, total) VALUES ($1, $2, $3, 'Warm', 2.00) RETURNING id`,
      [orgId, refunded.id, kioskId],
    );
    await app.database.query(
      'INSERT INTO refund_items (refund_id, transaction_item_id, amount) VALUES ($1, $2, 2.00)',
      [refund[0]?.id, refunded.items[0]],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows today’s figures, equal to the transactions screen’s for today', async () => {
    await page.goto(app.url);
    await chooseOrganization();
    await page.getByTestId('figure-customersToday').filter({ hasText: /^3$/ }).waitFor();
    const dashboard = {
      customers: await figure(page, 'customersToday'),
      products: await figure(page, 'productsSoldToday'),
      revenue: amount(await figure(page, 'revenueToday')),
    };
    expect(dashboard).toEqual({ customers: '3', products: '4', revenue: '5.70' });
    expect(amount(await figure(page, 'monthlyRevenue'))).toBe('5.70');
    await page.getByRole('img', { name: /Revenue by kiosk/ }).waitFor();
    await page.getByTestId('fleet-offline').filter({ hasText: '1' }).waitFor();
    await expectAccessible(page);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    await page.goto(`${app.url}/transactions/sales?from=${today}&to=${today}&kiosks=${kioskId}`);
    await page.getByTestId('metric-totalTransactions').filter({ hasText: /^3$/ }).waitFor();
    expect({
      customers: await metric(page, 'totalTransactions'),
      products: await metric(page, 'productsSold'),
      revenue: amount(await metric(page, 'grossIncome')),
    }).toEqual(dashboard);
  });

  it('follows a new sale without a reload, in the chart as a table too', async () => {
    await page.goto(app.url);
    await chooseOrganization();
    await page.getByTestId('figure-customersToday').filter({ hasText: /^3$/ }).waitFor();
    await sale('3.30', ['3.30']);
    await page.getByTestId('figure-customersToday').filter({ hasText: /^4$/ }).waitFor();
    expect(amount(await figure(page, 'revenueToday'))).toBe('9.00');
    await page.getByRole('switch', { name: 'Show as table' }).check();
    const table = page.getByTestId('sales-by-kiosk-table');
    await table.waitFor();
    // The figures and the chart are two requests refreshed by the same notice: wait for the chart's too.
    const totalRow = table.getByRole('row').last();
    await totalRow.filter({ hasText: /9[.,]00/ }).waitFor();
    expect(amount(await totalRow.innerText())).toBe('9.00');
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Kunden heute').waitFor();
    await page.getByText('Umsatz im Monat').waitFor();
    expect(await figure(page, 'revenueToday')).toContain('9,00');
    await page.getByText('Lokale Warnungen').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Customers today').waitFor();
  });

  it('works on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(app.url);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await chooseOrganization();
    await page.getByTestId('figure-customersToday').filter({ hasText: /^4$/ }).waitFor();
    await page.getByRole('img', { name: /Revenue by kiosk/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
