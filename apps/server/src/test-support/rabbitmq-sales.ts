import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { expect, vi } from 'vitest';
import { ackTopic, commandTopic, eventTopic, parseCommandMessage, statusTopic } from '@kiosk/common/mqtt';
import type { TestContext } from './fixtures.ts';
import { settle } from './mqtt-kiosk.ts';
import type { FleetKiosk, RowsQuery } from './rabbitmq-fleet.ts';

/**
 * Sales and commands under the scale-out faults (device-rabbitmq*.integration.test.ts): kiosks run door
 * sessions whose scale deltas the server derives into sales with money, and answer commands; the checks
 * say that the stored sales and their money are exactly what the acknowledged sessions imply and that
 * every command reached the kiosk once.
 */

/** Prices in cents of what the fleet sells: cell A1 (510 g a unit), cell A2 (80 g a unit). */
const WATER = { cell: 'A1', grams: 510, cents: 150 };
const CHIPS = { cell: 'A2', grams: 80, cents: 100 };

/** Two products at fixed prices in every fleet kiosk's planogram (cells A1 and A2). */
export async function stockFleetForSales(context: TestContext, orgId: string, fleet: readonly { id: string }[]) {
  const tax = await context.services.products.insertTax({ orgId, name: 'Reduced', value: '7.00' });
  const product = async (name: string, grams: number, cents: number) =>
    (
      await context.services.products.create(context.root, {
        orgId,
        name,
        defaultPrice: (cents / 100).toFixed(2),
        defaultCost: '0.30',
        taxId: tax.id,
        packagingOptions: [{ unitCount: 1, grossWeightGrams: grams, tolerancePercentage: 2 }],
        capacities: [{ surfaceSize: 100, units: 16 }],
      })
    ).id;
  const water = await product('Still Water', WATER.grams, WATER.cents);
  const chips = await product('Chips', CHIPS.grams, CHIPS.cents);
  for (const kiosk of fleet) {
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [
      { cellId: WATER.cell, productId: water },
      { cellId: CHIPS.cell, productId: chips },
    ]);
  }
}

/** Publishes (QoS 1) until the engine acknowledged it, sending the same message again after a failure. */
async function publishAcked(kiosk: FleetKiosk, topic: string, payload: string): Promise<void> {
  for (;;) {
    const client = kiosk.client as MqttClient;
    if (!client.connected) {
      await settle(50);
      continue;
    }
    try {
      await client.publishAsync(topic, payload, { qos: 1 });
      return;
    } catch {
      await settle(50);
    }
  }
}

/** A sale the kiosks were acknowledged for: its session's closing and its payment. */
export interface AcknowledgedSale {
  kioskId: string;
  cents: number;
  paid: boolean;
}

/**
 * Every kiosk runs purchases one after the other until `stop()`: session.opened, the door open and
 * closed, session.closed with the scale deltas (1–2 bottles, 0–2 bags) and a paid payment. Each message is
 * sent until acknowledged (as a kiosk does), so every session started is finished; `acknowledged` holds
 * every event id the engine acknowledged, `sales` the sales (by session id) the acknowledged closings imply.
 * A kiosk waits `pauseMs` after each message: the engine acknowledges on enqueue, so an unpaced load
 * (`pauseMs: 0`) outruns the database and builds a backlog in the partition queues (the kiosks' command
 * acks have a queue of their own and do not wait behind it, ADR 0016).
 */
