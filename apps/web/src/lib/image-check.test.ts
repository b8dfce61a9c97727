import { IMAGE_LIMITS } from '@kiosk/common/constants';
import { describe, expect, it } from 'vitest';
import { checkImageFile, formatBytes } from './image-check.ts';

const png = (size: number) => ({ type: 'image/png', size });

describe('checkImageFile', () => {
  const limits = IMAGE_LIMITS.product;

  it('accepts a PNG or JPEG within 1400x1400 px and 500 KB, limits included', () => {
    expect(checkImageFile(png(500 * 1024), limits, { width: 1400, height: 1400 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 10 }, limits, { width: 1, height: 1 })).toBeNull();
  });

  it('refuses other types, more than 500 KB, and 1401 px in either direction', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 }, limits)).toEqual({ kind: 'type' });
    expect(checkImageFile(png(500 * 1024 + 1), limits)).toEqual({ kind: 'bytes', maxBytes: 512000 });
    expect(checkImageFile(png(10), limits, { width: 1401, height: 10 })).toEqual({
      kind: 'tooLarge',
      maxWidth: 1400,
      maxHeight: 1400,
    });
    expect(checkImageFile(png(10), limits, { width: 10, height: 1401 })?.kind).toBe('tooLarge');
  });

  it('reports undecodable files and minimum sizes (kiosk screen images)', () => {
    expect(checkImageFile(png(10), limits, null)).toEqual({ kind: 'unreadable' });
    expect(checkImageFile(png(10), IMAGE_LIMITS.kioskHeader, { width: 833, height: 191 })).toEqual({
      kind: 'tooSmall',
      minWidth: 834,
      minHeight: 191,
    });
  });
});

describe('formatBytes', () => {
  it('words the limits as the spec does', () => {
    expect(formatBytes(IMAGE_LIMITS.product.maxBytes)).toBe('500 KB');
    expect(formatBytes(IMAGE_LIMITS.kioskHeader.maxBytes)).toBe('1 MB');
  });
});
