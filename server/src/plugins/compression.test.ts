/** Text answers over 1 KB go brotli- or gzip-compressed to clients that accept it, and as they are to the others. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

it('sends a large JSON answer in brotli to a browser that takes it, with the same content', async () => {
  const plain = await get('/api/openapi.json');
  const compressed = await get('/api/openapi.json', 'gzip, deflate, br, zstd');
  expect(compressed.statusCode).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers['vary']).toMatch(/accept-encoding/);
  expect(compressed.headers['content-type']).toMatch(/^application\/json/);
  expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
});

it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip', 'x-gzip', '*'])(
  'sends it gzipped to a client whose Accept-Encoding is %s',
  async (acceptEncoding) => {
    const plain = await get('/api/openapi.json');
    const gzipped = await get('/api/openapi.json', acceptEncoding);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  },
);

it.each([undefined, 'identity', 'gzip;q=0', 'deflate', 'br;q=0, gzip;q=0'])(
  'sends the answer as it is to a client whose Accept-Encoding is %s',
  async (acceptEncoding) => {
    const res = await get('/api/openapi.json', acceptEncoding);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/);
    expect(() => JSON.parse(res.body)).not.toThrow();
  },
);

it('sends a small answer as it is, compression would save less than it costs', async () => {
  const res = await get('/api/health', 'gzip, br');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json()).toMatchObject({ status: 'ok' });
});

it('answers a HEAD request without a compressed body', async () => {
  const res = await app.inject({
    method: 'HEAD',
    url: '/api/openapi.json',
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.rawPayload).toHaveLength(0);
});
