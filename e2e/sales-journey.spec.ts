import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock, loadProfile, startKiosk, type ManualClock, type VirtualKiosk } from '@kiosk/kiosk-sim';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, generateDeviceCredentials } from './support/kiosks.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const SERIAL = 'E2E-JOURNEY-01';
const NAME = 'E2E Journey fridge';
const COLA = { name: 'Journey Cola 0.33 l', price: '2.50', cost: '0.80', grams: 400, capacity: 6 };
const WATER = { name: 'Journey Water 0.5 l', price: '1.20', cost: '0.30', grams: 520, capacity: 8 };
/** The server derives a closed session after its message committed; the journeys allow for a loaded machine. */
const DERIVED = 20_000;
const MINUTE = 60_000;

interface ClosedCell {
  cellId: string;
  weightBefore: number;
  weightAfter: number;
}

const metric = (page: Page, key: string) => page.getByTestId(`metric-${key}`).innerText();
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Issue 13's proof: nothing arranged in the database. Products, a planogram and a kiosk are created in
 * the console and through its API; a simulated fridge connects with the credentials the console
 * generated, is refilled and sells to one customer; the console derives the refill and the sale from
 * those sessions. The sale shows with its items, prices and the load-cell evidence, one item is refunded
 * and the metric widgets subtract it; the refill shows with its Added lines; the same screens in German.
 */
