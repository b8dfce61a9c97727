import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels, kioskCodeUrl, parseKioskCode } from './field-scan.ts';

const ID = '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f';

/** The QR code `qrcode` makes for `text` as RGBA pixels (4 px per module, a quiet zone of 4 modules). */
function qrPixels(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

describe('parseKioskCode', () => {
  it('reads the kiosk id from the URL the console prints', () => {
    expect(parseKioskCode(kioskCodeUrl('https://console.example.com', ID))).toEqual({ kind: 'kiosk', kioskId: ID });
  });

  it('accepts another host, a trailing slash, a query, upper case and surrounding blanks', () => {
    expect(parseKioskCode(`  http://10.0.0.5:8080/field/kiosk/${ID.toUpperCase()}/?from=qr \n`)).toEqual({
      kind: 'kiosk',
      kioskId: ID,
    });
  });

  it('accepts the path alone', () => {
    expect(parseKioskCode(`/field/kiosk/${ID}`)).toEqual({ kind: 'kiosk', kioskId: ID });
  });

  it.each([
    ['empty', ''],
    ['a bare id', ID],
    ['a relative path', `field/kiosk/${ID}`],
    ['another page', `https://console.example.com/kiosks/detail/${ID}`],
    ['a deeper path', `https://console.example.com/field/kiosk/${ID}/door`],
    ['not a uuid', 'https://console.example.com/field/kiosk/42'],
    ['another scheme', `javascript:/field/kiosk/${ID}`],
    ['a payment code', 'upi://pay?pa=kiosk@bank'],
    ['an overlong text', `https://x.example/field/kiosk/${ID}?${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, text) => {
    expect(parseKioskCode(text)).toEqual({ kind: 'other' });
  });
});

describe('decodeQrPixels', () => {
  it('decodes the QR code the console generates back to the kiosk', () => {
    const url = kioskCodeUrl('https://console.example.com', ID);
    const { data, side } = qrPixels(url);
    const text = decodeQrPixels(data, side, side);
    expect(text).toBe(url);
    expect(parseKioskCode(text ?? '')).toEqual({ kind: 'kiosk', kioskId: ID });
  });

  it('finds nothing in a blank frame', () => {
    expect(decodeQrPixels(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toBeNull();
  });
});
