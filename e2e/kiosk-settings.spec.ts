import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealClock, loadProfile, startKiosk, type VirtualKiosk } from '@kiosk/kiosk-sim';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, generateDeviceCredentials } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-SET-01';
const NAME = 'E2E Settings fridge';
/** Live updates promise 2 s; the journeys allow more on a loaded machine, the product is not timed here. */
const LIVE = 15_000;

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Issue 12's settings proof: an offline simulated kiosk's settings are saved and queued ('Kiosk is
 * Offline! Please try again later', back on the general tab), and applied when the fridge comes online;
 * a weekly out-of-service time is added (start before end checked); the page in German.
 */
describe('kiosk settings', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskUrl = '';
  let kioskId = '';
  let fridge: VirtualKiosk | undefined;
  let credentials = { username: '', password: '', url: '' };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    ({ url: kioskUrl, id: kioskId } = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: SERIAL }));
    credentials = await generateDeviceCredentials(page);
  });
  afterAll(async () => {
    await fridge?.stop();
    await browser?.close();
    await app?.stop();
  });

  it('saves the settings of an offline kiosk: kioskOffline for 10 s and back to the general tab', async () => {
    await page.getByRole('link', { name: 'Kiosk settings' }).click();
    await page.waitForURL(`**/kiosks/settings/${kioskId}/general`);
    await page.getByRole('heading', { level: 1, name: `Settings of ${NAME}` }).waitFor();
    await page.getByText('The kiosk is offline').waitFor();
    await page.getByLabel('Support e-mail').fill('help@fridge.example');
    await page.getByRole('tab', { name: 'Controller' }).click();
    await page.waitForURL(`**/kiosks/settings/${kioskId}/controller`);
    await page.getByLabel('Thermostat (°C)').fill('5');
    await page.getByLabel('Minimum age').fill('18');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByLabel('Pre-authorized amount (EUR)').fill('150.01');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Pre-authorization must be at most 150').first().waitFor();
    await page.getByLabel('Pre-authorized amount (EUR)').fill('150');
    await page.getByLabel('Payment type').fill('adyen');
    await page.getByLabel('Password', { exact: true }).fill('very-secret');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Kiosk is Offline! Please try again later');
    await page.waitForURL(`**/kiosks/settings/${kioskId}/general`);
    // The typed e-mail was saved with the rest.
    await expect.poll(() => page.getByLabel('Support e-mail').inputValue()).toBe('help@fridge.example');
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByText('Set — leave empty to keep').first().waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await expectAccessible(page);
  });

  it('delivers the queued settings when the fridge comes online: the command becomes applied', async () => {
    await page.goto(kioskUrl);
    const command = card(page, 'Commands').getByRole('row').filter({ hasText: 'Apply settings' });
    await command.filter({ hasText: 'Queued' }).waitFor({ timeout: LIVE });
    fridge = await startKiosk({
      serialNumber: credentials.username,
      password: credentials.password,
      url: credentials.url,
      clock: createRealClock({ speed: 1 }),
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
    });
    await command.filter({ hasText: 'Applied' }).waitFor({ timeout: LIVE });
    expect(fridge.applied.get('apply_settings')).toMatchObject({
      controller: { thermostatTemperature: 5, minimumAge: 18, preAuth: '150', supportEmail: 'help@fridge.example' },
      acceptedPayment: { type: 'adyen', config: { password: 'very-secret' } },
    });
    // The browser never saw the secret.
    expect(await page.content()).not.toContain('very-secret');
  });

  it('adds a weekly out-of-service time; an end before the start is refused', async () => {
    await page.goto(`${app.url}/kiosks/settings/${kioskId}/schedule`);
    const times = card(page, 'Out-of-service times');
    await times.getByText('No out-of-service times yet.').waitFor();
    await times.getByRole('button', { name: 'Add out-of-service time' }).click();
    const dialog = page.getByRole('dialog', { name: 'New out-of-service time' });
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await dialog.getByRole('checkbox', { name: 'Out of service on Monday' }).check();
    await dialog.getByLabel('Start on Monday').fill('22:00');
    await dialog.getByLabel('End on Monday').fill('21:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Out-of-service start time must be earlier than end time').waitFor();
    await dialog.getByLabel('End on Monday').fill('23:30');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Out-of-service time created.');
    const row = times.getByRole('row').filter({ hasText: 'Weekly' });
    await row.filter({ hasText: 'Monday 22:00–23:30' }).waitFor();
    await page.goto(`${app.url}/kiosks?q=${SERIAL}`);
    await page.getByRole('row').filter({ hasText: NAME }).filter({ hasText: 'Scheduled' }).waitFor();
  });

  it('shows the settings in German', async () => {
    await page.goto(`${app.url}/kiosks/settings/${kioskId}/schedule`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('tab', { name: 'Allgemein' }).waitFor();
    await page.getByRole('tab', { name: 'Steuerung' }).waitFor();
    const times = card(page, 'Außer-Betrieb-Zeiten');
    await times.getByRole('row').filter({ hasText: 'Wöchentlich' }).filter({ hasText: 'Montag 22:00–23:30' }).waitFor();
    await page.getByRole('tab', { name: 'Zahlung' }).click();
    await page.getByLabel('Vorautorisierter Betrag (EUR)').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'General' }).waitFor();
  });

  it('fits a 320-px phone without sideways scrolling', async () => {
    await browser.close();
    browser = await openBrowser({ width: 320, height: 700 });
    page = browser.page;
    await page.goto(`${app.url}/kiosks/settings/${kioskId}/controller`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('tab', { name: 'Controller' }).waitFor();
    await page.getByLabel('Thermostat (°C)').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
