import { z } from 'zod';
import path from 'node:path';
import { DEFAULT_MQTT_PORT, SHARED_SUBSCRIPTION_GROUP } from '@kiosk/common/mqtt';
import { list, secretsKeys, trustProxy } from './config-values.ts';
import { mqttConfig } from './config-mqtt.ts';
import { observabilityConfig, observabilitySettings } from './config-observability.ts';

export { parseSecretsKeys } from './config-values.ts';

/**
 * The only place that reads process.env (with config-observability.ts, its logs, metrics and traces
 * settings). A bad variable stops start-up with a list of problems.
 */

const optionalUrl = z.url().optional();

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    /** Set by npm and npx to the directory the command was run from; relative paths resolve against it. */
    INIT_CWD: z.string().optional(),
    TRUST_PROXY: trustProxy.optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** The keys that seal stored secrets (ADR 0020): current first, then previous ones; or a file of them. */
    SECRETS_KEY: secretsKeys.optional(),
    SECRETS_KEY_FILE: z.string().min(1).optional(),
    ...observabilitySettings,
    CORS_ORIGINS: list.default([]),
    ADMIN_EMAIL: z.email().default('admin@kiosk.local'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).default('kiosk-console'),
    OIDC_AUDIENCE: z.string().min(1).default('urn:kiosk-console:api'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email'),
    PRODUCTION_HOST: z.string().optional(),
    WEB_DIST: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Kiosk Console <no-reply@kiosk.local>'),
    /** Exports up to this size are attached to their mail; larger ones are announced with where to download them. */
    MAIL_ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 1024 * 1024),
    /** Days an export's file and its row are kept after it was asked for (then purged, ADR 0005). */
    EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
    /**
     * Months the raw device data (temperature readings, activity log) are kept, 0 = for ever (ADR 0022).
     * At least 4: the compliance report reads up to 92 days and the day before them.
     */
    DEVICE_DATA_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || (n >= 4 && n <= 1_200), 'must be 0 (keep for ever) or 4 to 1200 months')
      .default(13),
    /** Months the hourly temperature roll-ups are kept, 0 = for ever; not fewer than the raw data's months. */
    TEMPERATURE_ROLLUP_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || (n >= 4 && n <= 1_200), 'must be 0 (keep for ever) or 4 to 1200 months')
      .default(37),
    /** API requests per window from one client address (ADR 0020); 0 = no limit per address. */
    RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).default(6_000),
    /** API requests per window made with one API key, from any address; 0 = no limit per key. */
    RATE_LIMIT_PER_API_KEY: z.coerce.number().int().min(0).default(600),
    /** The rate limits' fixed window, in seconds. */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(10_000),
    /** How often the kiosk command sweep runs (re-sends, timeouts, expiry); 0 = off (tests drive it). */
    COMMAND_SWEEP_MS: z.coerce.number().int().min(0).default(5_000),
    ALERT_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
    /** How often the out-of-service schedule job looks for due instants; 0 = off (tests drive it). */
    SCHEDULE_TICK_MS: z.coerce.number().int().min(0).default(30_000),
    MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_MQTT_PORT),
    /** Embedded broker: MQTT over TLS on MQTT_TLS_PORT with this certificate (PEM, chain first) and key (ADR 0020). */
    MQTT_TLS_CERT_FILE: z.string().min(1).optional(),
    MQTT_TLS_KEY_FILE: z.string().min(1).optional(),
    MQTT_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(8883),
    MQTT_URL: z
      .url()
      .regex(/^(mqtts?|wss?):\/\//, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
      .optional(),
    MQTT_PUBLIC_URL: z
      .url()
      .regex(/^(mqtts?|wss?):\/\//, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
      .optional(),
    MQTT_WS_PUBLIC_URL: z
      .url()
      .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
      .optional(),
    MQTT_USERNAME: z.string().min(1).optional(),
    MQTT_PASSWORD: z.string().min(1).optional(),
    /** External broker: this instance's MQTT client id, stable across restarts (its session's name). */
    MQTT_CLIENT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'letters, digits, _ . : - (at most 128)')
      .optional(),
    /** External broker: seconds the broker keeps this instance's session while it is away; 0 = clean sessions. */
    MQTT_SESSION_EXPIRY: z.coerce.number().int().min(0).max(4_294_967_295).default(3_600),
    /** External broker: the shared-subscription group of this console's instances. */
    MQTT_GROUP: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ - (at most 64)')
      .default(SHARED_SUBSCRIPTION_GROUP),
    /** Where kiosks connect: the embedded broker (default; or MQTT_URL's broker) or RabbitMQ (ADR 0016). */
    DEVICE_ENGINE: z.enum(['embedded', 'rabbitmq']).default('embedded'),
    /** RabbitMQ: the console's AMQP connection (an internal user of the engine). */
    AMQP_URL: z
      .url()
      .regex(/^amqps?:\/\//, 'must be an amqp:// or amqps:// URL')
      .optional(),
    /** RabbitMQ: the management API with credentials (closes revoked kiosks' connections, shares partitions). */
    RABBITMQ_MANAGEMENT_URL: z.url().optional(),
    /** RabbitMQ: partition queues of the kiosks (fixed for a deployment). */
    RABBITMQ_PARTITIONS: z.coerce.number().int().min(1).max(256).default(8),
    /** RabbitMQ: unacknowledged messages per partition queue an instance may hold. */
    RABBITMQ_PREFETCH: z.coerce.number().int().min(1).max(10_000).default(100),
  })
  .superRefine((env, ctx) => {
    const raw = env.DEVICE_DATA_RETENTION_MONTHS;
    const rollup = env.TEMPERATURE_ROLLUP_RETENTION_MONTHS;
    if (rollup !== 0 && (raw === 0 || rollup < raw)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEMPERATURE_ROLLUP_RETENTION_MONTHS'],
        message: `must be 0 or at least DEVICE_DATA_RETENTION_MONTHS (${raw === 0 ? 'for ever' : raw})`,
      });
    }
    if (Boolean(env.MQTT_TLS_CERT_FILE) !== Boolean(env.MQTT_TLS_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.MQTT_TLS_CERT_FILE ? 'MQTT_TLS_KEY_FILE' : 'MQTT_TLS_CERT_FILE'],
        message: 'MQTT over TLS needs both MQTT_TLS_CERT_FILE and MQTT_TLS_KEY_FILE',
      });
    }
    if (env.MQTT_TLS_CERT_FILE && (env.DEVICE_ENGINE === 'rabbitmq' || env.MQTT_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MQTT_TLS_CERT_FILE'],
        message:
          "only for the embedded broker (with MQTT_URL or RabbitMQ, that broker's own TLS listener serves kiosks)",
      });
    }
    if (env.SECRETS_KEY && env.SECRETS_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY_FILE'],
        message: 'set SECRETS_KEY or SECRETS_KEY_FILE, not both',
      });
    }
    // Several instances share a PostgreSQL database: a key generated into each one's DATA_DIR would differ.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SECRETS_KEY && !env.SECRETS_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message:
          'required in production with DATABASE_URL (or SECRETS_KEY_FILE): the key that seals stored secrets, e.g. `openssl rand -base64 32` (docs/operations.md "Secrets")',
      });
    }
    if (env.DEVICE_ENGINE === 'rabbitmq' && !env.AMQP_URL) {
      ctx.addIssue({ code: 'custom', path: ['AMQP_URL'], message: 'required with DEVICE_ENGINE=rabbitmq' });
    }
    if (env.DEVICE_ENGINE === 'rabbitmq' && env.MQTT_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MQTT_URL'],
        message: 'not used with DEVICE_ENGINE=rabbitmq (set MQTT_PUBLIC_URL)',
      });
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://${hostForUrl(env.HOST)}:${env.PORT}`).replace(/\/$/, '');
    // `npm start` runs the server in its workspace folder; relative paths mean where the user started.
    const startDir = env.INIT_CWD ?? process.cwd();
    const dataDir = path.resolve(startDir, env.DATA_DIR);
    return {
      env: env.NODE_ENV,
      host: env.HOST,
      port: env.PORT,
      publicUrl,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      /** ADR 0020: SECRETS_KEY's keys (first seals) or SECRETS_KEY_FILE; neither = DATA_DIR/secrets.key, generated once. */
      secrets: {
        keys: env.SECRETS_KEY ?? [],
        keyFile: env.SECRETS_KEY_FILE ? path.resolve(startDir, env.SECRETS_KEY_FILE) : undefined,
      },
      corsOrigins: env.CORS_ORIGINS,
      /** Fastify's trustProxy: false (no proxy, the socket's address is the client) or the proxies' ranges. */
      trustProxy: env.TRUST_PROXY && env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : (false as const),
      admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
      oidc: {
        /** undefined = the embedded provider at {publicUrl}/oidc */
        externalIssuer: env.OIDC_ISSUER?.replace(/\/$/, ''),
        clientId: env.OIDC_CLIENT_ID,
        audience: env.OIDC_AUDIENCE,
        scope: env.OIDC_SCOPE,
      },
      productionHost: env.PRODUCTION_HOST,
      webDist: env.WEB_DIST ? path.resolve(startDir, env.WEB_DIST) : undefined,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      mailAttachmentMaxBytes: env.MAIL_ATTACHMENT_MAX_BYTES,
      exportRetentionDays: env.EXPORT_RETENTION_DAYS,
      /** Months kept of the raw device data and of the hourly temperature roll-ups; 0 = for ever. */
      deviceRetention: {
        rawMonths: env.DEVICE_DATA_RETENTION_MONTHS,
        rollupMonths: env.TEMPERATURE_ROLLUP_RETENTION_MONTHS,
      },
      /** Shared across instances through the database (lib/rate-limit.ts, ADR 0020). */
      rateLimits: {
        perIp: env.RATE_LIMIT_PER_IP,
        perApiKey: env.RATE_LIMIT_PER_API_KEY,
        windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      graphql: {
        maxDepth: env.GRAPHQL_MAX_DEPTH,
        maxAliases: env.GRAPHQL_MAX_ALIASES,
        maxCost: env.GRAPHQL_MAX_COST,
      },
      commandSweepMs: env.COMMAND_SWEEP_MS,
      alertSweepMs: env.ALERT_SWEEP_MS,
      scheduleTickMs: env.SCHEDULE_TICK_MS,
      mqtt: mqttConfig(env, publicUrl, startDir),
      /** Log level, /metrics, OpenTelemetry traces (config-observability.ts). */
      ...observabilityConfig(env),
    };
  });

export type Config = z.output<typeof configSchema>;

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}
