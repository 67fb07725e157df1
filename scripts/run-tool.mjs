/**
 * `npm run db:migrate | seed | create-admin | backup | restore`: `node scripts/run-tool.mjs NAME [args]` runs
 * the command-line tool NAME from the build (dist/server/NAME.js) when the build is current, so that a
 * production install (`npm ci --omit=dev` and a copied dist/) needs no development package; otherwise, in
 * development, straight from its source (server/src/cli/NAME.ts) through tsx, so that an edited tool never
 * waits for a build nor runs an outdated copy.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, cannotBuildMessage, CLI_TOOLS, ROOT, SERVER_ENTRY } from './inputs-hash.mjs';

const [tool, ...args] = process.argv.slice(2);
if (!CLI_TOOLS.includes(tool)) {
  console.error(`Usage: node scripts/run-tool.mjs TOOL [arguments], TOOL one of ${CLI_TOOLS.join(', ')}`);
  process.exit(2);
}

const state = buildState();
let file;
if (state === 'current') {
  file = join(SERVER_ENTRY, '..', `${tool}.js`);
  process.setSourceMapsEnabled(true);
} else if (existsSync(join(ROOT, 'node_modules', 'tsx', 'package.json'))) {
  file = join(ROOT, 'server', 'src', 'cli', `${tool}.ts`);
  const { register } = await import('tsx/esm/api');
  register();
} else {
  console.error(cannotBuildMessage(state));
  process.exit(1);
}
// The tool reads its arguments from process.argv, as if it had been started itself.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
