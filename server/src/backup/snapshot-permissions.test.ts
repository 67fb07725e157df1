/**
 * A snapshot holds password hashes and students' records: `npm run backup` writes its files 600 and its folders
 * 700 (the backup folder too, when it makes it), whatever the umask, on PGlite and on PostgreSQL (pg_dump).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConfig } from '../config';
import { openDatabase } from '../db/client';
import { freshDatabase } from '../test/harness';
import { createSnapshot } from './snapshot';

const onPostgres = !!inject('postgresTemplate');
let root: string;
let settings: { database: DatabaseConfig; uploadsDir: string };
let umask: number;

beforeAll(async () => {
  // The usual umask, which would leave files 644 and folders 755: readable by every local user.
  umask = process.umask(0o022);
  root = mkdtempSync(join(tmpdir(), 'portal-backup-modes-'));
  const uploadsDir = join(root, 'data', 'uploads');
  mkdirSync(join(uploadsDir, 'submissions'), { recursive: true });
  writeFileSync(join(uploadsDir, 'submissions', 'essay.pdf'), '%PDF-1.4 the student essay');
  if (onPostgres) {
    settings = { database: await freshDatabase(), uploadsDir };
  } else {
    const dataDir = join(root, 'data', 'pgdata');
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template })).close();
    settings = { database: { kind: 'pglite', dataDir }, uploadsDir };
  }
}, 120_000);
afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe(`npm run backup (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes every file of a snapshot 600 and every folder 700, the backup folder it makes too', async () => {
    const backups = join(root, 'var', 'backups', 'college-portal');
    const snapshot = await createSnapshot(settings, backups);
    expect(mode(backups).toString(8)).toBe('700');
    expect(mode(snapshot).toString(8)).toBe('700');
    const entries = readdirSync(snapshot, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'essay.pdf',
        onPostgres ? 'database.dump' : 'database.tar.gz',
      ]),
    );
    for (const entry of entries) {
      const path = join(entry.parentPath, entry.name);
      expect(mode(path).toString(8), `${path} is readable by others`).toBe(
        entry.isDirectory() ? '700' : '600',
      );
    }
  });

  it('leaves the modes of a backup folder that exists alone', async () => {
    const backups = join(root, 'shared-backups');
    mkdirSync(backups, { mode: 0o750 });
    const snapshot = await createSnapshot(settings, backups, new Date('2026-01-01T02:30:00Z'));
    expect(mode(backups).toString(8)).toBe('750');
    expect(mode(snapshot).toString(8)).toBe('700');
  });
});
