import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeFor } from '@kiosk/common/format';
import { createManualClock, loadProfile, startKiosk, type ManualClock, type VirtualKiosk } from '@kiosk/kiosk-sim';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, generateDeviceCredentials } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, type Console } from './support/server.ts';

const SERIAL = 'E2E-FIELD-JOURNEY-01';
const FRIDGE = 'E2E Field journey fridge';
const RITA = { email: 'rita@journey.e2e', password: 'rita-password-1', firstName: 'Rita', lastName: 'Route' };
const SKYR = { name: 'Journey Skyr', price: '2.00', cost: '0.50', grams: 330, capacity: 6 };
const JUICE = { name: 'Journey Juice', price: '3.00', cost: '1.20', grams: 520, capacity: 8 };
/** The server derives a closed session after its message committed; the journey allows for a loaded machine. */
const DERIVED = 20_000;
const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A calendar day as the console writes it in English (apps/web/src/lib/calendar-day.ts). */
const longDay = (isoDay: string) =>
  new Intl.DateTimeFormat(localeFor('en'), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
/** A calendar day as the field app writes it in English (apps/web/src/features/field/field-format.ts). */
const fieldDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Issue 31's proof: a replenisher on a 375 px phone signs in, loads the day and opens the door of a
 * simulated fridge connected over MQTT (createRefill → open_door → the fridge's refill session: door open,
 * cells filled, weighed, closed — nothing arranged in the database). Offline, she records the cell
 * checklist — a damaged pot taken out with its reason, the best-before days of what the scales weighed in,
 * two pots already past their day. Back online the queue syncs, and the console, as the admin on a
 * desktop, shows her refill in the refill history (scale against record, the waste, the nearest day), the
 * best-before day on the kiosk's inventory, the waste report line, and the product-expiry alert that the
 * server's expiry check raises from those batches.
 */
describe('a replenisher refills a simulated fridge offline', () => {
  let app: Console;
  let admin: Browser;
  let phone: Browser;
  let page: Page;
  let fridge: VirtualKiosk | undefined;
  let clock: ManualClock;
  let kioskId = '';
  const cell = (id: string) => page.getByTestId(`field-cell-${id}`);
  const counts = async () =>
    (
      await app.database.query<{ cell_id: string; count: number }>(
        'SELECT cell_id, count FROM kiosk_cells WHERE kiosk_id = $1 AND product_id IS NOT NULL ORDER BY cell_id',
        [kioskId],
      )
    ).map((row) => `${row.cell_id}:${row.count}`);

  beforeAll(async () => {
    app = await startConsole();
    admin = await openBrowser();
    kioskId = (await createKioskAsRoot(admin.page, app.url, { name: FRIDGE, serialNumber: SERIAL })).id;
    const credentials = await generateDeviceCredentials(admin.page);

    const orgId = (
      await app.database.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId])
    )[0]?.org_id;
    const root = await app.rootViewer();
    const ritaId = (await app.createUser(RITA, [[orgId ?? '', 'replenisher']])).id;
    const product = (p: typeof SKYR) =>
      app.services.products.create(root, {
        orgId,
        name: p.name,
        defaultPrice: p.price,
        defaultCost: p.cost,
        packagingOptions: [{ unitCount: 1, grossWeightGrams: p.grams, tolerancePercentage: 5 }],
        capacities: [{ surfaceSize: 50, units: p.capacity }],
      });
    const skyr = await product(SKYR);
    const juice = await product(JUICE);
    const replenishers = app.services.field;
    const { planogram } = app.services.stock;
    const { visits } = app.services.replenishment;
    await planogram.configure(root, kioskId, 'single');
    await planogram.update(root, kioskId, [
      { cellId: 'A1', productId: skyr.id, surfaceSize: 'N50' },
      { cellId: 'A2', productId: juice.id, surfaceSize: 'N50' },
    ]);
    await visits.set(root, kioskId, { weekdays: [1, 2, 3, 4, 5, 6, 7] });
    await replenishers.assign(root, kioskId, ritaId);

    // The simulated fridge connects with the console's credentials. Its time moves only when the journey
    // says so, starting a little in the past so that it never runs ahead of the server's clock.
    clock = createManualClock(Date.now() - 20 * MINUTE);
    fridge = await startKiosk({
      serialNumber: credentials.username,
      password: credentials.password,
      url: credentials.url,
      clock,
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
    });
    // The apply_planogram queued by the planogram save reaches the fridge: two empty cells.
    await vi.waitFor(
      () =>
        expect(fridge?.cells.filter((c) => c.sellable).map((c) => `${c.cellId}:${c.count}`)).toEqual(['A1:0', 'A2:0']),
      { timeout: DERIVED, interval: 200 },
    );

    phone = await openBrowser({ width: 375, height: 740 });
    page = phone.page;
  });
  afterAll(async () => {
    await fridge?.stop();
    await phone?.close();
    await admin?.close();
    await app?.stop();
  });

  it('opens the door online, records the checklist offline and syncs it when back online', async () => {
    // Sign in and load the day: the fridge is on Rita's route.
    await page.goto(app.url);
    await signIn(page, RITA.email, RITA.password);
    await acceptTermsIfAsked(page);
    await page.waitForURL(/\/field$/);
    const stop = page.getByTestId('field-stop');
    await stop.getByRole('heading', { name: FRIDGE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // At the kiosk, with the network: the door opens through the server and the fridge over MQTT.
    await stop.getByRole('link', { name: 'At the kiosk' }).click();
    await cell('A1').waitFor();
    await page.getByRole('button', { name: 'Open the door' }).click();
    await page.getByTestId('field-door-open').waitFor();
    await vi.waitFor(() => expect(fridge?.session?.kind).toBe('refill'), { timeout: DERIVED, interval: 100 });
    // With the door still open she dates the juice she is putting in: the kiosk has not weighed it in yet,
    // so the date waits (not a conflict) and goes by itself once the kiosk has reported the refill.
    const juice = cell('A2');
    await juice.getByLabel('Batch 1', { exact: true }).fill('8');
    await juice.getByLabel('Best before').fill(day(20));
    await juice.getByRole('button', { name: 'Save the cell' }).click();
    await juice.getByText('Saved').waitFor();
    await page
      .getByTestId('field-waiting-scale')
      .filter({ hasText: '1 date waits until the kiosk has weighed in what you put in' })
      .waitFor();
    expect(await page.getByTestId('field-conflict').count()).toBe(0);
    // The refill at the fridge: every cell filled (6 Skyr, 8 Juice), door closed, session closed.
    await clock.advance(15 * MINUTE);
    expect(fridge?.session).toBeUndefined();
    await vi.waitFor(async () => expect(await counts()).toEqual(['A1:6', 'A2:8']), {
      timeout: DERIVED,
      interval: 200,
    });
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('field-conflict').count()).toBe(0);

    // The network is gone (the basement): the checklist is recorded on the phone.
    await page.context().setOffline(true);
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();
    const skyr = cell('A1');
    // The scales weighed these in: the app only asks for their dates.
    expect(await skyr.getByLabel(/^The scale weighed these in/).isChecked()).toBe(true);
    await skyr.getByLabel('Units removed').fill('1');
    await skyr.getByLabel('Waste reason', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    // Two pots carry yesterday's day — expired since 00:00 UTC, the expiry alert's window — and three a week ahead.
    await skyr.getByLabel('Batch 1', { exact: true }).fill('2');
    await skyr.getByLabel('Best before').first().fill(day(-1));
    await skyr.getByRole('button', { name: 'Add a batch' }).click();
    await skyr.getByLabel('Batch 2', { exact: true }).fill('3');
    await skyr.getByLabel('Best before').nth(1).fill(day(7));
    await skyr.getByRole('button', { name: 'Save the cell' }).click();
    await skyr.getByText('Saved').waitFor();

    // The waste, the dates and the count of the cell.
    await page.getByTestId('field-pending').filter({ hasText: '3 actions wait for the network.' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    expect(await app.database.query('SELECT 1 FROM kiosk_waste WHERE kiosk_id = $1', [kioskId])).toHaveLength(0);

    // Back online: the queue is sent, in order, with its idempotency keys.
    await page.context().setOffline(false);
    await page.getByTestId('field-pending').filter({ hasText: 'Everything is sent.' }).waitFor();
    expect(await page.getByTestId('field-conflict').count()).toBe(0);
    expect(await counts()).toEqual(['A1:5', 'A2:8']);
    const batches = await app.database.query<{ cell_id: string; quantity: number; best_before: string | null }>(
      `SELECT c.cell_id, b.quantity, to_char(b.best_before, 'YYYY-MM-DD') AS best_before
         FROM kiosk_cell_batches b JOIN kiosk_cells c ON c.id = b.cell_row_id
        WHERE b.kiosk_id = $1 AND b.quantity > 0 ORDER BY c.cell_id, b.best_before NULLS LAST`,
      [kioskId],
    );
    expect(batches).toEqual([
      { cell_id: 'A1', quantity: 2, best_before: day(-1) },
      { cell_id: 'A1', quantity: 3, best_before: day(7) },
      { cell_id: 'A2', quantity: 8, best_before: day(20) },
    ]);

    // The day, read again after the sync, says what to take out now: the two pots past their day.
    await page.getByRole('link', { name: 'Today' }).click();
    await page
      .getByTestId('field-stop')
      .getByTestId('field-pull')
      .getByText(`Take out 2 × ${SKYR.name} from A1, best before ${fieldDay(day(-1))}`)
      .waitFor();
    await expectAccessible(page);
  });

  it('the console shows the refill, the batches, the waste and the expiry alert', async () => {
    // The expiry check the alert sweep runs every ten minutes (docs/alerts.md), run now on the real batches.
    await app.services.alerts.checkExpiry();
    const desk = admin.page;

    // The per-person refill history: Rita opened the door; the scale weighed 6 Skyr, she dated 5 and
    // wasted 1 — the difference shows.
    await desk.goto(`${app.url}/reports/refills`);
    await desk.getByRole('heading', { level: 1, name: 'Refill history' }).waitFor();
    const visit = desk.getByTestId('refill-visit').filter({ hasText: 'Refill session' });
    await visit.waitFor();
    expect(await visit.getByTestId('refill-visit-person').innerText()).toBe('Rita Route');
    const lines = (await visit.getByTestId('refill-visit-line').allInnerTexts()).map(squash);
    // Cell, product, weighed in (units, grams as the scale read them), recorded, difference, wasted, nearest day.
    expect(lines).toHaveLength(2);
    // …and the scale against the counts: put in (dated) 5 minus 1 taken out is +4, the scale measured +6.
    expect(lines[0]).toMatch(
      new RegExp(`^A1 ${SKYR.name} 6 \\+\\d+ g 5 -1 1 ${longDay(day(-1))} Net \\+4, scale \\+6 \\(-2\\)$`),
    );
    expect(lines[1]).toMatch(new RegExp(`^A2 ${JUICE.name} 8 \\+\\d+ g 8 0 – ${longDay(day(20))} Agree$`));
    expect(await visit.getByTestId('refill-visit-differences').textContent()).toBe('1 difference');
    await expectAccessible(desk);

    // The kiosk's inventory: the stock and its batches by best-before day, first-expiring first, the
    // expired one marked.
    await desk.goto(`${app.url}/kiosks/detail/${kioskId}`);
    const inventory = desk.getByRole('region', { name: 'Inventory', exact: true });
    const skyrRow = inventory.getByRole('row').filter({ hasText: SKYR.name });
    await skyrRow.getByTestId('inventory-batch').nth(1).waitFor();
    expect(await skyrRow.textContent()).toContain('5 of 6 units');
    expect(await skyrRow.getByTestId('inventory-batch').allInnerTexts()).toEqual([
      `2 × ${longDay(day(-1))} (expired)`,
      `3 × ${longDay(day(7))}`,
    ]);
    const juiceRow = inventory.getByRole('row').filter({ hasText: JUICE.name });
    expect(await juiceRow.getByTestId('inventory-batch').allInnerTexts()).toEqual([`8 × ${longDay(day(20))}`]);
    await expectAccessible(desk);

    // The waste report: the damaged pot at its cost.
    await desk.goto(`${app.url}/reports/waste`);
    const waste = desk.getByTestId('waste-line').filter({ hasText: SKYR.name });
    await waste.waitFor();
    expect(squash(await waste.innerText())).toBe(`${SKYR.name} ${FRIDGE} Damaged 1 €0.50 1`);
    expect(await desk.getByTestId('waste-line').count()).toBe(1);
    await expectAccessible(desk);

    // The alerts screen: the product-expiry alert of the fridge, naming the cell.
    await desk.goto(`${app.url}/alerts`);
    const alert = desk.getByRole('row').filter({ hasText: 'Product expiry' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(FRIDGE);
    expect(await alert.getByTestId('alert-status').textContent()).toBe('Open');
    await expectAccessible(desk);
  });
});
