/**
 * Brotli and gzip copies of the built client's text files, written beside them (`app.js.br`, `app.js.gz`):
 * the server sends the smallest one a browser accepts (@fastify/static's `preCompressed`). Compressed once
 * at build time, at the strongest settings, instead of on every request: a student's phone on a slow
 * connection downloads about a quarter of the bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than the response headers weigh. */
const SMALLEST = 1024;
/** The page templates are filled in by the server for each request, never sent as they are. */
const TEMPLATES = new Set(['index.html', 'public-page.html']);

/** Writes the compressed copies under `dir`; returns how many files got them. */
export function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || TEMPLATES.has(entry.name) || !TEXT.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.includes(`${join(dir, '.vite')}`) || statSync(path).size < SMALLEST) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return files;
}
