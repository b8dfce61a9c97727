import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const NAME = 'E2E Sales fridge';
const CARDS = 230;
const SHOTS = process.env.E2E_SCREENSHOTS;

const metric = (page: Page, key: string) => page.getByTestId(`metric-${key}`).innerText();

/**
 * Issue 13 "transactions screen": sales, refills and product statistics of one kiosk in January,
 * arranged in the database (another part of the product derives them from kiosk sessions); the metric
 * widgets equal the sums of the rows, a sale opens to its session evidence, in English, German and on a phone.
 */
describe('the transactions screen', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let screenUrl = '';
  let februaryUrl = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    const { id: kioskId } = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: 'E2E-SALES-01' });
    const db = app.database;
    const org = await db.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId]);
    const orgId = org[0]?.org_id;
    const product = await db.query<{ id: string }>(
      `INSERT INTO product_lines (org_id, name, default_price, default_cost) VALUES ($1, 'Still water', 1.50, 0.40) RETURNING id`,
      [orgId],
    );
    const water = product[0]?.id;
    const evidence = {
      openedAt: '2026-01-11T11:59:00.000Z',
      closedAt: '2026-01-11T12:00:00.000Z',
      cells: [
        {
          cellId: 'A1',
          productLineId: water,
          weightBefore: 5000,
          weightAfter: 4498,
          unitWeightGrams: 500,
          toleranceGrams: 25,
          units: 1,
        },
        {
          cellId: 'A2',
          productLineId: null,
          weightBefore: 800,
          weightAfter: 640,
          unitWeightGrams: 100,
          toleranceGrams: 5,
          units: null,
          refused: 'out_of_tolerance',
        },
      ],
    };
    const sales: [string, string, string, string | null, object | null, [string, string, string, string | null]][] = [
      ['2026-01-10T12:00:00Z', '0.10', 'paid', 'CARD-1', null, ['Still water', '0.10', '0', water ?? null]],
      ['2026-01-11T12:00:00Z', '0.20', 'pending', null, evidence, ['Still water', '0.20', '0', water ?? null]],
      ['2026-01-12T12:00:00Z', '2.14', 'not_paid', null, null, ['Sandwich', '2.14', '7', null]],
    ];
    for (const [created, total, status, card, proof, [name, price, tax, productId]] of sales) {
      // The sale without a card was paid in cash (as an imported file says it); the pending one says nothing.
      const method = created.startsWith('2026-01-12') ? 'cash' : null;
      const row = await db.query<{ id: string }>(
        `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, member_card_id, evidence,
                                   payment_card_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id`,
        [orgId, kioskId, created, total, status, status === 'paid', card, proof ? JSON.stringify(proof) : null, method],
      );
      await db.query(
        'INSERT INTO transaction_items (transaction_id, name, price, tax, product_line_id) VALUES ($1, $2, $3, $4, $5)',
        [row[0]?.id, name, price, tax, productId],
      );
    }
    const refills: [string, string, [string, string, number, string, string | null][]][] = [
      ['2026-01-10T08:00:00Z', 'TABLET', [['A1', 'Still water', 10, '4.00', water ?? null]]],
      [
        '2026-01-11T08:00:00Z',
        'AUTOMATIC',
        [
          ['A1', 'Still water', -2, '-0.80', water ?? null],
          ['A2', 'Sandwich', 5, '5.00', null],
        ],
      ],
    ];
    for (const [created, type, items] of refills) {
      const row = await db.query<{ id: string }>(
        'INSERT INTO refills (org_id, kiosk_id, created, type) VALUES ($1, $2, $3, $4) RETURNING id',
        [orgId, kioskId, created, type],
      );
      for (const [cell, name, count, cost, productId] of items) {
        await db.query(
          'INSERT INTO refill_items (refill_id, cell_id, name, count, refill_cost, product_line_id) VALUES ($1, $2, $3, $4, $5, $6)',
          [row[0]?.id, cell, name, count, cost, productId],
        );
      }
    }
    // February: more member cards than one page of the filter (50) and than the grid's own list (200).
    await db.query(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, member_card_id)
       SELECT $1, $2, timestamptz '2026-02-10T12:00:00Z' + n * interval '1 minute', 1.00, 'paid', true,
              'MC-' || lpad(n::text, 4, '0')
         FROM generate_series(1, ${CARDS}) AS n`,
      [orgId, kioskId],
    );
    screenUrl = `${app.url}/transactions/sales?from=2026-01-01&to=2026-01-31&kiosks=${kioskId}`;
    februaryUrl = `${app.url}/transactions/sales?from=2026-02-01&to=2026-02-28&kiosks=${kioskId}`;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the period’s metrics as the sums of the sales, and a sale’s evidence', async () => {
    await page.goto(screenUrl);
    await page.getByTestId('sale-expand').nth(2).waitFor();
    expect(await page.getByTestId('sale-expand').count()).toBe(3);
    expect(await metric(page, 'totalTransactions')).toBe('3');
    expect(await metric(page, 'grossIncome')).toContain('2.44');
    expect(await metric(page, 'netIncome')).toContain('2.30');
    expect(await metric(page, 'averagePurchaseValue')).toContain('0.81');
    expect(await metric(page, 'productsSold')).toBe('3');
    expect(await metric(page, 'productsAdded')).toBe('15');
    expect(await metric(page, 'productsRemoved')).toBe('2');
    expect(await metric(page, 'refillsDefaultCost')).toContain('9.00');
    expect(await metric(page, 'refillsSalesValue')).toContain('15.00');
    expect(await metric(page, 'mostSold')).toBe('Still water (2)');
    for (const status of ['Paid', 'Pending', 'Not paid'])
      await page.getByText(status, { exact: true }).first().waitFor();
    // Newest first: the pending sale of 11 January is the second row.
    await page.getByTestId('sale-expand').nth(1).click();
    const evidence = page.getByTestId('sale-evidence');
    await evidence.waitFor();
    await evidence.getByText('4498 g').waitFor();
    await evidence.getByText('Not charged: weight outside the tolerance').waitFor();
    await expectAccessible(page);
    // The member-card filter narrows the rows and the figures alike.
    await page.getByRole('combobox', { name: 'Member card', exact: true }).click();
    await page.getByRole('option', { name: 'CARD-1' }).click();
    await page.getByTestId('metric-totalTransactions').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('sale-expand').nth(1).waitFor({ state: 'detached' });
    expect(await metric(page, 'grossIncome')).toContain('0.10');
    expect(await page.getByTestId('sale-expand').count()).toBe(1);
  });

  it('lists refills with Added and Removed lines, and the product statistics', async () => {
    await page.getByRole('tab', { name: 'Refills' }).click();
    await page.getByTestId('refill-entry').nth(2).waitFor();
    expect(await page.getByTestId('refill-entry').count()).toBe(3);
    await page.getByText('Removed', { exact: true }).first().waitFor();
    await page.getByText('Added', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Products' }).click();
    const water = page.getByRole('tabpanel', { name: 'Products' }).getByRole('row').filter({ hasText: 'Still water' });
    await water.waitFor();
    const cells = await water.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual(['Still water', '2', '10', '2']);
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Bruttoeinnahmen').waitFor();
    expect(await metric(page, 'grossIncome')).toContain('2,44');
    await page.getByRole('tab', { name: 'Nachfüllungen' }).click();
    await page.getByText('Entnommen', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Gross income').waitFor();
  });

  it('names payment methods: member card, cash, unknown', async () => {
    await page.goto(screenUrl);
    await page.getByTestId('sale-expand').nth(2).waitFor();
    const payments = async (table: string) =>
      (await page.getByRole('table', { name: table }).locator('tbody tr').allInnerTexts()).map((row) =>
        row.split('\t').at(-2)?.trim(),
      );
    expect(await payments('Sales')).toEqual(['Cash', 'Unknown', 'Member card CARD-1']);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Bargeld', { exact: true }).waitFor();
    expect(await payments('Verkäufe')).toEqual(['Bargeld', 'Unbekannt', 'Mitgliedskarte CARD-1']);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Gross income').waitFor();
  });

  it('offers every member card of the period: the list loads on while scrolling, typing searches the server', async () => {
    await page.goto(februaryUrl);
    await page
      .getByTestId('metric-totalTransactions')
      .filter({ hasText: new RegExp(`^${CARDS}$`) })
      .waitFor();
    const filter = page.getByRole('combobox', { name: 'Member card', exact: true });
    await filter.click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'MC-0050' }).waitFor();
    expect(await listbox.getByRole('option', { name: 'MC-0051' }).count()).toBe(0);
    // Scrolling (the mouse wheel) to the end of the list loads the next page, up to the last card.
    await listbox.hover();
    for (let turn = 0; turn < 60; turn += 1) {
      if (await listbox.getByRole('option', { name: `MC-0${CARDS}` }).count()) break;
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await listbox.getByRole('option', { name: `MC-0${CARDS}` }).waitFor();
    expect(await filter.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('option').count()).toBe(CARDS + 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-card-filter.png` });
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // Typing searches all cards on the server, the 229th among them.
    await filter.fill('0229');
    await listbox.getByRole('option', { name: 'MC-0229' }).click();
    await page.getByTestId('metric-totalTransactions').filter({ hasText: /^1$/ }).waitFor();
    expect(await filter.inputValue()).toBe('MC-0229');
    expect(new URL(page.url()).searchParams.get('card')).toBe('MC-0229');
  });

  it('works on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(screenUrl);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByTestId('sale-expand').nth(2).waitFor();
    expect(await metric(page, 'totalTransactions')).toBe('3');
    // Sales are cards; the screen's filters (kiosks, payment status, member card) fold behind one button,
    // counting the kiosk chosen in the link.
    await page.getByRole('list', { name: 'Sales' }).getByRole('listitem').nth(2).waitFor();
    const toggles = page.getByTestId('filters-toggle');
    expect(await toggles.count()).toBe(1);
    await toggles.filter({ hasText: /\(1\)$/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Payment status' }).isVisible()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/transactions-phone.png` });
    await toggles.click();
    await page.getByRole('combobox', { name: 'Payment status' }).waitFor();
    await page.getByRole('combobox', { name: 'Member card', exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/transactions-phone-filters.png`, fullPage: true });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('sale-expand').first().click();
    await page.getByTestId('sale-details').waitFor();
    await expectAccessible(page);
  });
});
