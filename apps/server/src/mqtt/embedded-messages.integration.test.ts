import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_DEVICE_PAYLOAD_BYTES, ackTopic, eventTopic, statusTopic, telemetryTopic } from '@kiosk/common/mqtt';
import {
  connectKiosk,
  createTestHandlers,
  kioskClientOptions,
  publishTracked,
  settle,
} from '../test-support/mqtt-kiosk.ts';
import {
  createEmbeddedWorld,
  type EmbeddedWorld,
  KIOSK,
  ONLINE,
  OTHER,
  SECRETS,
  startConsole,
  telemetry,
  ts,
  WAIT,
} from '../test-support/embedded-broker.ts';

/** What kiosks send reaches the handlers, checked, in order, acknowledged only once stored. */
describe('embedded MQTT broker: device messages', () => {
  let world: EmbeddedWorld;

  beforeAll(async () => {
    world = await createEmbeddedWorld();
  });
  afterEach(() => world?.endClients());
  afterAll(() => world?.close());

  it('hands every kind of message a kiosk publishes over TCP to the handlers', async () => {
    const before = world.gateway.metrics().received;
    const client = await world.kiosk();
    await client.publishAsync(statusTopic(KIOSK), ONLINE, {
      qos: 1,
      retain: true,
    });
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(1), { qos: 0 });
    await client.publishAsync(
      eventTopic(KIOSK),
      JSON.stringify({ id: '7c100000-0000-4000-8000-000000000002', ts, type: 'door', state: 'open' }),
      { qos: 1 },
    );
    await client.publishAsync(
      ackTopic(KIOSK),
      JSON.stringify({ commandId: '7c100000-0000-4000-8000-000000000020', status: 'delivered', ts }),
      { qos: 1 },
    );
    await vi.waitFor(() => expect(world.recorder.of(KIOSK).length).toBeGreaterThanOrEqual(4), WAIT);
    const kinds = world.recorder.of(KIOSK).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['status', 'telemetry', 'event', 'ack']));
    const door = world.recorder.of(KIOSK, 'event').at(-1);
    expect(door?.kind === 'event' && door.message.type).toBe('door');
    const after = world.gateway.metrics().received;
    expect(after.status - before.status).toBe(1);
    expect(after.event - before.event).toBe(1);
    expect(after.ack - before.ack).toBe(1);
    expect(after.telemetry - before.telemetry).toBe(1);
  });

  it('counts and drops malformed JSON, schema violations and oversized payloads, and goes on', async () => {
    const client = await world.kiosk();
    const before = world.gateway.metrics().dropped;
    const handledBefore = world.recorder.handled.length;
    await client.publishAsync(telemetryTopic(KIOSK), '{"ts": ', { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), JSON.stringify({ ts, temperatures: 'warm' }), { qos: 1 });
    await client.publishAsync(eventTopic(KIOSK), JSON.stringify({ id: 'x', ts, type: 'teleport' }), { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), Buffer.alloc(MAX_DEVICE_PAYLOAD_BYTES + 10, 0x20), { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), Buffer.from([0xff, 0xfe, 0x7b]), { qos: 1 });
    const after = world.gateway.metrics().dropped;
    expect(after.json - before.json).toBe(1);
    expect(after.schema - before.schema).toBe(1);
    expect(after.event_type - before.event_type).toBe(1);
    expect(after.too_large - before.too_large).toBe(1);
    expect(after.encoding - before.encoding).toBe(1);
    expect(world.recorder.handled.length).toBe(handledBefore);

    // The same connection still works, and so does the gateway.
    expect(client.connected).toBe(true);
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(99), { qos: 1 });
    expect(world.recorder.handled.length).toBe(handledBefore + 1);
    const warnings = world.consoleServer.log.lines.filter((l) => l.msg === 'device message dropped');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('cuts a connection that announces an absurdly large packet, and keeps serving the others', async () => {
    const client = await world.kiosk();
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(telemetryTopic(KIOSK), Buffer.alloc(4 * MAX_DEVICE_PAYLOAD_BYTES, 0x20), { qos: 1 });
    await closed;
    const other = await world.kiosk();
    await other.publishAsync(telemetryTopic(KIOSK), telemetry(100), { qos: 1 });
    expect(world.recorder.of(KIOSK, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 100 });
  });

  it('acknowledges a message (PUBACK) only after the handler has stored it', async () => {
    const client = await world.kiosk();
    const release = world.recorder.hold();
    const arrivedBefore = world.recorder.arrived.length;
    let publish: ReturnType<typeof publishTracked>;
    try {
      publish = publishTracked(client, telemetryTopic(KIOSK), telemetry(555));
      await vi.waitFor(() => expect(world.recorder.arrived.length).toBe(arrivedBefore + 1), WAIT);
      await settle();
      expect(publish.acked).toBe(false);
    } finally {
      release();
    }
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(world.recorder.of(KIOSK, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 555 });
  });

  it('does not acknowledge a message whose handler failed; the kiosk sends it again after reconnecting', async () => {
    const client = await world.kiosk(KIOSK, 'tcp', { clean: false, reconnectPeriod: 100 });
    const failedBefore = world.gateway.metrics().failed;
    world.recorder.failNext(1);
    const publish = publishTracked(
      client,
      eventTopic(KIOSK),
      JSON.stringify({ id: '7c100000-0000-4000-8000-0000000000aa', ts, type: 'door', state: 'closed' }),
    );
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(world.gateway.metrics().failed - failedBefore).toBe(1);
    // Handed over twice: the first time it failed (not acknowledged), the second time it was stored.
    const tries = world.recorder.arrived.filter(
      (m) => m.kind === 'event' && m.message.id === '7c100000-0000-4000-8000-0000000000aa',
    );
    expect(tries).toHaveLength(2);
    expect(
      world.recorder
        .of(KIOSK, 'event')
        .filter((m) => m.kind === 'event' && m.message.id === '7c100000-0000-4000-8000-0000000000aa'),
    ).toHaveLength(1);
  });

  it('holds a message while the database cannot be reached and acknowledges it once stored, on the same connection', async () => {
    const client = await world.kiosk(KIOSK, 'tcp', { reconnectPeriod: 100 });
    let closed = 0;
    client.on('close', () => (closed += 1));
    const id = '7c100000-0000-4000-8000-0000000000bb';
    // A restart of PostgreSQL: the connection is refused three times, then the write goes through.
    world.recorder.failNext(3, () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const publish = publishTracked(client, eventTopic(KIOSK), JSON.stringify({ id, ts, type: 'door', state: 'open' }));
    const tries = () => world.recorder.arrived.filter((m) => m.kind === 'event' && m.message.id === id).length;
    await vi.waitFor(() => expect(tries()).toBeGreaterThanOrEqual(2), WAIT);
    expect(publish.acked).toBe(false);
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(tries()).toBe(4);
    expect(world.recorder.of(KIOSK, 'event').filter((m) => m.kind === 'event' && m.message.id === id)).toHaveLength(1);
    expect(closed).toBe(0);
    expect(
      world.consoleServer.log.lines.filter((l) => l.msg === 'database unavailable; device message held, retrying')
        .length,
    ).toBeGreaterThan(0);
  });

  it("keeps one kiosk's messages in order even when they arrive in one burst and writes take varying time", async () => {
    // Later writes are faster than earlier ones: handled side by side, they would finish out of order.
    const slow = createTestHandlers(SECRETS, { latency: (n) => 20 - (n % 10) * 2 });
    const second = await startConsole(slow, 0);
    try {
      const client = await connectKiosk(second.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!));
      world.track(client);
      const publishes = Array.from({ length: 40 }, (_, i) =>
        publishTracked(client, telemetryTopic(KIOSK), telemetry(10_000 + i)),
      );
      await vi.waitFor(() => expect(publishes.every((p) => p.acked)).toBe(true), WAIT);
      const uptimes = slow.of(KIOSK, 'telemetry').map((m) => (m.kind === 'telemetry' ? m.message.uptime : -1));
      expect(uptimes).toEqual(Array.from({ length: 40 }, (_, i) => 10_000 + i));
    } finally {
      await second.gateway.close();
      await second.app.close();
    }
  });

  it("pipelined: hands a kiosk's next messages over before the first is stored, acknowledges each only after it is, in order", async () => {
    const pipelined = createTestHandlers(SECRETS, { pipelined: true, latency: (n) => 20 - (n % 10) * 2 });
    const second = await startConsole(pipelined, 0);
    try {
      const client = world.track(await connectKiosk(second.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!)));
      const release = pipelined.hold();
      let publishes: ReturnType<typeof publishTracked>[] = [];
      try {
        publishes = Array.from({ length: 4 }, (_, i) =>
          publishTracked(client, telemetryTopic(KIOSK), telemetry(20_000 + i)),
        );
        // All four reach the handlers while the first is still being stored; none is acknowledged.
        await vi.waitFor(() => expect(pipelined.arrived.length).toBe(4), WAIT);
        await settle();
        expect(publishes.some((p) => p.acked)).toBe(false);
      } finally {
        release();
      }
      await vi.waitFor(() => expect(publishes.every((p) => p.acked)).toBe(true), WAIT);
      // The later ones were stored first (shorter writes), yet each PUBACK came after the earlier ones'.
      const answered = publishes.map((p) => p.answered as number);
      expect(answered).toEqual([...answered].sort((a, b) => a - b));
      // Handed over in the order sent (the ingest module writes them in that order, ingest tests).
      const arrivedUptimes = pipelined.arrived.map((m) => (m.kind === 'telemetry' ? m.message.uptime : -1));
      expect(arrivedUptimes).toEqual([20_000, 20_001, 20_002, 20_003]);
    } finally {
      await second.gateway.close();
      await second.app.close();
    }
  });

  it("hands a kiosk's last will to the handlers as an offline status when its connection drops", async () => {
    const client = await world.kiosk(OTHER);
    await client.publishAsync(statusTopic(OTHER), ONLINE, { qos: 1, retain: true });
    client.stream.destroy(); // no DISCONNECT: the broker publishes the will
    await vi.waitFor(() => expect(world.recorder.of(OTHER, 'status').at(-1)?.message).toEqual({ online: false }), WAIT);
  });
});
