import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../apps/server/src/test-support/outbox.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const NAME = 'E2E Export fridge';

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Issue 13 "Exports": from the transactions screen, the refills CSV downloads at once for the period
 * and kiosk, the sales export is e-mailed and listed under "My exports" with its progress.
 */
describe('transactions exports', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let kioskId = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    kioskId = (await createKioskAsRoot(page, app.url, { name: NAME, serialNumber: 'E2E-EXPORT-01' })).id;
    const db = app.database;
    const org = await db.query<{ org_id: string }>('SELECT org_id FROM kiosks WHERE id = $1', [kioskId]);
    const orgId = org[0]?.org_id;
    const sale = await db.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
       VALUES ($1, $2, '2026-01-10T12:00:00Z', 1.50, 'paid', true) RETURNING id`,
      [orgId, kioskId],
    );
    await db.query("INSERT INTO transaction_items (transaction_id, name, price) VALUES ($1, 'Export water', 1.50)", [
      sale[0]?.id,
    ]);
    const refill = await db.query<{ id: string }>(
      "INSERT INTO refills (org_id, kiosk_id, created, type) VALUES ($1, $2, '2026-01-09T08:00:00Z', 'TABLET') RETURNING id",
      [orgId, kioskId],
    );
    await db.query(
      `INSERT INTO refill_items (refill_id, cell_id, name, count, refill_cost) VALUES
       ($1, 'A1', 'Export water', 8, 3.20), ($1, 'A2', 'Export bread', -1, -0.90)`,
      [refill[0]?.id],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('downloads the refills of the period as refills_{timestamp}.csv', async () => {
    await page.goto(`${app.url}/transactions/refills?from=2026-01-01&to=2026-01-31&kiosks=${kioskId}`);
    await page.getByTestId('refill-entry').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await expectAccessible(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Refills as CSV (download)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^refills_\d+\.csv$/);
    const lines = fs
      .readFileSync((await file.path()) as string, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Refill type');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes('Export water') && l.includes('Added') && l.includes(NAME))).toBe(true);
    expect(lines.some((l) => l.includes('Export bread') && l.includes('Removed'))).toBe(true);
    await toast(page, 'The refills file was downloaded.');
  });

  it('e-mails the sales export and shows it under My exports', async () => {
    await page.getByRole('tab', { name: 'Sales' }).click();
    await page.getByTestId('sale-expand').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Sales as CSV (by e-mail)' }).click();
    await toast(page, 'The sales file will be sent by e-mail when ready.');
    const panel = page.getByRole('region', { name: 'My exports' });
    await panel
      .getByRole('button', { name: /^Download / })
      .first()
      .waitFor({ timeout: 60_000 });
    await expectAccessible(page);
    const mail = await waitForMail(app.dataDir, { to: TEST_ADMIN.email, subject: /Sales/ });
    const csv = mail.attachments[0]?.content.toString('utf8') ?? '';
    expect(csv).toContain('Export water 1.50');
    expect(csv).toContain(NAME);
  });

  it('exports the products tab in German, e-mailed with German headers', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('tab', { name: 'Produkte' }).click();
    await page.getByRole('button', { name: 'Exportieren' }).click();
    await page.getByRole('menuitem', { name: 'Produkte als CSV (per E-Mail)' }).click();
    await toast(page, 'Die Statistik der Produktlinien wird per E-Mail gesendet, sobald sie fertig ist.');
    await expectAccessible(page);
    const mail = await waitForMail(app.dataDir, { to: TEST_ADMIN.email, subject: /Produktlinien/ });
    const csv = mail.attachments[0]?.content.toString('utf8') ?? '';
    expect(csv).toContain('Verkauft');
    expect(csv).toContain('Export water');
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it('offers the exports on a phone (320 px)', async () => {
    await browser.close();
    browser = await openBrowser({ width: 320, height: 700 });
    page = browser.page;
    await page.goto(`${app.url}/transactions/refills?from=2026-01-01&to=2026-01-31&kiosks=${kioskId}`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByTestId('refill-entry').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Refills as Excel (by e-mail)' }).click();
    await toast(page, 'The refills file will be sent by e-mail when ready.');
    await expectAccessible(page);
  });
});
