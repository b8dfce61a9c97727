import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/platform.ts';
import { parseSecretsKeys } from '../config-values.ts';

/**
 * A server secret created on first start and shared by every instance through the database. When two
 * instances start at once, the first insert wins and both read the same value back.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value as T;
}

/** Where versions before ADR 0020 kept the sealing key: in the database it protects. Read once, to move away. */
export const LEGACY_KEY_NAME = 'data-encryption-key';
/** The key generated on a first run without SECRETS_KEY / SECRETS_KEY_FILE. */
export const GENERATED_KEY_FILE = 'secrets.key';

/**
 * Encrypts short secrets at rest (AES-256-GCM). The text form is `v2.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url); the key id names the key that sealed it, so a keyring of the current and previous keys
 * opens every value while they are moved to the current one (ADR 0020). `v1.<iv>.<tag>.<ciphertext>` values
 * were sealed with the database-held key of earlier versions.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether the value is sealed with the current key (else a re-seal moves it). */
  isCurrent(sealed: string): boolean;
  readonly currentKeyId: string;
}

/** A key's id: the first 8 bytes of its SHA-256, base64url (names the key without revealing it). */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');
}

/** `keys[0]` seals; every key (and the legacy one, for `v1` values) opens. */
export function createSecretBox(keys: readonly Buffer[], legacy?: Buffer): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('a secret box needs a key');
  for (const key of [...keys, ...(legacy ? [legacy] : [])]) {
    if (key.length !== 32) throw new Error('a secret box needs 32-byte keys');
  }
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const currentKeyId = keyId(current);
  const decrypt = (key: Buffer, iv: string, tag: string, data: string) => {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  };
  return {
    currentKeyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v2', currentKeyId, ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts[0] === 'v1' && parts.length === 4) {
        const [, iv = '', tag = '', data = ''] = parts;
        if (!legacy) throw new Error('sealed with the database-held key of an earlier version, which is gone');
        return decrypt(legacy, iv, tag, data);
      }
      if (parts[0] !== 'v2' || parts.length !== 5) throw new Error('not a sealed secret');
      const [, kid = '', iv = '', tag = '', data = ''] = parts;
      const key = byId.get(kid);
      if (!key) throw new Error(`sealed with key ${kid}, which is not configured (SECRETS_KEY / SECRETS_KEY_FILE)`);
      return decrypt(key, iv, tag, data);
    },
    isCurrent(sealed) {
      return sealed.startsWith(`v2.${currentKeyId}.`);
    },
  };
}

/** Whether a stored value is in the sealed form (`v1.` / `v2.`); anything else is plain, as earlier versions stored it. */
export function looksSealed(value: string): boolean {
  return /^(v1(\.[A-Za-z0-9_-]*){3}|v2(\.[A-Za-z0-9_-]*){4})$/.test(value);
}

interface KeyringOptions {
  db: Db;
  logger: FastifyBaseLogger;
  /** From config: SECRETS_KEY's keys, or SECRETS_KEY_FILE's path; neither = a key generated into dataDir. */
  keys: readonly Buffer[];
  keyFile: string | undefined;
  dataDir: string;
}

/** What a module does with its sealed values at start: moves them to the current key (ADR 0020). */
export interface ResealReport {
  resealed: number;
  /** Values no configured key opens (kept as they are; the error says which key is missing). */
  unreadable: number;
}

/**
 * The keys that seal stored secrets (API-key secrets): from SECRETS_KEY or SECRETS_KEY_FILE (first key
 * seals, the others only open), else — a first run — one generated once into DATA_DIR/secrets.key. The
 * database-held key of earlier versions opens `v1` values until `retireLegacyKey` after the re-seal.
 */
export function createKeyring(options: KeyringOptions) {
  let box: Promise<{ box: SecretBox; legacy: boolean }> | undefined;
  const load = async () => {
    const keys = options.keyFile
      ? await readKeyFile(options.keyFile)
      : options.keys.length > 0
        ? options.keys
        : [await generatedKey(options.dataDir, options.logger)];
    const [legacyRow] = await options.db.select().from(serverSecrets).where(eq(serverSecrets.name, LEGACY_KEY_NAME));
    const legacy = typeof legacyRow?.value === 'string' ? Buffer.from(legacyRow.value, 'base64url') : undefined;
    return { box: createSecretBox(keys, legacy), legacy: legacy !== undefined };
  };
  const loaded = () => {
    box ??= load();
    box.catch(() => (box = undefined));
    return box;
  };
  return {
    box: async () => (await loaded()).box,
    /**
     * After every module re-sealed its values and none is left unreadable: the database-held key of an
     * earlier version is deleted (it must not stay beside the values it protects).
     */
    async reseal(modules: readonly { name: string; resealSecrets?(box: SecretBox): Promise<ResealReport> }[]) {
      const { box: current, legacy } = await loaded();
      const total: ResealReport = { resealed: 0, unreadable: 0 };
      for (const module of modules) {
        if (!module.resealSecrets) continue;
        const report = await module.resealSecrets(current);
        total.resealed += report.resealed;
        total.unreadable += report.unreadable;
        if (report.unreadable > 0) {
          options.logger.error(
            { module: module.name, unreadable: report.unreadable },
            'stored secrets sealed with a key that is not configured: add the previous key to SECRETS_KEY (docs/operations.md "Secrets")',
          );
        }
      }
      if (total.resealed > 0) {
        options.logger.info({ keyId: current.currentKeyId, ...total }, 'moved stored secrets to the current key');
      }
      let retired = false;
      if (legacy && total.unreadable === 0) {
        await options.db.delete(serverSecrets).where(eq(serverSecrets.name, LEGACY_KEY_NAME));
        options.logger.info('deleted the sealing key of an earlier version from the database (ADR 0020)');
        retired = true;
      }
      return { ...total, legacyKeyRetired: retired };
    },
  };
}

export type Keyring = ReturnType<typeof createKeyring>;

async function readKeyFile(file: string): Promise<Buffer[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`SECRETS_KEY_FILE: cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = parseSecretsKeys(text);
  if (typeof parsed === 'string') throw new Error(`SECRETS_KEY_FILE ${file}: ${parsed}`);
  return parsed;
}

/** DATA_DIR/secrets.key: created once (exclusively, so instances sharing DATA_DIR agree), then read. */
async function generatedKey(dataDir: string, logger: FastifyBaseLogger): Promise<Buffer> {
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  // Written beside it, then linked into place: an instance sharing DATA_DIR never reads a half-written file.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    logger.warn(
      { file },
      'generated the key that seals stored secrets (API-key secrets) into this file: keep it safe and back it up ' +
        'apart from the database, or set SECRETS_KEY / SECRETS_KEY_FILE (docs/operations.md "Secrets")',
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const [key] = await readKeyFile(file);
  if (!key) throw new Error(`${file} holds no key`);
  return key;
}
