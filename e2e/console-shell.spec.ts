import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';

/** Issue "the whole console runs from one command": the first journey of a new user, in Chromium. */
describe('console shell', () => {
  let app: Console;
  let browser: Browser;

  beforeAll(async () => {
    app = await startConsole();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('logs the root user in, asks for the terms once, switches to German and signs out', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${app.url}/`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);

    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await terms.waitFor();
    await terms.getByText('To continue, please accept the terms and conditions').waitFor();
    await expectAccessible(page);
    await terms.getByRole('button', { name: 'Continue' }).click();
    await terms.getByText('You must agree to the terms and conditions to continue.').waitFor();
    await expectAccessible(page);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    await terms.waitFor({ state: 'hidden' });

    expect(new URL(page.url()).pathname).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('role-label').first().textContent()).toBe('Super Admin');
    await page.getByText('Version 2.1.5').first().waitFor();
    const root = await app.users.findByEmail(TEST_ADMIN.email);
    expect(root?.termsAccepted).toBe(true);

    await page.getByRole('button', { name: 'Language: EN' }).click();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const navDe = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navDe.getByRole('link', { name: 'Übersicht' }).waitFor();
    for (const label of [
      'Kioske',
      'Organisationen',
      'Benutzer',
      'Produkte',
      'Berichte',
      'Transaktionen',
      'Einstellungen',
    ]) {
      await navDe.getByRole('link', { name: label }).waitFor();
    }
    await expect.poll(async () => (await app.users.findById(root?.id ?? ''))?.language).toBe('de');

    await page.reload();
    await navDe.getByRole('link', { name: 'Übersicht' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Terms and conditions' }).count()).toBe(0);

    // Named by what it shows: initials, name and e-mail (WCAG 2.5.3).
    await page.getByRole('button', { name: /^AR ?Admin Root ?root@test\.kiosk\.local$/ }).click();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kiosk.loggedIn'))).toBeNull();
  });

  it('returns to the page asked for before the login, and sends unknown paths to /', async () => {
    const { page } = browser;
    // Spec §2: entering the layout loads the kiosk and organization lists (for every picker).
    const lookups = new Set<string>();
    page.on('request', (request) => {
      const query = request.method() === 'POST' ? (request.postData() ?? '') : '';
      for (const operation of ['AllKiosks', 'AllOrganizations']) {
        if (query.includes(`query ${operation}`)) lookups.add(operation);
      }
    });
    await page.goto(`${app.url}/users`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${app.url}/users`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => [...lookups].sort()).toEqual(['AllKiosks', 'AllOrganizations']);
    await page.goto(`${app.url}/no/such/page`);
    await page.waitForURL(`${app.url}/`);
  });

  it('shows the session-expired dialog when the API answers Token expired', async () => {
    const { page } = browser;
    const root = await app.users.findByEmail(TEST_ADMIN.email);
    const expired = await app.token(root?.id ?? '', -60);
    // Keep the stored session "valid" for the client but make its access token one the server refuses.
    await page.evaluate((token) => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('kiosk.oidc.user:')) continue;
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
        user.access_token = token;
        localStorage.setItem(key, JSON.stringify(user));
      }
    }, expired);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: /Session expired|Sitzung abgelaufen/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(
      /Your session has expired\. Please reload page to refresh session\.|Ihre Sitzung ist abgelaufen/,
    );
    await dialog.getByRole('button', { name: /^(Reload|Neu laden)$/ }).waitFor();
    await expectAccessible(page);
  });

  it('refuses a user who is not an admin anywhere, with an explanation', async () => {
    await browser.close();
    browser = await openBrowser();
    const { page } = browser;
    const [demo] = await app.database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    await app.createUser(
      { email: 'shopper@e2e.test', password: 'shopper-password', firstName: 'Sam', lastName: 'Shopper' },
      [[demo?.id ?? '', 'consumer']],
    );
    await page.goto(`${app.url}/`);
    await signIn(page, 'shopper@e2e.test', 'shopper-password');
    await page.getByText('Your account has no access to the console. Only organization admins may use it.').waitFor();
    await page.getByRole('button', { name: 'Sign in with another account' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kiosk.loggedIn'))).toBeNull();
  });

  it('uses a top bar and a slide-out menu below 768 px', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    const { page } = browser;
    await page.goto(`${app.url}/`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    const burger = page.getByRole('button', { name: /^(Open navigation|Navigation öffnen)$/ });
    await burger.waitFor();
    expect(
      await page
        .getByRole('navigation', { name: /Main navigation|Hauptnavigation/ })
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    await burger.click();
    const drawer = page.getByRole('dialog', { name: /^(Menu|Menü)$/ });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: /^(Kiosks|Kioske)$/ }).click();
    await page.waitForURL(`${app.url}/kiosks`);
    await page.getByRole('heading', { level: 1, name: /^(Kiosks|Kioske)$/ }).waitFor();
  });
});
