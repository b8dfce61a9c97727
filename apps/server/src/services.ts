import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createLocalFileStorage } from './files/storage.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createOrganizationFilesRepository } from './modules/organizations/organizations.files.repository.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersServices } from './modules/users/users.services.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createExportsRepository } from './modules/exports/exports.repository.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createProductsExport } from './modules/products/products-export.ts';

/**
 * Every module's service, built once per process from exactly its dependencies. Resolvers, REST routes,
 * device handlers and jobs reach them through this object; a module uses another module only through
 * that module's service.
 */
export function createServices(database: Database, config: Config, logger: FastifyBaseLogger) {
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const organizationsRepository = createOrganizationsRepository(database.db);
  const usersRepository = createUsersRepository(database.db);
  const jobs = createJobQueue(database, logger);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const { usersExport, ...usersServices } = createUsersServices({
    db: database.db,
    users: usersRepository,
    organizations: organizationsRepository,
    queue: jobs,
    mailer,
    publicUrl: config.publicUrl,
    embeddedIdentity: !config.oidc.externalIssuer,
    logger,
  });
  const products = createProductsService({ db: database.db, storage });
  return {
    storage,
    jobs,
    mailer,
    ...usersServices,
    exports: createExportsService({
      exports: createExportsRepository(database.db),
      queue: jobs,
      storage,
      mailer,
      users: usersServices.users,
      kinds: [usersExport, createProductsExport({ products })],
      logger,
    }),
    organizations: createOrganizationsService({
      organizations: organizationsRepository,
      files: createOrganizationFilesRepository(database.db),
      storage,
      membersOf: (orgIds) => usersServices.users.membersOf(orgIds),
    }),
    products,
  };
}

export type Services = ReturnType<typeof createServices>;