export function startSalesLoad(fleet: readonly FleetKiosk[], options: { pauseMs?: number } = {}) {
  const pauseMs = options.pauseMs ?? 40;
  const acknowledged: string[] = [];
  const sales = new Map<string, AcknowledgedSale>();
  let running = true;
  const loops = fleet.map(async (kiosk) => {
    let i = 0;
    const event = async (fields: Record<string, unknown>) => {
      const id = randomUUID();
      await publishAcked(
        kiosk,
        eventTopic(kiosk.serial),
        JSON.stringify({ id, ts: new Date().toISOString(), ...fields }),
      );
      acknowledged.push(id);
      await settle(pauseMs);
    };
    while (running) {
      i += 1;
      const sessionId = `s-${randomUUID().slice(0, 13)}`;
      const bottles = 1 + (i % 2);
      const bags = i % 3;
      const cents = bottles * WATER.cents + bags * CHIPS.cents;
      await event({
        type: 'session.opened',
        sessionId,
        kind: 'purchase',
        card: { token: 'tok_load', cardType: 'visa', last4: '4242' },
      });
      await event({ type: 'door', state: 'open' });
      await event({ type: 'door', state: 'closed' });
      await event({
        type: 'session.closed',
        sessionId,
        cells: [
          { cellId: WATER.cell, weightBefore: 20_000, weightAfter: 20_000 - bottles * WATER.grams },
          { cellId: CHIPS.cell, weightBefore: 4_000, weightAfter: 4_000 - bags * CHIPS.grams },
        ],
      });
      sales.set(sessionId, { kioskId: kiosk.id, cents, paid: false });
      const amount = (cents / 100).toFixed(2);
      await event({
        type: 'payment',
        sessionId,
        status: 'paid',
        amount,
        provider: 'stripe',
        cardType: 'visa',
        last4: '4242',
      });
      (sales.get(sessionId) as AcknowledgedSale).paid = true;
    }
  });
  return {
    acknowledged,
    sales,
    /** Stops starting purchases (for a failed test: what is under way is not awaited). */
    halt() {
      running = false;
    },
    /** Lets every kiosk finish the purchase under way, then stops. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

interface StoredSale {
  copies: number;
  cents: number;
  paid: boolean;
}

/** The stored sales of these kiosks by session id: copies, money in cents, paid. */
async function storedSales(query: RowsQuery, kioskIds: readonly string[]): Promise<Map<string, StoredSale>> {
  const rows = (await query(
    `SELECT session_id, count(*)::int AS copies, round(sum(total) * 100)::int AS cents, bool_and(is_paid) AS paid
       FROM transactions WHERE kiosk_id = ANY($1::uuid[]) GROUP BY session_id`,
    [kioskIds],
  )) as { session_id: string; copies: number; cents: number; paid: boolean }[];
  return new Map(rows.map((r) => [r.session_id, { copies: r.copies, cents: r.cents, paid: r.paid }]));
}

/** What the sales roll-ups (the reports' figures) hold for these kiosks: sales and money in cents. */
async function rolledUp(query: RowsQuery, kioskIds: readonly string[]) {
  const [row] = (await query(
    `SELECT coalesce(sum(transactions), 0)::int AS sales, round(coalesce(sum(gross), 0) * 100)::int AS cents
       FROM sales_rollups WHERE kiosk_id = ANY($1::uuid[])`,
    [kioskIds],
  )) as { sales: number; cents: number }[];
  return row ?? { sales: 0, cents: 0 };
}

/**
 * Waits until every acknowledged sale is stored and paid, then (after the last writes had time to land)
 * that the sales are exactly the acknowledged ones — each once, at its money — and that the roll-ups add
 * up to the same count and money. Answers the figures for the test's report line.
 */
export async function expectSalesExact(
  sales: ReadonlyMap<string, AcknowledgedSale>,
  query: RowsQuery,
  kioskIds: readonly string[],
  wait: { timeout: number; interval: number },
) {
  const unpaid = (stored: Map<string, StoredSale>) =>
    [...sales].filter(([sessionId, sale]) => !stored.has(sessionId) || (sale.paid && !stored.get(sessionId)?.paid));
  await vi.waitFor(async () => expect(unpaid(await storedSales(query, kioskIds)).map(([id]) => id)).toEqual([]), wait);
  await settle(500);
  const stored = await storedSales(query, kioskIds);
  expect([...stored].filter(([, s]) => s.copies !== 1)).toEqual([]);
  expect([...stored.keys()].filter((sessionId) => !sales.has(sessionId))).toEqual([]);
  const expected = [...sales].map(([sessionId, s]) => [sessionId, s.cents] as const);
  expect([...stored].map(([sessionId, s]) => [sessionId, s.cents] as const).sort()).toEqual(expected.sort());
  const cents = expected.reduce((sum, [, c]) => sum + c, 0);
  expect(await rolledUp(query, kioskIds)).toEqual({ sales: sales.size, cents });
  return { sales: sales.size, money: (cents / 100).toFixed(2) };
}

/**
 * The kiosk's side of commands: subscribed to its command topic at every (re)connect, then announcing
 * itself online (the server delivers queued commands on that); every command it gets is recorded and
 * acknowledged delivered, then applied.
 */
export function answerCommands(kiosk: FleetKiosk) {
  const client = kiosk.client as MqttClient;
  const received: string[] = [];
  const state = { subscribed: false };
  const announce = async () => {
    state.subscribed = false;
    await client.subscribeAsync(commandTopic(kiosk.serial), { qos: 1 });
    state.subscribed = true;
    const status = { online: true, ts: new Date().toISOString(), ip: '10.0.0.7', firmware: '2.4.1' };
    await client.publishAsync(statusTopic(kiosk.serial), JSON.stringify(status), { qos: 1, retain: true });
  };
  client.on('connect', () => void announce().catch(() => undefined));
  client.on('close', () => {
    state.subscribed = false;
  });
  client.on('message', (topic, payload) => {
    const parsed = parseCommandMessage(topic, payload);
    if (!parsed.ok) return;
    const commandId = parsed.command.id;
    received.push(commandId);
    const ack = (status: string) =>
      publishAcked(kiosk, ackTopic(kiosk.serial), JSON.stringify({ commandId, status, ts: new Date().toISOString() }));
    void ack('delivered').then(() => ack('applied'));
  });
  return { received, state, announce };
}

export type CommandAnswerer = ReturnType<typeof answerCommands>;

/**
 * Waits until each of these commands is applied (calling `poke` between looks, e.g. a sweep), then that
 * no kiosk got any command twice and each of these exactly once.
 */
export async function expectCommandsOnce(
  ids: readonly string[],
  query: RowsQuery,
  answerers: readonly CommandAnswerer[],
  options: { wait: { timeout: number; interval: number }; poke?: () => Promise<unknown> },
) {
  await vi.waitFor(async () => {
    await options.poke?.();
    const rows = (await query('SELECT id, status FROM kiosk_commands WHERE id = ANY($1::uuid[])', [ids])) as {
      id: string;
      status: string;
    }[];
    expect(rows.filter((r) => r.status !== 'applied')).toEqual([]);
    expect(rows.length).toBe(ids.length);
  }, options.wait);
  await settle(500);
  const received = answerers.flatMap((a) => a.received);
  const twice = received.filter((id, n) => received.indexOf(id) !== n);
  if (twice.length) {
    const rows = await query(
      'SELECT id, type, resends, created_at, last_sent_at, delivered_at, finished_at FROM kiosk_commands WHERE id = ANY($1::uuid[])',
      [twice],
    );
    console.error('commands a kiosk got twice:', JSON.stringify(rows));
  }
  expect(twice).toEqual([]);
  expect(ids.filter((id) => !received.includes(id))).toEqual([]);
}

/**
 * Queues a command through a console's GraphQL API (`kioskSync`, `kioskRestart`, …) as a user would,
 * asking again while the console cannot answer (its database restarting); answers the command's id.
 */
export async function queueCommandOverApi(
  base: () => string,
  token: string,
  mutation: string,
  kioskId: string,
  wait: { timeout: number },
): Promise<string> {
  const until = Date.now() + wait.timeout;
  for (;;) {
    try {
      const response = await fetch(`${base()}/api/v1/kiosk/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `mutation($id: ID!) { ${mutation}(id: $id) { _id } }`,
          variables: { id: kioskId },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { data?: Record<string, { _id: string } | null> };
      const id = body.data?.[mutation]?._id;
      if (id) return id;
      if (Date.now() > until) throw new Error(`${mutation}: ${JSON.stringify(body)}`);
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await settle(200);
  }
}
