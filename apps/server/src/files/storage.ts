import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded files and built exports are kept. Default: a folder (`DATA_DIR/files`); the interface
 * is what an S3-compatible store would implement (ARCHITECTURE: files).
 */
export interface FileStorage {
  /** Stores bytes under a new key (prefix/uuid.ext) and returns the key. */
  put(prefix: string, extension: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are made by put(); anything else (e.g. "../") is refused.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(prefix, extension, data) {
      const key = `${prefix}/${randomUUID()}.${extension.toLowerCase()}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return key;
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
