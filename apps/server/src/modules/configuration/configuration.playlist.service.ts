import { z } from 'zod';
import { LIMITS, type PlaylistItem } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import { checkImage } from '../../files/images.ts';
import { mediaKeyOf, mediaPath, MEDIA_KEY_PREFIX } from '../../files/media-routes.ts';
import { readUpload, sniffVideo, type UploadedMedia } from '../../files/media.ts';
import type { FileStorage } from '../../files/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { CommandsPort, KiosksPort } from './configuration.ports.ts';
import { defaultPlaylist } from './configuration.playlist.defaults.ts';
import type { KioskPlaylistRepository } from './configuration.playlist.repository.ts';
import type { KioskRow } from './configuration.settings.repository.ts';

/**
 * Size limits of playlist media. Images: PNG or JPEG up to 5 MB (at most 4096 px a side, ample for a
 * 834×1194 tablet). Videos: MP4 or WebM up to 10 MB — the GraphQL endpoint refuses any upload request
 * above 11 MB from its Content-Length before reading it, so no large body is ever buffered.
 */
export const PLAYLIST_MEDIA_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, maxWidth: 4096, maxHeight: 4096 },
  video: { maxBytes: 10 * 1024 * 1024 },
} as const;
const MEDIA_AREA = `${MEDIA_KEY_PREFIX}/playlists`;
const MAX_DURATION = 60 * 60;

const shortText = z.string().trim().min(1).max(LIMITS.shortTextMaxLength);
const duration = z.int().min(1).max(MAX_DURATION);
const newItemInput = z.object({ name: shortText, duration, enabled: z.boolean().nullish() });
const updateInput = z
  .array(z.object({ uri: z.string().min(1).max(2048), name: shortText, duration, enabled: z.boolean() }))
  .min(1)
  .max(LIMITS.playlistMaxItems);

export type PlaylistMediaType = 'image' | 'video';

export function mediaTypeOf(uri: string): PlaylistMediaType {
  return /\.(mp4|webm)$/i.test(uri) ? 'video' : 'image';
}

interface Deps {
  kiosks: Pick<KiosksPort, 'getById'>;
  playlists: KioskPlaylistRepository;
  storage: FileStorage;
  changes: Pick<KiosksPort, 'notify'>;
  /** Queues a device command (the commands module's `enqueue`). */
  enqueue: CommandsPort['enqueue'];
  /** The console's public URL: kiosks fetch media by absolute URL. */
  publicUrl: string;
}

/**
 * Items keep the path their medium is served at (relative to the server, like image URLs — ADR 0004),
 * so a new public address needs no data change; the kiosk gets `publicUrl` + path.
 */
export function absoluteUrl(publicUrl: string, uri: string): string {
  return uri.startsWith('/') ? `${publicUrl}${uri}` : uri;
}

const tooMany = () =>
  new AppError('BAD_USER_INPUT', {
    message: `At most ${LIMITS.playlistMaxItems} playlist items`,
    fields: { media: 'BAD_USER_INPUT' },
  });
const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

/**
 * A kiosk's playlist (spec §3 playList, §4 item types): stored in play order on the kiosk; every change
 * queues `apply_playlist` with the whole list. main_screen is neither editable nor deletable, the
 * explainer is editable but not deletable; content items are uploaded images and videos.
 */
