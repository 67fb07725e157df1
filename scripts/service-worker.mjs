/**
 * The service worker, dist/web/sw.js: web/src/service-worker.ts (Workbox's precaching, routing and strategies)
 * bundled by esbuild, with the list of files it keeps from the first visit on (Workbox's `__WB_MANIFEST`): the
 * portal's entry script with what it imports, its style sheet, and the small unhashed files every page loads.
 * Files named after their content need no revision; the others carry the hash of their content, so a new
 * build replaces exactly what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const UNHASHED = ['theme-init.js', 'favicon.svg'];

/** The files the portal's entry (index.html) loads, from the Vite manifest. */
function entryFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...files];
}

/** The fingerprint of a build: its precache list names every entry file by its content. */
const buildId = (precache) =>
  createHash('sha256').update(JSON.stringify(precache)).digest('hex').slice(0, 12);

/** Writes dist/web/sw.js; returns the number of files it precaches. */
export async function buildServiceWorker(root, webDist) {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  const precache = [
    ...entryFiles(manifest).map((file) => ({ url: `/${file}`, revision: null })),
    ...UNHASHED.filter((file) => existsSync(join(webDist, file))).map((file) => ({
      url: `/${file}`,
      revision: createHash('sha256')
        .update(readFileSync(join(webDist, file)))
        .digest('hex')
        .slice(0, 16),
    })),
  ];
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['web/src/service-worker.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    alias: { '@contract': './contract' },
    // Workbox logs its every step unless built for production. The build's fingerprint names the cache of
    // kept pages, so that a page of an earlier build, naming files the server no longer has, is never shown.
    define: { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: JSON.stringify(buildId(precache)) },
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  if (!code.includes('self.__WB_MANIFEST'))
    throw new Error('web/src/service-worker.ts lost self.__WB_MANIFEST');
  writeFileSync(
    join(webDist, 'sw.js'),
    code.replace('self.__WB_MANIFEST', () => JSON.stringify(precache)),
  );
  return precache.length;
}
