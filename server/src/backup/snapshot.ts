/**
 * Backup and restore of the college's data: the database and the uploaded files, as one snapshot folder.
 *
 * - PostgreSQL: `pg_dump --format=custom`, which reads one consistent view of the database while the
 *   portal keeps running; restored by `pg_restore` in a single transaction, so a failed restore changes
 *   nothing.
 * - Embedded PGlite: its data folder, dumped by PGlite itself. A running server holds the folder (see
 *   db/data-dir-lock.ts), so the snapshot is taken with the server stopped and is consistent.
 *
 * Uploads are copied after the database is dumped, from the file store (the uploads folder or the S3 bucket,
 * see uploaded-files.ts): a file uploaded in between is then in the snapshot without its row (harmless), never
 * a row without its file. A snapshot is written under a temporary name and renamed when complete, so a
 * folder with a manifest is always a whole snapshot.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { announceWrite } from '../db/write-notices';
import { openFileStore } from '../modules/uploads/open-file-store';
import { copyStoredFiles, restoreStoredFiles } from './uploaded-files';

const MANIFEST = 'manifest.json';
const PGLITE_FILE = 'database.tar.gz';
const POSTGRES_FILE = 'database.dump';
const UPLOADS = 'uploads';

export interface SnapshotManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  uploads: number;
  /** Where the files were copied from: the uploads folder's path or `s3://bucket/prefix/`. */
  uploadsFrom?: string;
}

export class SnapshotError extends Error {}

type Settings = Pick<AppConfig, 'database' | 'uploadsDir'> & Partial<Pick<AppConfig, 'objectStorage'>>;

/** Runs a PostgreSQL client tool; its error output becomes the error's message. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new SnapshotError(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (Debian: postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new SnapshotError(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

async function dumpPglite(dataDir: string, file: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Writes a snapshot folder under `parentDir` and returns its path. */
export async function createSnapshot(
  settings: Settings,
  parentDir: string,
  now = new Date(),
): Promise<string> {
  const name = `portal-backup-${now.toISOString().replace(/[:.]/g, '-')}`;
  const target = resolve(parentDir, name);
  const partial = `${target}.partial`;
  if (existsSync(target)) throw new SnapshotError(`${target} already exists.`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const { database } = settings;
    if (database.kind === 'postgres') {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${join(partial, POSTGRES_FILE)}`,
        database.url,
      ]);
    } else {
      if (!database.dataDir) throw new SnapshotError('The embedded database has no data folder to back up.');
      await dumpPglite(database.dataDir, join(partial, PGLITE_FILE));
    }
    const files = await openFileStore(settings);
    let uploads: number;
    try {
      uploads = await copyStoredFiles(files, join(partial, UPLOADS));
    } finally {
      files.close();
    }
    const manifest: SnapshotManifest = {
      format: 1,
      database: database.kind,
      createdAt: now.toISOString(),
      uploads,
      uploadsFrom: files.location,
    };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, target);
    return target;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

export function readManifest(snapshotDir: string): SnapshotManifest {
  let manifest: Partial<SnapshotManifest>;
  try {
    manifest = JSON.parse(readFileSync(join(snapshotDir, MANIFEST), 'utf8')) as Partial<SnapshotManifest>;
  } catch {
    throw new SnapshotError(`${snapshotDir} is not a complete snapshot: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== 1 || (manifest.database !== 'pglite' && manifest.database !== 'postgres')) {
    throw new SnapshotError(`${snapshotDir}: a snapshot format this version does not know.`);
  }
  return manifest as SnapshotManifest;
}

const describeKind = (kind: SnapshotManifest['database']) =>
  kind === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)';

/**
 * Brings a snapshot back in place of the current data. The current data is first saved as a snapshot of its
 * own beside the restored one (its path is returned), so a restore of the wrong snapshot can be undone.
 */
export async function restoreSnapshot(
  settings: Settings,
  snapshotDir: string,
): Promise<{ previous?: string; uploadsTo: string }> {
  const manifest = readManifest(snapshotDir);
  const { database } = settings;
  if (manifest.database !== database.kind) {
    throw new SnapshotError(
      `This snapshot is of ${describeKind(manifest.database)}, but the portal is set up for ` +
        `${describeKind(database.kind)}. Nothing was changed.`,
    );
  }
  const dumpFile = join(snapshotDir, database.kind === 'pglite' ? PGLITE_FILE : POSTGRES_FILE);
  if (!existsSync(dumpFile)) throw new SnapshotError(`${dumpFile} is missing. Nothing was changed.`);

  let previous: string | undefined;
  const hasCurrentData =
    database.kind === 'postgres' || (!!database.dataDir && existsSync(join(database.dataDir, 'PG_VERSION')));
  if (hasCurrentData) previous = await createSnapshot(settings, resolve(snapshotDir, '..'));

  if (database.kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${database.url}`,
      dumpFile,
    ]);
    // The tables were dropped and made anew, which no trigger announces: running servers drop their kept answers.
    await announceWrite(database.url);
  } else {
    const dataDir = database.dataDir!;
    // Refuses while a server holds the folder, before anything is removed.
    lockDataDir(dataDir)();
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: new Blob([readFileSync(dumpFile)]),
    });
    await restored.close();
  }

  const files = await openFileStore(settings);
  try {
    await restoreStoredFiles(files, join(snapshotDir, UPLOADS));
  } finally {
    files.close();
  }
  return { previous, uploadsTo: files.location };
}
