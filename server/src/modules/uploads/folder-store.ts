/** Uploaded files in a folder on this machine (`UPLOADS_DIR`), the embedded default. */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStore, type StoredObject } from './file-store';

export class FolderStore implements FileStore {
  readonly location: string;

  constructor(dir: string) {
    this.location = resolve(dir);
  }

  /** The absolute path of a key; one that would leave the folder is refused. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = resolve(this.location, key);
    if (!full.startsWith(this.location + sep))
      throw new Error(`Stored file path outside the uploads folder: ${key}`);
    return full;
  }

  /** Written under a hidden temporary name and renamed when whole, so a key never shows half a file. */
  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    const partial = join(dirname(target), `.${basename(target)}.${randomUUID()}.partial`);
    await mkdir(dirname(target), { recursive: true });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const full = this.pathOf(key);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { size: info.size, stream: createReadStream(full) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    const entries = await readdir(this.location, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      // Hidden names are uploads still arriving (see `put`).
      if (entry.isFile() && !entry.name.startsWith('.'))
        yield relative(this.location, join(entry.parentPath, entry.name)).split(sep).join('/');
    }
  }

  close(): void {}
}
