import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { APP_VERSION } from '@kiosk/common/constants';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { registerGraphqlEndpoints } from './graphql/endpoint.ts';
import { registerImageRoutes } from './files/image-routes.ts';
import { createAuthenticator, discoverIssuer } from './auth/authenticate.ts';
import { API_SCOPE, createEmbeddedProvider } from './auth/oidc/provider.ts';
import { registerEmbeddedProviderRoutes } from './auth/oidc/routes.ts';
import { readOnlyKeysRead, registerRestErrorHandler } from './lib/rest.ts';
import { registerRequestGuard } from './lib/request-guard.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { AUTO_SUBMIT_HASH } from './auth/oidc/pages.ts';
import { createModules, type Services } from './modules.ts';
import { createPlatform } from './platform.ts';
import type { ServerModule } from './lib/module.ts';
import type { Db } from './db/client.ts';
import { purgeExpiredOidcPayloads } from './auth/oidc/adapter.ts';
import type { DeviceGateway } from './mqtt/gateway.ts';
import { createDeviceGateway } from './mqtt/create.ts';
import { createMetrics } from './lib/metrics.ts';
import { registerMetrics } from './lib/metrics-routes.ts';
import { checkDependencies, registerHealthRoutes } from './lib/health.ts';
import { createRateLimitCounter, registerRateLimits } from './lib/rate-limit.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** Paths of the server itself: an unknown one answers 404, never the console's index page. */
const SERVER_PATHS = ['/metrics', '/healthz', '/readyz'];
const SERVER_PREFIXES = ['/api/', '/oidc', '/internal/'];

export interface AppOptions {
  /** Use this database instead of opening one from config (tests share one per file). */
  database?: Database;
  /** Use this device gateway instead of the one from config (tests). */
  devices?: DeviceGateway;
  /** Work on the first start, after the modules' start-up work, before the server listens (the demo's seeding). */
  firstStart?(start: FirstStart): Promise<void>;
}

