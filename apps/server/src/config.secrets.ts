import { z } from 'zod';

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

/** SECRETS_KEY's value: the keys, or a configuration problem saying what is wrong. */
export const secretsKeys = z.string().transform((text, ctx) => {
  const parsed = parseSecretsKeys(text);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
});
