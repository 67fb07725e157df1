/**
 * The uploaded files' part of a snapshot: every file in the file store (the uploads folder or the S3 bucket)
 * copied into the snapshot's `uploads/` folder, and put back from there on restore. Both go through the
 * file store one stream at a time, so a bucket is covered like the folder and no file is held in memory; a
 * snapshot from one kind of store restores into the other (which is also how a college moves its files
 * from the folder into a bucket).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ACCEPTED_UPLOADS, uploadExtension } from '../../../contract/uploads';
import type { FileStore } from '../modules/uploads/file-store';

/** Copies every stored file into `folder`; returns how many. */
export async function copyStoredFiles(files: FileStore, folder: string): Promise<number> {
  let count = 0;
  for await (const key of files.keys()) {
    const file = await files.get(key);
    // Deleted since it was listed (a student replaced a file meanwhile): it is no longer the college's.
    if (!file) continue;
    const target = join(folder, ...key.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await pipeline(file.stream, createWriteStream(target));
    count += 1;
  }
  return count;
}

/** The files under `folder`, as store keys. */
async function folderKeys(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Makes the store hold exactly the files under `folder`: each is put back, then every file the snapshot
 * does not have is deleted. Put first, delete last, so that an interrupted restore leaves a file too many
 * rather than one missing.
 */
export async function restoreStoredFiles(files: FileStore, folder: string): Promise<number> {
  const keys = await folderKeys(folder);
  for (const key of keys) {
    const ext = uploadExtension(key);
    const type =
      ext && Object.hasOwn(ACCEPTED_UPLOADS, ext)
        ? ACCEPTED_UPLOADS[ext as keyof typeof ACCEPTED_UPLOADS]
        : 'application/octet-stream';
    await files.put(key, createReadStream(join(folder, ...key.split('/'))), type);
  }
  const kept = new Set(keys);
  const stale: string[] = [];
  for await (const key of files.keys()) if (!kept.has(key)) stale.push(key);
  for (const key of stale) await files.delete(key);
  return keys.length;
}
