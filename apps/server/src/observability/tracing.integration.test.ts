import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { freePort, TEST_ADMIN, TEST_SECRETS_KEY } from '../test-support/app.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface Span {
  name: string;
  kind: number;
  attributes?: Attribute[];
}
/** OTLP/HTTP JSON (ExportTraceServiceRequest), as much as the test reads. */
interface ExportRequest {
  resourceSpans: { resource: { attributes: Attribute[] }; scopeSpans: { scope: { name: string }; spans: Span[] }[] }[];
}
interface Received {
  serviceName: string | undefined;
  scope: string;
  span: Span;
}

/** A local OTLP/HTTP receiver: every span posted to /v1/traces, with its service and instrumentation scope. */
async function startReceiver() {
  const spans: Received[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const payload = JSON.parse(body) as Partial<ExportRequest>;
      for (const resource of payload.resourceSpans ?? []) {
        const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) spans.push({ serviceName: service, scope: scope.scope.name, span });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(done: () => boolean, failure: () => string, givenUp = () => false, withinMs = 50_000) {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (givenUp() || Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const attribute = (span: Span, key: string) => span.attributes?.find((a) => a.key === key)?.value;

/** The server as `npm start` runs it, with OTEL_EXPORTER_OTLP_ENDPOINT set: its requests arrive as spans. */
describe.each(testDatabaseKinds())('OpenTelemetry traces of the server process on %s', (kind) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: TestDatabase | undefined;
  let child: ChildProcess;
  let exited: Promise<void>;
  let workDir: string;
  let url: string;
  let output = '';

  beforeAll(async () => {
    receiver = await startReceiver();
    database = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-traces-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      cwd: workDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: path.join(workDir, 'data'),
        MQTT_PORT: '0',
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        DEMO_DATA: 'false',
        SECRETS_KEY: TEST_SECRETS_KEY,
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Spans leave every 100 ms instead of every 5 s (the SDK's batch processor setting).
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await waitFor(
      () => output.includes('Kiosk Console is running'),
      () => `the server did not start:\n${output}`,
      () => child.exitCode !== null,
      200_000, // a cold start on a busy machine
    );
  }, 240_000);
  afterAll(async () => {
    child?.kill('SIGTERM');
    await exited;
    await receiver?.close();
    await database?.dispose();
    if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  });

  it('sends a GraphQL request as spans of service kiosk-console to the OTLP/HTTP endpoint', async () => {
    const response = await fetch(`${url}/api/v1/kiosk/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });

    const isRequest = (r: Received) =>
      r.span.kind === 2 && attribute(r.span, 'url.path')?.stringValue === '/api/v1/kiosk/graphql';
    await waitFor(
      () => receiver.spans.some(isRequest),
      () => `no server span for the GraphQL request among ${JSON.stringify(receiver.spans.map((r) => r.span.name))}`,
    );
    const request = receiver.spans.find(isRequest);
    expect(request).toMatchObject({ serviceName: 'kiosk-console', scope: '@opentelemetry/instrumentation-http' });
    expect(attribute(request?.span as Span, 'http.request.method')?.stringValue).toBe('POST');
    // Only traces, as OTLP/HTTP JSON (metrics stay with /metrics, logs with stdout).
    expect(new Set(receiver.paths)).toEqual(new Set(['POST /v1/traces application/json']));
    // On PostgreSQL its queries are traced too (PGlite runs in the process: nothing to trace).
    if (kind === 'postgres') {
      await waitFor(
        () => receiver.spans.some((r) => r.scope === '@opentelemetry/instrumentation-pg'),
        () => 'no PostgreSQL span',
      );
    }
    // Probes are not traced.
    expect(receiver.spans.some((r) => attribute(r.span, 'url.path')?.stringValue === '/healthz')).toBe(false);
  });
});
