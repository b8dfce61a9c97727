import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandTopic, parseCommandMessage, statusTopic, telemetryTopic } from '@kiosk/common/mqtt';
import { connectKiosk, kioskClientOptions, publishTracked, settle, testCommand } from '../test-support/mqtt-kiosk.ts';
import {
  createEmbeddedWorld,
  type EmbeddedWorld,
  KIOSK,
  OTHER,
  REISSUED,
  SECRETS,
  telemetry,
  WAIT,
} from '../test-support/embedded-broker.ts';

/** Who may connect, publish and subscribe: secrets, re-issued and revoked logins, own topics only. */
describe('embedded MQTT broker: logins and topics', () => {
  let world: EmbeddedWorld;

  beforeAll(async () => {
    world = await createEmbeddedWorld();
  });
  afterEach(() => world?.endClients());
  afterAll(() => world?.close());

  it('refuses wrong passwords, unknown serial numbers and usernames that are not serial numbers', async () => {
    const before = world.gateway.metrics().refused.connect;
    for (const [username, password] of [
      [KIOSK, 'wrong-secret'],
      ['SN-9999', 'anything'],
      ['kiosk/v1/#', 'anything'],
    ] as const) {
      await expect(connectKiosk(world.tcpUrl, kioskClientOptions(KIOSK, password, { username }))).rejects.toThrow(
        /Not authorized/i,
      );
    }
    await expect(connectKiosk(world.consoleServer.wsUrl, kioskClientOptions(KIOSK, 'wrong-secret'))).rejects.toThrow(
      /Not authorized/i,
    );
    expect(world.gateway.metrics().refused.connect - before).toBe(4);
  });

  it('closes every session of a kiosk whose secret changed, keeps those with the new one, refuses the old', async () => {
    const old = SECRETS[REISSUED] as string;
    const first = await world.kiosk(REISSUED, 'tcp');
    const second = await world.kiosk(REISSUED, 'ws');
    const bystander = await world.kiosk(OTHER);
    const closedFirst = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const closedSecond = new Promise<void>((resolve) => second.once('close', () => resolve()));
    const revokedBefore = world.gateway.metrics().revoked;
    const handledBefore = world.recorder.handled.length;

    world.recorder.setSecret(REISSUED, 'secret-three-new-0123456789');
    await Promise.all([closedFirst, closedSecond]);
    expect(world.gateway.metrics().revoked - revokedBefore).toBe(2);
    expect(bystander.connected).toBe(true);
    // Their last wills were not taken (the kiosk did not go offline; its login went).
    expect(world.recorder.handled.slice(handledBefore).filter((h) => h.message.kiosk === REISSUED)).toEqual([]);

    await expect(connectKiosk(world.tcpUrl, kioskClientOptions(REISSUED, old))).rejects.toThrow(/Not authorized/i);
    const renewed = await world.kiosk(REISSUED);
    expect((await renewed.subscribeAsync(commandTopic(REISSUED), { qos: 1 }))[0]?.qos).toBe(1);
    // Another check (a change heard from elsewhere, or a resync) leaves a session with the current secret.
    await world.gateway.revokeLogins([REISSUED]);
    await settle();
    expect(renewed.connected).toBe(true);
    await renewed.publishAsync(telemetryTopic(REISSUED), telemetry(31), { qos: 1 });
    expect(world.recorder.of(REISSUED, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 31 });

    // The kiosk is gone (deleted, or its serial number changed): its sessions go too.
    const closedRenewed = new Promise<void>((resolve) => renewed.once('close', () => resolve()));
    world.recorder.setSecret(REISSUED, undefined);
    await closedRenewed;
    world.recorder.setSecret(REISSUED, old);
  });

  it('takes nothing more from a session once its login is revoked, not even what it sent just before', async () => {
    const client = await world.kiosk(REISSUED, 'tcp');
    const release = world.recorder.hold();
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    let queued: ReturnType<typeof publishTracked>;
    try {
      // The first message is being stored; the second waits behind it when the login is revoked.
      publishTracked(client, telemetryTopic(REISSUED), telemetry(41));
      await vi.waitFor(
        () => expect(world.recorder.arrived.at(-1)).toMatchObject({ kind: 'telemetry', kiosk: REISSUED }),
        WAIT,
      );
      queued = publishTracked(client, telemetryTopic(REISSUED), telemetry(42));
      await settle(100);
      SECRETS[REISSUED] = 'secret-three-other-0123456789';
      await world.gateway.revokeLogins([REISSUED]);
    } finally {
      release();
    }
    await closed;
    await settle();
    expect(queued.acked).toBe(false);
    expect(world.recorder.arrived.filter((m) => m.kind === 'telemetry' && m.message.uptime === 42)).toEqual([]);
    world.recorder.setSecret(REISSUED, 'secret-three-0123456789');
  });

  it("refuses a publish on another kiosk's topic or on a command topic and closes that connection", async () => {
    for (const topic of [telemetryTopic(OTHER), commandTopic(KIOSK), 'anything/else']) {
      const before = world.gateway.metrics().refused.publish;
      const handledBefore = world.recorder.handled.length;
      const client = await world.kiosk();
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      client.publish(topic, topic.endsWith('command') ? JSON.stringify(testCommand()) : telemetry(7), { qos: 1 });
      await closed;
      expect(world.gateway.metrics().refused.publish - before).toBe(1);
      // Only the kiosk's last will (the connection dropped) got through.
      expect(world.recorder.handled.slice(handledBefore).map((h) => h.message)).toEqual([
        { ok: true, kiosk: KIOSK, kind: 'status', message: { online: false } },
      ]);
    }
  });

  it('grants only the own command topic, calls commandsReachable and delivers commands there', async () => {
    const before = world.gateway.metrics().refused.subscribe;
    const client = await world.kiosk();
    // The SUBACK as it came (MQTT.js turns a refusal into an error and hides the codes).
    const suback = new Promise<number[]>((resolve) =>
      client.on('packetreceive', (packet) => {
        if (packet.cmd === 'suback')
          resolve(packet.granted.map((g) => (typeof g === 'number' ? g : (g as { qos: number }).qos)));
      }),
    );
    client.subscribe([commandTopic(OTHER), 'kiosk/v1/+/command', statusTopic(KIOSK)], { qos: 1 }, () => undefined);
    const denied = await suback;
    expect(denied).toEqual([128, 128, 128]);
    expect(world.gateway.metrics().refused.subscribe - before).toBe(3);
    expect(world.recorder.reachable).not.toContain(KIOSK);

    const granted = await client.subscribeAsync(commandTopic(KIOSK), { qos: 1 });
    expect(granted[0]?.qos).toBe(1);
    await vi.waitFor(() => expect(world.recorder.reachable).toContain(KIOSK), WAIT);

    const received = new Promise<{ topic: string; payload: Buffer; qos: number; retain: boolean }>((resolve) =>
      client.once('message', (topic, payload, packet) =>
        resolve({ topic, payload, qos: packet.qos, retain: packet.retain }),
      ),
    );
    const command = testCommand();
    await world.gateway.publishCommand(KIOSK, command);
    const message = await received;
    expect(message.topic).toBe(commandTopic(KIOSK));
    expect(message.qos).toBe(1);
    expect(message.retain).toBe(false);
    expect(parseCommandMessage(message.topic, message.payload)).toEqual({ ok: true, kiosk: KIOSK, command });
  });

  it("does not deliver one kiosk's commands to another kiosk using the same client id", async () => {
    const clientId = 'shared-client-id';
    const own = await world.kiosk(KIOSK, 'tcp', { clientId, clean: false });
    await own.subscribeAsync(commandTopic(KIOSK), { qos: 1 });
    const intruder = await world.kiosk(OTHER, 'tcp', { clientId, clean: false });
    const got: string[] = [];
    intruder.on('message', (topic) => got.push(topic));
    const ownGot = new Promise((resolve) => own.once('message', resolve));
    await world.gateway.publishCommand(KIOSK, testCommand());
    await ownGot; // the first kiosk still has its session: the same client id did not take it over
    expect(got).toEqual([]);
  });
});
