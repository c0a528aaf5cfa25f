import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/**
 * The files provider (DESIGN.md, "Files"): message attachments now, listing and inspection photos
 * and contract PDFs later. The embedded default keeps files under DATA_DIR/files; the S3-compatible
 * adapter (S3_BUCKET…) is not written yet, and the server says so rather than pretending.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    // Keys are made by the server; refuse anything that could leave the folder all the same.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid file key: ${key}`);
    return join(resolve(root), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function fileStoreFor(config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET'>): FileStore {
  if (config.S3_BUCKET) throw new Error('S3_BUCKET is set, but the S3 files adapter is not written yet.');
  return localFileStore(join(config.DATA_DIR, 'files'));
}
