/**
 * `DATA_DIR/server.pid`: the process that takes SIGHUP (the supervisor, or the one server process), so that
 * `npm run reload` (scripts/reload.mjs) finds it without systemd. Removed at exit if it is still this process's.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PID_FILE_NAME = 'server.pid';

export function writePidFile(dataDir: string): void {
  const file = join(dataDir, PID_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone, or another server's now
    }
  });
}
