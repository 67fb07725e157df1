/**
 * `npm run build`: the web client with Vite (vite.config.ts, into dist/web) and the server and its
 * command-line tools bundled by esbuild (dist/server/main.js, migrate.js, ...; dependencies left in
 * node_modules) with the migrations and assets they read, then dist/build-info.json with the fingerprint of
 * the inputs so that `npm start` knows the build is current. dist/ is all a production machine needs besides
 * `npm ci --omit=dev`.
 */
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleSizes, formatBundleSizes, PUBLIC_MANIFEST } from './bench/bundle-sizes.mjs';
import { precompress } from './precompress.mjs';
import { buildServiceWorker } from './service-worker.mjs';
import { BUILD_INFO, CLI_TOOLS, DIST, inputsHash, ROOT, SERVER_ENTRY, SERVER_FILES } from './inputs-hash.mjs';

export async function build() {
  const started = performance.now();
  // Taken before building: a file edited during the build makes the next start build again.
  const hash = inputsHash();
  // A failed build must not look current.
  rmSync(BUILD_INFO, { force: true });

  // Vite sets NODE_ENV=production in this process while it builds. `npm start` and the benchmarks run or start
  // the server from here next, and under production it refuses the demo college's published passwords.
  const nodeEnv = process.env.NODE_ENV;
  const { build: viteBuild } = await import('vite');
  // The manifests (dist/web/.vite/manifest.json for the portal, public-manifest.json beside it for the public
  // pages) say which chunks each page loads: the size budgets, the page preloads and the service worker read
  // them. The two are built apart (vite.config.ts) into one folder; their one common file, the style sheet,
  // comes out the same, named by its content.
  await viteBuild({
    configFile: join(ROOT, 'vite.config.ts'),
    root: join(ROOT, 'web'),
    logLevel: 'warn',
    build: { manifest: true },
  });
  await viteBuild({
    configFile: join(ROOT, 'vite.config.ts'),
    root: join(ROOT, 'web'),
    // vite.config.ts builds the public pages' template and script in this mode.
    mode: 'public-pages',
    logLevel: 'warn',
    build: { manifest: PUBLIC_MANIFEST, emptyOutDir: false, copyPublicDir: false },
  });
  // The service worker lists the built files it keeps, so it is written after them (and compressed with them).
  await buildServiceWorker(ROOT, join(DIST, 'web'));
  precompress(join(DIST, 'web'));
  // The public pages' server renderer (dist/ssr/entry-server.js), loaded by the server at start.
  const ssrEntry = join(ROOT, 'web', 'src', 'entry-server.tsx');
  await viteBuild({
    configFile: join(ROOT, 'vite.config.ts'),
    root: join(ROOT, 'web'),
    logLevel: 'warn',
    // Bundled rather than loaded from node_modules at start: lucide-react's package is every icon at once
    // (1.3 MB), while the pages use a handful; loading it all would cost the cold start a few hundred ms.
    // React Query's and React Router's many small modules take Node longer to load than one bundled file.
    ssr: { noExternal: ['lucide-react', '@tanstack/react-query', '@tanstack/query-core', 'react-router'] },
    build: {
      ssr: ssrEntry,
      outDir: join(DIST, 'ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { input: ssrEntry },
    },
  });

  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;

  const esbuild = await import('esbuild');
  const serverDir = dirname(SERVER_ENTRY);
  rmSync(serverDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    // The server and the command-line tools, each one file beside the others, so that a production install
    // (`npm ci --omit=dev`) runs them all without tsx. seed-large is a development tool and stays on tsx.
    entryPoints: {
      main: 'server/src/main.ts',
      // The thread that draws transcripts (server/src/modules/transcripts/pdf-thread.ts) loads it from here.
      'transcript-pdf': 'server/src/modules/transcripts/pdf-worker.ts',
      ...Object.fromEntries(CLI_TOOLS.map((tool) => [tool, `server/src/cli/${tool}.ts`])),
    },
    outdir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The embedded database's thread (server/src/db/pglite-thread.ts) loads this file from beside the bundle.
  copyFileSync(join(ROOT, 'server', 'src', 'db', 'pglite-worker.mjs'), join(serverDir, 'pglite-worker.mjs'));
  // What the server reads at run time: the migrations and its assets (config.ts's SERVER_DIR finds them here).
  for (const folder of SERVER_FILES) {
    cpSync(join(ROOT, 'server', folder), join(serverDir, folder), { recursive: true });
  }

  mkdirSync(DIST, { recursive: true });
  writeFileSync(BUILD_INFO, `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(`Built dist/web and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(formatBundleSizes(bundleSizes(join(DIST, 'web'))));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build();
}
