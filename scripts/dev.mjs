/**
 * `npm run dev`: the API under `tsx watch` on API_PORT (default 5001) and the Vite dev server on PORT
 * (default 5000), which proxies /api to the API. Ctrl-C stops both; if one stops, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from './inputs-hash.mjs';

const require = createRequire(import.meta.url);
/** A package's command-line script, run with this Node rather than through a shell. */
function binOf(pkg, name) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

const apiPort = process.env.API_PORT ?? '5001';
const webPort = process.env.PORT ?? '5000';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn(process.execPath, [binOf('tsx', 'tsx'), 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: ROOT,
    // One process, which `tsx watch` restarts on each change (WORKERS would start one per core on PostgreSQL).
    env: { WORKERS: '1', ...env, PORT: apiPort },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [binOf('vite', 'vite'), '--port', webPort, '--strictPort'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
let remaining = children.length;
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping && code) exitCode = code;
    stopAll();
    if (--remaining === 0) process.exit(exitCode);
  });
}
console.log(`Dev servers: web http://localhost:${webPort} (Vite), API http://localhost:${apiPort}`);
