import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseWebhookTarget } from './webhooks.delivery.ts';
import { postWebhook, type Resolve } from './webhooks.post.ts';

/** A receiver on loopback that records what reaches it and answers `status`. */
let server: http.Server;
let port = 0;
let status = 204;
const received: { path: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, headers: request.headers });
      response.writeHead(status, status === 302 ? { location: 'http://10.0.0.1/' } : {}).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A name no DNS knows, answered by the test: what a rebinding name would answer at connection time. */
const answering =
  (address: string): Resolve =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }];

describe('postWebhook', () => {
  it('connects to the address its own lookup checked, and sends the body and headers', async () => {
    status = 204;
    received.length = 0;
    const code = await postWebhook(
      `http://hooks.example.test:${port}/in`,
      { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      '{"type":"kiosk.online"}',
      { allowLoopback: true, timeoutMs: 5_000, resolve: answering('127.0.0.1') },
    );
    expect(code).toBe(204);
    expect(received).toEqual([expect.objectContaining({ path: '/in', body: '{"type":"kiosk.online"}' })]);
    expect(received[0]?.headers['webhook-id']).toBe('msg_1');
  });

  it('refuses a name that answers a private address when the socket connects (DNS rebinding)', async () => {
    received.length = 0;
    await expect(
      postWebhook(`https://hooks.example.test:${port}/in`, {}, '{}', {
        allowLoopback: true,
        timeoutMs: 5_000,
        resolve: answering('10.0.0.7'),
      }),
    ).rejects.toThrow('refused target: a private network address');
    await expect(
      postWebhook(`https://hooks.example.test:${port}/in`, {}, '{}', {
        allowLoopback: true,
        timeoutMs: 5_000,
        resolve: answering('169.254.169.254'),
      }),
    ).rejects.toThrow('refused target: a private network address');
    expect(received).toEqual([]);
  });

  it('refuses loopback where loopback is not allowed', async () => {
    received.length = 0;
    await expect(
      postWebhook(`http://hooks.example.test:${port}/in`, {}, '{}', {
        allowLoopback: false,
        timeoutMs: 5_000,
        resolve: answering('127.0.0.1'),
      }),
    ).rejects.toThrow('refused target: a loopback address');
    expect(received).toEqual([]);
  });

  it('does not follow a redirect: the 3xx is the attempt’s answer', async () => {
    status = 302;
    received.length = 0;
    const code = await postWebhook(`http://127.0.0.1:${port}/moved`, {}, '{}', {
      allowLoopback: true,
      timeoutMs: 5_000,
    });
    expect(code).toBe(302);
    expect(received).toHaveLength(1);
  });
});

describe('refuseWebhookTarget before a delivery (resolveNames: false)', () => {
  it('checks the URL and an address written in it, and leaves a name to the socket’s own lookup', async () => {
    const noDns = { resolveNames: false };
    // Addresses in the URL are not looked up by the socket: they are checked here.
    expect(await refuseWebhookTarget('https://10.1.2.3/in', false, noDns)).toBe('a private network address');
    expect(await refuseWebhookTarget('https://[::ffff:192.168.0.1]/in', false, noDns)).toBe(
      'a private network address',
    );
    // IPv4-mapped IPv6, which the URL parser writes in hex (::ffff:c0a8:1): judged as the IPv4 address.
    expect(await refuseWebhookTarget('http://[::ffff:127.0.0.1]:8080/in', false, noDns)).toBe('a loopback address');
    expect(await refuseWebhookTarget('https://[::ffff:8.8.8.8]/in', false, noDns)).toBeNull();
    expect(await refuseWebhookTarget('http://localhost:8080/in', false, noDns)).toBe('a loopback address');
    expect(await refuseWebhookTarget('https://user:pw@hooks.example.test/in', false, noDns)).toBe(
      'credentials in the URL',
    );
    // Public addresses, IPv4 and IPv6, are what https:// targets are for.
    expect(await refuseWebhookTarget('https://8.8.8.8/in', false, noDns)).toBeNull();
    expect(await refuseWebhookTarget('https://[2001:4860:4860::8888]/in', false, noDns)).toBeNull();
    expect(await refuseWebhookTarget('https://[fd00::1]/in', false, noDns)).toBe('a private network address');
    expect(await refuseWebhookTarget('http://8.8.8.8/in', false, noDns)).toBe('http:// is only allowed for loopback');
    // A name is not resolved here (.invalid never resolves): postWebhook's guarded lookup checks it once.
    expect(await refuseWebhookTarget('https://hooks.example.invalid/in', false, noDns)).toBeNull();
    // When an endpoint is saved, the name is resolved and checked.
    expect(await refuseWebhookTarget('https://hooks.example.invalid/in', false)).toBe('the host name does not resolve');
  });
});
