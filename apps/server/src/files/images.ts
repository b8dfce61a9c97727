import sharp, { type Metadata } from 'sharp';
import { AppError } from '../lib/errors.ts';

export interface ImageLimits {
  maxBytes: number;
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  minHeight?: number;
}

export interface CheckedImage {
  format: 'png' | 'jpeg';
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
  bytes: number;
}

/**
 * Checks an uploaded image from its bytes, never from its name or declared type: it must decode as
 * PNG or JPEG and keep within the limits (spec §5, §9). Refusals: IMAGE_INVALID ("Upload failed") for
 * anything that is not a real PNG/JPEG, IMAGE_TOO_LARGE for size or dimensions.
 */
export async function checkImage(data: Buffer, limits: ImageLimits): Promise<CheckedImage> {
  if (data.length === 0) throw new AppError('IMAGE_INVALID');
  if (data.length > limits.maxBytes) throw new AppError('IMAGE_TOO_LARGE', { message: tooLargeMessage(limits) });
  let meta: Metadata;
  try {
    meta = await sharp(data, { failOn: 'error' }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if ((meta.format !== 'png' && meta.format !== 'jpeg') || !meta.width || !meta.height)
    throw new AppError('IMAGE_INVALID');
  const { width, height } = meta;
  const tooBig = (limits.maxWidth && width > limits.maxWidth) || (limits.maxHeight && height > limits.maxHeight);
  const tooSmall = (limits.minWidth && width < limits.minWidth) || (limits.minHeight && height < limits.minHeight);
  if (tooBig || tooSmall) throw new AppError('IMAGE_TOO_LARGE', { message: tooLargeMessage(limits) });
  return {
    format: meta.format,
    contentType: meta.format === 'png' ? 'image/png' : 'image/jpeg',
    extension: meta.format === 'png' ? 'png' : 'jpg',
    width,
    height,
    bytes: data.length,
  };
}

function tooLargeMessage(limits: ImageLimits): string {
  const size =
    limits.maxBytes >= 1024 * 1024
      ? `${limits.maxBytes / (1024 * 1024)} MB`
      : `${Math.round(limits.maxBytes / 1024)} KB`;
  if (limits.minWidth || limits.minHeight) {
    return `Image must be at least ${limits.minWidth ?? 0}x${limits.minHeight ?? 0} px and at most ${size}`;
  }
  return `Image must be at most ${limits.maxWidth ?? '∞'}x${limits.maxHeight ?? '∞'} px and ${size}`;
}

/** A small JPEG/PNG thumbnail for lists (longest side `size` px), same format as the source. */
export async function thumbnail(data: Buffer, size = 160): Promise<Buffer> {
  return sharp(data).resize(size, size, { fit: 'inside', withoutEnlargement: true }).toBuffer();
}
