import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@kiosk/common/constants';
import { checkImage } from './images.ts';
import { AppError } from '../lib/errors.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
}

describe('checkImage', () => {
  it('accepts a real PNG within 1400x1400 px and 500 KB', async () => {
    const checked = await checkImage(await png(1400, 1400), IMAGE_LIMITS.product);
    expect(checked).toMatchObject({ format: 'png', width: 1400, height: 1400, contentType: 'image/png' });
  });

  it('refuses 1401 px', async () => {
    expect(await codeOf(checkImage(await png(1401, 10), IMAGE_LIMITS.product))).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a text file renamed .png, and an empty file', async () => {
    expect(await codeOf(checkImage(Buffer.from('not an image at all'), IMAGE_LIMITS.product))).toBe('IMAGE_INVALID');
    expect(await codeOf(checkImage(Buffer.alloc(0), IMAGE_LIMITS.product))).toBe('IMAGE_INVALID');
  });

  it('refuses other formats even when they decode', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await codeOf(checkImage(gif, IMAGE_LIMITS.product))).toBe('IMAGE_INVALID');
  });

  it('refuses files over the byte limit before decoding', async () => {
    expect(await codeOf(checkImage(Buffer.alloc(500 * 1024 + 1, 1), IMAGE_LIMITS.product))).toBe('IMAGE_TOO_LARGE');
  });

  it('enforces minimum sizes for kiosk screen images', async () => {
    expect(await codeOf(checkImage(await png(833, 191), IMAGE_LIMITS.kioskHeader))).toBe('IMAGE_TOO_LARGE');
    await expect(checkImage(await png(834, 191), IMAGE_LIMITS.kioskHeader)).resolves.toMatchObject({ width: 834 });
  });
});
