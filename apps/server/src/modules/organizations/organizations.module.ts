import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createOrganizationFilesRepository } from './organizations.files.repository.ts';
import { createKioskScreenResolvers } from './organizations.kiosk-screen.resolvers.ts';
import { createKioskScreenService, type KioskScreenPort } from './organizations.kiosk-screen.service.ts';
import { createOrganizationsReadService, type KiosksOf, type MembersOf } from './organizations.read.service.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';
import { createOrganizationsResolvers } from './organizations.resolvers.ts';
import { registerOrganizationsRoutes } from './organizations.routes.ts';
import { createOrganizationsService, type OrganizationsService } from './organizations.service.ts';

/** The organization tree, its images and documents (spec §7 organizations endpoint). */
export function createOrganizationsModule(
  platform: Platform,
  ports: { membersOf: MembersOf; kiosksOf: KiosksOf; applyScreen: KioskScreenPort },
): ServerModule<'organizations', OrganizationsService> {
  const organizations = createOrganizationsRepository(platform.db);
  const service = createOrganizationsService({
    organizations,
    files: createOrganizationFilesRepository(platform.db),
    storage: platform.storage,
    membersOf: ports.membersOf,
    kiosksOf: ports.kiosksOf,
  });
  const kioskScreen = createKioskScreenService({
    organizations,
    read: createOrganizationsReadService(organizations, ports),
    storage: platform.storage,
    applyScreen: ports.applyScreen,
    publicUrl: platform.config.publicUrl,
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
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./organizations.kiosk-screen.graphql', import.meta.url), 'utf8'),
        resolvers: createKioskScreenResolvers(kioskScreen),
      },
    ],
    routes: (app, { authenticate }) => registerOrganizationsRoutes(app, { organizations: service, authenticate }),
  };
}
