import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTracingSettings } from './config-observability.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.externalIssuer).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
  });

  it('traces only with OTEL_EXPORTER_OTLP_ENDPOINT, as kiosk-console unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadTracingSettings({})).toBeUndefined();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' };
    expect(loadConfig(env).tracing).toEqual({ endpoint: 'http://collector:4318', serviceName: 'kiosk-console' });
    expect(loadTracingSettings({ ...env, OTEL_SERVICE_NAME: 'kiosk-eu' })).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'kiosk-eu',
    });
    expect(() => loadConfig({ ...env, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/only http\/json is offered/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    // A bad value leaves tracing off before the app loads; loadConfig then refuses it.
    expect(loadTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toBeUndefined();
  });

  it('keeps 13 months of raw device data and 37 of roll-ups by default; refuses settings that lose what the report needs', () => {
    expect(loadConfig({}).deviceRetention).toEqual({ rawMonths: 13, rollupMonths: 37 });
    expect(
      loadConfig({ DEVICE_DATA_RETENTION_MONTHS: '0', TEMPERATURE_ROLLUP_RETENTION_MONTHS: '0' }).deviceRetention,
    ).toEqual({
      rawMonths: 0,
      rollupMonths: 0,
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problems({ DEVICE_DATA_RETENTION_MONTHS: '3' })).toMatch(/DEVICE_DATA_RETENTION_MONTHS: must be 0/);
    expect(problems({ DEVICE_DATA_RETENTION_MONTHS: '24', TEMPERATURE_ROLLUP_RETENTION_MONTHS: '12' })).toMatch(
      /TEMPERATURE_ROLLUP_RETENTION_MONTHS: must be 0 or at least DEVICE_DATA_RETENTION_MONTHS \(24\)/,
    );
    expect(problems({ DEVICE_DATA_RETENTION_MONTHS: '0' })).toMatch(/TEMPERATURE_ROLLUP_RETENTION_MONTHS/);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OIDC_ISSUER: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems).toMatch(/OIDC_ISSUER/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('treats empty variables as unset and parses lists', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      PORT: '8080',
      HOST: '0.0.0.0',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  describe('relative paths', () => {
    it('resolves DATA_DIR and WEB_DIST against the folder npm was started from (INIT_CWD)', () => {
      // `npm start` at the repository root runs the server inside apps/server; npm passes the root as INIT_CWD.
      const root = path.resolve('/srv/kiosk-console');
      const config = loadConfig({ INIT_CWD: root, WEB_DIST: 'apps/web/dist' });
      expect(config.dataDir).toBe(path.join(root, 'data'));
      expect(config.webDist).toBe(path.join(root, 'apps', 'web', 'dist'));
      expect(loadConfig({ INIT_CWD: root, DATA_DIR: '../shared/kiosk-data' }).dataDir).toBe(
        path.resolve('/srv/shared/kiosk-data'),
      );
    });

    it('falls back to the working directory when the server is started without npm', () => {
      expect(loadConfig({ DATA_DIR: 'var/kiosk' }).dataDir).toBe(path.join(process.cwd(), 'var', 'kiosk'));
    });

    it('keeps an absolute DATA_DIR as it is', () => {
      const absolute = path.resolve('/var/lib/kiosk');
      expect(loadConfig({ INIT_CWD: path.resolve('/elsewhere'), DATA_DIR: absolute }).dataDir).toBe(absolute);
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, in every environment', () => {
      for (const NODE_ENV of ['development', 'production', 'test']) {
        expect(loadConfig({ NODE_ENV }).trustProxy).toBe(false);
      }
    });

    it('takes addresses, CIDRs and range names, comma-separated', () => {
      const config = loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8, ::1, loopback' });
      expect(config.trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback']);
    });

    it('refuses a hop count, names and bad CIDRs with the reason', () => {
      const problems = (env: Record<string, string>) => {
        try {
          loadConfig(env);
        } catch (error) {
          if (error instanceof ConfigError) return error.problems;
          throw error;
        }
        throw new Error('expected a configuration error');
      };
      expect(problems({ TRUST_PROXY: '1' })).toEqual([expect.stringMatching(/^TRUST_PROXY: a hop count cannot tell/)]);
      expect(problems({ TRUST_PROXY: 'true' })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: "true" is not an IP address, a CIDR/),
      ]);
      expect(problems({ TRUST_PROXY: '10.0.0.0/33, 10.0.0.1, proxy.example.com, 1.2.3.4/8/1' })).toEqual([
        'TRUST_PROXY: "10.0.0.0/33" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or one of loopback, linklocal, uniquelocal',
        'TRUST_PROXY: "proxy.example.com" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or one of loopback, linklocal, uniquelocal',
        'TRUST_PROXY: "1.2.3.4/8/1" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or one of loopback, linklocal, uniquelocal',
      ]);
    });
  });
  describe('device gateway (MQTT)', () => {
    it('runs the embedded broker on 1883 and tells kiosks addresses derived from PUBLIC_URL', () => {
      expect(loadConfig({}).mqtt).toEqual({
        engine: 'embedded',
        rabbitmq: { amqpUrl: undefined, managementUrl: undefined, partitions: 8, prefetch: 100 },
        port: 1883,
        externalUrl: undefined,
        username: undefined,
        password: undefined,
        clientId: `kiosk-console-${os.hostname().replace(/[^A-Za-z0-9_.-]/g, '-')}`,
        sessionExpirySeconds: 3600,
        group: 'kiosk-console',
        publicUrl: 'mqtt://127.0.0.1:1883',
        wsPublicUrl: 'ws://127.0.0.1:3000/mqtt',
      });
      const behindTls = loadConfig({ PUBLIC_URL: 'https://console.example.com/', MQTT_PORT: '8883' }).mqtt;
      expect(behindTls.publicUrl).toBe('mqtt://console.example.com:8883');
      expect(behindTls.wsPublicUrl).toBe('wss://console.example.com/mqtt');
    });

    it('offers no TCP address with MQTT_PORT=0 and takes explicit public addresses', () => {
      expect(loadConfig({ MQTT_PORT: '0' }).mqtt).toMatchObject({ port: 0, publicUrl: '' });
      const explicit = loadConfig({
        MQTT_PUBLIC_URL: 'mqtts://mqtt.example.com:8883',
        MQTT_WS_PUBLIC_URL: 'wss://mqtt.example.com/mqtt',
      }).mqtt;
      expect(explicit.publicUrl).toBe('mqtts://mqtt.example.com:8883');
      expect(explicit.wsPublicUrl).toBe('wss://mqtt.example.com/mqtt');
    });

    it('connects to an external broker with MQTT_URL, whose address the kiosks get by default', () => {
      const mqtt = loadConfig({
        MQTT_URL: 'mqtts://broker.example.com:8883',
        MQTT_USERNAME: 'console',
        MQTT_PASSWORD: 'pw',
      }).mqtt;
      expect(mqtt).toMatchObject({
        externalUrl: 'mqtts://broker.example.com:8883',
        username: 'console',
        password: 'pw',
        publicUrl: 'mqtts://broker.example.com:8883',
        wsPublicUrl: 'mqtts://broker.example.com:8883',
      });
    });

    it('keeps a session per instance at the external broker: a stable client id, an expiry, a group', () => {
      const mqtt = loadConfig({
        MQTT_URL: 'mqtt://broker.example.com',
        MQTT_CLIENT_ID: 'console-a',
        MQTT_SESSION_EXPIRY: '0',
        MQTT_GROUP: 'staging',
      }).mqtt;
      expect(mqtt).toMatchObject({ clientId: 'console-a', sessionExpirySeconds: 0, group: 'staging' });
      expect(() => loadConfig({ MQTT_CLIENT_ID: 'a/b' })).toThrow(/MQTT_CLIENT_ID/);
      expect(() => loadConfig({ MQTT_GROUP: 'a+b' })).toThrow(/MQTT_GROUP/);
      expect(() => loadConfig({ MQTT_SESSION_EXPIRY: '-1' })).toThrow(/MQTT_SESSION_EXPIRY/);
    });

    it('selects RabbitMQ with DEVICE_ENGINE=rabbitmq: AMQP_URL required, kiosks told the engine MQTT listeners', () => {
      const mqtt = loadConfig({
        DEVICE_ENGINE: 'rabbitmq',
        AMQP_URL: 'amqp://console:pw@rabbit.example.com:5672/kiosks',
        RABBITMQ_MANAGEMENT_URL: 'http://console:pw@rabbit.example.com:15672',
        RABBITMQ_PARTITIONS: '16',
      }).mqtt;
      expect(mqtt).toMatchObject({
        engine: 'rabbitmq',
        rabbitmq: {
          amqpUrl: 'amqp://console:pw@rabbit.example.com:5672/kiosks',
          managementUrl: 'http://console:pw@rabbit.example.com:15672',
          partitions: 16,
          prefetch: 100,
        },
        publicUrl: 'mqtt://rabbit.example.com:1883',
        wsPublicUrl: 'ws://rabbit.example.com:15675/ws',
      });
      expect(loadConfig({}).mqtt.engine).toBe('embedded');
      expect(() => loadConfig({ DEVICE_ENGINE: 'rabbitmq' })).toThrow(/AMQP_URL: required with DEVICE_ENGINE=rabbitmq/);
      expect(() => loadConfig({ DEVICE_ENGINE: 'rabbitmq', AMQP_URL: 'amqp://h', MQTT_URL: 'mqtt://h' })).toThrow(
        /MQTT_URL: not used/,
      );
      expect(() => loadConfig({ AMQP_URL: 'http://h' })).toThrow(/AMQP_URL/);
      expect(() => loadConfig({ DEVICE_ENGINE: 'nats' })).toThrow(/DEVICE_ENGINE/);
    });

    it('refuses URLs of other schemes and bad ports', () => {
      expect(() => loadConfig({ MQTT_URL: 'http://broker.example.com' })).toThrow(/MQTT_URL: must be an mqtt:/);
      expect(() => loadConfig({ MQTT_WS_PUBLIC_URL: 'mqtt://x.example.com' })).toThrow(/MQTT_WS_PUBLIC_URL/);
      expect(() => loadConfig({ MQTT_PORT: '70000' })).toThrow(/MQTT_PORT/);
    });
  });

  it('takes the sealing keys from SECRETS_KEY (first seals) or SECRETS_KEY_FILE, and requires one in production on PostgreSQL', () => {
    const current = Buffer.alloc(32, 1);
    const previous = Buffer.alloc(32, 2);
    const config = loadConfig({ SECRETS_KEY: `${current.toString('base64')}, ${previous.toString('hex')}` });
    expect(config.secrets.keys).toEqual([current, previous]);
    expect(config.secrets.keyFile).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY_FILE: 'keys/secrets.key' }).secrets.keyFile).toBe(path.resolve('keys/secrets.key'));
    expect(loadConfig({}).secrets).toEqual({ keys: [], keyFile: undefined });
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: key 1 is not 32 bytes/);
    expect(() => loadConfig({ SECRETS_KEY: current.toString('base64'), SECRETS_KEY_FILE: 'k' })).toThrow(/not both/);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kiosk' };
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY: required in production with DATABASE_URL/);
    expect(loadConfig({ ...production, SECRETS_KEY_FILE: '/run/secrets/kiosk' }).secrets.keyFile).toBe(
      '/run/secrets/kiosk',
    );
    // PGlite keeps one instance in one DATA_DIR: the generated key is enough there.
    expect(loadConfig({ NODE_ENV: 'production' }).secrets.keys).toEqual([]);
  });
});
