/**
 * How long a browser may keep what the web client serves: built files named after their content for a year,
 * everything else asked for again, the portal's pages never kept.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';

let app: App;
let distDir: string;
const script = 'console.log("the portal");'.repeat(100);
const styles = 'body{color:#0f172a}main::after{content:"</style>"}';
const themeScript = "document.documentElement.classList.toggle('dark', false);\n";

beforeAll(async () => {
  // A built client as `npm run build` writes it: hashed files under assets/, a few unhashed ones beside.
  distDir = mkdtempSync(join(tmpdir(), 'web-client-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><script src="/theme-init.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/styles-Dv3k9f_a.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'styles-Dv3k9f_a.css'), styles);
  writeFileSync(join(distDir, 'theme-init.js'), themeScript);
  writeFileSync(join(distDir, 'assets', 'index-Bx3k9f_a.js'), script);
  writeFileSync(join(distDir, 'assets', 'index-Bx3k9f_a.js.br'), brotliCompressSync(script));
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, 'sw.js'), 'self.skipWaiting();');
  app = await buildTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('cache headers of the web client', () => {
  it('lets a browser keep a built file named after its content for a year without asking again', async () => {
    const res = await get('/assets/index-Bx3k9f_a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the compressed copy of a hashed file for a year too', async () => {
    const res = await get('/assets/index-Bx3k9f_a.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/favicon.svg', '/sw.js'])(
    'has the browser ask again for %s, whose name does not change with its content',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a browser that already has an unhashed file with 304', async () => {
    const first = await get('/favicon.svg');
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never lets a portal page be kept, so Back after sign-out shows nothing personal', async () => {
    const res = await get('/student/grades');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe("a portal page's first paint", () => {
  const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

  it('carries the style sheet and the theme script, so that nothing else is waited for', async () => {
    const res = await get('/student/grades');
    expect(res.body).toContain('<style>body{color:#0f172a}main::after{content:"<\\/style>"}</style>');
    // Named, for the loader of lazy chunks, but disabled: never fetched.
    expect(res.body).toContain(
      '<link disabled rel="stylesheet" crossorigin href="/assets/styles-Dv3k9f_a.css">',
    );
    expect(res.body.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(res.body).toContain(`<script>${themeScript}</script>`);
    expect(res.body).not.toContain('src="/theme-init.js"');
  });

  it('allows exactly the theme script inline: its hash, never unsafe-inline', async () => {
    const res = await get('/student/grades');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1];
    expect(scriptSrc.split(' ')).toContain(themeHash);
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Other answers keep the policy as it was.
    const api = await get('/api/health');
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('links the style sheet for a phone whose service worker keeps it (a navigation preload)', async () => {
    const res = await get('/student/grades', { 'service-worker-navigation-preload': 'true' });
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-Dv3k9f_a.css">');
    expect(res.body).not.toContain('<style>');
    expect(res.body).toContain(`<script>${themeScript}</script>`);
    expect(res.headers.vary).toMatch(/service-worker-navigation-preload/);
  });
});

describe('the web app manifest', () => {
  it('installs the portal under the college name, opening on sign-in, in the visitor language', async () => {
    const res = await get('/manifest.webmanifest', { cookie: 'lang=ur' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Government Associate College',
      start_url: '/login',
      display: 'standalone',
      lang: 'ur',
      dir: 'rtl',
      icons: [{ src: '/favicon.svg' }],
    });
  });
});
