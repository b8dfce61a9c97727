import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { acceptTermsIfAsked, signIn } from './support/login.ts';
import { startConsole, TEST_ADMIN, type Console } from './support/server.ts';

/**
 * Issue 16, API keys and webhooks: Settings → Security generates a key whose shown example works (run
 * here as the equivalent fetch), revokes it after the confirmation and the same call is refused;
 * Settings → Integrations adds a webhook pointing at a receiver on loopback and its delivery log shows
 * the delivery; German labels; the phone layout; axe on every screen.
 */
describe('API keys and webhooks', () => {
  let app: Console;
  let browser: Browser;
  let page: Page;
  let rootId = '';
  let receiver: Server;
  let receiverUrl = '';
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let key = { id: '', secret: '' };

  /** The Node example's request: a fresh HS256 token signed with the secret, kid = key id. */
  async function callWithKey(): Promise<{
    data?: { getSelf: { _id: string } } | null;
    errors?: { extensions?: { code?: string } }[];
  }> {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id })
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(key.secret));
    const response = await fetch(`${app.url}/api/v1/organizations/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `ApiKey-v1 ${token}` },
      body: JSON.stringify({ query: '{ getSelf { _id email } }' }),
    });
    return (await response.json()) as never;
  }

  beforeAll(async () => {
    app = await startConsole();
    browser = await openBrowser();
    page = browser.page;
    rootId = (await app.users.findByEmail(TEST_ADMIN.email))?.id ?? '';
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/kiosk-events`;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('generates a key and calls the API as the shown example does', async () => {
    await page.goto(`${app.url}/settings/security`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await acceptTermsIfAsked(page);
    await page.getByRole('tab', { name: 'Security', selected: true }).waitFor();
    await page.getByText('You have no API keys yet.').waitFor();

    await page.getByRole('button', { name: 'Generate API key' }).click();
    const form = page.getByRole('dialog', { name: 'Generate API key' });
    await form.getByLabel('Name').fill('Warehouse sync');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Generate' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText('It is shown only this once').waitFor();
    key = {
      id: (await shown.getByLabel('Key ID', { exact: true }).textContent()) ?? '',
      secret: (await shown.getByLabel('Secret', { exact: true }).textContent()) ?? '',
    };
    expect(key.secret).toMatch(/^kk_/);
    expect(await shown.getByLabel('Request header', { exact: true }).textContent()).toBe(
      'Authorization: ApiKey-v1 <JWT>',
    );
    const nodeExample =
      (await shown.getByLabel('Node.js example (npm install jose)', { exact: true }).textContent()) ?? '';
    expect(nodeExample).toContain(`const secret = '${key.secret}';`);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/apikeys-shown.png', fullPage: true });

    // The curl line, run as its fetch equivalent: the same URL, headers and body.
    const curl = (await shown.getByLabel(/^curl example/).textContent()) ?? '';
    const url = /'(http[^']+)'/.exec(curl)?.[1] ?? '';
    const authorization = /-H 'authorization: ([^']+)'/.exec(curl)?.[1] ?? '';
    const body = /-d '([^']+)'/.exec(curl)?.[1] ?? '';
    expect(url).toBe(`${app.url}/api/v1/organizations/graphql`);
    const curlAnswer = (await (
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body })
    ).json()) as { data: { getSelf: { _id: string; email: string } } };
    expect(curlAnswer.data.getSelf).toEqual({ _id: rootId, email: TEST_ADMIN.email });
    // And the Node example's way: a token signed with the shown secret.
    expect((await callWithKey()).data?.getSelf._id).toBe(rootId);

    await shown.getByRole('button', { name: 'I have copied the secret' }).click();
    const list = page.getByRole('list', { name: 'Your API keys' });
    await list.getByText('Warehouse sync').waitFor();
    await list.getByText('Read only').waitFor();
  });

  it('revokes the key after the confirmation, and the same call is refused', async () => {
    await page.getByRole('button', { name: 'Revoke API key Warehouse sync' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirm.getByText('are refused at once').waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await callWithKey()).data?.getSelf._id).toBe(rootId);

    await page.getByRole('button', { name: 'Revoke API key Warehouse sync' }).click();
    await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('You have no API keys yet.').waitFor();
    const refused = await callWithKey();
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds a webhook for a receiver on loopback and shows the delivery in its log', async () => {
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.getByRole('tab', { name: 'Integrations', selected: true }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    // The hint says what this (test) server accepts: loopback too, which a production server refuses.
    await form.getByText('This test server also accepts http://localhost', { exact: false }).waitFor();
    await form.getByLabel('URL', { exact: false }).first().fill(receiverUrl);
    await form.getByLabel('Alert opened').check();
    await form.getByRole('switch', { name: 'Also events of sub-organizations' }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    const card = page.getByRole('listitem', { name: receiverUrl });
    await card.getByText('Transaction created').waitFor();
    await card.getByText('with sub-organizations', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Show signing secret' }).click();
    const secret = (await card.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('table', { name: 'Delivery log' });
    await log.getByText('Delivered').waitFor({ timeout: 20_000 });
    await log.getByRole('cell', { name: '200', exact: true }).waitFor();
    await log.getByText('Test event').waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/apikeys-webhooks.png', fullPage: true });

    expect(received).toHaveLength(1);
    const delivery = received[0] as { headers: IncomingHttpHeaders; body: string };
    const event = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    });
    expect(event).toMatchObject({ type: 'webhook.test' });
  });

  it('speaks German and fits a phone', async () => {
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/settings/security`);
    await page.getByRole('tab', { name: 'Sicherheit', selected: true }).waitFor();
    await page.getByRole('button', { name: 'API-Schlüssel erzeugen' }).click();
    await page.getByRole('dialog', { name: 'API-Schlüssel erzeugen' }).getByLabel('Name').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/apikeys-de-phone.png', fullPage: true });
    await page.goto(`${app.url}/settings/integrations`);
    await page.getByRole('tab', { name: 'Integrationen', selected: true }).waitFor();
    const card = page.getByRole('listitem', { name: receiverUrl });
    await card.getByRole('button', { name: 'Zustellprotokoll anzeigen' }).click();
    await card.getByRole('table', { name: 'Zustellprotokoll' }).getByText('Zugestellt').waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/apikeys-webhooks-de-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('turns away a user without an organization', async () => {
    const lone = await app.createUser({
      email: 'lone.keys@example.test',
      password: 'lone-keys-password-1',
      firstName: 'Lone',
      lastName: 'Keys',
    });
    await app.database.query('UPDATE users SET root = true, terms_accepted = true WHERE id = $1', [lone.id]);
    const other = await openBrowser();
    try {
      await other.page.goto(`${app.url}/settings/security`);
      await signIn(other.page, 'lone.keys@example.test', 'lone-keys-password-1');
      await other.page.getByText('You cannot access this page. Please contact your administrator.').waitFor();
      expect(await other.page.getByRole('button', { name: 'Generate API key' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
