import { z } from 'zod';
import { IMAGE_LIMITS } from '@kiosk/common/constants';
import type { ApplyScreenParams } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import type { KioskInitScreen } from '../../db/schema/organizations.ts';
import { checkImage, type ImageLimits } from '../../files/images.ts';
import { imageUrl, IMAGE_KEY_PREFIX } from '../../files/image-routes.ts';
import { readUpload, type UploadedMedia } from '../../files/media.ts';
import type { FileStorage } from '../../files/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { OrganizationsReadService, OrganizationView } from './organizations.read.service.ts';
import type { OrganizationsRepository } from './organizations.repository.ts';

/**
 * What the organizations module needs of the kiosks module for the kiosk screen: queue `apply_screen`
 * for every kiosk the organization owns; the answer names the kiosks offline now.
 */
export type KioskScreenPort = (orgId: string, params: ApplyScreenParams, createdBy: string | null) => Promise<string[]>;

const IMAGE_AREA = `${IMAGE_KEY_PREFIX}/kiosk-screens`;
/** Colours as the console's pickers give them: #rgb or #rrggbb. */
const color = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'BAD_USER_INPUT')
  .nullish();
const screenInput = z.object({ headerTextColor: color, bodyTextColor: color, bgColor: color });

interface Deps {
  organizations: Pick<OrganizationsRepository, 'findInScope' | 'update'>;
  read: Pick<OrganizationsReadService, 'toViews'>;
  storage: FileStorage;
  applyScreen: KioskScreenPort;
  /**
   * The console's public URL: kiosks fetch the images by absolute URL. The organization keeps the path
   * (relative to the server, like every image URL — ADR 0004).
   */
  publicUrl: string;
}

export interface KioskScreenImages {
  header?: UploadedMedia | null;
  background?: UploadedMedia | null;
}

const keyOf = (uri: string | null | undefined) =>
  uri ? /\/api\/v1\/(images\/kiosk-screens\/[0-9a-f-]{36}\.(?:png|jpg))$/.exec(uri)?.[1] : undefined;

/**
 * The kiosk screen (spec Settings → Kiosk UI, `createKioskLandingPage`): header image (≥ 834×191 px),
 * background image (≥ 834×1135 px), both ≤ 1 MB and checked from their bytes, and three colours. Saved
 * on the organization, then sent to every kiosk it owns.
 */
export function createKioskScreenService({ organizations, read, storage, applyScreen, publicUrl }: Deps) {
  async function storeImage(file: UploadedMedia, limits: ImageLimits, field: string): Promise<string> {
    const message = `Image must be at least ${limits.minWidth}x${limits.minHeight} px and at most 1 MB`;
    const data = await readUpload(file, limits.maxBytes, field, message);
    try {
      const checked = await checkImage(data, limits);
      const key = await storage.put(IMAGE_AREA, checked.extension, data);
      return imageUrl(key);
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError(error.code, { message: error.message, fields: { [field]: error.code } });
      throw error;
    }
  }

  return {
    async save(
      { scope, userId }: Viewer,
      orgId: string,
      data: unknown,
      images: KioskScreenImages,
    ): Promise<{ organization: OrganizationView; offlineKiosks: string[] }> {
      const org = isId(orgId) ? await organizations.findInScope(scope, orgId) : undefined;
      if (!org) throw new AppError('NOT_FOUND');
      const input = parseInput(screenInput, data ?? {});
      const headerURI = images.header ? await storeImage(images.header, IMAGE_LIMITS.kioskHeader, 'header') : undefined;
      let bgURI: string | undefined;
      try {
        bgURI = images.background
          ? await storeImage(images.background, IMAGE_LIMITS.kioskBackground, 'background')
          : undefined;
      } catch (error) {
        const key = keyOf(headerURI);
        if (key) await storage.delete(key).catch(() => undefined);
        throw error;
      }
      const previous = org.kioskInitScreen;
      const screen: KioskInitScreen = {
        headerURI: headerURI ?? previous.headerURI ?? null,
        bgURI: bgURI ?? previous.bgURI ?? null,
        headerTextColor:
          input.headerTextColor === undefined ? (previous.headerTextColor ?? null) : input.headerTextColor,
        bodyTextColor: input.bodyTextColor === undefined ? (previous.bodyTextColor ?? null) : input.bodyTextColor,
        bgColor: input.bgColor === undefined ? (previous.bgColor ?? null) : input.bgColor,
      };
      const row = await organizations.update(org.id, { kioskInitScreen: screen });
      if (!row) throw new AppError('NOT_FOUND');
      // Replaced images are no longer referenced.
      for (const [next, old] of [
        [headerURI, previous.headerURI],
        [bgURI, previous.bgURI],
      ] as const) {
        const key = next ? keyOf(old) : undefined;
        if (key) await storage.delete(key).catch(() => undefined);
      }
      // Kiosks fetch the images themselves: absolute URLs on the console's public address.
      const absolute = (uri: string | null | undefined) =>
        uri?.startsWith('/') ? `${publicUrl}${uri}` : (uri ?? null);
      const offlineKiosks = await applyScreen(
        org.id,
        { ...screen, headerURI: absolute(screen.headerURI), bgURI: absolute(screen.bgURI) },
        userId,
      );
      const [organization] = await read.toViews([{ ...row, parentName: org.parentName }]);
      if (!organization) throw new AppError('NOT_FOUND');
      return { organization, offlineKiosks };
    },
  };
}

export type KioskScreenService = ReturnType<typeof createKioskScreenService>;
