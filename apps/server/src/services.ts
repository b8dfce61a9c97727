import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createLocalFileStorage } from './files/storage.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

/**
 * Every module's service, built once per process from exactly its dependencies. Resolvers, REST routes,
 * device handlers and jobs reach them through this object; a module uses another module only through
 * that module's service.
 */
export function createServices(database: Database, config: Config) {
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const organizationsRepository = createOrganizationsRepository(database.db);
  const usersRepository = createUsersRepository(database.db);
  return {
    storage,
    users: createUsersService({ users: usersRepository, organizations: organizationsRepository }),
  };
}

export type Services = ReturnType<typeof createServices>;
