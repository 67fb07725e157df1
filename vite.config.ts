import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? 5001;
const web = (path: string) => fileURLToPath(new URL(`./web/${path}`, import.meta.url));

/**
 * Writes onto each page loader of app/routes.tsx (`() => import('../features/...')`) the module it loads, as
 * Vite's manifest names it (`src/features/....tsx`): the server reads it through the route table
 * (entry-server.tsx's `portalPreloads`) to preload the page's chunks with its HTML.
 */
function pageModules(): Plugin {
  const routesFile = web('src/app/routes.tsx');
  return {
    name: 'page-modules',
    enforce: 'pre',
    // Only the server's bundle reads them: the browser's entry stays without.
    transform(code, id, options) {
      if (id !== routesFile || !options?.ssr) return undefined;
      return code.replace(/\(\) => import\((['"])(\.[^'"]+)\1\)/g, (loader, _quote, spec: string) => {
        const base = resolve(dirname(id), spec);
        const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
        if (!file) return loader;
        const key = relative(web(''), file).split('\\').join('/');
        return `Object.assign(${loader}, { module: ${JSON.stringify(key)} })`;
      });
    },
  };
}

/**
 * The browser's app runs on Preact's React compatibility layer; the server renders with React itself. React
 * DOM is about 60 KB of the portal's 137 KB compressed entry, and on 400 kbps mobile data each 50 KB is a
 * second before a student sees their page (docs/decisions/0026-preact-react-layer-in-the-browser.md). The
 * server's first
 * screen is replaced, not hydrated, by the browser's app (main.tsx), so the two never have to agree on markup.
 */
function preactInTheBrowser(): Plugin {
  const compat: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  };
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = compat[source];
      if (!target || options?.ssr) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'web',
  plugins: [preactInTheBrowser(), pageModules(), react(), tailwindcss()],
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rollupOptions: {
      // The portal app, or the template of the server-rendered public pages with their small script, each
      // built on its own: a module both use would otherwise sit in a chunk of its own, one more file before a
      // portal page can start (the shared style sheet's chunk), and Urdu's core would be three chunks rather
      // than one (the public script loads the server's sentences in Urdu too). They are separate documents,
      // so nothing is lost by building each for itself.
      input: Object.fromEntries([
        mode === 'public-pages' ? ['public-page', web('public-page.html')] : ['index', web('index.html')],
      ]),
      // In the browser's build, small shared chunks are copied into the chunks that use them (one module
      // state kept by rolldown's runtime): a page then loads about 5 files rather than 25. Over HTTP/1.1 a
      // phone fetches 6 at a time, and each round costs a 400 ms round trip on slow mobile data
      // (docs/decisions/0026-preact-react-layer-in-the-browser.md). The server's build keeps its entry's
      // exports.
      ...(isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false as const,
            output: {
              // The one style sheet keeps one name in both builds, so a visitor's cached copy serves the portal.
              assetFileNames: ({ names }: { names: readonly string[] }) =>
                names.some((name) => name.endsWith('.css'))
                  ? 'assets/styles-[hash][extname]'
                  : 'assets/[name]-[hash][extname]',
              codeSplitting: {
                experimentalInlineCommonChunks: { maxSize: 100_000, exclude: /\.css(\?|$)/ },
              },
            },
          }),
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
}));
