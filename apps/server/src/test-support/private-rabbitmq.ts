import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freeLocalPort as freePort } from './free-port.ts';

/**
 * A RabbitMQ node of the test's own (rabbitmq-server with its data, logs, cookie and ports in a temporary
 * directory; plugins rabbitmq_mqtt, rabbitmq_management, rabbitmq_auth_backend_http): fault tests kill and
 * restart it. The machine's shared node (5672) is never touched. Kiosks log in through the HTTP auth
 * backend (the console's routes at `authBaseUrl`); the internal user guest/guest (localhost) is the
 * console's own.
 */
export interface PrivateRabbitmq {
  /** amqp://guest:guest@127.0.0.1:<port> */
  readonly amqpUrl: string;
  /** mqtt://127.0.0.1:<port> (MQTT 3.1.1) */
  readonly mqttUrl: string;
  /** http://guest:guest@127.0.0.1:<port> (management API) */
  readonly managementUrl: string;
  /** Stops the node: `graceful` (SIGTERM, it shuts down in order) or `kill` (SIGKILL, a crash). */
  stop(mode: 'graceful' | 'kill'): Promise<void>;
  /** Starts it again on the same ports and data; resolves when AMQP, MQTT and management answer. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  dispose(): Promise<void>;
}

const BINARY = process.env.RABBITMQ_SERVER ?? '/usr/lib/rabbitmq/bin/rabbitmq-server';

/** The rabbitmq-server script. Required in CI (throws); elsewhere undefined with a warning (the file skips). */
export async function privateRabbitmqBinary(what: string): Promise<string | undefined> {
  const found = await fs.access(BINARY, fs.constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!found && process.env.CI) throw new Error(`${what}: RabbitMQ (${BINARY}) is required in CI and was not found`);
  if (!found)
    console.warn(`${what} skipped: no RabbitMQ server at ${BINARY} (install rabbitmq-server or set RABBITMQ_SERVER)`);
  return found ? BINARY : undefined;
}

/** Creates and starts a node of the test's own; `authBaseUrl` is where the HTTP auth backend asks. */
export async function startPrivateRabbitmq(binary: string, options: { authBaseUrl: string }): Promise<PrivateRabbitmq> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-rmq-'));
  const [amqpPort, mqttPort, managementPort] = [await freePort(), await freePort(), await freePort()];
  const distPort = await freePort();
  const auth = options.authBaseUrl.replace(/\/$/, '');
  await fs.writeFile(
    path.join(root, 'rabbitmq.conf'),
    [
      `listeners.tcp.default = 127.0.0.1:${amqpPort}`,
      `mqtt.listeners.tcp.default = 127.0.0.1:${mqttPort}`,
      `management.tcp.port = ${managementPort}`,
      'management.tcp.ip = 127.0.0.1',
      'mqtt.allow_anonymous = false',
      'auth_backends.1 = internal',
      'auth_backends.2 = http',
      'auth_http.http_method = post',
      `auth_http.user_path = ${auth}/user`,
      `auth_http.vhost_path = ${auth}/vhost`,
      `auth_http.resource_path = ${auth}/resource`,
      `auth_http.topic_path = ${auth}/topic`,
      'log.console = false',
      'log.file.level = warning',
      '',
    ].join('\n'),
  );
  await fs.writeFile(
    path.join(root, 'enabled_plugins'),
    '[rabbitmq_mqtt,rabbitmq_management,rabbitmq_auth_backend_http].\n',
  );
  const nodename = `kc-test-${amqpPort}@localhost`;
  const env = {
    ...process.env,
    HOME: root, // the node's Erlang cookie is created here, not in the user's home
    RABBITMQ_NODENAME: nodename,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(amqpPort),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_CONFIG_FILE: path.join(root, 'rabbitmq'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(root, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: path.join(root, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(root, 'log'),
    RABBITMQ_PID_FILE: path.join(root, 'node.pid'),
    RABBITMQ_ADVANCED_CONFIG_FILE: path.join(root, 'advanced.config'),
    RABBITMQ_CONF_ENV_FILE: path.join(root, 'rabbitmq-env.conf'),
    RABBITMQ_ALLOW_INPUT: '',
  };
  let child: ChildProcess | undefined;
  let output = '';

  async function up(): Promise<boolean> {
    try {
      const response = await fetch(`http://127.0.0.1:${managementPort}/api/overview`, {
        headers: { authorization: `Basic ${Buffer.from('guest:guest').toString('base64')}` },
        signal: AbortSignal.timeout(2_000),
      });
      if (!response.ok) return false;
      const overview = (await response.json()) as { listeners?: { protocol: string }[] };
      const protocols = (overview.listeners ?? []).map((l) => l.protocol);
      return protocols.includes('amqp') && protocols.includes('mqtt');
    } catch {
      return false;
    }
  }

  async function start(): Promise<void> {
    if (child) throw new Error('the private RabbitMQ node is running');
    output = '';
    // Its own process group, so stopping it reaches beam and its helpers (never the machine's epmd).
    const started = spawn(binary, [], { env, cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8_000);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) break;
      if (await up()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop('kill');
    throw new Error(`the private RabbitMQ node did not start:\n${output}`);
  }

  async function stop(mode: 'graceful' | 'kill'): Promise<void> {
    const running = child;
    if (!running?.pid) return;
    child = undefined;
    const exited = new Promise<void>((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) resolve();
      else running.once('exit', () => resolve());
    });
    try {
      process.kill(-running.pid, mode === 'kill' ? 'SIGKILL' : 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        if (running.pid) process.kill(-running.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 60_000);
    await exited;
    clearTimeout(timer);
    // The group's other members (beam, erl_child_setup) may outlive the script by a moment.
    for (let i = 0; i < 100; i += 1) {
      try {
        process.kill(-running.pid, 0);
      } catch {
        return;
      }
      if (mode === 'kill') {
        try {
          process.kill(-running.pid, 'SIGKILL');
        } catch {
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  try {
    await start();
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }

  let disposed = false;
  return {
    amqpUrl: `amqp://guest:guest@127.0.0.1:${amqpPort}`,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    managementUrl: `http://guest:guest@127.0.0.1:${managementPort}`,
    stop,
    start,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await stop('kill');
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