export function createKioskPlaylistService({ kiosks, playlists, storage, changes, enqueue, publicUrl }: Deps) {
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  async function load(viewer: Viewer, id: string): Promise<KioskRow> {
    return kiosks.getById(viewer, requireId(id, 'kioskId'));
  }

  const withDefaults = (items: PlaylistItem[]): PlaylistItem[] => (items.length ? items : defaultPlaylist());

  /**
   * Changes the playlist under a row lock (`next` gets the current list, defaults included, and may
   * refuse by throwing), numbers the items in play order, then queues `apply_playlist` with all of them.
   */
  async function save(
    viewer: Viewer,
    kiosk: KioskRow,
    next: (current: PlaylistItem[]) => PlaylistItem[],
  ): Promise<PlaylistItem[]> {
    const row = await playlists.change(kiosk.id, (current) =>
      next(withDefaults(current)).map((item, order) => ({ ...item, order })),
    );
    if (!row) throw new AppError('NOT_FOUND');
    // Kiosks fetch media themselves: absolute URLs on the console's public address at sending time.
    const items = row.playlist.map((item) => ({ ...item, uri: absoluteUrl(publicUrl, item.uri) }));
    await enqueue(row, 'apply_playlist', { items }, viewer.userId);
    changes.notify(row, ['details']);
    return row.playlist;
  }

  /** Checks the bytes and stores them; returns the path the medium is served at. */
  async function store(media: UploadedMedia): Promise<string> {
    const data = await readUpload(
      media,
      PLAYLIST_MEDIA_LIMITS.video.maxBytes,
      'media',
      'Images must be at most 5 MB, videos at most 10 MB',
    );
    const video = sniffVideo(data);
    let extension: string;
    if (video) {
      extension = video;
    } else {
      if (data.length > PLAYLIST_MEDIA_LIMITS.image.maxBytes) {
        throw new AppError('FILE_TOO_LARGE', {
          message: 'Images must be at most 5 MB',
          fields: { media: 'FILE_TOO_LARGE' },
        });
      }
      try {
        extension = (await checkImage(data, PLAYLIST_MEDIA_LIMITS.image)).extension;
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.code, { message: error.message, fields: { media: error.code } });
        throw error;
      }
    }
    const key = await storage.put(MEDIA_AREA, extension, data);
    return mediaPath(key);
  }

  async function discard(uri: string): Promise<void> {
    const key = mediaKeyOf(uri);
    if (key) await storage.delete(key).catch(() => undefined);
  }

  return {
    /** The kiosk's playlist in play order (the default main screen and explainer until first edited). */
    get: async (viewer: Viewer, kioskId: string): Promise<PlaylistItem[]> =>
      withDefaults((await load(viewer, kioskId)).playlist),

    /** Adds an uploaded image or video as a content item at the end of the list. */
    async create(viewer: Viewer, kioskId: string, data: unknown, media: UploadedMedia): Promise<PlaylistItem[]> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(newItemInput, data);
      if (withDefaults(kiosk.playlist).length >= LIMITS.playlistMaxItems) throw tooMany();
      const uri = await store(media);
      try {
        return await save(viewer, kiosk, (items) => {
          if (items.length >= LIMITS.playlistMaxItems) throw tooMany();
          const item: PlaylistItem = {
            name: input.name,
            uri,
            duration: input.duration,
            enabled: input.enabled ?? true,
            type: 'content',
            order: items.length,
          };
          return [...items, item];
        });
      } catch (error) {
        await discard(uri);
        throw error;
      }
    },

    /**
     * Replaces names, durations, enabled flags and the order: `items` names every item of the playlist
     * once (by uri), in the new play order. The main screen's fields cannot change.
     */
    async update(viewer: Viewer, kioskId: string, data: unknown): Promise<PlaylistItem[]> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(updateInput, data);
      return save(viewer, kiosk, (items) => {
        const current = new Map(items.map((item) => [item.uri, item]));
        const seen = new Set<string>();
        const next = input.map((change, index) => {
          const item = current.get(change.uri);
          if (!item || seen.has(change.uri)) throw bad(`items.${index}.uri`, 'Each playlist item must be named once');
          seen.add(change.uri);
          if (
            item.type === 'main_screen' &&
            (item.name !== change.name || item.duration !== change.duration || item.enabled !== change.enabled)
          ) {
            throw bad(`items.${index}`, 'The main screen cannot be edited');
          }
          return { ...item, name: change.name, duration: change.duration, enabled: change.enabled };
        });
        if (seen.size !== current.size) throw bad('items', 'Each playlist item must be named once');
        return next;
      });
    },

    /** Removes a content item and its medium; the main screen and the explainer stay. */
    async deleteContent(viewer: Viewer, kioskId: string, uri: string): Promise<PlaylistItem[]> {
      const kiosk = await load(viewer, kioskId);
      const saved = await save(viewer, kiosk, (items) => {
        const item = items.find((candidate) => candidate.uri === uri);
        if (!item) throw new AppError('NOT_FOUND', { fields: { uri: 'NOT_FOUND' } });
        if (item.type !== 'content') throw bad('uri', 'The main screen and the explainer cannot be deleted');
        return items.filter((candidate) => candidate !== item);
      });
      await discard(uri);
      return saved;
    },
  };
}

export type KioskPlaylistService = ReturnType<typeof createKioskPlaylistService>;
