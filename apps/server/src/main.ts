import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Fleet } from '@kiosk/kiosk-sim';
import { startDemoFleet } from './demo-fleet.ts';
import type { Services } from './modules.ts';

/** Starts the whole console in one process. SIGINT/SIGTERM close it gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const { app, services, generatedAdminPassword } = await buildApp(config);
  let closing = false;
  const running: { fleet?: Fleet } = {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The demo fridges say goodbye first (status offline), then the server closes.
    Promise.resolve(running.fleet?.stop())
      .catch(() => undefined)
      .then(() => app.close())
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
  running.fleet = await runDemoFleet(config, services, app).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the demo fleet did not start');
    return undefined;
  });
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

/** The demo kiosks' simulated fridges, when the embedded broker runs and DEMO_FLEET is on. */
async function runDemoFleet(config: Config, services: Services, app: FastifyInstance) {
  if (!config.demoFleet || config.mqtt.externalUrl) return undefined;
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  // RabbitMQ mode: the demo fridges connect to the engine like real ones (MQTT 3.1.1, client id = serial).
  const url = config.mqtt.engine === 'rabbitmq' ? config.mqtt.publicUrl : `ws://127.0.0.1:${address.port}/mqtt`;
  return startDemoFleet({ services, url, logger: app.log });
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

main().catch((error: unknown) => {
  process.stderr.write(
    `Kiosk Console failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
