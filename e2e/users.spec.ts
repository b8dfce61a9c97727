import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../apps/server/src/test-support/outbox.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

const NORD = 'Nord GmbH';
const NORA = { firstName: 'Nora', lastName: 'Nord', email: 'nora@nord.test', password: 'nora-password-1' };
const CARD = 'CARD-E2E-0001';

/** A toast (Mantine notification) with exactly this text. */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** Picks an entry of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Users: create with an invitation, the invited admin's first sign-in, member cards, status toggle, export. */
describe('users', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let miaId: string;
  let demoId: string;

  /** Opens a user's detail page from the list as the signed-in root user. */
  const openUser = async (name: string) => {
    await page.goto(`${app.url}/users`);
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/users\/detail\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  };

  beforeAll(async () => {
    app = await startConsole();
    const root = await app.users.findByEmail(TEST_ADMIN.email);
    // The organization is set up through the API (the organizations screens are tested elsewhere).
    const response = await fetch(`${app.url}/api/v1/organizations/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await app.token(root?.id ?? '')}` },
      body: JSON.stringify({
        query: 'mutation ($data: OrganizationInput!) { createOrganization(data: $data) { _id } }',
        variables: { data: { name: NORD } },
      }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    const [demo] = await app.database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    demoId = demo?.id ?? '';
    const mia = await app.createUser(
      { email: 'mia@demo.test', password: 'mia-password-1', firstName: 'Mia', lastName: 'Muster' },
      [[demoId, 'consumer']],
    );
    miaId = mia.id;

    browser = await openBrowser();
    page = browser.page;
    await page.goto(`${app.url}/users`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await acceptTermsIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates an admin of Nord GmbH, refusing an invalid e-mail first', async () => {
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL(`${app.url}/users/detail/new`);
    await page.getByText(/receives an invitation e-mail with a link to set their password/).waitFor();

    await page.getByRole('textbox', { name: 'First name' }).fill(NORA.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(NORA.lastName);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nora@nord');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid e-mail', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users/detail/new');

    await page.getByRole('button', { name: 'Add role' }).click();
    await choose(page, 'Organization', NORD);
    expect(await page.getByRole('combobox', { name: 'Role', exact: true }).inputValue()).toBe('Admin');
    // The server refuses an e-mail in use: its message as a toast, and next to the field.
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mia@demo.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'A user with this e-mail already exists').waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/users/detail/new');

    await page.getByRole('textbox', { name: 'E-mail' }).fill(NORA.email);
    await page.getByRole('button', { name: 'Save' }).click();

    await toast(page, 'User created successfully.').waitFor();
    await page.waitForURL(`${app.url}/users`);
    await page.getByRole('link', { name: 'Nora Nord', exact: true }).waitFor();
    const row = page.getByRole('row', { name: /Nora Nord/ });
    expect(await row.textContent()).toContain(`Admin · ${NORD}`);
  });

  it('mails an invitation; the new admin sets a password, signs in and sees only Nord GmbH', async () => {
    const mail = await waitForMail(app.dataDir, { to: NORA.email });
    const link = /(http:\/\/\S+\/oidc\/set-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    const invited = await openBrowser();
    try {
      await invited.page.goto(link ?? '');
      await invited.page.getByLabel('New password').fill(NORA.password);
      await invited.page.getByLabel('Repeat password').fill(NORA.password);
      await invited.page.getByRole('button', { name: 'Save password' }).click();
      await invited.page.getByText('Your password is set. You can now sign in.').waitFor();
      // The link is used up: opening it again explains why (and that page is audited too).
      await invited.page.goto(link ?? '');
      await invited.page.getByText('This link is invalid or has expired.', { exact: false }).waitFor();
    } finally {
      await invited.close();
    }

    const fresh = await openBrowser();
    try {
      const nora = fresh.page;
      await nora.goto(`${app.url}/users`);
      await signIn(nora, NORA.email, 'not-her-password');
      await nora.getByRole('alert').getByText('Invalid e-mail or password.').waitFor();
      await signIn(nora, NORA.email, NORA.password);
      await nora.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
      await acceptTermsIfAsked(nora);
      await nora.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      expect(await nora.getByTestId('role-label').first().textContent()).toBe('Admin');
      await nora.getByRole('link', { name: 'Nora Nord', exact: true }).waitFor();

      await nora.getByRole('combobox', { name: 'Organization', exact: true }).click();
      await nora.getByRole('option', { name: NORD, exact: true }).waitFor();
      const options = await nora.getByRole('option').allTextContents();
      expect(options).toEqual(['All', NORD]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a member card that already belongs to another user', async () => {
    await openUser('Nora Nord');
    await page.getByText('No purchases yet.').waitFor();
    await page.getByRole('textbox', { name: 'Card id' }).fill(CARD);
    await page.getByRole('button', { name: 'Add card' }).click();
    await toast(page, 'Member card added.').waitFor();
    await page.getByTestId('member-cards').getByText(CARD).waitFor();

    await openUser('Mia Muster');
    await page.getByRole('textbox', { name: 'Card id' }).fill(CARD);
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByText('This member card is already assigned to another user', { exact: true }).waitFor();
    await page.getByText('No member cards yet.').waitFor();
    const [holder] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_cards WHERE user_id = $1',
      [miaId],
    );
    expect(holder?.n).toBe(0);
  });

  it('shows the user log in the working currency and payment methods masked', async () => {
    const [sale] = await app.database.query<{ id: string }>(
      "INSERT INTO transactions (org_id, user_id, created, total, is_paid) VALUES ($1, $2, '2026-01-02T10:00:00Z', '9.70', true) RETURNING id",
      [demoId, miaId],
    );
    for (const [name, price] of [
      ['Sandwich', '4.70'],
      ['Water', '2.50'],
      ['Water', '2.50'],
    ]) {
      await app.database.query('INSERT INTO transaction_items (transaction_id, name, price) VALUES ($1, $2, $3)', [
        sale?.id,
        name,
        price,
      ]);
    }
    await app.database.query(
      "INSERT INTO payment_methods (user_id, provider, type, last4digits, card_type, is_default) VALUES ($1, 'stripe', 'card', '4242', 'visa', true)",
      [miaId],
    );

    await openUser('Mia Muster');
    const log = page.getByRole('table', { name: 'Purchases of this user' });
    const row = log.getByRole('row', { name: /Sandwich/ });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('€9.70'); // root works in euro (spec §4)
    expect(text).toContain('Sandwich, Water ×2');
    const methods = page.getByRole('table', { name: 'Payment methods' });
    expect(await methods.textContent()).toContain('•••• 4242');
    // Card type and type by name, as everywhere payment methods appear.
    expect(await methods.getByRole('row').nth(1).innerText()).toMatch(/Visa\s+stripe\s+Card/);
    await methods.getByText('Default').waitFor();
  });

  it('sends the earlier /users/new and /users/edit/:id addresses to the new ones', async () => {
    await page.goto(`${app.url}/users/new`);
    await page.waitForURL(`${app.url}/users/detail/new`);
    await page.goto(`${app.url}/users/edit/${miaId}`);
    await page.waitForURL(`${app.url}/users/detail/${miaId}/edit`);
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Mia');
  });

  it('deactivates and reactivates a user with the spec toasts', async () => {
    await openUser('Mia Muster');
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate user?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await toast(page, 'User deactivated').waitFor();
    await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
    expect((await app.users.findById(miaId))?.status).toBe('inactive');

    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await toast(page, 'User activated').waitFor();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    expect((await app.users.findById(miaId))?.status).toBe('ACTIVE');
  });

  it('exports the users list and offers the file under My exports', async () => {
    await page.goto(`${app.url}/users`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await toast(page, 'Export started. The users list will be sent to you by e-mail when it is ready.').waitFor();
    const panel = page.getByRole('region', { name: 'My exports' });
    const download = panel.getByRole('button', { name: /^Download / });
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const mail = await waitForMail(app.dataDir, { to: TEST_ADMIN.email });
    expect(mail.attachments.map((a) => a.filename)).toEqual([file.suggestedFilename()]);
  });
});
