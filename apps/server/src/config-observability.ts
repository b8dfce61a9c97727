import { z } from 'zod';

/**
 * The observability settings (logs, /metrics, OpenTelemetry traces): part of config.ts's schema, and read
 * on their own by main.ts before the app loads (tracing must be set up before the modules it traces).
 */
export const observabilitySettings = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token for /metrics on the console's port (and on METRICS_PORT); unset with no METRICS_PORT = no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A port of its own for /metrics (on METRICS_HOST); 0 = any free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  /**
   * OpenTelemetry traces (HTTP, GraphQL, PostgreSQL) to this OTLP/HTTP collector, e.g.
   * http://collector:4318 (spans go to its /v1/traces); unset = no tracing (nothing loaded).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('kiosk-console'),
  /** How spans are encoded: OTLP/HTTP with JSON, which every OTLP/HTTP receiver accepts (no protobuf, no gRPC). */
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .literal('http/json', { error: 'only http/json is offered (OTLP over HTTP with JSON; no protobuf, no gRPC)' })
    .default('http/json'),
};

type ObservabilityEnv = z.output<z.ZodObject<typeof observabilitySettings>>;

/** Where traces go, or undefined when tracing is off. */
export interface TracingSettings {
  endpoint: string;
  serviceName: string;
}

/** The observability part of the configuration (config.ts `Config`). */
export function observabilityConfig(env: ObservabilityEnv & { HOST: string }) {
  return {
    logLevel: env.LOG_LEVEL,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST },
    tracing: tracingOf(env),
  };
}

function tracingOf(env: ObservabilityEnv): TracingSettings | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return {
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''),
    serviceName: env.OTEL_SERVICE_NAME,
  };
}

/**
 * The tracing settings alone, for main.ts before anything else loads. A bad value gives undefined here:
 * config.ts then refuses it with the other problems.
 */
export function loadTracingSettings(env: NodeJS.ProcessEnv = process.env): TracingSettings | undefined {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = z.object(observabilitySettings).safeParse(cleaned);
  return parsed.success ? tracingOf(parsed.data) : undefined;
}
