import { IMAGE_LIMITS } from '@kiosk/common/constants';
import type { Scope } from '../../auth/scope.ts';
import { checkImage } from '../../files/images.ts';
import { imageUrl, IMAGE_KEY_PREFIX } from '../../files/image-routes.ts';
import type { FileStorage } from '../../files/storage.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrganizationFileRow, OrganizationFilesRepository } from './organizations.files.repository.ts';
import type { OrganizationsRepository, OrganizationWithParent } from './organizations.repository.ts';
import { isId } from '../../lib/ids.ts';
import { type OrganizationsReadService, type OrganizationView } from './organizations.read.service.ts';

export const ORGANIZATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_PREFIX = `${IMAGE_KEY_PREFIX}/organizations`;

/** The part of Yoga's WHATWG File the service needs. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A display- and header-safe file name: no path, no control or reserved characters, at most 200 characters. */
export function sanitizeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || 'file';
}

function safeContentType(declared: string): string {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type) ? type : 'application/octet-stream';
}

export function fileUrl(row: Pick<OrganizationFileRow, 'orgId' | 'id'>): string {
  return `/api/v1/organizations/${row.orgId}/files/${row.id}`;
}

export function organizationImageUrl(imageKey: string | null): string | null {
  return imageKey ? imageUrl(imageKey) : null;
}

interface Deps {
  organizations: OrganizationsRepository;
  files: OrganizationFilesRepository;
  storage: FileStorage;
  read: OrganizationsReadService;
}

export function createOrganizationFilesService({ organizations, files, storage, read }: Deps) {
  async function orgInScope(scope: Scope, orgId: string): Promise<OrganizationWithParent> {
    const org = isId(orgId) ? await organizations.findInScope(scope, orgId) : undefined;
    if (!org) throw new AppError('NOT_FOUND');
    return org;
  }

  async function viewOf(org: OrganizationWithParent, imageKey: string | null): Promise<OrganizationView> {
    const row = await organizations.update(org.id, { imageKey });
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await read.toViews([{ ...row, parentName: org.parentName }]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** Removes a stored object that is no longer referenced; a failure leaves an orphan, never a broken row. */
  async function discard(key: string | null): Promise<void> {
    if (key) await storage.delete(key).catch(() => undefined);
  }

  return {
    /** PNG or JPEG checked from its bytes (≤ 1400×1400 px, ≤ 500 KB); replaces the previous image. */
    async updateImage(scope: Scope, orgId: string, image: UploadedFile): Promise<OrganizationView> {
      const org = await orgInScope(scope, orgId);
      if (image.size > IMAGE_LIMITS.organization.maxBytes) throw new AppError('IMAGE_TOO_LARGE');
      const data = Buffer.from(await image.arrayBuffer());
      const checked = await checkImage(data, IMAGE_LIMITS.organization);
      const key = await storage.put(IMAGE_PREFIX, checked.extension, data);
      let view: OrganizationView;
      try {
        view = await viewOf(org, key);
      } catch (error) {
        await discard(key);
        throw error;
      }
      await discard(org.imageKey);
      return view;
    },

    async deleteImage(scope: Scope, orgId: string): Promise<OrganizationView> {
      const org = await orgInScope(scope, orgId);
      const view = await viewOf(org, null);
      await discard(org.imageKey);
      return view;
    },

    /** Any type, 1 byte to 10 MB; the name is sanitised, the bytes are stored as they came. */
    async upload(scope: Scope, uploaderId: string, orgId: string, file: UploadedFile): Promise<OrganizationFileRow> {
      await orgInScope(scope, orgId);
      if (file.size === 0) throw new AppError('FILE_EMPTY');
      if (file.size > ORGANIZATION_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const data = Buffer.from(await file.arrayBuffer());
      if (data.length > ORGANIZATION_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const key = await storage.put(`organization-files/${orgId.toLowerCase()}`, 'bin', data);
      try {
        return await files.insert({
          orgId,
          name: sanitizeFileName(file.name),
          contentType: safeContentType(file.type),
          size: data.length,
          storageKey: key,
          uploadedBy: uploaderId,
        });
      } catch (error) {
        await discard(key);
        throw error;
      }
    },

    async list(scope: Scope, orgId: string): Promise<OrganizationFileRow[]> {
      await orgInScope(scope, orgId);
      return files.list(orgId);
    },

    async delete(scope: Scope, orgId: string, fileId: string): Promise<boolean> {
      await orgInScope(scope, orgId);
      const row = isId(fileId) ? await files.delete(orgId, fileId) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      await discard(row.storageKey);
      return true;
    },

    /** The file's record and bytes, for the authenticated download route. */
    async download(scope: Scope, orgId: string, fileId: string): Promise<{ file: OrganizationFileRow; data: Buffer }> {
      await orgInScope(scope, orgId);
      const file = isId(fileId) ? await files.find(orgId, fileId) : undefined;
      const data = file ? await storage.get(file.storageKey) : undefined;
      if (!file || !data) throw new AppError('NOT_FOUND');
      return { file, data };
    },
  };
}

export type OrganizationFilesService = ReturnType<typeof createOrganizationFilesService>;
