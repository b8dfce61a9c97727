import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { readUpload, sniffVideo } from './media.ts';

const mp4Start = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(4)]);
const webmStart = (docType: string) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from(docType, 'latin1')]);

/** A File-like upload whose stream hands out `chunks`, counting how many were read. */
function upload(chunks: Buffer[], declared = chunks.reduce((sum, chunk) => sum + chunk.length, 0)) {
  let read = 0;
  return {
    size: declared,
    get read() {
      return read;
    },
    stream: () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks[read];
          read += 1;
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      }),
  };
}

describe('media from bytes', () => {
  it('recognises MP4 and WebM by their signature, not PNG, QuickTime or Matroska', async () => {
    expect(sniffVideo(mp4Start('isom'))).toBe('mp4');
    expect(sniffVideo(mp4Start('mp42'))).toBe('mp4');
    expect(sniffVideo(mp4Start('qt  '))).toBeUndefined();
    expect(sniffVideo(webmStart('webm'))).toBe('webm');
    expect(sniffVideo(webmStart('matroska'))).toBeUndefined();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(sniffVideo(png)).toBeUndefined();
    expect(sniffVideo(Buffer.from('hello'))).toBeUndefined();
  });

  it('stops reading at the first chunk past the limit, even when the declared size lies', async () => {
    const file = upload([Buffer.alloc(60), Buffer.alloc(60), Buffer.alloc(60)], 10);
    const refused = await readUpload(file, 100, 'media', 'too big').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'too big', fields: { media: 'FILE_TOO_LARGE' } });
    expect(file.read).toBe(2);
  });

  it('refuses a declared oversize before reading, and an empty file', async () => {
    const big = upload([Buffer.alloc(10)], 1000);
    await expect(readUpload(big, 100, 'media', 'too big')).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(big.read).toBe(0);
    await expect(readUpload(upload([]), 100, 'media', 'too big')).rejects.toMatchObject({ code: 'FILE_EMPTY' });
    expect(await readUpload(upload([Buffer.from('ab'), Buffer.from('cd')]), 4, 'media', 'x')).toEqual(
      Buffer.from('abcd'),
    );
  });
});
