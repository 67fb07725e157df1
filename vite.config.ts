import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? 5001;
const web = (path: string) => fileURLToPath(new URL(`./web/${path}`, import.meta.url));

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