describe('a simulated sale in the console', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let fridge: VirtualKiosk | undefined;
  let clock: ManualClock;
  let kioskId = '';
  let screenUrl = '';
  const closed: { kind: string; sessionId: string; cells: ClosedCell[] }[] = [];
  const opened = new Map<string, string>();

  async function api<T>(endpoint: string, query: string, variables: object): Promise<T> {
    const root = await app.users.findByEmail(TEST_ADMIN.email);
    const response = await fetch(`${app.url}/api/v1/${endpoint}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await app.token(root?.id ?? '')}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  async function createProduct(orgId: string, product: typeof COLA): Promise<string> {
    const data = await api<{ createProductLine: { _id: string } }>(
      'products',
      'mutation ($data: ProductLineInput!) { createProductLine(data: $data) { _id } }',
      {
        data: {
          orgId,
          name: product.name,
          defaultPrice: product.price,
          defaultCost: product.cost,
          packagingOptions: [{ unitCount: 1, grossWeightGrams: product.grams, tolerancePercentage: 5 }],
          capacities: [{ surfaceSize: 50, units: product.capacity }],
        },
      },
    );
    return data.createProductLine._id;
  }

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    ({ id: kioskId } = await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: SERIAL }));
    const kiosk = await api<{ getKioskWithCapacities: { orgId: string } }>(
      'kiosk',
      'query ($id: ID!) { getKioskWithCapacities(id: $id) { orgId } }',
      { id: kioskId },
    );
    const orgId = kiosk.getKioskWithCapacities.orgId;
    const cola = await createProduct(orgId, COLA);
    const water = await createProduct(orgId, WATER);
    await api('kiosk', 'mutation ($kioskId: ID!) { configureLoadCells(kioskId: $kioskId, preset: single) { _id } }', {
      kioskId,
    });
    await api(
      'kiosk',
      'mutation ($kioskId: ID!, $cells: [LoadCellInput!]!) { updateLoadcell(kioskId: $kioskId, cells: $cells) { _id } }',
      {
        kioskId,
        cells: [
          { cellId: 'A1', productId: cola, surfaceSize: 'N50' },
          { cellId: 'A2', productId: water, surfaceSize: 'N50' },
        ],
      },
    );
  });
  afterAll(async () => {
    await fridge?.stop();
    await browser?.close();
    await app?.stop();
  });

  it('connects a simulated fridge with the generated credentials; it takes the planogram and is refilled', async () => {
    const { username, password, url } = await generateDeviceCredentials(page);

    // Simulated time moves only when the journey says so; it starts a little in the past so that it never
    // runs ahead of the server's clock.
    clock = createManualClock(Date.now() - 30 * MINUTE);
    screenUrl = `${app.url}/transactions/sales?from=${day(clock.now() - 24 * 60 * MINUTE)}&to=${day(Date.now() + 24 * 60 * MINUTE)}&kiosks=${kioskId}`;
    fridge = await startKiosk({
      serialNumber: username,
      password,
      url,
      clock,
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
      onPublish: (topic, payload) => {
        if (!topic.endsWith('/event')) return;
        const event = JSON.parse(payload) as { type: string; sessionId: string; kind?: string; cells?: ClosedCell[] };
        if (event.type === 'session.opened') opened.set(event.sessionId, event.kind ?? '');
        if (event.type === 'session.closed')
          closed.push({
            kind: opened.get(event.sessionId) ?? '',
            sessionId: event.sessionId,
            cells: event.cells ?? [],
          });
      },
    });
    // The apply_planogram queued by the planogram save reaches the fridge once it is connected.
    await vi.waitFor(
      () => expect(fridge?.cells.filter((cell) => cell.sellable).map((cell) => cell.cellId)).toEqual(['A1', 'A2']),
      {
        timeout: DERIVED,
        interval: 200,
      },
    );
    expect(fridge.cells.filter((cell) => cell.sellable).map((cell) => cell.count)).toEqual([0, 0]);

    // A technician refills at the fridge's tablet: every product cell to its capacity.
    expect(await fridge.refill({ mode: 'tablet' })).toBeDefined();
    await clock.advance(15 * MINUTE);
    expect(fridge.session).toBeUndefined();
    expect(fridge.cells.filter((cell) => cell.sellable).map((cell) => cell.count)).toEqual([
      COLA.capacity,
      WATER.capacity,
    ]);
    expect(closed.map((session) => session.kind)).toEqual(['refill']);
  });

  it('a customer buys two colas and a water: the sale shows with its items, prices and evidence', async () => {
    // The sales tab is open before the customer comes: the sale must appear without a reload.
    await page.goto(screenUrl);
    await page.getByText('No sales in this period.').waitFor();
    await page
      .getByTestId('metric-productsAdded')
      .filter({ hasText: String(COLA.capacity + WATER.capacity) })
      .waitFor({
        timeout: DERIVED,
      });
    await page.evaluate(() => Object.assign(window, { journeyMarker: true }));
    const sessionId = await fridge?.purchase([
      { cellId: 'A1', units: 2 },
      { cellId: 'A2', units: 1 },
    ]);
    expect(sessionId).toBeDefined();
    // Door, products taken, door closed, then the payment a few seconds later.
    await clock.advance(2 * MINUTE);
    expect(fridge?.session).toBeUndefined();
    const session = closed.find((entry) => entry.sessionId === sessionId);
    expect(session?.cells.map((cell) => cell.cellId)).toEqual(['A1', 'A2']);

    await page.getByTestId('sale-expand').first().waitFor({ timeout: DERIVED });
    expect(await page.evaluate(() => 'journeyMarker' in window)).toBe(true);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.filter({ hasText: 'Paid' }).waitFor({ timeout: DERIVED });
    expect(await page.getByTestId('sale-expand').count()).toBe(1);
    expect(await row.textContent()).toContain(`${COLA.name}, ${COLA.name}, ${WATER.name}`);
    expect(await row.textContent()).toContain('6.20');
    expect(await metric(page, 'totalTransactions')).toBe('1');
    expect(await metric(page, 'grossIncome')).toContain('6.20');
    expect(await metric(page, 'productsSold')).toBe('3');
    expect(await metric(page, 'productsAdded')).toBe(String(COLA.capacity + WATER.capacity));
    expect(await metric(page, 'mostSold')).toBe(`${COLA.name} (2)`);

    await page.getByTestId('sale-expand').first().click();
    const details = page.getByTestId('sale-details');
    await details.waitFor();
    const items = details.getByRole('table').first().getByRole('row');
    expect(await items.filter({ hasText: COLA.name }).count()).toBe(2);
    expect(await items.filter({ hasText: COLA.name }).first().textContent()).toContain(COLA.price);
    expect(await items.filter({ hasText: WATER.name }).textContent()).toContain(WATER.price);
    // The evidence is what the fridge's load cells reported, weighed with the products' unit weights.
    const evidence = page.getByTestId('sale-evidence');
    for (const [cell, product, units] of [
      [session?.cells[0], COLA, 2],
      [session?.cells[1], WATER, 1],
    ] as const) {
      const cells = await evidence
        .getByRole('row')
        .filter({ hasText: cell?.cellId ?? '?' })
        .getByRole('cell')
        .allInnerTexts();
      expect(cells).toEqual([
        cell?.cellId,
        `${cell?.weightBefore} g`,
        `${cell?.weightAfter} g`,
        `${product.grams} g`,
        `${product.grams * 0.05} g`,
        String(units),
      ]);
    }
    await expectAccessible(page);
  });

  it('refunds the water with a reason: the metric widgets subtract it and equal the rows', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this sale' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(3);
    for (const box of await dialog.getByRole('checkbox', { name: new RegExp(COLA.name) }).all()) await box.uncheck();
    await dialog.getByLabel('Reason').fill('Bottle was leaking');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(/^Refunded [^:]*1\.20\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('metric-grossIncome').filter({ hasText: '5.00' }).waitFor();
    expect(await metric(page, 'productsSold')).toBe('2');
    expect(await metric(page, 'totalTransactions')).toBe('1');
    // The row keeps its total and notes the refund: total − refunded = the widget's gross income.
    const row = page.getByRole('row').filter({ hasText: NAME }).first();
    expect(await row.textContent()).toContain('6.20');
    expect(await row.textContent()).toContain('1.20 refunded');
    await page.getByTestId('sale-refunds').getByText('Bottle was leaking').waitFor();
    expect(await page.getByTestId('item-refunded').count()).toBe(1);
    expect(
      await page
        .getByTestId('sale-details')
        .getByRole('row')
        .filter({ has: page.getByTestId('item-refunded') })
        .textContent(),
    ).toContain(WATER.name);
    await expectAccessible(page);
  });

  it('lists the refill with its Added lines', async () => {
    await page.getByRole('tab', { name: 'Refills' }).click();
    await page.getByTestId('refill-entry').nth(1).waitFor();
    // The badges are upper case on screen only: textContent is the label itself.
    const entries = await page.getByTestId('refill-entry').allTextContents();
    expect(entries.map((entry) => entry.replace(/\s+/g, ' ').replace(/^(Added|Removed)/, '$1 '))).toEqual([
      expect.stringMatching(new RegExp(`^Added ${COLA.capacity} × ${COLA.name} \\(A1\\), €?4\\.80`)),
      expect.stringMatching(new RegExp(`^Added ${WATER.capacity} × ${WATER.name} \\(A2\\), €?2\\.40`)),
    ]);
    await page.getByRole('row').filter({ hasText: 'Tablet' }).first().waitFor();
    await expectAccessible(page);
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Hinzugefügt', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Verkäufe' }).click();
    await page.getByText('Bruttoeinnahmen').waitFor();
    expect(await metric(page, 'grossIncome')).toContain('5,00');
    await page.getByTestId('sale-expand').first().click();
    const evidence = page.getByTestId('sale-evidence');
    await evidence.getByRole('columnheader', { name: 'Gewicht vorher' }).waitFor();
    await evidence.getByRole('columnheader', { name: 'Berechnete Stück' }).waitFor();
    await page.getByTestId('item-refunded').getByText('Erstattet').waitFor();
    await page.getByTestId('sale-refunds').getByText('Erstattungen').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Gross income').waitFor();
  });
});
