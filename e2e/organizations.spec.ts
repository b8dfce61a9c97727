import fs from 'node:fs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const DEMO = 'Demo Fresh Kiosks GmbH';
const NEW_ORG = 'Nord Kiosks GmbH';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

/** A toast (Mantine notification) with exactly this text. */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** Picks an entry of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Organizations: list, create below the demo organization, detail, edit, image, files, German. */
describe('organizations', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;

  const storedOrg = async () => {
    const [row] = await app.database.query<{
      id: string;
      city: string | null;
      image: string | null;
      parent_id: string;
    }>(`SELECT id, city, image_key AS image, parent_id FROM organizations WHERE name = '${NEW_ORG}'`);
    return row;
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/organizations`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the demo organization and refuses an invalid e-mail in the form', async () => {
    await page.getByRole('row', { name: new RegExp(DEMO) }).waitFor();
    await page.getByRole('link', { name: 'New organization' }).click();
    await page.waitForURL(`${app.url}/organizations/detail/new`);
    await page.getByRole('heading', { level: 1, name: 'New organization' }).waitFor();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NEW_ORG);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid e-mail', { exact: true }).waitFor();
    await toast(page, 'Please fill in the required fields.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/organizations/detail/new');
    expect(await storedOrg()).toBeUndefined();
  });

  it('creates an organization below the demo organization and shows it in the list and on its page', async () => {
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@nord-kiosks.example');
    await choose(page, 'Parent organization', DEMO);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Hafenstraße 5');
    await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('24103');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kiel');
    await page.getByRole('textbox', { name: 'Country', exact: true }).fill('Germany');
    await page.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Anna Nord');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+49 431 123456');
    await page.getByRole('button', { name: 'Save' }).click();

    await toast(page, 'Organization Created').waitFor();
    await page.waitForURL(`${app.url}/organizations`);
    const row = page.getByRole('row', { name: new RegExp(NEW_ORG) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Kiel');
    expect(await row.textContent()).toContain(DEMO);
    const [demo] = await app.database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    expect((await storedOrg())?.parent_id).toBe(demo?.id);

    await row.getByRole('cell', { name: 'Kiel' }).click();
    await page.waitForURL(/\/organizations\/detail\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: NEW_ORG }).waitFor();
    const data = page.getByRole('region', { name: 'Organization', exact: true });
    await data.getByRole('link', { name: DEMO }).waitFor();
    await data.getByText('anna@nord-kiosks.example').waitFor();
    await page.getByRole('region', { name: 'Kiosks', exact: true }).getByText('No kiosks yet').waitFor();
    await page.getByRole('region', { name: 'Users', exact: true }).getByText('No users yet').waitFor();

    // The parent lists it as a sub-organization, and shows its admin with a link to the user.
    await data.getByRole('link', { name: DEMO }).click();
    await page.getByRole('heading', { level: 1, name: DEMO }).waitFor();
    await page
      .getByRole('region', { name: 'Sub-organizations', exact: true })
      .getByRole('link', { name: NEW_ORG })
      .waitFor();
    const root = await app.users.findByEmail(TEST_ADMIN.email);
    const member = page.getByRole('region', { name: 'Users', exact: true }).getByRole('row', { name: /Admin Root/ });
    expect(await member.textContent()).toMatch(/AdminActive/);
    expect(await member.getByRole('link').getAttribute('href')).toBe(`/users/detail/${root?.id}`);
  });

  it('edits the organization', async () => {
    await page
      .getByRole('region', { name: 'Sub-organizations', exact: true })
      .getByRole('link', { name: NEW_ORG })
      .click();
    // Its own page first: the parent's page has an Edit link too.
    await page.getByRole('heading', { level: 1, name: NEW_ORG }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${NEW_ORG}` }).waitFor();
    const city = page.getByRole('textbox', { name: 'City', exact: true });
    expect(await city.inputValue()).toBe('Kiel');
    // The organization cannot be its own parent.
    await page.getByRole('combobox', { name: 'Parent organization', exact: true }).click();
    await page.getByRole('option', { name: DEMO }).waitFor();
    expect(await page.getByRole('option', { name: NEW_ORG }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A refusal shows the server's message, with the field it concerns.
    const slug = page.getByRole('textbox', { name: 'Slug', exact: true });
    await slug.fill('demo-fresh-kiosks');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'This slug is already in use').waitFor();
    expect(await page.getByText('This slug is already in use').count()).toBe(2);
    expect(new URL(page.url()).pathname).toMatch(/\/edit$/);
    await slug.fill('');

    await city.fill('Lübeck');
    await page.getByRole('textbox', { name: 'Hotline availability', exact: true }).fill('Mo–Sa 7–20');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Organization Updated').waitFor();
    await page.waitForURL(`${app.url}/organizations`);
    await page.getByRole('row', { name: new RegExp(`${NEW_ORG}.*Lübeck`) }).waitFor();
    expect((await storedOrg())?.city).toBe('Lübeck');

    // Filters live in the URL: a reload keeps them.
    await page.getByRole('combobox', { name: 'City', exact: true }).click();
    await page.getByRole('option', { name: 'Lübeck', exact: true }).click();
    await page.waitForURL(/[?&]city=L%C3%BCbeck/);
    await page.reload();
    await page.getByRole('row', { name: new RegExp(NEW_ORG) }).waitFor();
    const table = page.getByRole('table', { name: 'Organizations' });
    expect(await table.getByRole('link').allTextContents()).toEqual([NEW_ORG]);
    await page.goto(`${app.url}/organizations`);
    await table.getByRole('link', { name: DEMO, exact: true }).waitFor();
  });

  it('refuses an image above 1400x1400 px, then accepts and shows a small PNG', async () => {
    await page.getByRole('link', { name: NEW_ORG }).click();
    await page.getByRole('heading', { level: 1, name: NEW_ORG }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    const imageInput = page.getByLabel('Organization image', { exact: true });
    await imageInput.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(1401, 20) });
    await toast(page, 'Image must be at most 1400x1400 px and 500 KB').waitFor();
    expect(await page.getByRole('img', { name: 'Image preview' }).count()).toBe(0);
    expect((await storedOrg())?.image).toBeNull();

    await imageInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(64, 64) });
    await toast(page, 'Image updated').waitFor();
    const preview = page.getByRole('img', { name: 'Image preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/v1\/images\/organizations\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    expect((await storedOrg())?.image).toBeTruthy();

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('img', { name: `Image of ${NEW_ORG}` }).waitFor();
  });

  it('uploads, downloads with the bearer token and deletes a file', async () => {
    const files = page.getByRole('region', { name: 'Files', exact: true });
    await files.getByText('No files yet').waitFor();
    await files.locator('input[type=file]').setInputFiles({
      name: 'Liefervertrag.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Lieferung montags und donnerstags.'),
    });
    await toast(page, 'File uploaded').waitFor();
    await files.getByRole('cell', { name: 'Liefervertrag.txt', exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download Liefervertrag.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Liefervertrag.txt');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe('Lieferung montags und donnerstags.');

    await files.getByRole('button', { name: 'Delete Liefervertrag.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete file' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'File deleted').waitFor();
    await files.getByText('No files yet').waitFor();
  });

  it('shows the organizations screens in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('link', { name: 'Bearbeiten' }).waitFor();
    for (const title of ['Dateien', 'Benutzer', 'Untergeordnete Organisationen', 'Kioske']) {
      await page.getByRole('region', { name: title, exact: true }).waitFor();
    }
    await page.getByText('Noch keine Kioske').waitFor();

    await page.getByRole('link', { name: 'Zurück zu den Organisationen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organisationen' }).waitFor();
    await page.getByRole('link', { name: 'Neue Organisation' }).waitFor();
    await page.getByRole('searchbox', { name: 'Nach Name, Ort oder E-Mail suchen' }).waitFor();
    const head = (await page.locator('table thead').first().textContent()) ?? '';
    for (const column of ['Bild', 'Name', 'Typ', 'Ort', 'Land', 'Übergeordnete Organisation']) {
      expect(head, column).toContain(column);
    }
    await page.getByRole('row', { name: new RegExp(`${NEW_ORG}.*Kunde`) }).waitFor();

    await page.getByRole('link', { name: 'Neue Organisation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Neue Organisation' }).waitFor();
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('kaputt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Dieses Feld ist erforderlich', { exact: true }).first().waitFor();
    await page.getByText('Ungültige E-Mail-Adresse', { exact: true }).waitFor();
  });
});
