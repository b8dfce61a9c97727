import { z } from 'zod';
import path from 'node:path';

/** The only place that reads process.env. A bad variable stops start-up with a list of problems. */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
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
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CORS_ORIGINS: list.default([]),
    ADMIN_EMAIL: z.email().default('admin@kiosk.local'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    DEMO_DATA: bool.default(true),
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
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(10_000),
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
      logLevel: env.LOG_LEVEL,
      corsOrigins: env.CORS_ORIGINS,
      admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
      demoData: env.DEMO_DATA,
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
      graphql: {
        maxDepth: env.GRAPHQL_MAX_DEPTH,
        maxAliases: env.GRAPHQL_MAX_ALIASES,
        maxCost: env.GRAPHQL_MAX_COST,
      },
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
