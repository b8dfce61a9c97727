import type { TracingSettings } from '../config-observability.ts';

/** Started tracing: `shutdown` sends the spans still buffered (at the end of the process). */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** Requests too frequent and too dull to trace (probes, scrapes). */
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * OpenTelemetry traces (ADR 0020, docs/operations.md "Traces"): incoming and outgoing HTTP, GraphQL
 * operations and PostgreSQL queries, sent as OTLP/HTTP (JSON) to `settings.endpoint`. Must run before the
 * modules it patches load (main.ts imports the console after it). Without settings nothing is loaded.
 */
export async function startTracing(settings: TracingSettings | undefined): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  // ES modules are patched through import-in-the-middle's loader hook, registered before they load.
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, graphql] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-graphql'),
    ]);
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }),
    // Traces only: metrics are /metrics' (Prometheus), logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new PgInstrumentation(),
      // One span per operation and its fields merged (a grid's rows would otherwise be a span per field).
      new graphql.GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
