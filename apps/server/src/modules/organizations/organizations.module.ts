import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { seedDemoOrganization } from './organizations.demo.ts';
import { createOrganizationFilesRepository } from './organizations.files.repository.ts';
import type { KiosksOf, MembersOf } from './organizations.read.service.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';
import { createOrganizationsResolvers } from './organizations.resolvers.ts';
import { registerOrganizationsRoutes } from './organizations.routes.ts';
import { createOrganizationsService, type OrganizationsService } from './organizations.service.ts';

/** The organization tree, its images and documents (spec §7 organizations endpoint). */
export function createOrganizationsModule(
  platform: Platform,
  ports: { membersOf: MembersOf; kiosksOf: KiosksOf },
): ServerModule<'organizations', OrganizationsService> {
  const organizations = createOrganizationsRepository(platform.db);
  const service = createOrganizationsService({
    organizations,
    files: createOrganizationFilesRepository(platform.db),
    storage: platform.storage,
    membersOf: ports.membersOf,
    kiosksOf: ports.kiosksOf,
  });
  return {
    name: 'organizations',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./organizations.graphql', import.meta.url), 'utf8'),
        resolvers: createOrganizationsResolvers(service),
      },
    ],
    routes: (app, { authenticate }) => registerOrganizationsRoutes(app, { organizations: service, authenticate }),
    async seedDemo(context) {
      const id = await seedDemoOrganization(organizations, platform.logger);
      if (id) context.organizationId = id;
    },
  };
}
