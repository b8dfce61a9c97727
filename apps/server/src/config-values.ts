import { isIP } from 'node:net';
import { z } from 'zod';

/** The variables of config.ts whose values take more than a line to read: lists, keys, proxy addresses. */

/** A comma-separated list; blanks dropped. */
export const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * SECRETS_KEY / SECRETS_KEY_FILE (ADR 0020): keys separated by commas or new lines, the first seals, the
 * others only open (previous keys during a rotation); each 32 random bytes as base64 or hex
 * (`openssl rand -base64 32`). A list of keys, or what is wrong.
 */
export function parseSecretsKeys(text: string): Buffer[] | string {
  const entries = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'no key (32 random bytes as base64 or hex, e.g. `openssl rand -base64 32`)';
  const keys: Buffer[] = [];
  for (const [index, entry] of entries.entries()) {
    const key = /^[0-9a-fA-F]{64}$/.test(entry)
      ? Buffer.from(entry, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(entry)
        ? Buffer.from(entry.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url')
        : undefined;
    if (key?.length !== 32) {
      return `key ${index + 1} is not 32 bytes as base64 (44 characters) or hex (64); make one with \`openssl rand -base64 32\``;
    }
    keys.push(key);
  }
  return keys;
}

export const secretsKeys = z.string().transform((text, ctx) => {
  const parsed = parseSecretsKeys(text);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
});

/** Names @fastify/proxy-addr understands for well-known address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Proxies whose X-Forwarded-For/-Proto/-Host are believed. A hop count is refused: it cannot tell a
 * proxy from a client that sends the header itself (Fastify ignores it for the same reason).
 */
export const trustProxy = list.superRefine((entries, ctx) => {
  if (entries.length === 1 && /^\d+$/.test(entries[0] ?? '')) {
    ctx.addIssue({
      code: 'custom',
      message:
        'a hop count cannot tell a proxy from a client; list the addresses or CIDRs of your proxies (e.g. 10.0.0.5 or 10.0.0.0/8)',
    });
    return;
  }
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address, a CIDR (e.g. 10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
    }
  }
});
