import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../apps/server/src/test-support/outbox.ts';
import { pdfTexts } from '../apps/server/src/test-support/pdf.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { createKioskAsRoot, moveKioskToNewOrganization } from './support/kiosks.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

/** The browser runs on this machine: the organization lives in its time zone, so local days agree. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const SHOTS = process.env.E2E_SCREENSHOTS;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local day N days ago (YYYY-MM-DD) and an instant on it at a local time. */
const daysAgo = (n: number, hour = 12, minute = 0) => {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, hour, minute);
  return { day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, at };
};

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Issue 15 "Reports": the report export is requested from the Reports screen's Export menu, built by the
 * exports job and e-mailed (found in the outbox with the figures); the Temperature compliance view opens from
 * Reports, shows the day's time above 7 °C and the excursion, downloads its PDF, speaks German, fits a phone.
 */
describe('report exports and temperature compliance', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let orgId = '';
  let kioskId = '';
  const yesterday = daysAgo(1);
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    kioskId = (await createKioskAsRoot(page, app.url, { name: 'E2E Audit fridge', serialNumber: 'E2E-AUD-01' })).id;
    orgId = await moveKioskToNewOrganization(app, kioskId, {
      name: 'E2E Audit Org',
      slug: 'e2e-audit-org',
      currency: 'eur',
      timeZone: ZONE,
    });
    // One sale yesterday at 10:15: Lemonade 2.50 incl. 19 % (net 2.10, cost 0.80) and Chips 1.50 incl. 7 % (net 1.40, cost 0.40).
    const sale = await app.database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
       VALUES ($1, $2, $3, 4.00, 'paid', true, 'visa') RETURNING id`,
      [orgId, kioskId, daysAgo(1, 10, 15).at.toISOString()],
    );
    await app.database.query(
      `INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
       VALUES ($1, 'Lemonade', 2.50, 19, 0.80), ($1, 'Chips', 1.50, 7, 0.40)`,
      [sale[0]?.id],
    );
    // Readings yesterday 10:00–12:00 every 5 minutes at 4 °C, 9 °C from 10:30 to 10:45: 20 minutes above 7 °C.
    for (let minute = 0; minute <= 120; minute += 5) {
      const celsius = minute >= 30 && minute <= 45 ? 9 : 4;
      await app.database.query('INSERT INTO kiosk_temperatures (kiosk_id, ts, sensors) VALUES ($1, $2, $3)', [
        kioskId,
        daysAgo(1, 10, minute).at.toISOString(),
        `{${celsius * 100},NULL}`,
      ]);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('requests the report as CSV and PDF from the Export menu and finds both mails in the outbox', async () => {
    await page.goto(`${app.url}/reports?org=${orgId}&preset=last7Days`);
    await page
      .getByTestId('report-netSales')
      .filter({ hasText: /3[.,]50/ })
      .waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByText('Report exports are sent to the user by e-mail.').waitFor();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Report as CSV (e-mail)' }).click();
    await toast(page, 'The report export was started. It will be sent to you by e-mail.');
    const panel = page.getByRole('region', { name: 'My exports' });
    await panel
      .getByRole('button', { name: /^Download / })
      .first()
      .waitFor({ timeout: 60_000 });
    const csvMail = await waitForMail(app.dataDir, {
      to: TEST_ADMIN.email,
      subject: /Sales report/,
      where: (mail) => mail.attachments.some((a) => a.filename.endsWith('.csv')),
    });
    const csv = csvMail.attachments[0]?.content.toString('utf8') ?? '';
    expect(csv).toContain('Period total');
    expect(csv).toContain(`Net sales and profit by day,${yesterday.day},,1,2,3.50,1.20,2.30,`);
    expect(csv).toContain('Top products,Lemonade,1,,1,2.10,0.80,1.30,');
    expect(csv).toContain('Peak sales hour,10:00–11:00,,,,3.50,,,');

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Report as PDF (e-mail)' }).click();
    await toast(page, 'The report export was started. It will be sent to you by e-mail.');
    const pdfMail = await waitForMail(app.dataDir, {
      to: TEST_ADMIN.email,
      subject: /Sales report/,
      where: (mail) => mail.attachments.some((a) => a.filename.endsWith('.pdf')),
    });
    const texts = pdfTexts(pdfMail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(texts).toContain('Sales report');
    expect(texts).toContain('Lemonade');
    await shot('reports-export-menu');
  });

  it('opens Temperature compliance from Reports: the day, the excursion, the PDF', async () => {
    await page.goto(`${app.url}/reports?org=${orgId}`);
    await page.getByRole('link', { name: 'Temperature compliance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Temperature compliance' }).waitFor();
    await page.getByText('Choose one or more kiosks and a period').waitFor();
    await expectAccessible(page);
    await page.getByTestId('compliance-kiosks').click();
    await page.getByRole('option', { name: 'E2E Audit fridge' }).click();
    await page.keyboard.press('Escape');
    expect(page.url()).toContain(`kiosk=${kioskId}`);
    const report = page.getByTestId('compliance-report');
    await report.getByRole('heading', { name: /E2E Audit fridge \(E2E-AUD-01\)/ }).waitFor();
    const days = report.getByRole('table', { name: /^Days:/ });
    const row = days.getByRole('row').filter({ hasText: '20 min' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/9\.00/);
    await report
      .getByRole('table', { name: /^Excursions:/ })
      .getByText('Above 7 °C')
      .waitFor();
    await expectAccessible(page);
    await shot('compliance-desktop');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      /^Temperature compliance report \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const texts = pdfTexts(fs.readFileSync((await file.path()) as string));
    expect(texts).toContain('E2E Audit fridge (E2E-AUD-01)');
    expect(texts).toContain('20 min');
  });

  it('speaks German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Temperatur-Nachweis' }).waitFor();
    await page
      .getByRole('table', { name: /^Abweichungen:/ })
      .getByText('Über 7 °C')
      .waitFor();
    await page.getByRole('button', { name: 'PDF herunterladen' }).waitFor();
    await shot('compliance-desktop-de');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Temperature compliance' }).waitFor();
  });

  it('works on a phone', async () => {
    const url = page.url();
    await browser.close();
    browser = await openBrowser({ width: 375, height: 740 });
    page = browser.page;
    await page.goto(url);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await acceptTermsIfAsked(page);
    await page.getByTestId('compliance-report').getByText('20 min').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('compliance-phone');
    await expectAccessible(page);
  });
});
