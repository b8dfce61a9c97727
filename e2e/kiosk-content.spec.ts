import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-CONTENT-01';
const NAME = 'E2E Content fridge';

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A real PNG written to a temporary file, for the browser's file chooser. */
async function pngFile(dir: string, name: string, width: number, height: number, background: string) {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

/** The playlist items' accessible names, top to bottom ("name, position n of m"). */
const itemNames = (page: Page) =>
  page.getByTestId('playlist-item').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

/**
 * Issue 12, playlist and kiosk screen: upload a playlist image, reorder with the keyboard and by drag and
 * drop, save and land on the kiosk's page; delete it again; customise the kiosk screen with its live
 * preview; German labels.
 */
describe('kiosk content', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskId = '';
  let files = '';

  beforeAll(async () => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-content-'));
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    ({ id: kioskId } = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: SERIAL }));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (files) fs.rmSync(files, { recursive: true, force: true });
  });

  it('uploads a playlist image, reorders with the keyboard and by dragging, and saves', async () => {
    await page.getByRole('link', { name: 'Playlist' }).click();
    await page.getByRole('heading', { level: 1, name: `Playlist of ${NAME}` }).waitFor();
    expect(await itemNames(page)).toEqual(['Main screen, position 1 of 2', 'Explainer, position 2 of 2']);
    await page.getByText('No content yet: upload an image or a video.').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image or video' }).click();
    await (await chooser).setFiles(await pngFile(files, 'summer-promo.png', 320, 240, '#e76f51'));
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Summer promo');
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Item added to the playlist');
    await page.getByRole('img', { name: 'Preview of Summer promo' }).waitFor();
    expect(await itemNames(page)).toEqual([
      'Main screen, position 1 of 3',
      'Explainer, position 2 of 3',
      'Summer promo, position 3 of 3',
    ]);

    // Keyboard only: focus the move button and press Enter, twice.
    await page.getByRole('button', { name: 'Move Summer promo up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Summer promo moved to position 2 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Move Summer promo up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Summer promo moved to position 1 of 3' }).waitFor();
    expect(await itemNames(page)).toEqual([
      'Summer promo, position 1 of 3',
      'Main screen, position 2 of 3',
      'Explainer, position 3 of 3',
    ]);
    // With the mouse: drag the explainer onto the main screen.
    const rows = page.getByTestId('playlist-item');
    await rows.nth(2).dragTo(rows.nth(1));
    await page.getByRole('status').filter({ hasText: 'Explainer moved to position 2 of 3' }).waitFor();
    expect(await itemNames(page)).toEqual([
      'Summer promo, position 1 of 3',
      'Explainer, position 2 of 3',
      'Main screen, position 3 of 3',
    ]);
    // The main screen is neither editable nor deletable; the explainer is editable but not deletable.
    const [explainer, main] = [rows.nth(1), rows.nth(2)];
    expect(await main.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
    expect(await main.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await explainer.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await explainer.getByRole('textbox', { name: 'Name' }).fill('How to buy');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save playlist' }).click();
    await toast(page, 'Playlist saved');
    await page.waitForURL(new RegExp(`/kiosks/detail/${kioskId}$`));
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const [stored] = await app.database.query<{ playlist: { name: string; type: string; order: number }[] }>(
      'SELECT playlist FROM kiosks WHERE serial_number = $1',
      [SERIAL],
    );
    expect(stored?.playlist.map((item) => [item.name, item.type, item.order])).toEqual([
      ['Summer promo', 'content', 0],
      ['How to buy', 'explainer', 1],
      ['Main screen', 'main_screen', 2],
    ]);
  });

  it('deletes the content item after a confirmation', async () => {
    await page.getByRole('link', { name: 'Playlist' }).click();
    await page.getByRole('button', { name: 'Delete Summer promo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete playlist item' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Playlist deleted successfully');
    expect(await itemNames(page)).toEqual(['How to buy, position 1 of 2', 'Main screen, position 2 of 2']);
  });

  it('customises the kiosk screen with the live preview and names the offline kiosk', async () => {
    const [owner] = await app.database.query<{ name: string }>(
      'SELECT o.name FROM organizations o JOIN kiosks k ON k.org_id = o.id WHERE k.serial_number = $1',
      [SERIAL],
    );
    await page.goto(`${app.url}/settings/kiosk-ui`);
    await page.getByRole('heading', { name: 'Preview at tablet size (834 × 1194 px)' }).waitFor();
    const organization = page.getByRole('textbox', { name: 'Organization' });
    if (await organization.count()) {
      await organization.click();
      await page.getByRole('option', { name: owner?.name ?? '' }).click();
    }

    // A header one pixel too narrow is refused in the browser already.
    await page.getByLabel('Header image').setInputFiles(await pngFile(files, 'narrow.png', 833, 191, '#264653'));
    await page
      .getByText(/at least 834.191/)
      .first()
      .waitFor();
    await page.getByLabel('Header image').setInputFiles(await pngFile(files, 'header.png', 834, 191, '#264653'));
    await page.getByLabel('Background image').setInputFiles(await pngFile(files, 'bg.png', 834, 1135, '#f1faee'));
    await page.getByRole('textbox', { name: 'Body text colour', exact: true }).fill('#1d3557');
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#f1faee');

    const body = page.getByTestId('kiosk-screen-preview-body');
    expect(await body.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(29, 53, 87)');
    const header = page.getByTestId('kiosk-screen-preview-header');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("blob:/);
    const preview = await page.getByTestId('kiosk-screen-preview').boundingBox();
    expect(Math.abs((preview?.width ?? 0) / (preview?.height ?? 1) - 834 / 1194)).toBeLessThan(0.02);

    // A text colour close to the background warns about the contrast.
    await page.getByRole('textbox', { name: 'Body text colour', exact: true }).fill('#eeeeee');
    await page.getByText(/Low contrast between the body text and what is behind it/).waitFor();
    await page.getByRole('textbox', { name: 'Body text colour', exact: true }).fill('#1d3557');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save kiosk screen' }).click();
    // The demo organization's other kiosks are offline too.
    await toast(page, new RegExp(`These kiosks are offline and will update when back online: .*${NAME}`));
    const [saved] = await app.database.query<{ screen: { headerURI: string; bodyTextColor: string } }>(
      'SELECT o.kiosk_init_screen AS screen FROM organizations o JOIN kiosks k ON k.org_id = o.id WHERE k.serial_number = $1',
      [SERIAL],
    );
    expect(saved?.screen.bodyTextColor).toBe('#1d3557');
    expect(saved?.screen.headerURI).toMatch(/^\/api\/v1\/images\/kiosk-screens\//);
  });

  it('shows the kiosk screen and the playlist in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Kiosk-Bildschirm speichern' }).waitFor();
    await page.getByRole('textbox', { name: 'Textfarbe des Inhalts', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Vorschau in Tablet-Größe (834 × 1194 px)' }).waitFor();
    await page.goto(`${app.url}/kiosks/playlist/${kioskId}`);
    await page.getByRole('heading', { level: 1, name: `Playlist von ${NAME}` }).waitFor();
    await page.getByRole('button', { name: 'Playlist speichern' }).waitFor();
    await page.getByRole('button', { name: 'Main screen nach oben verschieben' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Save playlist' }).waitFor();
  });

  it('fits the playlist on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 320, height: 700 });
    page = browser.page;
    await page.goto(`${app.url}/kiosks/playlist/${kioskId}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Playlist (of|von) ${NAME}$`) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page);
  });
});
