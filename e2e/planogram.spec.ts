import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-PLANO-01';
const NAME = 'E2E Planogram fridge';
const SHOTS = process.env.E2E_SCREENSHOTS;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const cellButton = (page: Page, cellId: string) => page.locator(`[data-cell="${cellId}"]`);

/**
 * Issue "Planogram and inventory": lay out a double kiosk from the preset, put the demo organization's
 * products on cells, correct a quantity (recorded as a Mission Control refill), see the stock on the
 * kiosk page, and the planogram in German; every screen audited with axe.
 */
describe('planogram and inventory', () => {
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

  it('lays out a double kiosk from the preset: sides A and B, 30 cells', async () => {
    const inventory = page.getByRole('region', { name: 'Inventory', exact: true });
    await inventory.getByText('No products on this kiosk yet.').waitFor();
    await inventory.getByRole('link', { name: 'Open planogram' }).click();
    await page.getByRole('heading', { level: 1, name: `Planogram: ${NAME}` }).waitFor();
    await page.getByText('No load cells yet').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Double kiosk (30 cells)' }).click();
    await toast(page, 'Double kiosk added');
    await page.getByRole('region', { name: 'Side A' }).waitFor();
    await page.getByRole('region', { name: 'Side B' }).waitFor();
    await cellButton(page, 'B15').waitFor();
    expect(await page.locator('[data-cell]').count()).toBe(30);
    expect(await cellButton(page, 'B1').textContent()).toContain('Pos. 16empty0 / 0');
    await expectAccessible(page);
  });

  it('puts products on cells; max quantity from the product capacity; apply_planogram is queued', async () => {
    await cellButton(page, 'A1').click();
    const dialog = page.getByRole('dialog', { name: 'Cell A1' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Product', exact: true }).click();
    await page.getByRole('option', { name: /^Still Water 0\.5 l/ }).click();
    await dialog.getByText('Max quantity: 6').waitFor();
    await dialog.getByLabel('ESL tag id', { exact: true }).fill('ESL-A1');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save cell' }).click();
    await toast(page, 'Scale updated');
    await dialog.waitFor({ state: 'detached' });
    await cellButton(page, 'A1').filter({ hasText: 'Still Water 0.5 l0 / 6' }).waitFor();

    await cellButton(page, 'B1').click();
    const second = page.getByRole('dialog', { name: 'Cell B1' });
    await second.getByRole('combobox', { name: 'Product', exact: true }).click();
    await page.getByRole('option', { name: /^Sparkling Water 0\.5 l/ }).click();
    await second.getByText('N33', { exact: true }).click();
    await second.getByText('Max quantity: 4').waitFor();
    await second.getByRole('button', { name: 'Save cell' }).click();
    await toast(page, 'Scale updated');
    await cellButton(page, 'B1').filter({ hasText: 'Sparkling Water 0.5 l0 / 4' }).waitFor();

    const commands = await app.database.query<{
      type: string;
      params: { cells: { cellId: string; maxQty: number }[] };
    }>(
      "SELECT type, params FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'apply_planogram' ORDER BY created_at DESC LIMIT 1",
      [kioskId],
    );
    expect(commands[0]?.params.cells.find((cell) => cell.cellId === 'B1')?.maxQty).toBe(4);
    // The commands panel of the page lists it.
    const panel = page.getByRole('region', { name: 'Commands', exact: true });
    await panel
      .getByRole('row')
      .filter({ hasText: /planogram/i })
      .first()
      .waitFor();
  });

  it('refuses a position in use with the spec text', async () => {
    await cellButton(page, 'A2').click();
    const dialog = page.getByRole('dialog', { name: 'Cell A2' });
    await dialog.getByLabel('Planogram position', { exact: true }).fill('16');
    await dialog.getByRole('button', { name: 'Save cell' }).click();
    await toast(page, 'Provided planogram position is already in use');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('corrects a quantity, recorded as a Mission Control refill, and shows it on the kiosk page', async () => {
    await cellButton(page, 'A1').click();
    await page.getByRole('dialog', { name: 'Cell A1' }).getByRole('button', { name: 'Correct quantity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the quantity of cell A1' });
    await dialog.waitFor();
    await dialog.getByLabel('Units on the cell', { exact: true }).fill('4');
    await dialog.getByLabel('Note (optional)', { exact: true }).fill('Counted on site');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save quantity' }).click();
    await toast(page, 'Quantity corrected');
    await cellButton(page, 'A1').filter({ hasText: 'Still Water 0.5 l4 / 6' }).waitFor();
    const refills = await app.database.query<{ type: string; note: string; count: number }>(
      'SELECT r.type, r.note, i.count FROM refills r JOIN refill_items i ON i.refill_id = r.id WHERE r.kiosk_id = $1',
      [kioskId],
    );
    expect(refills).toEqual([{ type: 'MISSION_CONTROL', note: 'Counted on site', count: 4 }]);

    await page.goto(kioskUrl);
    const inventory = page.getByRole('region', { name: 'Inventory', exact: true });
    const row = inventory.getByRole('row').filter({ hasText: 'Still Water 0.5 l' });
    await row.waitFor();
    expect(await row.textContent()).toContain('4 of 6 units');
    expect(await inventory.getByRole('row').filter({ hasText: 'Sparkling Water 0.5 l' }).textContent()).toContain(
      '0 of 4 units',
    );
    await expectAccessible(page);
  });

  it('deletes a cell after a confirmation: its slot stays empty, nothing moves, and the slot adds it back', async () => {
    await page
      .getByRole('region', { name: 'Inventory', exact: true })
      .getByRole('link', { name: 'Open planogram' })
      .click();
    const topShelf = page.getByRole('region', { name: 'Side A' }).getByRole('group', { name: 'Shelf 1' });
    const order = () =>
      topShelf
        .locator('[data-cell], [data-empty-slot]')
        .evaluateAll((tiles) =>
          tiles.map((tile) => tile.getAttribute('data-cell') ?? `(${tile.getAttribute('data-empty-slot') ?? ''})`),
        );
    await cellButton(page, 'A2').click();
    await page.getByRole('dialog', { name: 'Cell A2' }).getByRole('button', { name: 'Delete cell' }).click();
    await page.getByRole('dialog', { name: 'Delete cell A2?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Scale deleted');
    await page.locator('[data-empty-slot="A2"]').waitFor();
    // A3 did not move into A2's place: the shelf reads A1, (empty), A3, A4, A5, and A6 still opens shelf 2.
    expect(await order()).toEqual(['A1', '(A2)', 'A3', 'A4', 'A5']);
    expect(await cellButton(page, 'A3').textContent()).toContain('Pos. 3');
    expect(await page.locator('[data-cell]').count()).toBe(29);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/planogram-empty-slot.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'A2 Empty slot Add cell' }).click();
    await toast(page, 'Load cell A2 added');
    await cellButton(page, 'A2').filter({ hasText: 'Pos. 2' }).waitFor();
    expect(await order()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);

    await cellButton(page, 'B15').click();
    await page.getByRole('dialog', { name: 'Cell B15' }).getByRole('button', { name: 'Delete cell' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete cell B15?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Scale deleted');
    await cellButton(page, 'B15').waitFor({ state: 'detached' });
    expect(await page.locator('[data-cell]').count()).toBe(29);
  });

  it('shows the planogram in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: `Planogramm: ${NAME}` }).waitFor();
    await page.getByRole('region', { name: 'Seite A' }).waitFor();
    await page.getByRole('button', { name: 'Doppelkiosk (30 Zellen)' }).waitFor();
    expect(await cellButton(page, 'A1').textContent()).toContain('Pos. 1Still Water 0.5 l4 / 6');
    await cellButton(page, 'A2').filter({ hasText: 'leer' }).waitFor();
    await page.getByRole('button', { name: 'B15 Leerer Platz Zelle hinzufügen' }).waitFor();
    expect(await page.locator('[data-empty-slot="B15"]').textContent()).toContain('Leerer Platz');
    await cellButton(page, 'A1').click();
    const dialog = page.getByRole('dialog', { name: 'Zelle A1' });
    await dialog.getByRole('button', { name: 'Menge korrigieren' }).waitFor();
    await dialog.getByText('Höchstmenge: 6').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('link', { name: 'Zurück zum Kiosk' }).click();
    const inventory = page.getByRole('region', { name: 'Bestand', exact: true });
    expect(await inventory.getByRole('row').filter({ hasText: 'Still Water 0.5 l' }).textContent()).toContain(
      '4 von 6 Stück',
    );
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('region', { name: 'Inventory', exact: true }).waitFor();
  });

  it('sets a kiosk-specific price with the kiosk picker; the kiosk gets it in its planogram', async () => {
    const [product] = await app.database.query<{ id: string }>(
      "SELECT id FROM product_lines WHERE name = 'Still Water 0.5 l'",
    );
    await page.goto(`${app.url}/products/detail/${product?.id ?? ''}`);
    await page.getByRole('button', { name: 'Add kiosk price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add kiosk price' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Kiosk', exact: true }).click();
    await page.getByRole('option', { name: `${NAME} (${SERIAL})` }).click();
    await dialog.getByLabel(/^Price \(EUR\)/).fill('1.99');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await toast(page, 'Price added.');
    const prices = page.getByRole('table', { name: 'Kiosk-specific prices' });
    await prices.getByRole('row').filter({ hasText: NAME }).waitFor();
    const [latest] = await app.database.query<{ params: { cells: { cellId: string; price: string | null }[] } }>(
      "SELECT params FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'apply_planogram' ORDER BY created_at DESC LIMIT 1",
      [kioskId],
    );
    expect(latest?.params.cells.find((cell) => cell.cellId === 'A1')?.price).toBe('1.99');
  });

  it('stacks sides A and B on a phone', async () => {
    await browser.close();
    browser = await openBrowser({ width: 360, height: 740 });
    page = browser.page;
    await page.goto(`${app.url}/kiosks/planogram/${kioskId}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    const sideA = await page.getByRole('region', { name: 'Side A' }).boundingBox();
    const sideB = await page.getByRole('region', { name: 'Side B' }).boundingBox();
    expect(sideA && sideB).toBeTruthy();
    expect(Math.abs((sideA?.x ?? 0) - (sideB?.x ?? 0))).toBeLessThan(2);
    expect(sideB?.y ?? 0).toBeGreaterThan(sideA?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});
