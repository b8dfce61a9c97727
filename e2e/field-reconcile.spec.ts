import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, type Console } from './support/server.ts';

const FRIDGE = 'E2E Reconcile fridge';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-field-reconcile';
const RITA = { email: 'rita@reconcile.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Route' };

/**
 * Issue 31, "what the scales measure and what the replenisher records are reconciled, and differences are
 * shown, not hidden", on a 375 px phone and the console: the replenisher opens the door, counts offline
 * (5 Skyr found, 10 put in; 2 apples found), the kiosk reports the session closed (Skyr 6 → 15 units of
 * 330 g; the apples have no unit weight), the phone comes back online and shows per cell where the scales
 * and the counts differ — in English and German; the console's refill history shows the same.
 */
describe('reconciliation of the scales and the counts', () => {
  let app: Console;
  let admin: Browser;
  let phone: Browser;
  let page: Page;
  let kioskId = '';
  let orgId = '';
  const shot = async (name: string, target: Page = page) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const cell = (id: string) => page.getByTestId(`field-cell-${id}`);

  beforeAll(async () => {
    app = await startConsole();
    admin = await openBrowser();
    kioskId = (await createKioskAsRoot(admin.page, app.url, { name: FRIDGE, serialNumber: 'E2E-RECON-01' })).id;
    orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: 'E2E Reconcile Org',
      slug: 'e2e-reconcile-org',
      currency: 'eur',
    });
    const root = await app.rootViewer();
    const ritaId = (await app.createUser(RITA, [[orgId, 'replenisher']])).id;
    const skyr = await app.services.products.create(root, {
      orgId,
      name: 'Skyr',
      defaultPrice: '2.00',
      packagingOptions: [{ unitCount: 1, grossWeightGrams: 330, tolerancePercentage: 5 }],
      capacities: [{ surfaceSize: 33, units: 20 }],
    });
    const apples = await app.services.products.create(root, {
      orgId,
      name: 'Apples',
      defaultPrice: '1.00',
      capacities: [{ surfaceSize: 33, units: 20 }],
    });
    const replenishers = app.services.field;
    const { planogram } = app.services.stock;
    const { visits } = app.services.replenishment;
    await planogram.configure(root, kioskId, 'single');
    await planogram.update(root, kioskId, [
      { cellId: 'A1', productId: skyr.id },
      { cellId: 'A2', productId: apples.id },
    ]);
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

  it('counted offline, synced after the session closed: the phone lists each difference', async () => {
    await page.goto(app.url);
    await signIn(page, RITA.email, RITA.password);
    await acceptTermsIfAsked(page);
    await page.waitForURL(/\/field$/);
    await page.goto(`${app.url}/field/kiosk/${kioskId}`);
    await cell('A1').waitFor();
    // No visit yet: the section says so rather than "agree".
    await page.getByTestId('field-reconcile-none').waitFor();

    await page.getByRole('button', { name: 'Open the door' }).click();
    await page.getByTestId('field-door-open').waitFor();
    const [command] = await app.database.query<{ session_id: string }>(
      `SELECT params->>'sessionId' AS session_id FROM kiosk_commands WHERE kiosk_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [kioskId],
    );
    const sessionId = command?.session_id ?? '';
    expect(sessionId).not.toBe('');

    await page.context().setOffline(true);
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();
    await cell('A1').getByLabel('Count found').fill('5');
    await cell('A1').getByLabel('Batch 1').fill('10');
    await cell('A1').getByRole('button', { name: 'Save the cell' }).click();
    await cell('A1').getByText('Saved').waitFor();
    await cell('A2').getByLabel('Count found').fill('2');
    await cell('A2').getByRole('button', { name: 'Save the cell' }).click();
    await cell('A2').getByText('Saved').waitFor();
    await page.getByTestId('field-pending').filter({ hasText: '2 actions wait for the network.' }).waitFor();

    // Meanwhile the door was locked: Skyr 6 → 15 units of 330 g (+9), the apples moved 800 g.
    await app.database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, mode, opened_at, closed_at, cells)
       VALUES ($1, $2, $3, 'refill', 'mission_control', now() - interval '2 minutes', now(), $4::jsonb)`,
      [
        kioskId,
        orgId,
        sessionId,
        JSON.stringify([
          { cellId: 'A1', weightBefore: 1980, weightAfter: 4950 },
          { cellId: 'A2', weightBefore: 1000, weightAfter: 1800 },
        ]),
      ],
    );
    await app.services.sales.derive({ id: kioskId, orgId }, sessionId);

    await page.context().setOffline(false);
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor();
    const section = page.getByTestId('field-reconcile');
    await section
      .getByTestId('field-reconcile-summary')
      .filter({ hasText: '1 cell differs from the scales:' })
      .waitFor();
    const lines = section.getByTestId('field-reconcile-line');
    expect((await lines.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'A1 · Skyr Found 5, the scale weighed 6 before (-1) Put in minus removed +10, the scale measured +9 (+1)',
      'A2 · Apples No scale data',
    ]);
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('reconcile-phone-en');
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await section.getByRole('heading', { name: 'Waage und Zählung' }).waitFor();
    await section.getByText('Vorgefunden 5, die Waage wog vorher 6 (-1)').waitFor();
    await section.getByText('Keine Waagendaten').waitFor();
    await shot('reconcile-phone-de');
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it("the console's refill history shows the same differences", async () => {
    const desk = admin.page;
    await desk.setViewportSize({ width: 1280, height: 800 });
    await desk.goto(`${app.url}/reports/refills`);
    await desk.getByRole('heading', { level: 1, name: 'Refill history' }).waitFor();
    const visit = desk.getByTestId('refill-visit').filter({ hasText: FRIDGE });
    await visit.getByTestId('refill-visit-person').filter({ hasText: 'Rita Route' }).waitFor();
    expect(await visit.getByTestId('refill-visit-differences').textContent()).toBe('1 difference');
    await desk.getByRole('columnheader', { name: 'Scales vs counts' }).waitFor();
    const reconcile = visit.getByTestId('refill-visit-reconcile');
    expect(await reconcile.first().getAttribute('data-status')).toBe('differ');
    expect((await reconcile.first().innerText()).replace(/\s+/g, ' ')).toBe(
      'Found 5, scale 6 (-1) Net +10, scale +9 (+1)',
    );
    expect(await reconcile.nth(1).innerText()).toBe('No scale data');
    await shot('reconcile-console-desktop-en', desk);
    await expectAccessible(desk);

    // On a phone every cell is a block of its own, the scales against the counts in it.
    await desk.setViewportSize({ width: 375, height: 740 });
    await visit.getByTestId('refill-visit-line').first().getByText('Found 5, scale 6 (-1)').waitFor();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('reconcile-console-phone-en', desk);
  });
});
