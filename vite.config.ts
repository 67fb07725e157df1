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

export default defineConfig({
  root: 'web',
  plugins: [pageModules(), react(), tailwindcss()],
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rollupOptions: {
      // The portal app, and the template of the server-rendered public pages with their small script.
      input: { index: web('index.html'), 'public-page': web('public-page.html') },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
