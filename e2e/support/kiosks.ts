import type { Page } from 'playwright-core';
import { acceptTermsIfAsked, signIn } from './login.ts';
import { TEST_ADMIN, type Console } from './server.ts';

/**
 * Signs the root user in on the new-kiosk form (accepting the terms of a first login), creates a kiosk
 * with a name and serial number, and waits for its page. Returns the page's URL and the kiosk's id.
 */
export async function createKioskAsRoot(
  page: Page,
  consoleUrl: string,
  kiosk: { name: string; serialNumber: string },
): Promise<{ url: string; id: string }> {
  await page.goto(`${consoleUrl}/kiosks/detail/new`);
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
  await acceptTermsIfAsked(page);
  await page.getByRole('heading', { level: 1, name: 'New kiosk' }).waitFor();
  await page.getByLabel(/^Name/).fill(kiosk.name);
  await page.getByLabel(/^Serial number/).fill(kiosk.serialNumber);
  await page.getByRole('button', { name: 'Create kiosk' }).click();
  await page.waitForURL(/\/kiosks\/detail\/[0-9a-f-]{36}$/);
  const url = page.url();
  return { url, id: url.split('/').pop() ?? '' };
}

/** Generates device credentials on the open kiosk page (confirmed in the dialog) and reads them, shown once. */
export async function generateDeviceCredentials(
  page: Page,
): Promise<{ username: string; password: string; url: string }> {
  const panel = page.getByRole('region', { name: 'Device credentials', exact: true });
  await panel.getByRole('button', { name: 'Generate credentials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate credentials' }).click();
  await panel.getByText('Shown only this once').waitFor();
  const read = async (label: string) => (await panel.getByLabel(label, { exact: true }).textContent()) ?? '';
  return {
    username: await read('Username'),
    password: await read('Password'),
    url: await read('Broker URL (MQTT over WebSocket)'),
  };
}

/**
 * Creates an organization (currency and, when given, time zone) and moves the kiosk into it — the usual
 * arrange step after `createKioskAsRoot`. Returns the organization's id.
 */
export async function moveKioskToNewOrganization(
  app: Console,
  kioskId: string,
  org: { name: string; slug: string; currency: string; timeZone?: string },
): Promise<string> {
  const [row] = await app.database.query<{ id: string }>(
    org.timeZone === undefined
      ? 'INSERT INTO organizations (name, slug, currency) VALUES ($1, $2, $3) RETURNING id'
      : 'INSERT INTO organizations (name, slug, currency, time_zone) VALUES ($1, $2, $3, $4) RETURNING id',
    org.timeZone === undefined ? [org.name, org.slug, org.currency] : [org.name, org.slug, org.currency, org.timeZone],
  );
  const orgId = row?.id ?? '';
  await app.database.query('UPDATE kiosks SET org_id = $1 WHERE id = $2', [orgId, kioskId]);
  return orgId;
}
