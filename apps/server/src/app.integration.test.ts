import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { createTestApp } from './test-support/app.ts';
import { createRecordingGateway } from './test-support/devices.ts';

describe.each(testDatabaseKinds())('server frame on %s', (kind) => {
  let database: TestDatabase;
  let built: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Kiosk Console</title><div id="root"></div>',
    );
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    // What the web build writes beside each asset (apps/web/precompress.plugin.ts).
    await fs.writeFile(path.join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
    await fs.writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
    built = await createTestApp(database, { WEB_DIST: webDist, CORS_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('answers liveness and readiness', async () => {
    expect((await built.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await built.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', dependencies: { database: 'up', broker: 'up', jobs: 'up' } });
  });

  it('tells the console how to log in', async () => {
    const response = await built.app.inject('/api/v1/config');
    expect(response.json()).toEqual({
      authority: 'http://127.0.0.1:3999/oidc',
      clientId: 'kiosk-console',
      scope: 'openid profile email api',
      productionHost: null,
      version: '2.1.5',
    });
  });

  it('serves the console with SPA fallback for deep links, but not for API paths or files', async () => {
    const deep = await built.app.inject('/kiosks/detail/123');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    expect((await built.app.inject('/assets/app.js')).body).toBe('console.log(1)');
    expect((await built.app.inject('/assets/missing.js')).statusCode).toBe(404);
    const api = await built.app.inject('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const brotli = await built.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await built.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await built.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends security headers', async () => {
    const response = await built.app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/organizations/graphql',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const refused = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/organizations/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('mounts one GraphQL endpoint per spec path, each refusing anonymous callers', async () => {
    for (const endpoint of ['organizations', 'kiosk', 'alerts', 'products', 'iot', 'transactions', 'reports']) {
      const response = await built.app.inject({
        method: 'POST',
        url: `/api/v1/${endpoint}/graphql`,
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ serverInfo { version endpoint } }' },
      });
      expect(response.statusCode, endpoint).toBe(200);
      expect(response.json().errors[0].extensions.code, endpoint).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an upload request over the size limit before parsing it', async () => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(12 * 1024 * 1024, 'a'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].extensions.code).toBe('FILE_TOO_LARGE');
  });
});

describe.each(testDatabaseKinds())('shutdown on %s', (kind) => {
  it('stops accepting kiosk messages first, then stops each module once (the ingest module drains its batches)', async () => {
    const database = await createTestDatabase(kind);
    const steps: string[] = [];
    const gateway = createRecordingGateway();
    const closeGateway = gateway.close.bind(gateway);
    gateway.close = async () => {
      steps.push('gateway closed');
      await closeGateway();
    };
    const built = await createTestApp(database, {}, { devices: gateway });
    const stopping = built.modules.filter((module) => module.stop);
    for (const module of stopping) {
      const stop = module.stop?.bind(module);
      Object.assign(module, {
        stop: async () => {
          steps.push(`${module.name} stopped`);
          await stop?.();
        },
      });
    }
    expect(stopping.map((module) => module.name)).toContain('ingest');

    await built.app.close();
    expect(steps).toEqual(['gateway closed', ...stopping.map((module) => `${module.name} stopped`)]);
    // Nothing reaches the handlers any more: the gateway has let them go.
    await expect(
      gateway.send('K-1', 'telemetry', { ts: new Date().toISOString(), temperatures: [400] }),
    ).rejects.toThrow(/not started/);
    await database.dispose();
  });
});
