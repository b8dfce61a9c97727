import { startConsole } from '@kiosk/server/console';
import { loadDemoConfig, type DemoConfig } from './demo.config.ts';
import { startDemoFleet } from './demo.fleet.ts';
import { seedDemo } from './demo.seed.ts';

/**
 * `npm start`: the whole console (the production server, apps/server) with the demo — demo data on the
 * first start (DEMO_DATA, DEMO_HISTORY_DAYS) and, at every start, simulated fridges for the demo kiosks on
 * the embedded broker or, in the RabbitMQ mode, the engine (DEMO_FLEET). The server knows nothing of it (ADR 0015).
 */
let demo: DemoConfig;
try {
  demo = loadDemoConfig();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

startConsole({
  ...(demo.data ? { firstStart: (start) => seedDemo(start, { historyDays: demo.historyDays }) } : {}),
  ...(demo.fleet
    ? {
        started: async ({ services, logger, deviceMqttUrl }) =>
          deviceMqttUrl
            ? startDemoFleet({ kiosks: services.kiosks, stock: services.stock, url: deviceMqttUrl, logger })
            : undefined,
      }
    : {}),
}).catch((error: unknown) => {
  process.stderr.write(
    `Kiosk Console failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
