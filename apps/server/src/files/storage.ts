import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files and built exports are kept. Default: a folder (`DATA_DIR/files`); the interface
 * is what an S3-compatible store would implement (ARCHITECTURE: files).
 */
export interface FileStorage {
  /** Stores bytes under a new key (prefix/uuid.ext) and returns the key. */
  put(prefix: string, extension: string, data: Buffer): Promise<string>;
  /** Stores a stream under a new key as it is read (a failed stream leaves nothing); returns the key and size. */
  putStream(prefix: string, extension: string, data: Readable): Promise<{ key: string; bytes: number }>;
  get(key: string): Promise<Buffer | undefined>;
  /** The stored bytes as a stream, with their size; undefined when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are made by put(); anything else (e.g. "../") is refused.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const newFile = async (prefix: string, extension: string) => {
    const key = `${prefix}/${randomUUID()}.${extension.toLowerCase()}`;
    const file = resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return { key, file };
  };
  return {
    async put(prefix, extension, data) {
      const { key, file } = await newFile(prefix, extension);
      await fs.writeFile(file, data);
      return key;
    },
    async putStream(prefix, extension, data) {
      const { key, file } = await newFile(prefix, extension);
      try {
        await pipeline(data, createWriteStream(file));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { key, bytes: (await fs.stat(file)).size };
    },
    async open(key) {
      const file = resolve(key);
      try {
        const { size } = await fs.stat(file);
        return { stream: createReadStream(file), bytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
