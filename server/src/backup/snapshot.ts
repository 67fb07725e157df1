/**
 * Backup and restore of the college's data: the database and the uploaded files, as one snapshot folder.
 *
 * - PostgreSQL: `pg_dump --format=custom`, which reads one consistent view of the database while the
 *   portal keeps running; restored in a single transaction that first empties the portal's schemas, so that the
 *   database is then exactly the dump's, whichever release it was at, and a failed restore changes nothing
 *   (postgres-restore.ts).
 * - Embedded PGlite: its data folder as a gzip-compressed tar, streamed to disk (db/data-dir-archive.ts).
 *   When a server holds the folder (db/data-dir-lock.ts), that server writes the archive itself, between two
 *   statements, and keeps running (db/live-backup.ts); otherwise the backup holds the folder while it reads
 *   it. A restore needs the folder free: it is refused while a server runs.
 *
 * Uploads are copied after the database is dumped, from the file store (the uploads folder or the S3 bucket,
 * see uploaded-files.ts): a file uploaded in between is then in the snapshot without its row (harmless), never
 * a row without its file. A snapshot is written under a temporary name and renamed when complete, so a
 * folder with a manifest is always a whole snapshot.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SERVER_DIR, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { archiveDataDir, extractDataDir } from '../db/data-dir-archive';
import { DataDirInUseError, lockDataDir, ownerOfDataDir } from '../db/data-dir-lock';
import { NoLiveBackupError, requestLiveBackup } from '../db/live-backup';
import { newestInJournal } from '../db/migrations';
import { announceWrite } from '../db/write-notices';
import { openFileStore } from '../modules/uploads/open-file-store';
import { objectsUnknownToDump, replaceWithDump, RestoreError } from './postgres-restore';
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
  /**
   * The newest migration the version that made the snapshot knows (its journal's `when`): a newer one than this
   * version knows means a schema it cannot run, and the restore is refused. Missing in older snapshots.
   */
  schema?: number;
}

export class SnapshotError extends Error {}

type Settings = Pick<AppConfig, 'database' | 'uploadsDir'> &
  Partial<Pick<AppConfig, 'objectStorage' | 'migrationsDir'>>;

const migrationsOf = (settings: Settings) => settings.migrationsDir ?? resolve(SERVER_DIR, 'drizzle');

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

const hasEmbeddedDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** The embedded database's archive: written by the server that holds the folder, else read here under the lock. */
async function archiveEmbedded(dataDir: string, file: string) {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new SnapshotError(`There is no embedded database in ${dataDir} to back up.`);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    try {
      await requestLiveBackup(dataDir, file);
      return;
    } catch (askError) {
      if (!(askError instanceof NoLiveBackupError)) throw askError;
      throw new SnapshotError(
        `${error.message} It does not answer backup requests (${askError.message}): stop it and back up again.`,
      );
    }
  }
  try {
    await archiveDataDir(dataDir, file);
  } finally {
    unlock();
  }
}

/** Writes a snapshot folder under `parentDir` and returns its path. */
export function createSnapshot(settings: Settings, parentDir: string, now = new Date()): Promise<string> {
  const { database } = settings;
  return writeSnapshot(settings, parentDir, now, async (folder) => {
    if (database.kind === 'postgres') {
      // The custom format is compressed (zlib) and written by pg_dump as it reads.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${join(folder, POSTGRES_FILE)}`,
        database.url,
      ]);
    } else {
      if (!database.dataDir) throw new SnapshotError('The embedded database has no data folder to back up.');
      await archiveEmbedded(database.dataDir, join(folder, PGLITE_FILE));
    }
  });
}

/**
 * A snapshot holds password hashes, students' records and their files: readable and writable by the user that
 * makes it (the service's) only, whatever the umask, pg_dump's or tar's habits.
 */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

function makePrivate(folder: string) {
  chmodSync(folder, PRIVATE_FOLDER);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, PRIVATE_FOLDER);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE);
  }
}

