import { loadTracingSettings } from './config-observability.ts';
import { startTracing } from './observability/tracing.ts';

/** The production server: the whole console in one process, nothing else (the demo is apps/demo). */
const fail = (error: unknown) => {
  process.stderr.write(
    `Kiosk Console failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
};

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) are set up before the console's modules load: they patch them.
startTracing(loadTracingSettings())
  .then(async (tracing) => {
    const { startConsole } = await import('./console.ts');
    await startConsole({}, tracing ? { afterClose: () => tracing.shutdown() } : {});
  })
  .catch(fail);
