/**
 * The client budgets of DESIGN.md on the build the end-to-end run serves: first-load JavaScript of `/`
 * under 70 KB gzip, and a first visit to each portal area in English, the default language (the entry and the
 * area's page with everything it imports, for its heaviest page) under 100 KB gzip. `npm run build` prints
 * the same figures, and those of a first visit in Urdu.
 */
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, bundleSizes, kb } from '../scripts/bench/bundle-sizes.mjs';
import { baseUrl } from './support/browser';

const WEB_DIST = resolve(import.meta.dirname, '..', 'dist', 'web');

/** The scripts an HTML page makes the browser fetch at once: module scripts and modulepreloads. */
function scriptUrls(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && src) return [src];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (/\brel="modulepreload"/.test(tag) && href) return [href];
    return [];
  });
}

describe('client budgets', () => {
  const sizes = bundleSizes(WEB_DIST);

  it(`/ loads under ${kb(BUDGETS.publicFirstLoad)} of JavaScript (gzip) before it is interactive`, async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const urls = scriptUrls(html);
    expect(urls.length, 'the home page loads no script at all').toBeGreaterThan(0);
    const files = await Promise.all(
      urls.map(async (url) => {
        const body = Buffer.from(await (await fetch(new URL(url, baseUrl()))).arrayBuffer());
        return { url, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    expect(total, files.map((f) => `${f.url} ${kb(f.gzip)}`).join('\n')).toBeLessThan(
      BUDGETS.publicFirstLoad,
    );
    expect(sizes.publicFirstLoad.gzip).toBeLessThan(BUDGETS.publicFirstLoad);
  });

  it('sends the scripts compressed to a browser that accepts it, and as they are to one that does not', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const built = scriptUrls(html).filter((url) => url.includes('/assets/'));
    expect(built.length).toBeGreaterThan(0);
    const script = new URL(built[0]!, baseUrl());
    const plain = await fetch(script, { headers: { 'accept-encoding': 'identity' } });
    const original = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(script, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      // fetch decompresses what it asked for: the same script arrives.
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    }
  });

  it('sends the public pages compressed to a browser that accepts it', async () => {
    const plain = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'identity' } });
    const gzipped = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await gzipped.text()).toContain('</html>');
    expect(await plain.text()).toContain('</html>');
  });

  it('every lazily loaded portal page belongs to an area with a budget', () => {
    expect(sizes.unassigned).toEqual([]);
  });

  it.each(sizes.areas.map((a) => [a.area, a] as const))(
    `a first visit to the %s area in English downloads under ${kb(BUDGETS.area)} of JavaScript (gzip)`,
    (_, area) => {
      const detail = [
        `heaviest first visit: ${area.heaviest.page}, ${kb(area.heaviest.gzip)}`,
        ...area.heaviest.files.map((f) => `  ${f}`),
      ].join('\n');
      expect(area.heaviest.gzip, detail).toBeLessThan(BUDGETS.area);
    },
  );
});
