/**
 * The embedded database's data folder as one gzip-compressed tar file, written and read as streams: a large
 * college's folder is about 100 MB (20 MB compressed) and never has to fit in memory. Entries are the folder's
 * files relative to it, as in PGlite's own dump (`dumpDataDir`); the uncompressed tars of that dump, which
 * backups made before this format hold, extract the same way.
 */
import { mkdirSync } from 'node:fs';
import { create, extract } from 'tar';

/** zlib's default: level 1 saves little time here (the tar and the disk cost as much) for a 15% larger file. */
const GZIP_LEVEL = 6;

/** Writes `dataDir` to `file`. Nothing may write to the folder meanwhile (see live-backup.ts and data-dir-lock.ts). */
export async function archiveDataDir(dataDir: string, file: string): Promise<void> {
  await create({ file, cwd: dataDir, gzip: { level: GZIP_LEVEL }, portable: true }, ['.']);
}

/**
 * Unpacks an archive made by `archiveDataDir` (or PGlite's uncompressed dump) into `dataDir`. A damaged or
 * truncated archive is an error, never a half-unpacked folder taken for a whole one.
 */
export async function extractDataDir(file: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const problems: string[] = [];
  await extract({
    file,
    cwd: dataDir,
    // PGlite's dump names its entries `/base/1/...`: taken relative to the folder, which is what they mean.
    onwarn: (code, message) => {
      if (code !== 'TAR_ENTRY_INFO') problems.push(message);
    },
  });
  if (problems.length > 0) throw new Error(`${file} is damaged: ${problems[0]}`);
}
