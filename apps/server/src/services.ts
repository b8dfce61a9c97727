import type { Database } from './db/client.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

/** Every module's service, built once per process from its dependencies. Resolvers reach them via context. */
export function createServices(database: Database) {
  const organizationsRepository = createOrganizationsRepository(database.db);
  const usersRepository = createUsersRepository(database.db);
  return {
    users: createUsersService({ users: usersRepository, organizations: organizationsRepository }),
  };
}

export type Services = ReturnType<typeof createServices>;
