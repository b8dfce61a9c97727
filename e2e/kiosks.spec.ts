import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

const SHOTS = process.env.E2E_SCREENSHOTS;

const kioskRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Kiosks' }).getByRole('link', { name, exact: true });

/** Issue "Kiosks": creating, listing and editing kiosks, in Chromium against the real server. */
describe('kiosks', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskUrl = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/kiosks`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${app.url}/kiosks`);
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates a kiosk with PINs, address, tags and components, and opens its page', async () => {
    await page.getByRole('heading', { level: 1, name: 'Kiosks' }).waitFor();
    await page.getByRole('link', { name: 'New kiosk' }).click();
    await page.waitForURL(`${app.url}/kiosks/detail/new`);
    await page.getByRole('heading', { level: 1, name: 'New kiosk' }).waitFor();

    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await toast(page, 'Please fill in the required fields.');
    await page.getByText('This field is required').first().waitFor();

    await page.getByLabel(/^Name/).fill('E2E Lobby fridge');
    await page.getByLabel(/^Serial number/).fill('E2E-K-0001');
    await page.getByLabel('Notes', { exact: true }).fill('Next to the elevators');
    await page.getByLabel('Replenishment PIN', { exact: true }).fill('123');
    await page.getByLabel('Technician PIN', { exact: true }).fill('0123');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await page.getByText('PIN must be exactly 4 digits').waitFor();
    await page.getByLabel('Replenishment PIN', { exact: true }).fill('0123');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await page.getByText('Replenishment PIN and technician PIN must be different').waitFor();
    await page.getByLabel('Replenishment PIN', { exact: true }).fill('4321');

    await page.getByLabel('Address line 1', { exact: true }).fill('Main Street 1');
    await page.getByLabel('Postal code', { exact: true }).fill('01067');
    await page.getByLabel('City', { exact: true }).fill('Dresden');
    const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.fill('Lobby');
    await tags.press('Enter');
    await page.getByLabel('Manufacturer', { exact: true }).fill('Acme Cooling');
    await page.getByLabel('Model', { exact: true }).fill('SF-2');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await toast(page, 'Kiosk details saved successfully.');
    await page.waitForURL(/\/kiosks\/detail\/[0-9a-f-]{36}$/);
    kioskUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'E2E Lobby fridge' }).waitFor();
    // The kiosk's page shows its state; its form is one click away.
    await page.getByText('Serial number E2E-K-0001').waitFor();
    await page.getByRole('link', { name: 'Edit kiosk' }).click();
    await page.waitForURL(`${kioskUrl}/edit`);
    expect(await page.getByLabel('Replenishment PIN', { exact: true }).inputValue()).toBe('4321');
    expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('01067');

    const rows = await app.database.query<{ pin: number; technician_pin: number }>(
      "SELECT pin, technician_pin FROM kiosks WHERE serial_number = 'E2E-K-0001'",
    );
    expect(rows).toHaveLength(1);
    // PINs reach the server as integers: 0123 is 123, as the device gets it.
    expect(rows[0]).toMatchObject({ pin: 4321, technician_pin: 123 });
  });

  it('shows the new kiosk in the list, offline, out of session and in service', async () => {
    await page.getByRole('link', { name: 'Back to the kiosk' }).click();
    await page.waitForURL(kioskUrl);
    await page.getByRole('link', { name: 'Back to kiosks' }).click();
    await page.waitForURL(`${app.url}/kiosks`);
    await searchList(page, 'E2E-K-0001');
    await kioskRow(page, 'E2E Lobby fridge').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'E2E Lobby fridge' });
    const text = await row.textContent();
    expect(text).toContain('E2E-K-0001');
    expect(text).toContain('Offline');
    expect(text).toContain('No Session');
    expect(text).toContain('In service');
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Network', exact: true }).click();
    await page.getByRole('option', { name: 'Online', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('network') === 'online');
    await page.getByText('No kiosks match the search and filters.').waitFor();
  });

  it('edits the kiosk, and refuses a taken serial number on the serial field', async () => {
    await page.goto(`${kioskUrl}/edit`);
    await page.getByRole('heading', { level: 1, name: 'E2E Lobby fridge' }).waitFor();
    await page.getByLabel(/^Name/).fill('E2E Lobby fridge West');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Kiosk details saved successfully.');
    // Spec §2: after updating, the kiosk's page.
    await page.waitForURL(kioskUrl);
    await page.getByRole('heading', { level: 1, name: 'E2E Lobby fridge West' }).waitFor();

    await page.goto(`${app.url}/kiosks/detail/new`);
    await page.getByLabel(/^Name/).fill('E2E Second fridge');
    await page.getByLabel(/^Serial number/).fill('E2E-K-0001');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await toast(page, 'Serial Number already exists');
    const serial = page.getByLabel(/^Serial number/);
    expect(await serial.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('form').getByText('Serial Number already exists').waitFor();
    expect(page.url()).toBe(`${app.url}/kiosks/detail/new`);
    const rows = await app.database.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM kiosks WHERE serial_number = 'E2E-K-0001'",
    );
    expect(rows[0]?.count).toBe('1');
  });

  it('shows the kiosk screens in German', async () => {
    await page.goto(`${app.url}/kiosks`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kioske' }).waitFor();
    await page.getByRole('link', { name: 'Neuer Kiosk' }).waitFor();
    await page.getByRole('searchbox', { name: 'Nach Name oder Seriennummer suchen' }).fill('E2E');
    const row = page.getByRole('row').filter({ hasText: 'E2E Lobby fridge West' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Keine Sitzung');
    expect(text).toContain('In Betrieb');
    await page.getByRole('table', { name: 'Kioske' }).getByRole('link', { name: 'E2E Lobby fridge West' }).click();
    await page.getByRole('link', { name: 'Kiosk bearbeiten' }).click();
    await page.getByLabel('Auffüll-PIN', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Standortadresse' }).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).waitFor();
  });

  it('lists kiosks on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/kiosks`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('heading', { level: 1, name: /^(Kiosks|Kioske)$/ }).waitFor();
    await page.getByRole('link', { name: /^(New kiosk|Neuer Kiosk)$/ }).waitFor();
    // Each kiosk is a card: its name heads it, its state is in view — nothing behind a sideways scroll.
    const card = page
      .getByRole('list', { name: /^(Kiosks|Kioske)$/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'E2E Lobby fridge West' }) });
    await card.waitFor();
    for (const label of [/^(Network|Netzwerk)$/, /^(Door|Tür)$/, /^(Session|Sitzung)$/, /^(Service|Betrieb)$/]) {
      const value = card.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
      const box = await value.boundingBox();
      expect(box && box.x + box.width, String(label)).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The five filters fold behind one button; choosing one counts it.
    const search = page.getByRole('searchbox', {
      name: /^(Search by name or serial number|Nach Name oder Seriennummer suchen)$/,
    });
    await search.waitFor();
    expect(await page.getByRole('combobox', { name: /^(Door|Tür)$/ }).isVisible()).toBe(false);
    const filters = page.getByTestId('filters-toggle');
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosks-phone.png` });
    await expectAccessible(page);
    await filters.click();
    await page.getByRole('combobox', { name: /^(Door|Tür)$/ }).click();
    await page.getByRole('option', { name: /^(Closed|Geschlossen)$/ }).click();
    await filters.filter({ hasText: /\(1\)$/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosks-phone-filters.png` });
    await expectAccessible(page);
  });
});
