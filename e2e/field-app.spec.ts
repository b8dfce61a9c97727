import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, type Console } from './support/server.ts';

const FRIDGE = 'E2E Route fridge';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-field-app';
const RITA = { email: 'rita@route.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Route' };
const DAY_MS = 24 * 60 * 60_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A day as the field app writes it (field-format.ts). */
const longDay = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * Issue 31, the replenisher's phone app (ADR 0025) on a 375 px phone: a replenisher signs in and lands in
 * the field app, loads the day, goes offline, records waste and a dated batch, comes back online and sees
 * the queue sync; the console shows the waste and the batch. A second journey: the door's "in use" error
 * and a refused action kept as a conflict until the person retries or discards it.
 */
describe('the field app', () => {
  let app: Console;
  let admin: Browser;
  let phone: Browser;
  let page: Page;
  let kioskId = '';
  const shot = async (name: string, target: Page = page) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const cell = (id: string) => page.getByTestId(`field-cell-${id}`);

  beforeAll(async () => {
    app = await startConsole();
    admin = await openBrowser();
    kioskId = (await createKioskAsRoot(admin.page, app.url, { name: FRIDGE, serialNumber: 'E2E-ROUTE-01' })).id;
    const orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: 'E2E Route Org',
      slug: 'e2e-route-org',
      currency: 'eur',
    });
    const root = await app.rootViewer();
    const ritaId = (await app.createUser(RITA, [[orgId, 'replenisher']])).id;
    const product = (name: string, cost: string) =>
      app.services.products.create(root, {
        orgId,
        name,
        defaultPrice: '2.00',
        defaultCost: cost,
        capacities: [{ surfaceSize: 33, units: 8 }],
      });
    const skyr = await product('Skyr', '0.50');
    const juice = await product('Juice', '1.20');
    const replenishers = app.services.field;
    const { planogram, batches } = app.services.stock;
    const { visits } = app.services.replenishment;
    await planogram.configure(root, kioskId, 'single');
    await planogram.update(root, kioskId, [
      { cellId: 'A1', productId: skyr.id },
      { cellId: 'A2', productId: juice.id },
    ]);
    // One Skyr is past its best-before day: the route flags it to take out (`pull`).
    await batches.addStock(root, kioskId, {
      cellId: 'A1',
      batches: [
        { quantity: 1, bestBefore: day(-1) },
        { quantity: 3, bestBefore: day(5) },
      ],
    });
    await batches.addStock(root, kioskId, { cellId: 'A2', batches: [{ quantity: 2, bestBefore: day(30) }] });
    await visits.set(root, kioskId, { weekdays: [1, 2, 3, 4, 5, 6, 7] });
    await replenishers.assign(root, kioskId, ritaId);

    phone = await openBrowser({ width: 375, height: 740 });
    page = phone.page;
  });
  afterAll(async () => {
    await phone?.close();
    await admin?.close();
    await app?.stop();
  });

  it('a replenisher lands in the field app, works offline and the queue syncs when back online', async () => {
    await page.goto(app.url);
    await signIn(page, RITA.email, RITA.password);
    await acceptTermsIfAsked(page);
    await page.waitForURL(/\/field$/);
    const stop = page.getByTestId('field-stop');
    await stop.getByRole('heading', { name: FRIDGE }).waitFor();
    await stop
      .getByTestId('field-pull')
      .getByText(`Take out 1 × Skyr from A1, best before ${longDay(day(-1), 'en')}`)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/field.webmanifest');
    await shot('today-phone-en');
    await expectAccessible(page);

    // The manifest and the service worker come from the same server.
    const manifest = await page.request.get(`${app.url}/field.webmanifest`);
    expect(manifest.headers()['content-type']).toMatch(/manifest\+json/);
    expect((await manifest.json()) as { start_url: string; display: string }).toMatchObject({
      start_url: '/field',
      display: 'standalone',
    });
    const sw = await page.request.get(`${app.url}/sw.js`);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await stop.getByRole('link', { name: 'At the kiosk' }).click();
    await cell('A1')
      .getByTestId('field-cell-pull')
      .getByText(`Take out 1, best before ${longDay(day(-1), 'en')}`)
      .waitFor();
    expect(await cell('A2').getByTestId('field-cell-pull').count()).toBe(0);
    await page.context().setOffline(true);
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();

    await cell('A1').getByLabel('Count found').fill('3');
    await cell('A1').getByText('Difference -1').waitFor();
    await cell('A1').getByLabel('Units removed').fill('1');
    await cell('A1').getByLabel('Waste reason', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await cell('A1').getByRole('button', { name: 'Save the cell' }).click();
    await cell('A1').getByText('Saved').waitFor();

    await page.getByLabel('Temperature note (optional)').fill('4 °C');
    await cell('A2').getByLabel('Batch 1').fill('3');
    await cell('A2').getByLabel('Best before').fill(day(10));
    await cell('A2').getByRole('button', { name: 'Save the cell' }).click();
    await cell('A2').getByText('Saved').waitFor();
    await page.getByTestId('field-pending').filter({ hasText: '4 actions wait for the network.' }).waitFor();
    await shot('kiosk-phone-offline-en');
    await expectAccessible(page);
    expect(await app.database.query('SELECT 1 FROM kiosk_waste WHERE kiosk_id = $1', [kioskId])).toHaveLength(0);

    await page.context().setOffline(false);
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor();
    const waste = await app.database.query<{ units: number; reason: string; note: string }>(
      'SELECT units, reason, note FROM kiosk_waste WHERE kiosk_id = $1',
      [kioskId],
    );
    expect(waste).toEqual([{ units: 1, reason: 'expired', note: 'counted 3' }]);
    const dated = await app.database.query<{ quantity: number }>(
      `SELECT quantity FROM kiosk_cell_batches WHERE kiosk_id = $1 AND best_before = $2`,
      [kioskId, day(10)],
    );
    expect(dated).toEqual([{ quantity: 3 }]);

    // The console shows the waste and the batch.
    await admin.page.goto(`${app.url}/reports/waste`);
    await admin.page.getByTestId('waste-line').filter({ hasText: 'Skyr' }).filter({ hasText: 'Expired' }).waitFor();
    await shot('console-waste-desktop-en', admin.page);

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('link', { name: 'Heute' }).click();
    await page.getByTestId('field-stop').getByRole('heading', { name: 'Mitzubringen' }).waitFor();
    // The expired Skyr was taken out as waste (earliest best-before first): nothing is left to take out.
    await page.getByTestId('field-stop').getByText('Nichts herauszunehmen.').waitFor();
    // The header keeps the app's name on one line on a 375 px phone.
    const title = page.getByRole('banner').getByText('Außendienst', { exact: true });
    expect((await title.boundingBox())?.height ?? 99).toBeLessThan(30);
    await shot('today-phone-de');
    await page.getByRole('link', { name: 'Hilfe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Auffüller' }).waitFor();
    await shot('help-phone-de');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Replenishers' }).waitFor();
  });

  it('shows the door in use, and keeps a refused action until the person retries or discards it', async () => {
    await page.getByRole('link', { name: 'At the kiosk' }).click();
    await page.getByLabel('Kiosk', { exact: true }).first().click();
    await page.getByRole('option', { name: FRIDGE }).click();
    await cell('A2').waitFor();
    await app.database.query(`UPDATE kiosks SET session_type = 'replenisher' WHERE id = $1`, [kioskId]);
    await page.getByRole('button', { name: 'Open the door' }).click();
    await page.getByTestId('field-door-error').filter({ hasText: 'Kiosk is currently in use' }).waitFor();
    await app.database.query(`UPDATE kiosks SET session_type = 'none' WHERE id = $1`, [kioskId]);

    // Offline, more units are taken out than the cell holds now (the stock changed meanwhile).
    await page.context().setOffline(true);
    await cell('A2').getByLabel('Units removed').fill('50');
    await cell('A2').getByLabel('Waste reason', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await cell('A2').getByRole('button', { name: 'Save the cell' }).click();
    await page.getByTestId('field-pending').filter({ hasText: '2 actions wait for the network.' }).waitFor();
    await page.context().setOffline(false);
    const conflict = page.getByTestId('field-conflict');
    await conflict.getByText(/The server refused this:/).waitFor();
    await shot('conflict-phone-en');
    await expectAccessible(page);

    // Send again: still refused, still kept. Discard: gone, on the person's word.
    await conflict.getByRole('button', { name: 'Send again' }).click();
    await conflict.getByText(/The server refused this:/).waitFor();
    await expect.poll(() => page.getByTestId('field-conflict').count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await conflict.getByRole('button', { name: 'Discard' }).click();
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor();
    expect(
      await app.database.query(`SELECT 1 FROM kiosk_waste WHERE kiosk_id = $1 AND reason = 'damaged'`, [kioskId]),
    ).toHaveLength(0);
  });

  it('shows the field app on a desktop, dark and in German', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByTestId('field-stop').waitFor();
    await shot('today-desktop-en');
    await page.getByTestId('color-scheme-toggle').click();
    await page.getByRole('link', { name: 'At the kiosk' }).first().click();
    await page.getByLabel('Kiosk', { exact: true }).first().click();
    await page.getByRole('option', { name: FRIDGE }).click();
    await cell('A1').waitFor();
    await shot('kiosk-desktop-dark-en');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await cell('A1').getByText('Gezählter Bestand').waitFor();
    await shot('kiosk-desktop-dark-de');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it('opens offline from the service worker with the saved day', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByTestId('field-stop').waitFor();
    // The journeys above went offline while the worker was installing: it registers again once online.
    // The page reached /field from /login by client-side routing, so the worker does not control it (a
    // client belongs to the scope of the URL it was created with): wait until the worker is activated, its
    // precache complete and the client configuration in its runtime cache. (waitForFunction does not await
    // an async predicate, so poll from here.)
    const deadline = Date.now() + 60_000;
    let worker = '';
    while (Date.now() < deadline) {
      worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/field');
        const config = await caches.match('/api/v1/config');
        return registration?.active?.state === 'activated' && config ? registration.scope : '';
      });
      if (worker) break;
      await page.waitForTimeout(500);
    }
    expect(worker).toBe(`${app.url}/field`);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('field-route-offline').waitFor();
    await page.getByTestId('field-stop').getByRole('heading', { name: FRIDGE }).waitFor();
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();
    await shot('today-offline-start-en');
    await expectAccessible(page);
    await page.goto(`${app.url}/field/kiosk/${kioskId}`);
    await cell('A1').waitFor();
    await page.context().setOffline(false);
  });
});
