import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn, switchLanguage } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const FRIDGE = 'E2E Route fridge';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-replenishers';
const RITA = { email: 'rita@route.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Route' };
const RALF = { email: 'ralf@route.e2e', password: 'ralf-password-1', firstName: 'Ralf', lastName: 'Runner' };

/**
 * Issue 31, the console's assignments (ADR 0024): on the kiosk page an admin assigns a replenisher of the
 * kiosk's organization, sees them listed, and removes them after a confirmation; in English and German, on a
 * desktop and a 375 px phone, each state checked with axe.
 */
describe('assigning replenishers to a kiosk', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskUrl = '';
  const shot = async (name: string) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const section = () => page.getByRole('region', { name: /^(Replenishers|Auffüller)$/ });
  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    const kiosk = await createKioskAsRoot(page, app.url, { name: FRIDGE, serialNumber: 'E2E-ROUTE-01' });
    kioskUrl = kiosk.url;
    const orgId = await moveKioskToNewOrganization(app, kiosk.id, {
      name: 'E2E Route Org',
      slug: 'e2e-route-org',
      currency: 'eur',
    });
    await app.createUser(RITA, [[orgId, 'replenisher']]);
    await app.createUser(RALF, [[orgId, 'replenisher']]);
    // A consumer of the organization is no choice.
    await app.createUser({ email: 'carl@route.e2e', password: 'carl-password-1', firstName: 'Carl', lastName: 'C' }, [
      [orgId, 'consumer'],
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('assigns a replenisher, lists them and removes them after asking', async () => {
    await page.goto(kioskUrl);
    await page.getByRole('heading', { level: 1, name: FRIDGE }).waitFor();
    await section().getByTestId('replenishers-empty').waitFor();
    await shot('replenishers-empty-desktop-en');
    await expectAccessible(page);

    await section().getByLabel('Replenisher to assign', { exact: true }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.sort()).toEqual(['Ralf Runner (ralf@route.e2e)', 'Rita Route (rita@route.e2e)']);
    await page.getByRole('option', { name: 'Rita Route (rita@route.e2e)' }).click();
    await section().getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('alert').filter({ hasText: 'Rita Route is assigned to this kiosk.' }).first().waitFor();
    const list = section().getByRole('list', { name: 'Assigned replenishers' });
    await list.getByText('Rita Route').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    const [row] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM kiosk_replenishers r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      [RITA.email],
    );
    expect(row?.n).toBe(1);
    await shot('replenishers-assigned-desktop-en');
    await expectAccessible(page);

    await section().getByRole('button', { name: 'Remove Rita Route from this kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove replenisher?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alert').filter({ hasText: 'Rita Route no longer replenishes this kiosk.' }).first().waitFor();
    await section().getByTestId('replenishers-empty').waitFor();
  });

  it('reads in German', async () => {
    await section().getByLabel('Replenisher to assign', { exact: true }).click();
    await page.getByRole('option', { name: 'Ralf Runner (ralf@route.e2e)' }).click();
    await section().getByRole('button', { name: 'Assign' }).click();
    await section().getByRole('list').getByText('Ralf Runner').waitFor();
    await switchLanguage(page, 'Language', 'Deutsch');
    await page.getByRole('region', { name: 'Auffüller', exact: true }).waitFor();
    await section().getByRole('button', { name: 'Ralf Runner von diesem Kiosk entfernen' }).waitFor();
    await shot('replenishers-desktop-de');
    await expectAccessible(page);
    await switchLanguage(page, 'Sprache', 'English');
  });

  it('fits a phone, in English and German', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(kioskUrl);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await section().getByRole('list').getByText('Ralf Runner').waitFor();
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await fits();
    await section().scrollIntoViewIfNeeded();
    await shot('replenishers-phone-en');
    await expectAccessible(page);
    await switchLanguage(page, 'Language', 'Deutsch', true);
    await page.getByRole('region', { name: 'Auffüller', exact: true }).waitFor();
    await fits();
    await shot('replenishers-phone-de');
    await expectAccessible(page);
  });
});
