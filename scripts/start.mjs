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

process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
