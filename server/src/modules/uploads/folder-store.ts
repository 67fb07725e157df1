/** Uploaded files in a folder on this machine (`UPLOADS_DIR`), the embedded default. */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  errorCode,
  StoreUnavailableError,
  type FileStore,
  type StoredObject,
} from './file-store';

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

  /**
   * Makes the folder if it is missing, then writes and removes a hidden file in it (`keys` skips hidden names):
   * only a write shows that this user may write there, on a disk with room, mounted writable.
   */
  async check(signal: AbortSignal): Promise<void> {
    const probe = join(this.location, `.probe-${randomUUID()}`);
    const write = async () => {
      await mkdir(this.location, { recursive: true });
      await writeFile(probe, 'probe', { flag: 'wx' });
      await rm(probe, { force: true });
    };
    // A disk that hangs (a network mount gone away) is given up on, as a bucket that does not answer is.
    let giveUp: () => void = () => {};
    const late = new Promise<never>((_, reject) => {
      giveUp = () => reject(signal.reason as Error);
      signal.addEventListener('abort', giveUp, { once: true });
    });
    const writing = write();
    // Given up on, it may still fail later: nobody waits for it then.
    writing.catch(() => undefined);
    try {
      await Promise.race([writing, late]);
    } catch (error) {
      throw new StoreUnavailableError(
        signal.aborted
          ? 'the uploads folder did not answer in time'
          : `the uploads folder cannot be written (${errorCode(error)})`,
        { cause: error },
      );
    } finally {
      signal.removeEventListener('abort', giveUp);
    }
  }

  close(): void {}
}
