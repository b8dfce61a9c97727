/**
 * The playlist as the page edits it before saving: reorder, edit, and the rules of spec §4 (main_screen
 * is neither editable nor deletable, explainer not deletable).
 */
export interface DraftItem {
  uri: string;
  name: string;
  duration: number;
  enabled: boolean;
  type: string;
  mediaType: string;
}

export const PLAYLIST_MAX_DURATION = 3600;

export const isEditable = (item: Pick<DraftItem, 'type'>) => item.type !== 'main_screen';
export const isDeletable = (item: Pick<DraftItem, 'type'>) => item.type === 'content';

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Whether a duration can be saved: whole seconds from 1 to an hour. */
export const validDuration = (seconds: number) =>
  Number.isInteger(seconds) && seconds >= 1 && seconds <= PLAYLIST_MAX_DURATION;

/** What updatePlayList gets: every item once, in play order. */
export const toUpdate = (items: readonly DraftItem[]) =>
  items.map(({ uri, name, duration, enabled }) => ({ uri, name: name.trim(), duration, enabled }));

/** Media the server accepts, checked again there from the bytes. */
export const PLAYLIST_MEDIA = {
  types: ['image/png', 'image/jpeg', 'video/mp4', 'video/webm'],
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 10 * 1024 * 1024,
} as const;

/** The problem of a chosen file before upload, or null. */
export function mediaProblem(file: { type: string; size: number }): 'type' | 'imageSize' | 'videoSize' | null {
  if (!(PLAYLIST_MEDIA.types as readonly string[]).includes(file.type)) return 'type';
  const video = file.type.startsWith('video/');
  if (video && file.size > PLAYLIST_MEDIA.videoMaxBytes) return 'videoSize';
  if (!video && file.size > PLAYLIST_MEDIA.imageMaxBytes) return 'imageSize';
  return null;
}
