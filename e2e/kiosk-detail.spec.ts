import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-DETAIL-01';
const NAME = 'E2E Detail fridge';
const SHOTS = process.env.E2E_SCREENSHOTS;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const card = (page: Page, title: string | RegExp) =>
  page.getByRole('region', typeof title === 'string' ? { name: title, exact: true } : { name: title });

/**
 * Issue "Kiosk detail": one kiosk's page without a device — its state, device credentials, a command
 * queued for an offline kiosk, the temperature log and the activity log, in German and on a phone.
 */
describe('kiosk detail', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskUrl = '';
  let kioskId = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    ({ url: kioskUrl, id: kioskId } = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: SERIAL }));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows the kiosk's state, its device and its QR code", async () => {
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByText(`Serial number ${SERIAL}`).waitFor();
    const state = page.getByRole('region', { name: 'Current state' });
    const text = await state.textContent();
    expect(text).toContain('Offline');
    expect(text).toContain('Unknown');
    expect(text).toContain('No Session');
    expect(text).toContain('In service');
    expect(text).toContain('No temperature');
    const device = await card(page, 'Device').textContent();
    expect(device).toContain('Firmware');
    expect(device).toContain('Not reported');
    expect(device).toContain('Never');
    // A new kiosk's QR code names its serial number.
    await page.getByRole('img', { name: `QR code of ${NAME}` }).waitFor();
    await card(page, 'Device credentials').getByText('No credentials generated yet').waitFor();
    await card(page, 'Actions').getByText('This kiosk is offline. Commands wait until it is back online.').waitFor();

    await app.database.query('UPDATE kiosks SET qrcode = NULL WHERE serial_number = $1', [SERIAL]);
    await page.reload();
    await card(page, 'QR code').getByText('This kiosk has no QR code yet.').waitFor();
  });

  it('generates device credentials after a confirmation and shows them once', async () => {
    const panel = card(page, 'Device credentials');
    await panel.getByRole('button', { name: 'Generate credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate new device credentials?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Generate credentials' }).click();
    await panel.getByText('Shown only this once').waitFor();
    expect(await panel.getByLabel('Username', { exact: true }).textContent()).toBe(SERIAL);
    const password = (await panel.getByLabel('Password', { exact: true }).textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await panel.getByLabel('Broker URL (MQTT over WebSocket)', { exact: true }).textContent()).toMatch(
      /^wss?:\/\/.+\/mqtt$/,
    );
    await panel.getByRole('button', { name: 'Copy Password' }).waitFor();
    await expectAccessible(page);

    const rows = await app.database.query<{ device_secret_hash: string | null }>(
      'SELECT device_secret_hash FROM kiosks WHERE serial_number = $1',
      [SERIAL],
    );
    // Only a hash is stored, never the password itself.
    expect(rows[0]?.device_secret_hash).toBeTruthy();
    expect(rows[0]?.device_secret_hash).not.toContain(password);

    await page.reload();
    await card(page, 'Device credentials')
      .getByText(/^Last generated /)
      .waitFor();
    expect(await page.getByText(password).count()).toBe(0);

    // A second generation warns that the old secret stops working.
    await card(page, 'Device credentials').getByRole('button', { name: 'Generate credentials' }).click();
    await page.getByText("The kiosk's current password stops working at once.", { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('queues a sync for the offline kiosk and lists it as queued', async () => {
    await card(page, 'Actions').getByRole('button', { name: 'Sync' }).click();
    await toast(page, 'Sync requested.');
    const commands = card(page, 'Commands');
    const row = commands.getByRole('row').filter({ hasText: 'Sync' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Queued');
    await commands.getByText('Queued commands wait until the kiosk is back online.').waitFor();

    // Restart asks first; cancelling queues nothing.
    await card(page, 'Actions').getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('dialog', { name: 'Restart the kiosk?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const stored = await app.database.query<{ type: string; status: string }>(
      'SELECT type, status FROM kiosk_commands WHERE kiosk_id = $1 ORDER BY created_at',
      [kioskId],
    );
    expect(stored.map((command) => `${command.type}:${command.status}`)).toEqual(['sync:queued']);
  });

  it('shows the temperature log empty, then the readings as a table with a summary', async () => {
    const log = card(page, 'Temperature log');
    await log.getByText('No temperature readings in this period.').waitFor();
    await log.getByText('7 days').click();
    await log.getByText('No temperature readings in this period.').waitFor();
    await log.getByRole('button', { name: 'Export CSV' }).waitFor();

    const now = Date.now();
    for (const [minutesAgo, sensors] of [
      [30, [412, 398]],
      [20, [456, 401]],
      [10, [390, 402]],
    ] as const) {
      await app.database.query('INSERT INTO kiosk_temperatures (kiosk_id, ts, sensors) VALUES ($1, $2, $3)', [
        kioskId,
        new Date(now - minutesAgo * 60_000).toISOString(),
        [...sensors],
      ]);
    }
    await page.reload();
    const reloaded = card(page, 'Temperature log');
    await reloaded.getByText('Sensor 1: lowest 3.9 °C, highest 4.6 °C, last 3.9 °C.').waitFor({ state: 'attached' });
    await reloaded.getByRole('button', { name: 'Show as table' }).click();
    const table = reloaded.getByRole('table', { name: 'Temperature readings' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.textContent()).toContain('4.1 °C');
    await expectAccessible(page);
  });

  it('shows the queued command once in the activity log, in words, and filters by category', async () => {
    const log = card(page, 'Activity log');
    const rows = log.locator('tbody tr');
    const row = rows.filter({ hasText: 'Sync' }).first();
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Command');
    expect(text).toContain('Queued');
    expect(text).not.toMatch(/commandId|type:|status:/);
    // A door event beside it; the category filter keeps one kind.
    const [kiosk] = await app.database.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId]);
    await app.database.query(
      `INSERT INTO kiosk_activities (kiosk_id, org_id, ts, category, type, details)
       VALUES ($1, $2, now() - interval '1 minute', 'door', 'door', '{"state":"open"}')`,
      [kioskId, kiosk?.org_id],
    );
    await page.reload();
    await rows.filter({ hasText: 'Door opened' }).waitFor();
    expect(await rows.count()).toBe(2);
    await log.getByTestId('activity-category').click();
    await page.getByRole('option', { name: 'Command', exact: true }).click();
    await rows.filter({ hasText: 'Door opened' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('category')).toBe('command');
    await expectAccessible(page);
    await log.getByTestId('activity-category').click();
    await page.getByRole('option', { name: 'All categories' }).click();
    await rows.filter({ hasText: 'Door opened' }).waitFor();
  });

  it('shows the kiosk page in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 2, name: 'Aktionen' }).waitFor();
    await card(page, 'Aktionen').getByRole('button', { name: 'Tür zum Auffüllen öffnen' }).waitFor();
    await card(page, 'Aktionen').getByRole('button', { name: 'Außer Betrieb' }).waitFor();
    await card(page, 'Gerätezugangsdaten').getByRole('button', { name: 'Zugangsdaten erzeugen' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Temperaturprotokoll' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Aktivitätsprotokoll' }).waitFor();
    const commands = card(page, 'Befehle');
    expect(await commands.getByRole('row').filter({ hasText: 'Synchronisieren' }).textContent()).toContain('Wartet');
    expect(await page.getByRole('region', { name: 'Aktueller Zustand' }).textContent()).toContain('Keine Sitzung');
    // The activity log in German: details in words, category badges whole (not "BEFE…").
    const log = card(page, 'Aktivitätsprotokoll');
    const command = log.locator('tbody tr').filter({ hasText: 'Synchronisieren' });
    expect(await command.textContent()).toContain('Wartet');
    await log.locator('tbody tr').filter({ hasText: 'Tür geöffnet' }).waitFor();
    const clipped = await log
      .locator('.mantine-Badge-root')
      .evaluateAll((badges) =>
        badges.flatMap((badge) => (badge.scrollWidth > badge.clientWidth + 1 ? [badge.textContent ?? ''] : [])),
      );
    expect(clipped).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-log-de.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Actions' }).waitFor();
  });

  it('stacks the cards on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(kioskUrl);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await card(page, /^(Temperature log|Temperaturprotokoll)$/).waitFor();
    const actions = await card(page, /^(Actions|Aktionen)$/).boundingBox();
    const device = await card(page, /^(Device|Gerät)$/).boundingBox();
    expect(actions && device).toBeTruthy();
    // One column: the device card sits below the actions, at the same left edge.
    expect(Math.abs((actions?.x ?? 0) - (device?.x ?? 0))).toBeLessThan(2);
    expect(device?.y ?? 0).toBeGreaterThan(actions?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The activity log: one card per entry, its two filters behind one button.
    const log = card(page, /^(Activity log|Aktivitätsprotokoll)$/);
    const entries = log.getByRole('list', { name: /^(Activity log|Aktivitätsprotokoll)$/ }).getByRole('listitem');
    await entries.nth(1).waitFor();
    expect(await log.getByTestId('activity-category').isVisible()).toBe(false);
    await log.getByTestId('filters-toggle').click();
    await log.getByTestId('activity-category').waitFor();
    await log.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-log-phone.png` });
    await expectAccessible(page);
  });
});
