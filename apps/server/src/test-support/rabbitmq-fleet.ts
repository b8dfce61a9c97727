import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IClientOptions, MqttClient } from 'mqtt';
import { expect, vi } from 'vitest';
import { RABBITMQ_AUTH_PATH } from '../mqtt/rabbitmq-auth.ts';
import { newKiosk } from '../modules/kiosks/kiosks.test-data.ts';
import { freePort } from './app.ts';
import type { TestContext } from './fixtures.ts';
import { connectKiosk, kioskClientOptions, settle } from './mqtt-kiosk.ts';
import { type PrivateRabbitmq, startPrivateRabbitmq } from './private-rabbitmq.ts';
import { leaseSharedRabbitmq, resetDefaultVhost } from './shared-rabbitmq.ts';

/**
 * What the scale-out tests on RabbitMQ share (device-rabbitmq*.integration.test.ts): a private node
 * behind a front standing in for the load balancer, a fleet of kiosks with credentials and the check that
 * every acknowledged event is stored exactly once (the purchase load and the sales and command checks are
 * in rabbitmq-sales.ts).
 */

/** An auth request of the engine as the front passes it on. */
export interface AuthRequest {
  url: string;
  contentType: string;
  body: Buffer<ArrayBuffer>;
}

/** A console's answer to an auth request; undefined when no console is there to ask (503). */
export type AuthForward = (request: AuthRequest) => Promise<{ status: number; body: string } | undefined>;

export interface RabbitmqBehindFront {
  rabbit: PrivateRabbitmq;
  /** Stops the node, then the front. */
  dispose(): Promise<void>;
}

