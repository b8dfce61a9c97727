import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealClock, loadProfile, startKiosk, type VirtualKiosk } from '@kiosk/kiosk-sim';
import { waitForMail } from '../apps/server/src/test-support/outbox.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { generateDeviceCredentials } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

/**
 * Issue 14, notifications: Settings → Notifications saves the rule, toasts and returns to `/` after
 * 1.5 s; the bell shows a notice pushed by the server without a reload, opens it at its kiosk and marks
 * it read; German labels; the phone layout; a user without an organization gets the no-access page.
 */
describe('notifications', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let rootId = '';
  let fridge: VirtualKiosk | undefined;

  /** A notice for a user, written as the alert fan-out writes it, and the live notice the server sends. */
  async function arrangeNotice(userId: string, kiosk: { id: string; orgId: string; name: string }) {
    await app.database.query(
      `INSERT INTO notifications (user_id, alert_id, kind, org_id, kiosk_id, type, severity, snapshot)
       VALUES ($1, gen_random_uuid(), 'opened', $2, $3, 'highTemperature', 'high', $4)`,
      [
        userId,
        kiosk.orgId,
        kiosk.id,
        JSON.stringify({ kioskName: kiosk.name, startDate: new Date().toISOString(), endDate: null, details: {} }),
      ],
    );
    await app.database.notify(
      'kiosk_console_live',
      JSON.stringify({
        channel: 'notifications-changed',
        notice: { id: userId, orgId: kiosk.orgId, aspects: ['opened'] },
      }),
    );
  }

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    rootId = (await app.users.findByEmail(TEST_ADMIN.email))?.id ?? '';
  });
  afterAll(async () => {
    await fridge?.stop();
    await browser?.close();
    await app?.stop();
  });

  it('saves the notification settings, confirms and returns to the dashboard after 1.5 s', async () => {
    await page.goto(`${app.url}/settings/notifications`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
    await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Alert types' }).waitFor();
    await page.getByRole('switch', { name: 'E-mail for High temperature' }).check({ force: true });
    await page.getByRole('switch', { name: 'In the console for High temperature' }).check({ force: true });
    await page.getByRole('switch', { name: 'In the console for Kiosk offline' }).check({ force: true });
    // Chosen kiosks with none chosen is refused next to the field.
    await page.getByRole('radiogroup', { name: 'Kiosks for Kiosk offline' }).getByText('Chosen kiosks').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose at least one kiosk or all kiosks.').waitFor();
    await page.getByLabel('Chosen kiosks for Kiosk offline').and(page.locator('input')).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Notification settings saved' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/notifications');
    await page.waitForURL((url) => url.pathname === '/');

    const types = await app.database.query<{ type: string; email: boolean; mc: boolean }>(
      'SELECT type, email, mc FROM notification_rule_types WHERE user_id = $1 AND (email OR mc) ORDER BY type',
      [rootId],
    );
    expect(types).toEqual([
      { type: 'highTemperature', email: true, mc: true },
      { type: 'kioskOffline', email: false, mc: true },
    ]);
    const subscriptions = await app.database.query<{ type: string; all_kiosks: boolean; n: number }>(
      'SELECT type, all_kiosks, cardinality(kiosk_ids) AS n FROM notification_subscriptions WHERE user_id = $1 ORDER BY type',
      [rootId],
    );
    expect(subscriptions).toEqual([
      { type: 'highTemperature', all_kiosks: true, n: 0 },
      { type: 'kioskOffline', all_kiosks: false, n: 1 },
    ]);
  });

  it('shows a notice in the bell without a reload, opens the kiosk’s alerts and marks it read', async () => {
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const [kiosk] = await app.database.query<{ id: string; org_id: string; name: string }>(
      'SELECT id, org_id, name FROM kiosks ORDER BY name LIMIT 1',
    );
    if (!kiosk) throw new Error('the demo data has no kiosk');
    await arrangeNotice(rootId, { id: kiosk.id, orgId: kiosk.org_id, name: kiosk.name });
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await centre.waitFor();
    await expectAccessible(page);
    await centre.getByRole('button', { name: new RegExp(`^Unread: High temperature at ${kiosk.name}`) }).click();
    await page.waitForURL((url) => url.pathname === '/alerts' && url.searchParams.get('kiosk') === kiosk.id);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const [row] = await app.database.query<{ read: boolean }>(
      'SELECT read_at IS NOT NULL AS read FROM notifications WHERE user_id = $1',
      [rootId],
    );
    expect(row?.read).toBe(true);
  });

  it('an overheating fridge rings the bell and e-mails the subscriber', async () => {
    const name = 'E2E Notify fridge';
    await page.goto(`${app.url}/kiosks/detail/new`);
    await page.getByRole('heading', { level: 1, name: 'New kiosk' }).waitFor();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Serial number/).fill('E2E-NOTIFY-01');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await page.waitForURL(/\/kiosks\/detail\/[0-9a-f-]{36}$/);
    const { username, password, url } = await generateDeviceCredentials(page);
    fridge = await startKiosk({
      serialNumber: username,
      password,
      url,
      // Simulated time runs 120× faster: the ten minutes above 7 °C pass in seconds.
      clock: createRealClock({ speed: 120, start: Date.now() - 60 * 60_000 }),
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
    });
    fridge.incident = 'doorAjar';

    // Root's rule (first test): high temperature by e-mail and in the console, all kiosks.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 60_000 });
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(`^Unread: High temperature at ${name}`) })
      .waitFor();
    await page.keyboard.press('Escape');
    const mail = await waitForMail(app.dataDir, { to: TEST_ADMIN.email, subject: /High temperature/ }, 60_000);
    expect(mail.subject).toBe(`Alert: High temperature at ${name}`);
    expect(mail.text).toContain(`- Opened: High temperature (High) at ${name}`);
    await fridge.stop();
    fridge = undefined;
  });

  it('speaks German and fits a phone', async () => {
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/settings/notifications`);
    await page.getByRole('tab', { name: 'Benachrichtigungen', selected: true }).waitFor();
    // Below 768 px each alert type is a card with labelled switches instead of a table row.
    await page.getByRole('switch', { name: 'E-Mail für Temperatur zu hoch' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
    await page
      .getByRole('dialog', { name: 'Benachrichtigungen' })
      .getByText('Benachrichtigungseinstellungen')
      .waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('turns away a user without an organization', async () => {
    const lone = await app.createUser({
      email: 'lone.root@example.test',
      password: 'lone-root-password-1',
      firstName: 'Lone',
      lastName: 'Root',
    });
    await app.database.query('UPDATE users SET root = true, terms_accepted = true WHERE id = $1', [lone.id]);
    const other = await openBrowser();
    try {
      await other.page.goto(`${app.url}/settings/notifications`);
      await signIn(other.page, 'lone.root@example.test', 'lone-root-password-1');
      await other.page.getByText('You cannot access this page. Please contact your administrator.').waitFor();
      expect(await other.page.getByRole('table', { name: 'Alert types' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
