import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const ORG = 'E2E Kyiv Org';
const ZONE = 'Europe/Kyiv';
const FRIDGE = 'E2E Kyiv fridge';
const SECOND = 'E2E Kyiv second';
const ADMIN = { email: 'olena@kyiv.test', password: 'Kyiv-e2e-Passw0rd!', firstName: 'Olena', lastName: 'Tester' };
/** A sale at 21:23 in Kyiv — 19:23 UTC — on 1 March 2024. */
const EVENING_SALE = '2024-03-01T19:23:00Z';

/** With E2E_SCREENSHOTS=<folder>, each state checked here is also saved as a PNG there. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** A sortable header is a button (mantine-datatable), named with its sort state too. */
const incomeHeader = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(text) });
const kioskRows = (page: Page, name = 'Kiosks') => page.getByRole('table', { name }).locator('tbody tr');
/** On a phone the kiosk list is a list of cards, one per kiosk, in the same order as the table's rows. */
const kioskCards = (page: Page, name = 'Kiosks') => page.getByRole('list', { name }).getByRole('listitem');
const pageFits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * Issue 25, screens 1–5, in a browser whose clock is UTC and an organization in Kyiv that sells in pounds:
 * root sees euro and an admin of the organization pounds on every screen (spec §4); times are Kyiv's and
 * say so; the dashboard's almost-empty list follows the chosen organization; the kiosk list shows and
 * sorts today's income, live; the Alerts screen leads to the notification settings and back. English and
 * German, desktop and a 375 px phone.
 */
