/**
 * `npm start`: builds when dist/ is missing or older than the sources, then runs the server in this
 * same process (so Ctrl-C and SIGTERM reach it directly). PORT overrides the default 5000. Without the
 * development packages it never builds: a current dist/ runs, anything else is one line and exit code 1.
 */
import { pathToFileURL } from 'node:url';
import { buildState, canBuild, cannotBuildMessage, SERVER_ENTRY } from './inputs-hash.mjs';

const state = buildState();
if (state !== 'current') {
  // A production install (`npm ci --omit=dev`) has no Vite: it runs the dist/ it was given, or says what to do.
  if (!canBuild()) {
    console.error(cannotBuildMessage(state));
    process.exit(1);
  }
  console.log(
    state === 'stale' ? 'The sources changed since the last build: building...' : 'No build yet: building...',
  );
  const { build } = await import('./build.mjs');
  await build();
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
