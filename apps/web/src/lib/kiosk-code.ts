/**
 * The code the console prints per kiosk for the field app (issue 31): the URL of the field app's "At the
 * kiosk" page for it (`<origin>/field/kiosk/<id>`), so the phone's own camera app lands there too; and how a
 * scanned or typed code is read back. Shared by the console's kiosk page and the field app's scanner.
 */
export type ScannedCode = { kind: 'kiosk'; kioskId: string } | { kind: 'other' };

const KIOSK_PATH = /^\/field\/kiosk\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** Longest text read as a code: a kiosk's URL is far shorter. */
const MAX_CODE_LENGTH = 2000;

/** The URL a kiosk's QR code holds. */
export function kioskCodeUrl(origin: string, kioskId: string): string {
  return `${origin.replace(/\/+$/, '')}/field/kiosk/${encodeURIComponent(kioskId)}`;
}

/**
 * Reads a scanned (or typed) code: an http(s) URL — of any host, as the console may be reached by another
 * name than the phone uses — or a path, whose path is `/field/kiosk/<uuid>`; anything else is `other`.
 */
export function parseKioskCode(raw: string): ScannedCode {
  const text = raw.trim();
  if (!text || text.length > MAX_CODE_LENGTH) return { kind: 'other' };
  let url: URL;
  try {
    url = new URL(text, 'http://field.invalid');
  } catch {
    return { kind: 'other' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'other' };
  // A bare word would resolve to a path under the base: only absolute URLs and absolute paths count.
  if (!/^https?:\/\//i.test(text) && !text.startsWith('/')) return { kind: 'other' };
  const match = KIOSK_PATH.exec(url.pathname);
  return match?.[1] ? { kind: 'kiosk', kioskId: match[1].toLowerCase() } : { kind: 'other' };
}
