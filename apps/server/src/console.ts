import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type FirstStart } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Services } from './modules.ts';

// The public seam of @kiosk/server (package.json "exports"): everything outside apps/server uses only this.
export { SYSTEM_VIEWER } from './auth/viewer.ts';
export { AppError } from './lib/errors.ts';
export type { FirstStart } from './app.ts';
export type { Config } from './config.ts';
export type { Services } from './modules.ts';
/** The sales rules a producer of past sales and refills follows (the demo history): money in cents, tolerances. */
export { refillCost } from './modules/stock/stock.planogram.rules.ts';
export { fromCents, toCents, toleranceGrams } from './modules/sales/sales.rules.ts';

/** The console once it listens: what an extension may use (the modules' public services, never their insides). */
export interface RunningConsole {
  services: Services;
  config: Config;
  logger: FastifyBaseLogger;
  /**
   * Where a fridge on this machine connects: the embedded broker's MQTT-over-WebSocket address on this server,
   * or in the RabbitMQ mode the engine's MQTT address (MQTT_PUBLIC_URL); undefined with an external broker.
   */
  deviceMqttUrl: string | undefined;
}

/**
 * What a process that starts the console may add to it — the one seam for code that is not the product
 * (the demo in apps/demo, ADR 0015). The production server (main.ts) starts the console without any.
 */
export interface ConsoleExtension {
  /** On the first start (the initial root user was just created), before the server listens. */
  firstStart?(start: FirstStart): Promise<void>;
  /** Once the server listens; what it returns is stopped first when the process shuts down. */
  started?(running: RunningConsole): Promise<{ stop(): Promise<void> } | undefined>;
}

/**
 * Starts the whole console in this process (config from the environment, `buildApp`, listen) and prints
 * where it runs. SIGINT/SIGTERM close it gracefully; a bad configuration ends the process with a list.
 */
export async function startConsole(
  extension: ConsoleExtension = {},
  lifecycle: {
    /** Runs after the server closed at shutdown (tracing sends its last spans). */
    afterClose?: () => Promise<void>;
  } = {},
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const { app, services, generatedAdminPassword } = await buildApp(
    config,
    extension.firstStart ? { firstStart: extension.firstStart } : {},
  );
  let closing = false;
  const running: { extension?: { stop(): Promise<void> } } = {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // What the extension started stops first (the demo fridges say goodbye: status offline), then the server.
    Promise.resolve(running.extension?.stop())
      .catch(() => undefined)
      .then(() => app.close())
      .then(() => lifecycle.afterClose?.().catch(() => undefined))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (extension.started) {
    const address = app.server.address();
    const deviceMqttUrl =
      config.mqtt.engine === 'rabbitmq'
        ? config.mqtt.publicUrl
        : !config.mqtt.externalUrl && address && typeof address !== 'string'
          ? `ws://127.0.0.1:${address.port}/mqtt`
          : undefined;
    running.extension = await extension
      .started({ services, config, logger: app.log, deviceMqttUrl })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'what the start-up extension runs did not start');
        return undefined;
      });
  }
  const lines = [
    '',
    `  Kiosk Console is running: ${config.publicUrl}`,
    config.oidc.externalIssuer
      ? `  Sign in through ${config.oidc.externalIssuer} as ${config.admin.email} (linked by e-mail).`
      : `  Sign in as ${config.admin.email}${generatedAdminPassword ? ` with the generated password: ${generatedAdminPassword}` : config.admin.password ? ' with ADMIN_PASSWORD' : ' with the password shown at first start'}`,
    generatedAdminPassword ? '  (shown once — store it, or set ADMIN_PASSWORD before the first start)' : '',
    ...whereDataLives(config),
    '',
  ];
  process.stdout.write(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n') + '\n');
}

/** Where to look for (and back up) what the console stores. */
function whereDataLives(config: Config): string[] {
  return [
    `  Data folder: ${config.dataDir}`,
    config.databaseUrl
      ? `  Database: PostgreSQL${describeDatabaseUrl(config.databaseUrl)} (DATABASE_URL)`
      : `  Database: PGlite in ${path.join(config.dataDir, 'db')}`,
    config.smtpUrl ? '' : `  E-mails are written to ${path.join(config.dataDir, 'outbox')} (no SMTP_URL)`,
  ];
}

/** " at host:port/database", never the credentials. */
function describeDatabaseUrl(url: string): string {
  const parsed = URL.parse(url);
  return parsed?.host ? ` at ${parsed.host}${parsed.pathname}` : '';
}
