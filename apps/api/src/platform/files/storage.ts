import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Settings } from '../../config.ts';
import { S3FileStorage } from './s3-storage.ts';

/**
 * Where file bytes live. The local folder is the default; an S3-compatible store (s3-storage.ts) implements
 * the same four calls (see docs/operations.md). A missing key: `exists` false, `get` a stream that fails with ENOENT.
 */
export interface FileStorage {
  put(key: string, body: Readable): Promise<number>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class LocalFileStorage implements FileStorage {
  constructor(private root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('invalid storage key');
    return full;
  }

  async put(key: string, body: Readable): Promise<number> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await pipeline(body, fs.createWriteStream(full));
    return (await fs.promises.stat(full)).size;
  }

  get(key: string): Readable {
    return fs.createReadStream(this.resolve(key));
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises.access(this.resolve(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.resolve(key), { force: true });
  }
}

/** The store of the settings: `STORAGE=s3` (with S3_BUCKET ...) or the local folder DATA_DIR/files. */
export function openStorage(settings: Settings): FileStorage {
  if (settings.storage.kind === 's3') return new S3FileStorage(settings.storage.s3);
  return new LocalFileStorage(path.join(settings.dataDir, 'files'));
}
