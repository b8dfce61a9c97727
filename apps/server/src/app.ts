import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { APP_VERSION } from '@kiosk/common/constants';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createServices } from './services.ts';
import { registerGraphqlEndpoints } from './graphql/endpoint.ts';
import { createUsersModule } from './modules/users/users.module.ts';
import { createOrganizationsModule } from './modules/organizations/organizations.module.ts';
import { registerOrganizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { registerImageRoutes } from './files/image-routes.ts';
import { createProductsModule } from './modules/products/products.module.ts';
import { registerProductsRoutes } from './modules/products/products.routes.ts';
import { findDemoOrganizationId, seedDemoCatalogue } from './modules/products/products.demo.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { bootstrap } from './modules/users/users.bootstrap.ts';
import { createAuthenticator, discoverIssuer } from './auth/authenticate.ts';
import { API_SCOPE, createEmbeddedProvider } from './auth/oidc/provider.ts';
import { registerEmbeddedProviderRoutes } from './auth/oidc/routes.ts';
import { registerSetPasswordRoutes } from './auth/oidc/set-password.routes.ts';
import { createExportsModule } from './modules/exports/exports.module.ts';
import { registerExportsRoutes } from './modules/exports/exports.routes.ts';
import { registerRestErrorHandler } from './lib/rest.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerExportsJobs } from './modules/exports/exports.jobs.ts';
import { registerUsersJobs } from './modules/users/users.jobs.ts';
import { AUTO_SUBMIT_HASH } from './auth/oidc/pages.ts';
import { purgeExpiredOidcPayloads } from './auth/oidc/adapter.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppOptions {
  /** Use this database instead of opening one from config (tests share one per file). */
  database?: Database;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  /** What the console's browser code needs to log in (GET /api/v1/config). */
  clientConfig: { authority: string; clientId: string; scope: string; productionHost: string | null; version: string };
  generatedAdminPassword?: string;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.env === 'production',
    bodyLimit: 12 * 1024 * 1024,
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());

  const usersRepository = createUsersRepository(database.db);
  const organizationsRepository = createOrganizationsRepository(database.db);
  const services = createServices(database, config, app.log);
  const embeddedIdentity = !config.oidc.externalIssuer;

  const first = await bootstrap(
    { users: usersRepository, organizations: organizationsRepository, logger: app.log },
    {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
      embeddedIdentity,
      demoData: config.demoData,
    },
  );
  await services.products.ensureReferenceData();
  if (first.created && config.demoData) {
    const demoOrgId = await findDemoOrganizationId(database.db);
    if (demoOrgId) await seedDemoCatalogue({ products: services.products, logger: app.log }, demoOrgId);
  }

  const consoleOrigins = [...new Set([new URL(config.publicUrl).origin, ...config.corsOrigins])];
  let authenticate;
  let clientConfig: BuiltApp['clientConfig'];
  let issuerOrigin: string;
  if (embeddedIdentity) {
    const embedded = await createEmbeddedProvider({
      db: database.db,
      users: usersRepository,
      publicUrl: config.publicUrl,
      consoleOrigins,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      production: config.env === 'production',
    });
    await registerEmbeddedProviderRoutes(app, { provider: embedded.provider, users: usersRepository });
    if (services.invitations) await registerSetPasswordRoutes(app, { invitations: services.invitations });
    authenticate = createAuthenticator({
      issuer: embedded.issuer,
      audience: config.oidc.audience,
      keys: { local: embedded.publicJwks },
      resolveViewer: (identity) => services.users.resolveViewer(identity),
    });
    clientConfig = {
      authority: embedded.issuer,
      clientId: config.oidc.clientId,
      scope: `openid profile email ${API_SCOPE}`,
      productionHost: config.productionHost ?? null,
      version: APP_VERSION,
    };
    issuerOrigin = new URL(embedded.issuer).origin;
    const purge = setInterval(() => void purgeExpiredOidcPayloads(database.db).catch(() => undefined), 3_600_000);
    purge.unref();
    app.addHook('onClose', () => clearInterval(purge));
  } else {
    const issuer = config.oidc.externalIssuer as string;
    const metadata = await discoverIssuer(issuer);
    authenticate = createAuthenticator({
      issuer,
      audience: config.oidc.audience,
      keys: { remote: metadata },
      resolveViewer: (identity) => services.users.resolveViewer(identity),
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
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/api/v1/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(clientConfig));

  registerGraphqlEndpoints(
    app,
    [createUsersModule(), createExportsModule(), createOrganizationsModule(), createProductsModule()],
    {
      config,
      logger: app.log,
      services,
      authenticate,
    },
  );
  registerProductsRoutes(app, { services, authenticate });

  registerImageRoutes(app, services.storage);
  registerOrganizationsRoutes(app, { services, authenticate });
  registerExportsRoutes(app, { services, authenticate });

  registerConsole(app, config.webDist ?? DEFAULT_WEB_DIST);

  // Background jobs (pg-boss on this database); stopped before the database closes.
  await services.jobs.start();
  app.addHook('preClose', async () => {
    await services.jobs.stop();
    services.mailer.close();
  });
  await registerUsersJobs(services.jobs, services.invitations);
  await registerExportsJobs(services.jobs, services.exports);

  return {
    app,
    database,
    clientConfig,
    ...(first.generatedPassword ? { generatedAdminPassword: first.generatedPassword } : {}),
  };
}

/** Serves the built console with SPA fallback: unknown GET paths that want HTML get index.html. */
function registerConsole(app: FastifyInstance, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    void app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  } else {
    app.log.warn({ webDist }, 'console not built: run `npm run build:web`');
  }
  const sendIndex = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.status(503).type('text/plain').send('The console is not built. Run `npm run build:web`.');

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/oidc') && !path.extname(url);
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).send({ error: 'Not Found', path: url });
  });
}
