/**
 * The shelf photo is scaled on the phone before it is queued (ADR 0026): a camera's 12-megapixel picture
 * becomes a JPEG of at most PHOTO_MAX_SIDE px (a few hundred KB), which IndexedDB keeps cheaply offline and
 * the server accepts (at most 4 MB).
 */
export const PHOTO_MAX_SIDE = 1600;
const PHOTO_QUALITY = 0.82;

/** The size a picture of width × height is drawn at: longest side at most `max`, never enlarged. */
export function scaledSize(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      // The camera's orientation (EXIF) is applied, so the photo stands as it was taken.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Fall through to an <img>: some browsers decode more formats there.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Scales a picked picture to a JPEG of at most PHOTO_MAX_SIDE px; rejects when the browser cannot read it. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  const image = await decode(file);
  try {
    const size = scaledSize(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    if (!blob) throw new Error('the picture could not be encoded');
    return blob;
  } finally {
    image.close();
  }
}
