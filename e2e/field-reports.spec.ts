import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../apps/server/src/auth/viewer.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn, switchLanguage } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const FRIDGE = 'E2E Field fridge';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-waste';
const RITA = { email: 'rita@field.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Route' };
const DAY_MS = 24 * 60 * 60_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Issue 31 "Field operations", the console's side: the waste report (totals, cost by reason, lines by
 * product and kiosk, filters, CSV download, empty state) and the per-person refill history (who opened
 * the door, what the scale measured and what was recorded, the difference, the person filter, the error
 * of a too long period), on a desktop and a 375 px phone, in English and German; the kiosk's inventory
 * shows the nearest best-before day.
 */
describe('waste report and refill history', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskId = '';
  let orgId = '';
  let ritaId = '';
  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    kioskId = (await createKioskAsRoot(page, app.url, { name: FRIDGE, serialNumber: 'E2E-FIELD-01' })).id;
    orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: 'E2E Field Org',
      slug: 'e2e-field-org',
      currency: 'eur',
    });
    const root = await app.rootViewer();
    ritaId = (await app.createUser(RITA, [[orgId, 'admin']])).id;
    const rita: Viewer = await app.services.users.viewerForUser(ritaId);
    const skyr = await app.services.products.create(root, {
      orgId,
      name: 'Skyr',
      defaultPrice: '2.00',
      defaultCost: '0.50',
      packagingOptions: [{ unitCount: 1, grossWeightGrams: 330, tolerancePercentage: 5 }],
      capacities: [{ surfaceSize: 33, units: 8 }],
    });
    const juice = await app.services.products.create(root, {
      orgId,
      name: 'Juice',
      defaultPrice: '3.00',
      defaultCost: '1.20',
      capacities: [{ surfaceSize: 33, units: 8 }],
    });
    const { sales } = app.services;
    const { planogram, batches, waste } = app.services.stock;
    await planogram.configure(root, kioskId, 'single');
    await planogram.update(root, kioskId, [
      { cellId: 'A1', productId: skyr.id },
      { cellId: 'A2', productId: juice.id },
    ]);
    // Root opens the door; the kiosk reports the refill session: A1 0 → 4 units of 330 g.
    const opened = await app.services.commands.createRefill(root, kioskId);
    const sessionId = String(opened.params.sessionId);
    await app.database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, mode, opened_at, closed_at, cells)
       VALUES ($1, $2, $3, 'refill', 'mission_control', now() - interval '3 minutes', now() - interval '2 minutes', $4::jsonb)`,
      [kioskId, orgId, sessionId, JSON.stringify([{ cellId: 'A1', weightBefore: 0, weightAfter: 1320 }])],
    );
    await sales.derive({ id: kioskId, orgId }, sessionId);
    // Root dates the weighed-in units and adds one more by hand (5 recorded, 4 measured), then wastes two.
    await batches.dateStock(root, kioskId, { cellId: 'A1', batches: [{ quantity: 4, bestBefore: day(3) }] });
    await batches.addStock(root, kioskId, { cellId: 'A1', batches: [{ quantity: 1, bestBefore: day(6) }] });
    await waste.record(root, kioskId, { cellId: 'A1', units: 2, reason: 'expired' });
    // Rita fills the juice in the console and takes one out as damaged.
    await batches.addStock(rita, kioskId, { cellId: 'A2', batches: [{ quantity: 5, bestBefore: day(20) }] });
    await waste.record(rita, kioskId, { cellId: 'A2', units: 1, reason: 'damaged' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('reports waste by reason, product and kiosk with cost, filters by reason and downloads the CSV', async () => {
    await page.goto(`${app.url}/reports`);
    await page.getByRole('link', { name: 'Waste' }).click();
    await page.getByRole('heading', { level: 1, name: 'Waste' }).waitFor();
    await page.getByTestId('waste-units').filter({ hasText: /^3$/ }).waitFor();
    // 2 × 0.50 + 1 × 1.20
    expect(await page.getByTestId('waste-cost').innerText()).toMatch(/2\.20/);
    // Nothing sold in the period: all that left the shelves was waste (spoilage rate, docs/field-operations.md).
    expect(await page.getByTestId('waste-spoilage-rate').innerText()).toBe('100%');
    await page.getByRole('img', { name: 'Waste cost by reason' }).waitFor();
    expect(await page.getByTestId('waste-reason-chart').getAttribute('data-reasons')).toBe('2');
    const lines = await page.getByTestId('waste-line').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim()).sort()).toEqual([
      'Juice E2E Field fridge Damaged 1 €1.20 1',
      'Skyr E2E Field fridge Expired 2 €1.00 1',
    ]);
    await shot('waste-desktop-en');
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('waste-download-csv').click(),
    ]);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
    expect(csv).toContain('Expired');

    await page.getByTestId('waste-reason-as-table').click();
    await page.getByTestId('waste-reason-table').waitFor();
    await page.goto(`${app.url}/reports/waste?reasons=damaged`);
    await page.getByTestId('waste-units').filter({ hasText: /^1$/ }).waitFor();
    expect(await page.getByTestId('waste-line').count()).toBe(1);
    await page.goto(`${app.url}/reports/waste?preset=lastMonth`);
    await page.getByTestId('waste-empty').waitFor();
    await expectAccessible(page);
  });

  it('shows who refilled what, the scale against the record, and filters by person', async () => {
    await page.goto(`${app.url}/reports`);
    await page.getByRole('link', { name: 'Refill history' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refill history' }).waitFor();
    const visits = page.getByTestId('refill-visit');
    await visits.nth(1).waitFor();
    expect(await visits.count()).toBe(2);
    const session = visits.filter({ hasText: 'Refill session' });
    expect(await session.getByTestId('refill-visit-person').innerText()).not.toBe('Unknown person');
    expect(await session.getByTestId('refill-visit-differences').textContent()).toBe('1 difference');
    const row = (await session.getByTestId('refill-visit-line').innerText()).replace(/\s+/g, ' ');
    // Cell, product, scale 4, +1320 g, recorded 5, difference +1, waste 2, the nearest best-before.
    expect(row).toMatch(/^A1 Skyr 4 \+1320 g 5 \+1 2 /);
    const mine = visits.filter({ hasText: 'Console entries' });
    expect(await mine.getByTestId('refill-visit-person').innerText()).toBe('Rita Route');
    await shot('history-desktop-en');
    await expectAccessible(page);

    await page.goto(`${app.url}/reports/refills?people=${ritaId}`);
    await page.getByTestId('refill-visit-person').filter({ hasText: 'Rita Route' }).waitFor();
    expect(await page.getByTestId('refill-visit').count()).toBe(1);
    // More than 92 days: the server refuses, the screen says so.
    await page.goto(`${app.url}/reports/refills?from=${day(-200)}&to=${day(0)}`);
    await page.getByTestId('refill-history-error').waitFor();
    await expectAccessible(page);
  });

  it('shows the nearest best-before day in the kiosk’s inventory', async () => {
    await page.goto(`${app.url}/kiosks/detail/${kioskId}`);
    const cells = page.getByTestId('inventory-best-before');
    await cells.first().waitFor();
    const texts = await cells.allInnerTexts();
    expect(texts.every((text) => /\d/.test(text))).toBe(true);
  });

  it('speaks German', async () => {
    await page.goto(`${app.url}/reports/waste`);
    await page.getByTestId('waste-units').filter({ hasText: /^3$/ }).waitFor();
    await switchLanguage(page, 'Language', 'Deutsch');
    await page.getByRole('heading', { level: 1, name: 'Abschriften' }).waitFor();
    await page.getByRole('cell', { name: 'Abgelaufen' }).waitFor();
    expect(await page.getByTestId('waste-cost').innerText()).toContain('2,20');
    await shot('waste-desktop-de');
    await expectAccessible(page);
    await page.goto(`${app.url}/reports/refills`);
    await page.getByRole('heading', { level: 1, name: 'Nachfüllverlauf' }).waitFor();
    await page.getByTestId('refill-visit-differences').filter({ hasText: '1 Abweichung' }).waitFor();
    await shot('history-desktop-de');
    await expectAccessible(page);
    await switchLanguage(page, 'Sprache', 'English');
    await page.getByRole('heading', { level: 1, name: 'Refill history' }).waitFor();
  });

  it('fits a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/reports/waste`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByTestId('waste-units').filter({ hasText: /^3$/ }).waitFor();
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await fits();
    expect(await page.getByTestId('waste-products').isVisible()).toBe(false);
    await shot('waste-phone-en');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('waste-products').waitFor();
    await expectAccessible(page);
    await page.goto(`${app.url}/reports/refills`);
    await page.getByTestId('refill-visit').nth(1).waitFor();
    await fits();
    await shot('history-phone-en');
    await expectAccessible(page);
  });

  it('fits a phone in German', async () => {
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('refill-visit').nth(1).waitFor();
    await switchLanguage(page, 'Language', 'Deutsch', true);
    await page.getByRole('heading', { level: 1, name: 'Nachfüllverlauf' }).waitFor();
    await fits();
    await shot('history-phone-de');
    await page.goto(`${app.url}/reports/waste`);
    await page.getByRole('heading', { level: 1, name: 'Abschriften' }).waitFor();
    await page.getByTestId('waste-units').filter({ hasText: /^3$/ }).waitFor();
    await fits();
    await shot('waste-phone-de');
    await expectAccessible(page);
    await switchLanguage(page, 'Sprache', 'English', true);
    await page.getByRole('heading', { level: 1, name: 'Waste' }).waitFor();
  });
});
