import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryTopic } from '@kiosk/common/mqtt';
import { loadConfig } from '../config.ts';
import { freePort } from '../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { createTestContext, type TestContext } from '../test-support/fixtures.ts';
import { newKiosk } from '../modules/kiosks/kiosks.test-data.ts';

const run = promisify(execFile);

/** One connection attempt: 'connected', or why not (the error's message, else 'closed'). */
function attempt(url: string, options: mqtt.IClientOptions): Promise<string> {
  const client = mqtt.connect(url, { ...options, reconnectPeriod: 0, connectTimeout: 10_000 });
  let failure = 'closed';
  return new Promise((resolve) => {
    client.once('connect', () => {
      client.end(true);
      resolve('connected');
    });
    client.on('error', (error) => (failure = error.message));
    client.once('close', () => {
      client.end(true);
      resolve(failure);
    });
  });
}

/**
 * MQTT over TLS on the embedded broker (ADR 0020): a self-signed certificate made here with openssl, a
 * kiosk that trusts it connects over mqtts://, publishes, and its reading is stored; a plain MQTT
 * client on the TLS port gets no session.
 */
describe.each(testDatabaseKinds())('embedded broker: MQTT over TLS on %s', (kind) => {
  const dir = `/tmp/kiosk-mqtt-tls-${randomBytes(4).toString('hex')}`;
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  let ca: Buffer;
  let database: TestDatabase;
  let context: TestContext;
  let tlsPort = 0;

  beforeAll(async () => {
    await mkdir(dir, { recursive: true });
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    ca = await readFile(certFile);
    tlsPort = await freePort();
    database = await createTestDatabase(kind);
    context = await createTestContext(
      database,
      {
        DEMO_DATA: 'false',
        MQTT_PORT: '0',
        MQTT_TLS_CERT_FILE: certFile,
        MQTT_TLS_KEY_FILE: keyFile,
        MQTT_TLS_PORT: String(tlsPort),
      },
      { devices: 'embedded' },
    );
  });
  afterAll(async () => {
    await context?.built.app.close();
    await database?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a kiosk over mqtts:// with the CA, stores what it publishes; a plain client gets nothing', async () => {
    const org = await context.newOrganization('TLS Org');
    const admin = await context.token(
      await context.newUser({ email: 'tls@kiosk.test', firstName: 'Tia' }, [[org, 'admin']]),
    );
    const { id, serialNumber } = await newKiosk(context, org);
    const issued = await context.call<{
      kioskDeviceCredentials: { username: string; password: string; mqttUrl: string };
    }>(admin, 'kiosk', 'mutation($k: ID!) { kioskDeviceCredentials(kioskId: $k) { username password mqttUrl } }', {
      k: id,
    });
    expect(issued.errors).toBeUndefined();
    const credentials = issued.data?.kioskDeviceCredentials;
    if (!credentials) throw new Error('no credentials');
    // Kiosks are told the TLS listener.
    expect(credentials.mqttUrl).toBe(`mqtts://127.0.0.1:${tlsPort}`);

    const kiosk = await mqtt.connectAsync(credentials.mqttUrl, {
      username: credentials.username,
      password: credentials.password,
      clientId: serialNumber,
      ca,
      reconnectPeriod: 0,
      protocolVersion: 4,
    });
    try {
      const ts = new Date(Date.now() - 60_000).toISOString();
      // QoS 1: the PUBACK comes after the reading is committed (device contract §1).
      await kiosk.publishAsync(
        telemetryTopic(serialNumber),
        JSON.stringify({ ts, temperatures: [412, null], uptime: 5 }),
        {
          qos: 1,
        },
      );
      const stored = await context.call<{ getTemperatureEventsByKiosk: { ts: string; sensors: unknown }[] }>(
        admin,
        'kiosk',
        'query($k: ID!) { getTemperatureEventsByKiosk(kioskId: $k) { ts sensors } }',
        { k: id },
      );
      expect(stored.errors).toBeUndefined();
      expect(stored.data?.getTemperatureEventsByKiosk.map((e) => new Date(e.ts).toISOString())).toContain(ts);
    } finally {
      await kiosk.endAsync();
    }

    // Plain MQTT on the TLS port: the handshake fails, no CONNACK.
    const login = { username: credentials.username, password: credentials.password, protocolVersion: 4 as const };
    expect(await attempt(`mqtt://127.0.0.1:${tlsPort}`, login)).not.toBe('connected');
    // TLS without trusting the certificate: refused by the client's verification.
    expect(await attempt(credentials.mqttUrl, login)).toMatch(/self[- ]signed/i);
    // With the CA: a session (the same kiosk, once more).
    expect(await attempt(credentials.mqttUrl, { ...login, ca })).toBe('connected');
  });

  it('needs both the certificate and the key, and only on the embedded broker', () => {
    expect(() => loadConfig({ MQTT_TLS_CERT_FILE: certFile })).toThrow(/MQTT_TLS_KEY_FILE/);
    expect(() =>
      loadConfig({ MQTT_TLS_CERT_FILE: certFile, MQTT_TLS_KEY_FILE: keyFile, MQTT_URL: 'mqtt://broker:1883' }),
    ).toThrow(/only for the embedded broker/);
    const config = loadConfig({ MQTT_TLS_CERT_FILE: certFile, MQTT_TLS_KEY_FILE: keyFile });
    expect(config.mqtt.tls).toEqual({ port: 8883, certFile, keyFile });
    expect(config.mqtt.publicUrl).toBe('mqtts://127.0.0.1:8883');
  });
});
