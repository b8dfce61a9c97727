import { AppError } from '../lib/errors.ts';

/** The part of Yoga's WHATWG File an upload check needs. */
export interface UploadedMedia {
  size: number;
  stream(): ReadableStream<Uint8Array>;
}

/**
 * Reads an upload chunk by chunk and stops at the first byte past `maxBytes` (FILE_TOO_LARGE, naming
 * `field`), so an oversized file is never copied whole; the declared size is checked first.
 */
export async function readUpload(
  file: UploadedMedia,
  maxBytes: number,
  field: string,
  message: string,
): Promise<Buffer> {
  const tooLarge = () => new AppError('FILE_TOO_LARGE', { message, fields: { [field]: 'FILE_TOO_LARGE' } });
  if (file.size > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (total === 0) throw new AppError('FILE_EMPTY', { fields: { [field]: 'FILE_EMPTY' } });
  return Buffer.concat(chunks);
}

export type VideoFormat = 'mp4' | 'webm';

/**
 * The video container the bytes are, from their signature (never the name or declared type):
 * MP4 — an ISO base media `ftyp` box first; WebM — an EBML header whose DocType is "webm".
 */
export function sniffVideo(data: Buffer): VideoFormat | undefined {
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    const brand = data.toString('latin1', 8, 12);
    // QuickTime (`qt  `) and HEIF images share the box layout but are not MP4 video a kiosk plays.
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |mp71)$/.test(brand)) return 'mp4';
    return undefined;
  }
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) {
    // DocType element (0x4282) inside the EBML header, within its first bytes.
    const header = data.subarray(0, Math.min(data.length, 64));
    const at = header.indexOf(Buffer.from([0x42, 0x82]));
    if (at >= 0 && header.subarray(at + 3, at + 7).toString('latin1') === 'webm') return 'webm';
  }
  return undefined;
}