/** What first-start work gets: the modules' public services, acting as SYSTEM_VIEWER or the root user. */
export interface FirstStart {
  services: Services;
  /** The initial root user, just created. */
  rootUserId: string;
  logger: FastifyBaseLogger;
  /** Runs `work` in one database transaction, for the services' ports that take one (`tx` first). */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  /** Every module's service (tests arrange fixtures through them). */
  services: Services;
  /** The modules, as app.ts wired them. */
  modules: readonly ServerModule[];
  /** What the console's browser code needs to log in (GET /api/v1/config). */
  clientConfig: { authority: string; clientId: string; scope: string; productionHost: string | null; version: string };
  generatedAdminPassword?: string;
  /** The port /metrics listens on of its own (METRICS_PORT), if any. */
  metricsPort?: number;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  });
  registerRequestGuard(app); // first, so every route and plugin scope inherits it

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, logger: app.log } : { dataDir: path.join(config.dataDir, 'db') },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());
  // Per client address and per API key, counted in the database every instance shares (ADR 0020).
  const rateLimitCounter = createRateLimitCounter(database);
  registerRateLimits(app, rateLimitCounter, config.rateLimits);

  const devices = options.devices ?? createDeviceGateway({ config, logger: app.log, server: app.server });
  const metrics = createMetrics();
  const platform = createPlatform(database, config, app.log, devices, metrics.port);
  const modules = createModules(platform);
  const { services } = modules;
  const embeddedIdentity = !config.oidc.externalIssuer;
  // The sealing keys loaded before any work: on PGlite's one connection, loading them inside a module's
  // transaction (a command queued while the demo is seeded) would wait on that transaction for ever.
  await platform.secrets.box();
  const extension = options.firstStart;
  const first = await firstStart(
    modules,
    config,
    extension &&
      (({ rootUserId }) =>
        extension({ services, rootUserId, logger: app.log, transaction: (work) => database.db.transaction(work) })),
  );

  // Sealed secrets move to the current key (a rotation, or the upgrade from the database-held key, ADR 0020).
  await platform.secrets.reseal(modules.list);

  const consoleOrigins = [...new Set([new URL(config.publicUrl).origin, ...config.corsOrigins])];
  let authenticate;
  let clientConfig: BuiltApp['clientConfig'];
  let issuerOrigin: string;
  if (embeddedIdentity) {
    const embedded = await createEmbeddedProvider({
      db: database.db,
      accounts: services.users,
      publicUrl: config.publicUrl,
      consoleOrigins,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
    });
    await registerEmbeddedProviderRoutes(app, { provider: embedded.provider, accounts: services.users });
    authenticate = createAuthenticator({
      issuer: embedded.issuer,
      audience: config.oidc.audience,
      keys: { local: embedded.publicJwks },
      resolveViewer: (identity) => services.users.resolveViewer(identity),
      apiKey: (token) => services.users.apiKeys.authenticate(token),
    });
    clientConfig = {
      authority: embedded.issuer,
      clientId: config.oidc.clientId,
      scope: `openid profile email ${API_SCOPE}`,
      productionHost: config.productionHost ?? null,
      version: APP_VERSION,
    };
    issuerOrigin = new URL(embedded.issuer).origin;
  } else {
    const issuer = config.oidc.externalIssuer as string;
    const metadata = await discoverIssuer(issuer);
    authenticate = createAuthenticator({
      issuer,
      audience: config.oidc.audience,
      keys: { remote: metadata },
      resolveViewer: (identity) => services.users.resolveViewer(identity),
      apiKey: (token) => services.users.apiKeys.authenticate(token),
    });
    clientConfig = {
      authority: issuer,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
      productionHost: config.productionHost ?? null,
      version: APP_VERSION,
    };
    issuerOrigin = new URL(issuer).origin;
  }

  const self = "'self'";
  const trusted = [self, ...new Set([issuerOrigin, ...consoleOrigins])];
  // Helmet's headers, computed once (not per request).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, AUTO_SUBMIT_HASH],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        fontSrc: [self, 'data:'],
        connectSrc: trusted,
        frameSrc: trusted,
        formAction: trusted,
        frameAncestors: [self],
        upgradeInsecureRequests: null,
      },
    },
    // The silent-renew iframe and the provider's pages are same-site; cross-origin isolation would break them.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || consoleOrigins.includes(origin)),
    credentials: true,
  });

  registerRestErrorHandler(app);
  // Readiness: every dependency in use — the database, the kiosks' broker (embedded or external), the job queue.
  const dependencies = {
    database: async () => void (await database.query('SELECT 1')),
    broker: async () => devices.connected(),
    jobs: () => platform.jobs.check(),
  };
  registerHealthRoutes(app, dependencies);
  metrics.readFrom({
    devices: () => devices.metrics(),
    pool: () => database.pool,
    jobs: () => platform.jobs.backlog(),
    dependencies: async () =>
      Object.fromEntries(Object.entries(await checkDependencies(dependencies)).map(([name, s]) => [name, s.up])),
  });
  const metricsPort = await registerMetrics(app, metrics, config.metrics);
  app.get('/api/v1/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(clientConfig));

  registerGraphqlEndpoints(
    app,
    modules.list.flatMap((m) => m.graphql ?? []),
    // Every mutation is one transaction with its audit entry (ADR 0012).
    {
      config,
      logger: app.log,
      authenticate,
      audit: { db: database.db },
      recordOperation: (labels, seconds, codes) => metrics.graphqlOperation(labels, seconds, codes),
    },
  );
  for (const module of modules.list) await module.routes?.(app, { authenticate: readOnlyKeysRead(authenticate) });
  await devices.routes?.(app);
  registerImageRoutes(app, platform.storage);
  registerConsole(app, config.webDist ?? DEFAULT_WEB_DIST);

  // Background jobs (pg-boss on this database).
  await platform.jobs.start();
  for (const module of modules.list) await module.jobs?.(platform.jobs);
  if (config.rateLimits.perIp > 0 || config.rateLimits.perApiKey > 0) {
    // Ended rate-limit windows, once across instances.
    await platform.jobs.every(
      'rate-limits.purge',
      5 * 60_000,
      () => rateLimitCounter.purge(config.rateLimits.windowMs),
      {
        onError: (error) => app.log.warn({ err: error }, 'purging ended rate-limit windows failed'),
      },
    );
  }
  if (embeddedIdentity) {
    // Expired sessions, grants and codes of the embedded identity provider, hourly, once across instances.
    await platform.jobs.every('oidc.purge', 3_600_000, () => purgeExpiredOidcPayloads(database.db), {
      onError: (error) => app.log.warn({ err: error }, 'purging expired OpenID Connect data failed'),
    });
  }

  // The device gateway: kiosks' messages go to the one module that handles them.
  const handlers = modules.list.flatMap((m) => (m.devices ? [m.devices] : []));
  if (handlers.length > 1) throw new Error(`one module handles device messages, found ${handlers.length}`);
  if (handlers[0]) await devices.start(handlers[0]);

  // Shutdown, in this order: no kiosk message is accepted any more (the gateway waits for those being
  // handled); each module stops once — its jobs and sweeps, the kiosks module drains the ingest; then the
  // queue, mail and the live bus, all before the database closes (onClose).
  app.addHook('preClose', async () => {
    if (handlers[0]) await devices.close();
    for (const module of modules.list) await module.stop?.();
    await platform.jobs.stop();
    platform.mailer.close();
    await platform.live.close();
  });

  return {
    app,
    database,
    services,
    modules: modules.list,
    clientConfig,
    ...(first.generatedPassword ? { generatedAdminPassword: first.generatedPassword } : {}),
    ...(metricsPort !== undefined ? { metricsPort } : {}),
  };
}

/**
 * Every start: the initial root user (first start only), each module's start-up work, and on the first
 * start the caller's first-start work (`AppOptions.firstStart`: the demo's seeding).
 */
export async function firstStart(
  modules: ReturnType<typeof createModules>,
  config: Config,
  work?: (first: { rootUserId: string }) => Promise<void>,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const first = await modules.services.users.bootstrapRoot({
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    embeddedIdentity: !config.oidc.externalIssuer,
  });
  for (const module of modules.list) await module.start?.();
  if (first.created && work) await work({ rootUserId: first.rootUserId });
  return first;
}

/** Serves the built console with SPA fallback: unknown GET paths that want HTML get index.html. */
function registerConsole(app: FastifyInstance, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    // preCompressed: the build writes .br and .gz beside each asset (apps/web/precompress.plugin.ts).
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      preCompressed: true,
      // The field app's service worker and manifest (ADR 0025) are checked for updates on every start.
      setHeaders: (reply, file) => {
        if (/[\\/](sw\.js|workbox-[\w-]+\.js|field\.webmanifest)$/.test(file))
          reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'console not built: run `npm run build:web`');
  }
  const sendIndex = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.status(503).type('text/plain').send('The console is not built. Run `npm run build:web`.');

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The server's own paths are never the console's pages: /metrics without METRICS_TOKEN is a 404 for
    // Prometheus, not the console's index page with 200.
    const serverPath =
      SERVER_PATHS.includes(url) || SERVER_PREFIXES.some((prefix) => url.startsWith(prefix)) || !!path.extname(url);
    const wantsPage = request.method === 'GET' && !serverPath;
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).send({ error: 'Not Found', path: url });
  });
}
