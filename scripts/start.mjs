/**
 * `npm start`: builds when dist/ is missing or older than the sources, then runs the server in this
 * same process (so Ctrl-C and SIGTERM reach it directly). PORT overrides the default 5000.
 */
import { pathToFileURL } from 'node:url';
import { currentBuild, inputsHash, SERVER_ENTRY } from './inputs-hash.mjs';

const build = currentBuild();
if (build?.hash !== inputsHash()) {
  console.log(build ? 'The sources changed since the last build: building...' : 'No build yet: building...');
  const { build: runBuild } = await import('./build.mjs');
  await runBuild();
}

// Under `npm start`, npm signals its shell, which does not pass SIGTERM on to this process: stop
// gracefully when that parent goes away instead of running on as an orphan.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
