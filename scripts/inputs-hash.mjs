/**
 * The fingerprint of everything a build is made from. `npm start` rebuilds when it differs from the
 * one recorded in dist/build-info.json. Kept free of heavy imports: it runs on every start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');
export const BUILD_INFO = join(DIST, 'build-info.json');
export const SERVER_ENTRY = join(DIST, 'server', 'main.js');
export const WEB_INDEX = join(DIST, 'web', 'index.html');

/** The command-line tools bundled beside the server (dist/server/NAME.js from server/src/cli/NAME.ts). */
export const CLI_TOOLS = ['migrate', 'seed', 'create-admin', 'backup', 'restore'];
/** Folders of server/ that the server reads at run time, copied to dist/server by the build. */
export const SERVER_FILES = ['drizzle', 'assets'];

const TREES = ['web', 'contract', 'server/src', ...SERVER_FILES.map((folder) => `server/${folder}`)];
const FILES = [
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
];
/** Tests and their helpers never reach the build, so editing them does not make it stale. */
const isTestOnly = (path) => /\.test\.(ts|tsx|mjs)$/.test(path) || path.startsWith('server/src/test/');

function filesUnder(root, dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

/** A SHA-256 over the path and content of every input, in a stable order. */
export function inputsHash(root = ROOT) {
  const files = [
    ...TREES.flatMap((tree) => filesUnder(root, tree)),
    ...FILES.filter((f) => existsSync(join(root, f))),
  ]
    .map((f) => relative(root, join(root, f)).split('\\').join('/'))
    .filter((f) => !isTestOnly(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The recorded build, or undefined when there is none or it is incomplete. */
export function currentBuild() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) return undefined;
  try {
    return JSON.parse(readFileSync(BUILD_INFO, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether dist/ can run as it is: `current` when its fingerprint matches the sources, or when there are no
 * sources to compare with (a production machine that was given only dist/, package.json and the lock file);
 * `stale` when the sources changed since; `missing` when there is no complete build.
 */
export function buildState() {
  const build = currentBuild();
  if (!build) return 'missing';
  if (!existsSync(join(ROOT, 'server', 'src'))) return 'current';
  return build.hash === inputsHash() ? 'current' : 'stale';
}

/** Whether the development packages that build dist/ (Vite, esbuild, tsx) are installed. */
export function canBuild() {
  return ['vite', 'esbuild'].every((name) => existsSync(join(ROOT, 'node_modules', name, 'package.json')));
}

/** The one line said when dist/ cannot run and cannot be built here. */
export function cannotBuildMessage(state) {
  return (
    `${state === 'missing' ? 'There is no build in dist/' : 'dist/ is older than the sources'} and the build ` +
    'tools are not installed (npm ci --omit=dev): run `npm run build` where the development packages are ' +
    '(`npm ci`) and copy dist/ here, or run `npm ci` here.'
  );
}
