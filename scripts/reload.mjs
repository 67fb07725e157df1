/**
 * `npm run reload`: tells the running server (the process named in DATA_DIR/server.pid, default ./data) to
 * replace its workers one at a time with new ones running the code and settings on disk now, without an
 * outage (server/src/start/workers.ts). Under systemd, `systemctl reload college-portal` does the same.
 * A single server process (WORKERS=1, or the embedded database) cannot: it logs so and goes on serving.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './inputs-hash.mjs';

const dataDir = resolve(process.env.DATA_DIR?.trim() || resolve(ROOT, 'data'));
const pidFile = resolve(dataDir, 'server.pid');

let pid;
try {
  pid = Number(readFileSync(pidFile, 'utf8').trim());
} catch {
  console.error(`No server is running here: ${pidFile} is missing (set DATA_DIR to the server's own).`);
  process.exit(1);
}
try {
  process.kill(pid, 'SIGHUP');
} catch (error) {
  console.error(
    error.code === 'ESRCH'
      ? `The server of ${pidFile} (pid ${pid}) is not running.`
      : `Cannot signal the server (pid ${pid}): ${error.code}; run this as the user the server runs as.`,
  );
  process.exit(1);
}
console.log(
  `Asked the server (pid ${pid}) to reload: its workers are replaced one at a time; its log says "Reload done" when all are.`,
);
