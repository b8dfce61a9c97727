import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

/** Screenshots for a person to look at (light, dark, phone); E2E_SCREENSHOTS=<dir> keeps them there. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-help-shots-'));

/** Every screen of the main menu (and the alerts), each audited with axe on arrival. */
const SCREENS = [
  '/',
  '/kiosks',
  '/organizations',
  '/users',
  '/products',
  '/reports',
  '/transactions/sales',
  '/transactions/refills',
  '/transactions/products',
  '/forecast',
  '/alerts',
  '/settings/notifications',
  '/settings/kiosk-ui',
  '/settings/security',
  '/help',
  '/help/api',
  '/help/support',
];

const colorScheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

async function visitEveryScreen(app: Console, page: Page): Promise<void> {
  for (const screen of SCREENS) {
    await page.goto(`${app.url}${screen}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page);
  }
}

/** Issue 16: the help searched in German, the command palette, dark mode; axe on every screen in both modes. */
describe('help and console shell', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/help`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${app.url}/help`);
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('searches the help in German, keeps the search in the URL and opens a result', async () => {
    await page.getByRole('heading', { name: 'FAQ / Help', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'FAQ / Hilfe', level: 1 }).waitFor();

    await page.getByRole('searchbox', { name: 'Hilfe durchsuchen' }).fill('Planogramm');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Planogramm');
    const results = page.getByRole('region', { name: 'Suchergebnisse' });
    await results.getByRole('status').filter({ hasText: 'für „Planogramm“' }).waitFor();
    await expectAccessible(page);
    // Reload-safe: the search comes back from the URL.
    await page.reload();
    await results.getByRole('link', { name: 'Das Planogramm einrichten' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Hilfe durchsuchen' }).inputValue()).toBe('Planogramm');

    await results.getByRole('link', { name: 'Das Planogramm einrichten' }).click();
    await page.waitForURL(`${app.url}/help/getting-started/planogram`);
    const heading = page.getByRole('heading', { name: 'Das Planogramm einrichten', level: 2 });
    await heading.waitFor();
    // Keyboard and screen-reader users land on the article.
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);

    // A mistyped word still finds the article; nothing found is said so.
    await page.getByRole('searchbox', { name: 'Hilfe durchsuchen' }).fill('Temperatr');
    await page.getByRole('link', { name: 'Temperatur zu hoch' }).waitFor();
    await page.getByRole('searchbox', { name: 'Hilfe durchsuchen' }).fill('Xylophon');
    await page.getByText('Nichts gefunden für „Xylophon“').waitFor();

    // The API guide's examples name this console's address, ready to copy.
    await page.goto(`${app.url}/help/api/calling-the-api`);
    await page.getByRole('heading', { name: 'Die API mit dem Schlüssel aufrufen' }).waitFor();
    expect(
      await page
        .locator('pre')
        .filter({ hasText: `${app.url}/api/v1/kiosk/graphql` })
        .count(),
    ).toBe(2);
    await page.getByRole('button', { name: 'Kopieren' }).first().waitFor();

    // The support contact is the organization's (Organization.support).
    await page.goto(`${app.url}/help/support`);
    const contact = page.getByTestId('support-contact');
    await contact.getByRole('link', { name: 'support@demo.kiosk.local' }).waitFor();
    expect(await contact.textContent()).toContain('+49 30 7654321');
    expect(await contact.textContent()).toContain('Mo–Fr 8–18');
    await page.screenshot({ path: path.join(SHOTS, 'help-support-light.png'), fullPage: true });
    await page.goto(`${app.url}/help`);
    await page.screenshot({ path: path.join(SHOTS, 'help-light.png'), fullPage: true });
  });

  it('jumps to a kiosk and to a screen with the command palette, by keyboard alone', async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: /Kioske, Produkte, Benutzer/ });
    await search.waitFor();
    await search.pressSequentially('Office Tower', { delay: 20 });
    const kiosk = page.getByRole('button', { name: /Office Tower Lobby/ });
    await kiosk.waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'palette-light.png') });
    // The first match is selected as the list changes; arrows move, Enter goes there.
    while (!(await kiosk.getAttribute('data-selected'))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/kiosks\/detail\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Office Tower Lobby', level: 1 }).waitFor();

    await page.keyboard.press('Control+K');
    await search.waitFor();
    await search.pressSequentially('Befüllungen', { delay: 20 });
    const screen = page.getByRole('button', { name: 'Transaktionen: Befüllungen' });
    await screen.waitFor();
    while (!(await screen.getAttribute('data-selected'))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/transactions/refills`);
    await expect.poll(() => search.isVisible()).toBe(false);

    // Escape closes it without going anywhere.
    await page.keyboard.press('Control+K');
    await search.waitFor();
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/transactions/refills');
  });

  // Every screen twice, each audited: longer than a usual journey.
  it(
    'switches to dark mode, keeps it after a reload, and every screen passes axe in both modes',
    { timeout: 420_000 },
    async () => {
      await page.goto(`${app.url}/`);
      expect(await colorScheme(page)).toBe('light');
      await visitEveryScreen(app, page);

      await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
      await expect.poll(() => colorScheme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('kiosk.colorScheme'))).toBe('dark');
      await page.reload();
      await page.getByRole('button', { name: 'Zum hellen Design wechseln' }).waitFor();
      expect(await colorScheme(page)).toBe('dark');
      await visitEveryScreen(app, page);
      await page.goto(`${app.url}/help`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'help-dark.png'), fullPage: true });
      await page.goto(`${app.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-dark.png'), fullPage: true });

      // Back to the system's setting: the console follows it.
      await page.getByRole('button', { name: /Admin Root/ }).click();
      await page.getByRole('menuitem', { name: 'Farbschema des Systems verwenden' }).click();
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => colorScheme(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => colorScheme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('kiosk.colorScheme'))).toBe('auto');
      // Following the system again, the menu no longer offers it.
      await page.getByRole('button', { name: /Admin Root/ }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Farbschema des Systems verwenden' }).count()).toBe(0);
      // The red sign-out entry, focused, sits on the menu's hover tint: still readable in dark mode.
      await page.getByRole('menuitem', { name: 'Abmelden' }).focus();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    },
  );

  it('offers the palette, the help and the colour switch on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/help`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'help-phone.png'), fullPage: true });
    await page.getByRole('button', { name: /^(Open the command palette|Befehlspalette öffnen)$/ }).click();
    await page.getByRole('textbox', { name: /Search kiosks|Kioske, Produkte/ }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'palette-phone.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(Open navigation|Navigation öffnen)$/ }).click();
    await page.getByRole('button', { name: /^(Switch to dark mode|Zum dunklen Design wechseln)$/ }).click();
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'drawer-phone-dark.png') });
    console.info(`Screenshots: ${SHOTS}`);
  });
});
