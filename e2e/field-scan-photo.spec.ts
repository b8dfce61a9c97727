import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const FRIDGE = 'E2E Scan fridge';
const ELSEWHERE = 'E2E Elsewhere fridge';
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-field-scan-photo';
const RITA = { email: 'rita@scan.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Scan' };

/**
 * A video of `text`'s QR code for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M file,
 * 480 × 480 px, 8 px per module, black on white (4:2:0, grey chroma). Chromium plays it in a loop.
 */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = 480;
  const scale = 8;
  const offset = Math.floor((side - modules.size * scale) / 2);
  const luma = Buffer.alloc(side * side, 255);
  for (let y = 0; y < modules.size * scale; y++) {
    for (let x = 0; x < modules.size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * side + offset + x] = 0;
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-e2e-camera-')), 'qr.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

/**
 * Issue 31, identifying the kiosk by its QR code and the shelf photo (ADR 0026), on a 375 px phone: the
 * console shows each kiosk's printable field-app QR code (its link); in the field app "Scan QR code" opens
 * the camera — refused at first, so the camera message shows and codes are typed (a kiosk off the route shows
 * "not on route", a code that is no kiosk's an error); then allowed, and Chromium's fake camera plays a video
 * of the kiosk's code, which the scanner reads (jsQR: Chromium on Linux has no BarcodeDetector). Then a photo
 * of the shelf is attached, synced, and the console's refill history shows it.
 */
describe('scanning the kiosk and the shelf photo', () => {
  let app: Console;
  let admin: Browser;
  let phone: Browser;
  let page: Page;
  let kioskId = '';
  let elsewhereId = '';
  let camera = '';
  const shot = async (name: string, target: Page = page) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const setLanguage = async (target: Page, from: 'en' | 'de', to: 'English' | 'Deutsch') => {
    await target.getByRole('button', { name: from === 'en' ? /^Language/ : /^Sprache/ }).click();
    await target.getByRole('menuitem', { name: to }).click();
  };

  beforeAll(async () => {
    app = await startConsole();
    const root = await app.rootViewer();
    const org = await app.database.query<{ id: string }>(
      `INSERT INTO organizations (name, slug, currency) VALUES ('E2E Scan Org', 'e2e-scan-org', 'eur') RETURNING id`,
    );
    const orgId = org[0]?.id ?? '';
    const { kiosks } = app.services;
    kioskId = (await kiosks.create(root, { name: FRIDGE, serialNumber: 'E2E-SCAN-01', orgId })).id;
    elsewhereId = (await kiosks.create(root, { name: ELSEWHERE, serialNumber: 'E2E-SCAN-02', orgId })).id;
    const ritaId = (await app.createUser(RITA, [[orgId, 'replenisher']])).id;
    const skyr = await app.services.products.create(root, {
      orgId,
      name: 'Skyr',
      defaultPrice: '2.00',
      defaultCost: '0.50',
      capacities: [{ surfaceSize: 33, units: 8 }],
    });
    await app.services.stock.planogram.configure(root, kioskId, 'single');
    await app.services.stock.planogram.update(root, kioskId, [{ cellId: 'A1', productId: skyr.id }]);
    await app.services.replenishment.visits.set(root, kioskId, { weekdays: [1, 2, 3, 4, 5, 6, 7] });
    await app.services.field.assign(root, kioskId, ritaId);

    admin = await openBrowser();
    camera = qrVideo(`${app.url}/field/kiosk/${kioskId}`);
    phone = await openBrowser({
      width: 375,
      height: 740,
      args: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`],
    });
    page = phone.page;
  });
  afterAll(async () => {
    await phone?.close();
    await admin?.close();
    await app?.stop();
    if (camera) fs.rmSync(path.dirname(camera), { recursive: true, force: true });
  });

  it('the console shows the kiosk’s printable QR code for the field app', async () => {
    const console = admin.page;
    await console.goto(`${app.url}/kiosks/detail/${kioskId}`);
    await signIn(console, TEST_ADMIN.email, TEST_ADMIN.password);
    const card = console.getByTestId('kiosk-field-qr');
    const image = card.getByRole('img', { name: `QR code to open ${FRIDGE} in the field app` });
    await image.waitFor();
    await acceptTermsIfAsked(console);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await card.getByTestId('kiosk-field-qr-link').innerText()).toBe(`${app.url}/field/kiosk/${kioskId}`);
    await card.getByRole('button', { name: 'Print' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot('console-kiosk-qr-desktop-en', console);
    await expectAccessible(console);
  });

  it('identifies the kiosk by its code, refuses other codes, and sends the shelf photo', async () => {
    await page.goto(`${app.url}/field/kiosk`);
    await signIn(page, RITA.email, RITA.password);
    await page.waitForURL(/\/field/);
    await page.getByRole('link', { name: 'At the kiosk' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'At the kiosk' }).waitFor();
    await acceptTermsIfAsked(page);

    // The camera is not allowed (yet): the scanner says so; the code can be typed, the route still picked.
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    const dialog = page.getByRole('dialog', { name: "Scan the kiosk's QR code" });
    await dialog.getByTestId('field-scan-camera').filter({ hasText: 'The camera is not allowed.' }).waitFor();
    await shot('scan-phone-en');
    await expectAccessible(page);
    const code = dialog.getByLabel('Code under the QR code');
    await code.fill('https://pay.example/kiosk/123');
    await dialog.getByRole('button', { name: 'Open the kiosk' }).click();
    await dialog.getByTestId('field-scan-error').filter({ hasText: "This is not a kiosk's QR code." }).waitFor();
    await code.fill(`${app.url}/field/kiosk/${elsewhereId}`);
    await dialog.getByRole('button', { name: 'Open the kiosk' }).click();
    await page.getByText("This kiosk is not on today's route.").waitFor();

    // The camera allowed: it reads the kiosk's code and the visit opens.
    await phone.context.grantPermissions(['camera'], { origin: app.url });
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await page.waitForURL(new RegExp(`/field/kiosk/${kioskId}$`));
    await page.getByRole('heading', { level: 2, name: FRIDGE }).waitFor();

    // A 3000 × 2000 camera picture: the phone scales it to 1600 px before queuing it.
    const picture = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const photo = page.getByTestId('field-photo');
    await photo.getByTestId('field-photo-input').setInputFiles({
      name: 'shelf.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await photo.getByTestId('field-photo-preview').waitFor();
    await photo.getByRole('button', { name: 'Add to the visit' }).click();
    await photo.getByText('1 photo added').waitFor();
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor();
    const rows = await app.database.query<{ width: number; height: number; content_type: string }>(
      'SELECT width, height, content_type FROM kiosk_shelf_photos WHERE kiosk_id = $1',
      [kioskId],
    );
    expect(rows).toEqual([{ width: 1600, height: 1067, content_type: 'image/jpeg' }]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await photo.scrollIntoViewIfNeeded();
    await shot('kiosk-photo-phone-en');
    await expectAccessible(page);

    // The console's refill history shows the photo with Rita's visit.
    const console = admin.page;
    await console.goto(`${app.url}/reports/refills`);
    const visit = console.getByTestId('refill-visit').filter({ hasText: FRIDGE });
    const thumbnail = visit.getByTestId('refill-visit-photo');
    await thumbnail.waitFor();
    expect(await visit.getByTestId('refill-visit-person').innerText()).toBe('Rita Scan');
    const src = (await thumbnail.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/v1\/images\/shelf-photos\/[0-9a-f-]{36}\.jpg$/);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot('console-history-photo-desktop-en', console);
    await expectAccessible(console);
  });

  it('speaks German, on the phone and on a desktop', async () => {
    await phone.context.clearPermissions();
    await setLanguage(page, 'en', 'Deutsch');
    await page.getByRole('button', { name: 'QR-Code scannen' }).click();
    await page.getByRole('dialog', { name: 'QR-Code des Kiosks scannen' }).getByTestId('field-scan-camera').waitFor();
    await shot('scan-phone-de');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page
      .getByTestId('field-photo')
      .getByRole('heading', { name: 'Foto des aufgefüllten Regals (optional)' })
      .waitFor();
    await page.getByTestId('field-photo').scrollIntoViewIfNeeded();
    await shot('kiosk-photo-phone-de');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('kiosk-photo-desktop-de');
    await setLanguage(page, 'de', 'English');
    await shot('kiosk-photo-desktop-en');
    await page.setViewportSize({ width: 375, height: 740 });

    const console = admin.page;
    await setLanguage(console, 'en', 'Deutsch');
    await console.getByTestId('refill-visit-photos').getByText('Regalfoto', { exact: true }).waitFor();
    await shot('console-history-photo-desktop-de', console);
    await console.goto(`${app.url}/kiosks/detail/${kioskId}`);
    await console.getByRole('img', { name: `QR-Code, der ${FRIDGE} in der Außendienst-App öffnet` }).waitFor();
    await console.getByTestId('kiosk-field-qr').scrollIntoViewIfNeeded();
    await shot('console-kiosk-qr-desktop-de', console);
    await expectAccessible(console);
    await console.setViewportSize({ width: 375, height: 740 });
    await shot('console-kiosk-qr-phone-de', console);
  });
});
