import type { Viewer } from '../../auth/viewer.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { OrganizationFilesRepository } from './organizations.files.repository.ts';
import { createOrganizationFilesService, type UploadedFile } from './organizations.files.service.ts';
import {
  createOrganizationsReadService,
  type GridRequest,
  type KiosksOf,
  type MembersOf,
} from './organizations.read.service.ts';
import type { OrganizationsRepository } from './organizations.repository.ts';
import { createOrganizationsWriteService } from './organizations.write.service.ts';

interface Deps {
  organizations: OrganizationsRepository;
  files: OrganizationFilesRepository;
  storage: FileStorage;
  membersOf: MembersOf;
  kiosksOf: KiosksOf;
}

/**
 * The organizations module's rules, split by use case: reading (grid, detail, pickers), writing
 * (create, update, tree moves) and files (image, documents). Every call takes the caller.
 */
export function createOrganizationsService({ organizations, files, storage, membersOf, kiosksOf }: Deps) {
  const read = createOrganizationsReadService(organizations, { membersOf, kiosksOf });
  const write = createOrganizationsWriteService(organizations, read);
  const documents = createOrganizationFilesService({ organizations, files, storage, read });
  return {
    grid: ({ scope }: Viewer, request: GridRequest | null | undefined) => read.grid(scope, request),
    getById: ({ scope }: Viewer, id: string) => read.getById(scope, id),
    getAll: ({ scope }: Viewer) => read.getAll(scope),
    create: ({ scope }: Viewer, input: Record<string, unknown>) => write.create(scope, input),
    update: ({ scope }: Viewer, orgId: string, input: Record<string, unknown>) => write.update(scope, orgId, input),
    files: {
      updateImage: ({ scope }: Viewer, orgId: string, image: UploadedFile) =>
        documents.updateImage(scope, orgId, image),
      deleteImage: ({ scope }: Viewer, orgId: string) => documents.deleteImage(scope, orgId),
      upload: ({ scope, userId }: Viewer, orgId: string, file: UploadedFile) =>
        documents.upload(scope, userId, orgId, file),
      list: ({ scope }: Viewer, orgId: string) => documents.list(scope, orgId),
      delete: ({ scope }: Viewer, orgId: string, fileId: string) => documents.delete(scope, orgId, fileId),
      download: ({ scope }: Viewer, orgId: string, fileId: string) => documents.download(scope, orgId, fileId),
    },

    /** For other modules (no caller): the given organizations and every organization below them. */
    withDescendants: (orgIds: readonly string[]) => organizations.withDescendants(orgIds),
    /** For other modules (no caller): name, currency and time zone by id. */
    summaries: (orgIds: readonly string[]) => organizations.summaries(orgIds),
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
