/**
 * Client-side pre-checks of an image before upload (spec §5/§9 limits from IMAGE_LIMITS). They only
 * spare the user a round trip; the server checks the bytes again and decides.
 *
 *   const problem = checkImageFile(file, IMAGE_LIMITS.product, await readImageSize(file));
 */
import { IMAGE_MIME_TYPES } from '@kiosk/common/constants';

export interface ImageLimits {
  maxBytes: number;
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  minHeight?: number;
}

interface ImageSize {
  width: number;
  height: number;
}

export type ImageProblem =
  | { kind: 'type' }
  | { kind: 'unreadable' }
  | { kind: 'bytes'; maxBytes: number }
  | { kind: 'tooLarge'; maxWidth: number; maxHeight: number }
  | { kind: 'tooSmall'; minWidth: number; minHeight: number };

export const ACCEPTED_IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** The first problem of a file against the limits, or null. `size` null = the browser could not decode it. */
export function checkImageFile(
  file: { type: string; size: number },
  limits: ImageLimits,
  size?: ImageSize | null,
): ImageProblem | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return { kind: 'type' };
  if (file.size > limits.maxBytes) return { kind: 'bytes', maxBytes: limits.maxBytes };
  if (size === null) return { kind: 'unreadable' };
  if (!size) return null;
  const tooWide = limits.maxWidth !== undefined && size.width > limits.maxWidth;
  const tooHigh = limits.maxHeight !== undefined && size.height > limits.maxHeight;
  if (tooWide || tooHigh) {
    return { kind: 'tooLarge', maxWidth: limits.maxWidth ?? size.width, maxHeight: limits.maxHeight ?? size.height };
  }
  const tooNarrow = limits.minWidth !== undefined && size.width < limits.minWidth;
  const tooLow = limits.minHeight !== undefined && size.height < limits.minHeight;
  if (tooNarrow || tooLow) {
    return { kind: 'tooSmall', minWidth: limits.minWidth ?? 0, minHeight: limits.minHeight ?? 0 };
  }
  return null;
}

/** "500 KB", "1 MB": the limits as the spec words them (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Decodes the image in the browser to read its pixel size; null when it is not a readable image. */
export function readImageSize(file: Blob): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