describe('money and times on the screens', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let orgId = '';
  const kiosks = { fridge: '', second: '' };

  const sale = async (kioskId: string, created: string, total: string) => {
    const row = await app.database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
       VALUES ($1, $2, ${created === 'now' ? 'now()' : '$4'}, $3, 'paid', true) RETURNING id`,
      created === 'now' ? [orgId, kioskId, total] : [orgId, kioskId, total, created],
    );
    await app.database.query(
      `INSERT INTO transaction_items (transaction_id, name, price, tax) VALUES ($1, 'Kvass', $2, 20)`,
      [row[0]?.id, total],
    );
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser({ timezoneId: 'UTC' });
    page = browser.page;
    kiosks.fridge = (await createKioskAsRoot(page, app.url, { name: FRIDGE, serialNumber: 'E2E-KYIV-01' })).id;
    orgId = await moveKioskToNewOrganization(app, kiosks.fridge, {
      name: ORG,
      slug: 'e2e-kyiv-org',
      currency: 'gbp',
      timeZone: ZONE,
    });
    const second = await app.database.query<{ id: string }>(
      `INSERT INTO kiosks (org_id, name, serial_number) VALUES ($1, $2, 'E2E-KYIV-02') RETURNING id`,
      [orgId, SECOND],
    );
    kiosks.second = second[0]?.id ?? '';
    await sale(kiosks.fridge, 'now', '9.28');
    await sale(kiosks.second, 'now', '2.00');
    await sale(kiosks.fridge, EVENING_SALE, '4.50');
    // A product on the fridge, its cell empty: the organization's almost-empty list has one row.
    const rootUser = await app.users.findByEmail(TEST_ADMIN.email);
    const root = await app.services.users.viewerForUser(rootUser?.id ?? '');
    const product = await app.services.products.create(root, { orgId, name: 'Kyiv kvass', defaultPrice: '2.00' });
    await app.services.stock.planogram.configure(root, kiosks.fridge, 'single');
    await app.services.stock.planogram.update(root, kiosks.fridge, [{ cellId: 'A1', productId: product.id }]);
    await app.database.query(
      `INSERT INTO alerts (org_id, kiosk_id, kiosk_name, type, severity, start_date)
       VALUES ($1, $2, $3, 'highTemperature', 'high', $4)`,
      [orgId, kiosks.fridge, FRIDGE, EVENING_SALE],
    );
    await app.createUser(ADMIN, [[orgId, 'admin']]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows root euro and only the chosen organization on the dashboard (almost-empty list included)', async () => {
    await page.goto(`${app.url}/?org=${orgId}`);
    await page.getByTestId('figure-revenueToday').filter({ hasText: '€11.28' }).waitFor();
    const stock = page.getByTestId('almost-empty-table');
    await stock.waitFor();
    const rows = await stock.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(FRIDGE);
    expect(rows[0]).toContain('Kyiv kvass');
    await expectAccessible(page);
    await shot(page, 'dashboard-root-kyiv');
  });

  it('shows root euro and Kyiv times, labelled, on the transactions screen', async () => {
    await page.goto(`${app.url}/transactions/sales?from=2024-03-01&to=2024-03-01&kiosks=${kiosks.fridge}`);
    await page.getByTestId('metric-grossIncome').filter({ hasText: '€4.50' }).waitFor();
    await page
      .getByTestId('transactions-time-zone')
      .filter({ hasText: `Times in ${ZONE}` })
      .waitFor();
    const table = page.getByRole('table', { name: /Sales/ });
    await table.getByRole('columnheader', { name: `Date (${ZONE})` }).waitFor();
    // 19:23 UTC is 21:23 in Kyiv: the sale shows the organization's wall clock.
    await table.getByRole('cell', { name: '1 Mar 2024, 21:23' }).waitFor();
    expect(await table.innerText()).toContain('€4.50');
    await expectAccessible(page);
    await shot(page, 'transactions-root-kyiv');
  });

  it("sorts the kiosk list by today's income on the server and follows a new sale live", async () => {
    await page.goto(`${app.url}/kiosks?orgId=${orgId}`);
    await kioskRows(page).first().waitFor();
    await incomeHeader(page, 'Income today').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'dayIncome');
    // Twice: descending, the biggest first.
    if (new URL(page.url()).searchParams.get('order') !== 'desc') {
      await incomeHeader(page, 'Income today').click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    }
    await kioskRows(page).first().filter({ hasText: FRIDGE }).waitFor();
    expect(await kioskRows(page).first().innerText()).toContain('€9.28');
    expect(await kioskRows(page).nth(1).innerText()).toContain('€2.00');
    await shot(page, 'kiosks-income-sorted');
    // A sale of the second kiosk moves it to the top without a reload.
    await sale(kiosks.second, 'now', '20.00');
    await kioskRows(page).first().filter({ hasText: SECOND }).waitFor({ timeout: 20_000 });
    expect(await kioskRows(page).first().innerText()).toContain('€22.00');
    await expectAccessible(page);
  });

  it('opens the kiosk page at Kyiv time with a note', async () => {
    await page.goto(`${app.url}/kiosks/detail/${kiosks.fridge}`);
    await page
      .getByTestId('kiosk-time-zone')
      .filter({ hasText: `Times in ${ZONE}` })
      .waitFor();
    await shot(page, 'kiosk-detail-zone');
  });

  it('leads from the alerts to the notification settings and back, filters kept', async () => {
    await page.goto(`${app.url}/alerts?type=highTemperature`);
    const alerts = page.getByRole('table', { name: /Alerts/ });
    await alerts.getByRole('columnheader', { name: `Start (${ZONE})` }).waitFor();
    await alerts.getByRole('cell', { name: '1 Mar 2024, 21:23' }).waitFor();
    await shot(page, 'alerts-manage');
    await page.getByRole('link', { name: 'Manage notifications' }).click();
    await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
    await expectAccessible(page);
    await shot(page, 'notification-settings-back');
    await page.getByRole('link', { name: 'Back to alerts' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts' && url.searchParams.get('type') === 'highTemperature');
    // Saving from there returns to the alerts too (after the spec's 1.5 s).
    await page.getByRole('link', { name: 'Manage notifications' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts' && url.searchParams.get('type') === 'highTemperature');
  });

  it('speaks German: income column, notification link, zone notes', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('link', { name: 'Benachrichtigungen verwalten' }).waitFor();
    await page.goto(`${app.url}/kiosks?orgId=${orgId}&sort=dayIncome&order=desc`);
    await incomeHeader(page, 'Einnahmen heute').waitFor();
    await kioskRows(page, 'Kioske').first().filter({ hasText: '22,00 €' }).waitFor();
    await shot(page, 'kiosks-income-de');
    await page.goto(`${app.url}/transactions/sales?from=2024-03-01&to=2024-03-01&kiosks=${kiosks.fridge}`);
    await page.getByRole('columnheader', { name: `Datum (${ZONE})` }).waitFor();
    await page.getByRole('cell', { name: '01.03.2024, 21:23' }).waitFor();
    await page
      .getByTestId('transactions-time-zone')
      .filter({ hasText: `Zeiten in ${ZONE}` })
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'transactions-de');
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Gross income').first().waitFor();
  });

  it("shows the organization's admin pounds on the dashboard and the transactions screen, on a phone", async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740, timezoneId: 'UTC' });
    page = browser.page;
    await page.goto(app.url);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
    await page.getByTestId('figure-revenueToday').filter({ hasText: '£31.28' }).waitFor();
    await pageFits(page, 375);
    await expectAccessible(page);
    await shot(page, 'dashboard-admin-phone');
    await page.goto(`${app.url}/transactions/sales?from=2024-03-01&to=2024-03-01`);
    await page.getByTestId('metric-grossIncome').filter({ hasText: '£4.50' }).waitFor();
    await page.getByTestId('transactions-time-zone').waitFor();
    await pageFits(page, 375);
    await shot(page, 'transactions-admin-phone');
    await page.goto(`${app.url}/kiosks?sort=dayIncome&order=desc`);
    await kioskCards(page).first().filter({ hasText: '£22.00' }).waitFor();
    await pageFits(page, 375);
    await expectAccessible(page);
    await shot(page, 'kiosks-admin-phone');
    await page.goto(`${app.url}/alerts`);
    await page.getByRole('link', { name: 'Manage notifications' }).waitFor();
    await pageFits(page, 375);
    await shot(page, 'alerts-admin-phone');
  });
});
