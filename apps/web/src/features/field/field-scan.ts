/**
 * The field app's QR scanner: video frames are read with the browser's BarcodeDetector where it has one,
 * else with jsQR on a canvas; what a code means is lib/kiosk-code.ts (the URL the console prints per kiosk).
 */
import jsQR from 'jsqr';

export { kioskCodeUrl, parseKioskCode, type ScannedCode } from '../../lib/kiosk-code.ts';

/** Decodes a QR code in RGBA pixels (a canvas frame) with jsQR; null when none is found. */
export function decodeQrPixels(data: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return found?.data ?? null;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A reader of video frames: the browser's BarcodeDetector for QR codes where present, else jsQR on a canvas. */
export async function createFrameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (
    globalThis as { BarcodeDetector?: BarcodeDetectorClass & { getSupportedFormats?(): Promise<string[]> } }
  ).BarcodeDetector;
  if (Detector) {
    const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth || !video.videoHeight) return null;
    // Frames are read at most 640 px wide: enough for a code held near the camera, and quick on a phone.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQrPixels(frame.data, frame.width, frame.height);
  };
}
