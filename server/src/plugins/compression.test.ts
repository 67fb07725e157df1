/** Text answers over 1 KB go gzipped to clients that accept it, and as they are to the others. */
import { gunzipSync } from 'node:zlib';
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

it('sends a large JSON answer gzipped to a client that accepts it, with the same content', async () => {
  const plain = await get('/api/openapi.json');
  const gzipped = await get('/api/openapi.json', 'gzip, deflate, br');
  expect(gzipped.statusCode).toBe(200);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers['vary']).toMatch(/accept-encoding/);
  expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
  expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
});

it.each([undefined, 'identity', 'gzip;q=0', 'br'])(
  'sends the answer as it is to a client whose Accept-Encoding is %s',
  async (acceptEncoding) => {
    const res = await get('/api/openapi.json', acceptEncoding);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/);
    expect(() => JSON.parse(res.body)).not.toThrow();
  },
);

it('sends a small answer as it is, compression would save less than it costs', async () => {
  const res = await get('/api/health', 'gzip');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json()).toMatchObject({ status: 'ok' });
});

it('answers a HEAD request without a compressed body', async () => {
  const res = await app.inject({
    method: 'HEAD',
    url: '/api/openapi.json',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
});