/** A front for the engine's HTTP auth backend: its requests go to `forward` (a failed forward answers 500). */
async function startAuthFront(forward: AuthForward): Promise<{ authBaseUrl: string; close(): Promise<void> }> {
  const front = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      forward({
        url: request.url ?? '/',
        contentType: request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
        body: Buffer.concat(chunks),
      }).then(
        (answer) => {
          if (answer) response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
          else response.writeHead(503).end();
        },
        () => response.writeHead(500).end(),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    authBaseUrl: `http://127.0.0.1:${port}${RABBITMQ_AUTH_PATH}`,
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}

/**
 * A private RabbitMQ node of the caller's own whose HTTP auth backend is a front on a port of its own: the
 * engine's auth requests go to `forward`. For tests that stop or restart the engine.
 */
export async function startRabbitmqBehindFront(binary: string, forward: AuthForward): Promise<RabbitmqBehindFront> {
  return behindFront(forward, (authBaseUrl) => startPrivateRabbitmq(binary, { authBaseUrl }));
}

/**
 * The test run's shared node (shared-rabbitmq.ts: a clean default vhost, the engine's auth requests going
 * to `forward`) for a test that never stops the engine; a node of its own when the run serves none or
 * another file holds it. `dispose` ends the lease (or stops the own node).
 */
export async function leaseRabbitmqBehindFront(binary: string, forward: AuthForward): Promise<RabbitmqBehindFront> {
  return behindFront(
    forward,
    async (authBaseUrl) =>
      (await leaseSharedRabbitmq(authBaseUrl)) ?? (await startPrivateRabbitmq(binary, { authBaseUrl })),
  );
}

/** A front for `forward` and the node `node` gives behind it; the front closes with the node, or if it fails to start. */
async function behindFront(
  forward: AuthForward,
  node: (authBaseUrl: string) => Promise<RabbitmqBehindFront['rabbit']>,
): Promise<RabbitmqBehindFront> {
  const front = await startAuthFront(forward);
  try {
    const rabbit = await node(front.authBaseUrl);
    return {
      rabbit,
      async dispose() {
        await rabbit.dispose();
        await front.close();
      },
    };
  } catch (error) {
    await front.close();
    throw error;
  }
}

/**
 * One node (behind one front) for the suites of a file that do not need a node of their own, e.g. a
 * file's `describe.each` over the databases: starting a node is most of a suite's set-up (Erlang boot and
 * the MQTT plugin's 3–6 s wait for cluster peers on a first start). Each suite leases it with its own
 * `forward`; the lease's end deletes and recreates the default vhost, so the next suite finds no queue,
 * exchange, connection or retained message of the last one. A node that cannot be cleaned is disposed of,
 * and the next lease starts a new one. The file's `afterAll` disposes of it.
 */
export function sharedRabbitmqBehindFront(binary: string) {
  let forwardTo: AuthForward | undefined;
  let started: Promise<RabbitmqBehindFront> | undefined;
  const forward: AuthForward = (request) => (forwardTo ? forwardTo(request) : Promise.resolve(undefined));
  return {
    async lease(suiteForward: AuthForward): Promise<RabbitmqBehindFront> {
      started ??= startRabbitmqBehindFront(binary, forward);
      const engine = await started.catch((error: unknown) => {
        started = undefined;
        throw error;
      });
      forwardTo = suiteForward;
      let released = false;
      return {
        rabbit: engine.rabbit,
        async dispose() {
          if (released) return;
          released = true;
          forwardTo = undefined;
          try {
            await resetDefaultVhost(engine.rabbit.managementUrl);
          } catch {
            started = undefined;
            await engine.dispose();
          }
        },
      };
    },
    async dispose() {
      const engine = await started?.catch(() => undefined);
      started = undefined;
      await engine?.dispose();
    },
  };
}

export interface FleetKiosk {
  id: string;
  orgId: string;
  serial: string;
  password: string;
  client?: MqttClient;
}

/** `count` kiosks of a new organization, each with issued device credentials (not yet connected). */
export async function arrangeFleet(
  context: TestContext,
  options: { organization: string; serialPrefix: string; count: number },
): Promise<FleetKiosk[]> {
  const orgId = await context.newOrganization(options.organization);
  const fleet: FleetKiosk[] = [];
  for (let k = 0; k < options.count; k += 1) {
    const kiosk = await newKiosk(context, orgId, { serialNumber: `${options.serialPrefix}${k}` });
    const { password } = await context.services.kiosks.device.issueCredentials(context.root, kiosk.id);
    fleet.push({ id: kiosk.id, orgId, serial: kiosk.serialNumber, password });
  }
  return fleet;
}

/** A kiosk's MQTT client on the engine, its serial number as client id, reconnecting every 200 ms. */
export function connectFleetKiosk(mqttUrl: string, serial: string, password: string, extra: IClientOptions = {}) {
  return connectKiosk(
    mqttUrl,
    kioskClientOptions(serial, password, { clientId: serial, reconnectPeriod: 200, ...extra }),
  );
}

/** A door event with a fresh id (open for odd `i`, closed for even). */
export const doorEvent = (i: number) => ({
  id: randomUUID(),
  ts: new Date().toISOString(),
  type: 'door',
  state: i % 2 ? 'open' : 'closed',
});

/** Runs a query with parameters and answers its rows. */
export type RowsQuery = (sql: string, params: unknown[]) => Promise<unknown[]>;

/** Each event id's number of rows among these kiosks' activities. */
export async function storedEvents(query: RowsQuery, kioskIds: string[]): Promise<Map<string, number>> {
  const rows = (await query(
    `SELECT event_id, count(*)::int AS copies FROM kiosk_activities
      WHERE kiosk_id = ANY($1::uuid[]) AND event_id IS NOT NULL GROUP BY event_id`,
    [kioskIds],
  )) as { event_id: string; copies: number }[];
  return new Map(rows.map((r) => [r.event_id, r.copies]));
}

/**
 * Waits until every acknowledged id is stored, then (after the last writes had time to land) that each
 * stored event is there once. `onMissing` may print what helps before the wait's failure is thrown.
 */
export async function expectStoredOnce(
  acknowledged: string[],
  stored: () => Promise<Map<string, number>>,
  options: { wait: { timeout: number; interval: number }; onMissing?: () => Promise<void> },
) {
  try {
    await vi.waitFor(async () => {
      const events = await stored();
      expect(acknowledged.filter((id) => !events.has(id))).toEqual([]);
    }, options.wait);
  } catch (error) {
    await options.onMissing?.();
    throw error;
  }
  await settle(500);
  const events = await stored();
  expect([...events.values()].filter((copies) => copies !== 1)).toEqual([]);
  expect(acknowledged.filter((id) => !events.has(id))).toEqual([]);
}
