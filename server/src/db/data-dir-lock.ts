/**
 * One process at a time on an embedded database folder. PGlite lets a second process open a folder that is
 * in use, and two writers corrupt it; a copy read under a running server would not be consistent either (the
 * server writes backups of its folder itself: live-backup.ts).
 * The lock is a file beside the folder holding its owner's process id. A lock left by a process that no
 * longer runs (a crash, SIGKILL, a restarted container) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Folders this process holds, so that a lock naming our own pid but not held by us is known to be stale. */
const held = new Set<string>();

export class DataDirInUseError extends Error {}

const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The process id in the folder's lock file, if there is one. */
export const ownerOfDataDir = (dataDir: string) => ownerOf(lockFileOf(dataDir));

/** Takes the folder for this process; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(dataDir);
      return () => {
        held.delete(dataDir);
        if (ownerOf(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockFile);
      const stale = owner === undefined || (owner === process.pid ? !held.has(dataDir) : !isRunning(owner));
      if (!stale) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first ` +
            `(if no such process is a portal server, delete ${lockFile}).`,
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database in ${dataDir}; try again.`);
}
