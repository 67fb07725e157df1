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

const TREES = ['web', 'contract', 'server/src'];
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
