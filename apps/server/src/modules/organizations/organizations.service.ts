import type { FileStorage } from '../../files/storage.ts';
import type { OrganizationFilesRepository } from './organizations.files.repository.ts';
import { createOrganizationFilesService } from './organizations.files.service.ts';
import { createOrganizationsReadService, type MembersOf } from './organizations.read.service.ts';
import type { OrganizationsRepository } from './organizations.repository.ts';
import { createOrganizationsWriteService } from './organizations.write.service.ts';

interface Deps {
  organizations: OrganizationsRepository;
  files: OrganizationFilesRepository;
  storage: FileStorage;
  membersOf: MembersOf;
}

/**
 * The organizations module's rules, split by use case: reading (grid, detail, pickers), writing
 * (create, update, tree moves) and files (image, documents). Every call takes the caller's Scope.
 */
export function createOrganizationsService({ organizations, files, storage, membersOf }: Deps) {
  const read = createOrganizationsReadService(organizations, membersOf);
  const write = createOrganizationsWriteService(organizations, read);
  return {
    grid: read.grid,
    getById: read.getById,
    getAll: read.getAll,
    create: write.create,
    update: write.update,
    files: createOrganizationFilesService({ organizations, files, storage, read }),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
