import { tmpdir } from 'node:os';
import Holidays from 'date-holidays';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const todayMs = Date.parse(`${today}T00:00:00Z`);

/** The latest Bavarian public holiday at least 3 days before today (date-holidays, like the server). */
function lastBavarianHoliday(): { day: string; name: string; nameDe: string } {
  const holidays = new Holidays('DE', 'BY');
  const year = Number(today.slice(0, 4));
  const all = [...holidays.getHolidays(year - 1, 'en'), ...holidays.getHolidays(year, 'en')]
    .filter((h) => h.type === 'public')
    .map((h) => ({ day: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.day <= dayOf(todayMs - 3 * DAY_MS))
    .sort((a, b) => a.day.localeCompare(b.day));
  const last = all.at(-1);
  if (!last) throw new Error('no holiday found');
  const year2 = Number(last.day.slice(0, 4));
  const nameDe = holidays
    .getHolidays(year2, 'de')
    .find((h) => h.type === 'public' && h.date.startsWith(last.day))?.name;
  return { ...last, nameDe: nameDe ?? last.name };
}

/**
 * Issue 15 "Forecast": an organization with 200 days of sales at a Munich kiosk (and a new kiosk with 3
 * days). The forecast job runs as it would have ten days before the latest Bavarian public holiday; the
 * screen shows forecast vs actual for those days with the holiday marked, the new kiosk shown but not
 * forecast, the selection maximum stated; in German and on a phone.
 */
describe('the forecast', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let orgId = '';
  let munich = '';
  let young = '';
  const holiday = lastBavarianHoliday();
  const from = dayOf(Date.parse(`${holiday.day}T00:00:00Z`) - 9 * DAY_MS);
  const to = dayOf(Date.parse(`${holiday.day}T00:00:00Z`) + 20 * DAY_MS);

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    munich = (await createKioskAsRoot(page, app.url, { name: 'E2E Munich Station', serialNumber: 'E2E-FC-01' })).id;
    await page.goto(`${app.url}/kiosks/detail/new`);
    await page.getByRole('heading', { level: 1, name: 'New kiosk' }).waitFor();
    await page.getByLabel(/^Name/).fill('E2E New Kiosk');
    await page.getByLabel(/^Serial number/).fill('E2E-FC-02');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await page.waitForURL(/\/kiosks\/detail\/[0-9a-f-]{36}$/);
    young = page.url().split('/').pop() ?? '';
    const org = await app.database.query<{ id: string }>(
      `INSERT INTO organizations (name, slug, time_zone, currency) VALUES ('E2E Forecast Org', 'e2e-forecast-org', $1, 'eur') RETURNING id`,
      [ZONE],
    );
    orgId = org[0]?.id ?? '';
    await app.database.query(
      `UPDATE kiosks SET org_id = $1, location = '{"country":"DE","state":"BY","city":"München"}' WHERE id = ANY($2::uuid[])`,
      [orgId, [munich, young]],
    );
    const product = await app.database.query<{ id: string }>(
      `INSERT INTO product_lines (org_id, name, default_price, default_cost) VALUES ($1, 'Cola', 2.00, 0.80) RETURNING id`,
      [orgId],
    );
    // Munich: 200 days, 6 sales a weekday and 2 on weekends; the new kiosk: 3 days.
    const sell = (kioskId: string, days: number, perWeekday: number, perWeekend: number) =>
      app.database.query(
        `WITH sales AS (
           INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
           SELECT $1, $2, ($3::date - d) + time '12:00' + n * interval '1 minute', 2.00, 'paid', true
           FROM generate_series(1, $4::int) d, generate_series(1, $5::int) n
           WHERE n <= CASE WHEN extract(isodow FROM $3::date - d) >= 6 THEN $6::int ELSE $5::int END
           RETURNING id)
         INSERT INTO transaction_items (transaction_id, product_line_id, name, price, tax, cost)
         SELECT id, $7, 'Cola', 2.00, 0, 0.80 FROM sales`,
        [orgId, kioskId, today, days, perWeekday, perWeekend, product[0]?.id],
      );
    await sell(munich, 200, 6, 2);
    await sell(young, 3, 2, 2);
    // What the nightly job did ten days before the holiday (the history up to that evening).
    const before = new Date(Date.parse(`${holiday.day}T12:00:00Z`) - 9 * DAY_MS);
    await app.services.forecast.computeOrganization(orgId, { now: before, force: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const open = async () => {
    await page.goto(`${app.url}/forecast?org=${orgId}&from=${from}&to=${to}`);
    await page.getByRole('heading', { level: 1, name: 'Forecast' }).waitFor();
  };

  it('picks kiosks and shows forecast vs actual with the public holiday marked', async () => {
    await open();
    await page.getByTestId('forecast-insufficient').getByText('E2E New Kiosk').waitFor();
    await page.getByText('Select at most 10.').first().waitFor();
    await page.getByTestId('forecast-kiosks').click();
    expect(
      await page
        .getByRole('option', { name: 'E2E New Kiosk — Not enough sales history' })
        .getAttribute('data-combobox-disabled'),
    ).toBe('true');
    await page.getByRole('option', { name: 'E2E Munich Station' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(new RegExp(`kiosks=${munich}`));
    await page.getByTestId('forecast-revenue-chart').waitFor();
    // The forecast's 80 % interval is a band behind the forecast line, named in the legend.
    await page.getByTestId('forecast-revenue-chart').locator('.recharts-area-area').first().waitFor();
    await page.getByTestId('forecast-revenue-chart').getByText('80 % interval').waitFor();
    // Units: the demand in whole units with its interval; money is net of tax, said once on the page.
    expect(await page.getByTestId('forecast-demand-interval').innerText()).toMatch(
      /^80 % interval: \d[\d,]* – \d[\d,]*$/,
    );
    expect(await page.getByTestId('forecast-demand').first().innerText()).not.toMatch(/\d\.\d/);
    await page
      .getByTestId('forecast-basis')
      .getByText(/net sales \(without tax\)/)
      .waitFor();
    await page.getByTestId('forecast-holidays').getByText(holiday.name).waitFor();
    await page.getByTestId('forecast-top-kiosks').getByText('E2E Munich Station').waitFor();
    await page.getByTestId('forecast-demand').getByText('Cola').waitFor();
    await page.getByTestId('forecast-comparison').waitFor();
    await page.screenshot({ path: `${tmpdir()}/forecast-en.png`, fullPage: true });
    await expectAccessible(page);

    await page.getByRole('switch', { name: 'Table' }).check();
    const table = page.getByTestId('forecast-revenue-table');
    const row = table.getByRole('row').filter({ hasText: holiday.name });
    await row.waitFor();
    // Forecast, its interval and actual are all there for a day that has passed, and the units with theirs.
    expect((await row.innerText()).match(/€/g)?.length).toBeGreaterThanOrEqual(4);
    expect(await row.innerText()).toMatch(/\d+ \(\d+ – \d+\)/);
    await page.getByRole('switch', { name: 'Table' }).uncheck();
  });

  it('draws the band in the dark colour scheme too', async () => {
    await page.evaluate(() => localStorage.setItem('kiosk.colorScheme', 'dark'));
    await page.reload();
    await page.getByTestId('forecast-revenue-chart').locator('.recharts-area-area').first().waitFor();
    await page.screenshot({ path: `${tmpdir()}/forecast-dark.png`, fullPage: true });
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('kiosk.colorScheme', 'light'));
    await page.reload();
    await page.getByTestId('forecast-revenue-chart').waitFor();
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Prognose und tatsächlicher Nettoumsatz').waitFor();
    await page.getByTestId('forecast-revenue-chart').getByText('80-%-Intervall').waitFor();
    await page.getByText('Vergleich der Kioske').waitFor();
    await page.getByText('Höchstens 10 auswählen.').first().waitFor();
    await page.getByTestId('forecast-holidays').getByText(holiday.nameDe).waitFor();
    await page.screenshot({ path: `${tmpdir()}/forecast-de.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Forecast vs actual net sales').waitFor();
  });

  it('works on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/forecast?org=${orgId}&from=${from}&to=${to}&kiosks=${munich}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByTestId('forecast-revenue-chart').waitFor();
    await page.getByTestId('forecast-holidays').getByText(holiday.name).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${tmpdir()}/forecast-phone.png`, fullPage: true });
    await expectAccessible(page);
  });
});
