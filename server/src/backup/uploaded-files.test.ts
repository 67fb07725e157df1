/**
 * The uploaded files' part of a backup, against both file stores: every stored file is copied into the
 * snapshot byte for byte, and a restore makes the store hold exactly the snapshot's files again.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../modules/uploads/file-store';
import { openFileStore } from '../modules/uploads/open-file-store';
import { FILE_STORE_KINDS, startTestFileStore, type TestFileStore } from '../test/s3';
import { copyStoredFiles, restoreStoredFiles } from './uploaded-files';

const ESSAY = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x2e)]);
const PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each(FILE_STORE_KINDS)('backup of the uploaded files in %s', (kind) => {
  let store: TestFileStore;
  let files: FileStore;
  let root: string;

  beforeAll(async () => {
    store = await startTestFileStore(kind);
    files = await openFileStore({ uploadsDir: store.overrides.uploadsDir!, ...store.overrides });
    root = mkdtempSync(join(tmpdir(), 'portal-backup-files-'));
  });

  afterAll(async () => {
    files?.close();
    await store?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies every stored file into the snapshot, and a restore puts back exactly those', async () => {
    await files.put('submissions/essay.pdf', Readable.from([ESSAY]), 'application/pdf');
    await files.put('submissions/photo.png', Readable.from([PHOTO]), 'image/png');

    const snapshot = join(root, 'uploads');
    expect(await copyStoredFiles(files, snapshot)).toBe(2);
    expect(readFileSync(join(snapshot, 'submissions', 'essay.pdf')).equals(ESSAY)).toBe(true);
    expect(readFileSync(join(snapshot, 'submissions', 'photo.png')).equals(PHOTO)).toBe(true);

    // Damage: one file lost, one that came after the backup.
    await files.delete('submissions/essay.pdf');
    await files.put('submissions/later.png', Readable.from([PHOTO]), 'image/png');

    expect(await restoreStoredFiles(files, snapshot)).toBe(2);
    expect(await store.storedKeys()).toEqual(['submissions/essay.pdf', 'submissions/photo.png']);
    const essay = await files.get('submissions/essay.pdf');
    expect(essay?.size).toBe(ESSAY.length);
    const chunks: Buffer[] = [];
    for await (const chunk of essay!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(ESSAY)).toBe(true);
  });

  it('restores an empty snapshot as an empty store', async () => {
    const empty = join(root, 'empty');
    expect(await restoreStoredFiles(files, empty)).toBe(0);
    expect(await store.storedKeys()).toEqual([]);
  });
});
