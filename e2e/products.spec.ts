import fs from 'node:fs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const png = (width: number, height: number, colour = '#e8590c') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The first day of next month as the English console types dates (DD/MM/YYYY). */
function firstOfNextMonth(): { typed: string; date: Date } {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const typed = `01/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  return { typed, date };
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name, article number or EAN' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

const productRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Products' }).getByRole('link', { name, exact: true });

/** Issue "Products": the operator's product catalogue journey, in Chromium against the real server. */
describe('products', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let productUrl = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/products`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${app.url}/products`);
    // A fresh database: the terms are asked once, after the session loads.
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the demo catalogue by name, 25 per page, with prices in euro', async () => {
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await productRow(page, 'Cola 0.33 l').waitFor();
    const names = await page.getByRole('table', { name: 'Products' }).getByRole('link').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByRole('row').filter({ hasText: 'Cola 0.33 l' }).textContent()).toContain('€2.50');
  });

  it('creates a product with an image, and refuses a 1401 px image with the spec message', async () => {
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL(`${app.url}/products/detail/new`);
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();

    await page.getByRole('button', { name: 'Create product' }).click();
    await toast(page, 'Please fill in the required fields.');
    await page.getByText('This field is required').first().waitFor();
    await page.getByText('Amounts must be greater than zero').first().waitFor();

    await page.getByLabel(/^Name/).fill('E2E Lemonade');
    await page.getByLabel('Article number', { exact: true }).fill('E2E-LEMON-1');
    await page.getByLabel(/^Default price \(EUR\)/).fill('2.49');
    await page.getByLabel('Default cost (EUR)', { exact: true }).fill('0.90');
    await page.getByLabel('EAN', { exact: true }).fill('4006381333931');
    await page.getByRole('combobox', { name: 'Tax' }).click();
    await page.getByRole('option', { name: 'DE 19 %', exact: true }).click();
    expect(await page.getByTestId('product-vat').textContent()).toBe('19.00 %');
    await page.getByLabel('Net content', { exact: true }).fill('330.5');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Actual weight must be a whole number').first().waitFor();
    await page.getByLabel('Net content', { exact: true }).fill('330');

    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'too-wide.png', mimeType: 'image/png', buffer: await png(1401, 20) });
    await page.getByText('Image must be at most 1400x1400 px').first().waitFor();
    await upload.setInputFiles({ name: 'lemonade.png', mimeType: 'image/png', buffer: await png(400, 400) });
    await page.getByText('The image is uploaded when you create the product.').waitFor();

    await page.getByRole('button', { name: 'Create product' }).click();
    await toast(page, 'Product created successfully.');
    await page.waitForURL(/\/products\/detail\/[0-9a-f-]{36}$/);
    productUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'E2E Lemonade' }).waitFor();
    const image = page.getByRole('img', { name: 'Image preview' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/v1\/images\//);
    await page.getByText('Not on any kiosk yet.').waitFor();

    // On an existing product the image is replaced and removed at once.
    const firstSrc = await image.getAttribute('src');
    await upload.setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await png(300, 200, '#1971c2') });
    await toast(page, 'Product image updated successfully.');
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstSrc);
    await page.getByRole('button', { name: 'Remove image' }).click();
    await toast(page, 'Product image deleted successfully.');
    await image.waitFor({ state: 'detached' });

    const [row] = await app.database.query<{ default_price: string; default_cost: string }>(
      "SELECT default_price::text, default_cost::text FROM product_lines WHERE name = 'E2E Lemonade'",
    );
    expect(row).toEqual({ default_price: '2.49', default_cost: '0.90' });
  });

  it('finds it in the list by EAN; the search survives a reload', async () => {
    await page.getByRole('link', { name: 'Back to products' }).click();
    await searchList(page, '4006381333931');
    await productRow(page, 'E2E Lemonade').waitFor();
    // Only the match is left once the search has applied (the earlier page stays while loading).
    const links = page.getByRole('table', { name: 'Products' }).getByRole('link');
    await expect.poll(() => links.count()).toBe(1);
    await page.reload();
    await productRow(page, 'E2E Lemonade').waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('4006381333931');
  });

  it('duplicates the product and adds a default price valid from next month', async () => {
    await productRow(page, 'E2E Lemonade').click();
    await page.waitForURL(productUrl);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await toast(page, 'Product duplicated successfully.');
    await page.getByRole('heading', { level: 1, name: 'E2E Lemonade (copy)' }).waitFor();
    expect(page.url()).not.toBe(productUrl);

    const next = firstOfNextMonth();
    await page.getByRole('button', { name: 'Add default price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add default price' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(/^Price \(EUR\)/).fill('2.79');
    await dialog.getByLabel('Valid from', { exact: true }).fill(next.typed);
    await dialog.getByLabel('Valid from', { exact: true }).press('Tab');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await toast(page, 'Price added.');
    const prices = page.getByRole('table', { name: 'Default prices' });
    await prices.getByText('€2.79').waitFor();
    await prices.getByText('Upcoming').waitFor();
    const [price] = await app.database.query<{ valid_from: Date }>(
      `SELECT p.valid_from FROM prices p JOIN product_lines l ON l.id = p.product_line_id
       WHERE l.name = 'E2E Lemonade (copy)' AND p.price = 2.79 AND p.kiosk_id IS NULL`,
    );
    expect(new Date(price?.valid_from ?? 0).getTime()).toBe(next.date.getTime());
  });

  it('archives the copy: gone from the list unless archived ones are shown', async () => {
    await page.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive product?' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Product archived.');
    await page.waitForURL(`${app.url}/products`);
    await searchList(page, 'E2E Lemonade');
    await productRow(page, 'E2E Lemonade').waitFor();
    expect(await productRow(page, 'E2E Lemonade (copy)').count()).toBe(0);
    await page.getByRole('switch', { name: 'Show archived' }).click();
    await page.waitForURL((url) => url.searchParams.get('archived') === 'show');
    await productRow(page, 'E2E Lemonade (copy)').waitFor();
    expect(await page.getByRole('switch', { name: 'Show archived' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Show archived' }).click();
    await page.waitForURL((url) => !url.searchParams.has('archived'));
  });

  it('refuses to delete a product on kiosks; deletes it after confirmation once no kiosk holds it', async () => {
    await searchList(page, 'Sparkling Water');
    await productRow(page, 'Sparkling Water 0.5 l').click();
    // The demo fleet's planograms hold it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Cannot delete product. Product added to one or more kiosks.');
    await app.database.query(
      "UPDATE kiosk_cells SET product_id = NULL, count = 0 WHERE product_id = (SELECT id FROM product_lines WHERE name = 'Sparkling Water 0.5 l')",
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete product?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product deleted successfully.');
    await page.waitForURL(`${app.url}/products`);
    const left = await app.database.query("SELECT id FROM product_lines WHERE name = 'Sparkling Water 0.5 l'");
    expect(left).toHaveLength(0);
  });

  it('exports the filtered list and downloads the file', async () => {
    await searchList(page, 'E2E');
    await productRow(page, 'E2E Lemonade').waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'CSV file' }).click();
    await toast(page, 'The product list will be sent to you by e-mail when it is ready.');
    const panel = page.getByRole('region', { name: 'My exports' });
    const download = panel.getByRole('button', { name: /^Download / }).first();
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await file.path()) as string, 'utf8');
    expect(csv).toContain('E2E Lemonade');
    expect(csv).toContain('4006381333931');
    // The export used the list's filters: the search, and archived products hidden.
    expect(csv).not.toContain('Cola 0.33 l');
    expect(csv).not.toContain('E2E Lemonade (copy)');
  });

  it('shows the product screens in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
    await page.getByRole('link', { name: 'Neues Produkt' }).waitFor();
    await page.getByRole('searchbox', { name: 'Nach Name, Artikelnummer oder EAN suchen' }).fill('Cola');
    const row = page.getByRole('row').filter({ hasText: 'Cola 0.33 l' });
    await row.waitFor();
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('2,50 €');
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: 'Cola 0.33 l' }).click();
    await page.getByRole('heading', { level: 2, name: 'Verknüpfte Kioske' }).waitFor();
    // The demo fleet's planograms hold it: its kiosks are listed, each a link to the kiosk.
    const linked = page.getByRole('region', { name: 'Verknüpfte Kioske' });
    await linked
      .getByRole('link', {
        name: /^(Office Tower Lobby|Tech Campus Cafeteria|Fitness Club Entrance|Hospital Staff Room|Coworking Kitchen)$/,
      })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Duplizieren' }).waitFor();
  });
});