/** A snapshot folder whose database part `dumpDatabase` writes into the folder it is given. */
async function writeSnapshot(
  settings: Settings,
  parentDir: string,
  now: Date,
  dumpDatabase: (folder: string) => Promise<void>,
): Promise<string> {
  const name = `portal-backup-${now.toISOString().replace(/[:.]/g, '-')}`;
  const target = resolve(parentDir, name);
  const partial = `${target}.partial`;
  if (existsSync(target)) throw new SnapshotError(`${target} already exists.`);
  rmSync(partial, { recursive: true, force: true });
  // A folder made here (the first backup into it) is the service's alone, like the snapshots in it.
  if (!existsSync(parentDir)) mkdirSync(parentDir, { recursive: true, mode: PRIVATE_FOLDER });
  mkdirSync(partial, { mode: PRIVATE_FOLDER });
  try {
    const { database } = settings;
    await dumpDatabase(partial);
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
      schema: newestInJournal(migrationsOf(settings)),
    };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    makePrivate(partial);
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

/** How many objects a refusal names before it says "and N more". */
const NAMED_UNKNOWN = 5;

function describeUnknown(names: string[]) {
  const shown = names.slice(0, NAMED_UNKNOWN).map((name) => name.replace(/^public\./, ''));
  const more = names.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
}

export interface RestoreOptions {
  /**
   * On PostgreSQL, replace what the database holds that the snapshot does not know (a newer release's tables,
   * another application's in the same schema) rather than refuse. The embedded database's folder is always
   * replaced whole.
   */
  replace?: boolean;
}

/**
 * Brings a snapshot back in place of the current data, exactly as it was backed up: an older release's
 * snapshot stays at its own schema (the rollback of an upgrade), until a start of a newer release migrates it.
 * The current data is first saved as a snapshot of its own beside the restored one (its path is returned), so
 * a restore of the wrong snapshot can be undone.
 */
export async function restoreSnapshot(
  settings: Settings,
  snapshotDir: string,
  options: RestoreOptions = {},
): Promise<{ previous?: string; uploadsTo: string }> {
  const manifest = readManifest(snapshotDir);
  const { database } = settings;
  if (manifest.database !== database.kind) {
    throw new SnapshotError(
      `This snapshot is of ${describeKind(manifest.database)}, but the portal is set up for ` +
        `${describeKind(database.kind)}. Nothing was changed.`,
    );
  }
  if (manifest.schema !== undefined && manifest.schema > newestInJournal(migrationsOf(settings))) {
    throw new SnapshotError(
      `${snapshotDir} was made by a newer version of the portal, whose database this version cannot run. ` +
        'Install that version (or a later one) first, then restore. Nothing was changed.',
    );
  }
  const dumpFile = join(snapshotDir, database.kind === 'pglite' ? PGLITE_FILE : POSTGRES_FILE);
  if (!existsSync(dumpFile)) throw new SnapshotError(`${dumpFile} is missing. Nothing was changed.`);

  let previous: string | undefined;
  const backups = resolve(snapshotDir, '..');
  if (database.kind === 'postgres') {
    try {
      const unknown = await objectsUnknownToDump(database.url, dumpFile);
      if (unknown.length > 0 && !options.replace) {
        throw new SnapshotError(
          `Restore refused: the database has ${unknown.length} table(s) or other object(s) this snapshot does ` +
            `not know (${describeUnknown(unknown)}), such as a newer release's: restore with --replace to ` +
            'drop them with the rest (the current data is saved first), or into an empty database. ' +
            'Nothing was changed.',
        );
      }
      previous = await createSnapshot(settings, backups);
      await replaceWithDump(database.url, dumpFile);
    } catch (error) {
      if (error instanceof RestoreError) throw new SnapshotError(`${error.message} Nothing was changed.`);
      throw error;
    }
    // The tables were dropped and made anew, which no trigger announces: running servers drop their kept answers.
    await announceWrite(database.url);
  } else {
    previous = await restoreEmbedded(settings, dumpFile, backups);
  }

  const files = await openFileStore(settings);
  try {
    await restoreStoredFiles(files, join(snapshotDir, UPLOADS));
  } finally {
    files.close();
  }
  return { previous, uploadsTo: files.location };
}

/**
 * Replaces the embedded database's folder by the archive's, holding the folder throughout: refused while a
 * server runs on it, before anything is saved or changed. The archive is unpacked beside the folder and put
 * in its place only when whole. Returns the snapshot of the data it replaced, if there was any.
 */
async function restoreEmbedded(settings: Settings, archive: string, backups: string) {
  const dataDir = (settings.database as { dataDir?: string }).dataDir;
  if (!dataDir) throw new SnapshotError('The embedded database has no data folder to restore into.');
  // A new machine may have no data folder yet: the restore makes it.
  mkdirSync(dirname(dataDir), { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new SnapshotError(
      `Restore refused: the embedded database in ${dataDir} is in use by a running portal (process ` +
        `${ownerOfDataDir(dataDir) ?? 'unknown'}). Stop it, then restore again. Nothing was changed.`,
    );
  }
  const incoming = `${dataDir}.restoring`;
  let previous: string | undefined;
  try {
    if (hasEmbeddedDatabase(dataDir)) {
      previous = await writeSnapshot(settings, backups, new Date(), (folder) =>
        archiveDataDir(dataDir, join(folder, PGLITE_FILE)),
      );
    }
    rmSync(incoming, { recursive: true, force: true });
    await extractDataDir(archive, incoming);
    if (!hasEmbeddedDatabase(incoming)) {
      throw new SnapshotError(`${archive} holds no database. Nothing was changed.`);
    }
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(incoming, dataDir);
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    unlock();
  }
  // Opening it replays what the archive's write-ahead log holds: a restore that cannot start says so here.
  const restored = await openDatabase({ kind: 'pglite', dataDir });
  await restored.close();
  return previous;
}
