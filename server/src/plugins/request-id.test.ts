/** Every answer names its request (`X-Request-Id`), as its log lines do; a trusted proxy's id is kept. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import { trustedAddresses } from './request-id';

const PROXY_ID = '7f3c2a9e5b1d4c8fa0e6b2d4c8f1a3e5';

describe('X-Request-Id', () => {
  const lines: string[] = [];
  let app: App;
  let direct: App;
  beforeAll(async () => {
    app = await buildTestApp({
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    direct = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
    await direct?.close();
  });

  const health = (target: App, remoteAddress: string, id?: string) =>
    target.inject({
      url: '/api/health',
      remoteAddress,
      headers: id === undefined ? {} : { 'x-request-id': id },
    });

  it("takes a trusted proxy's id, echoes it and logs the request under it", async () => {
    for (const proxy of ['127.0.0.1', '10.1.2.3', '::ffff:10.1.2.3']) {
      const res = await health(app, proxy, PROXY_ID);
      expect(res.headers['x-request-id'], `from ${proxy}`).toBe(PROXY_ID);
    }
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.filter((line) => line.reqId === PROXY_ID).length).toBeGreaterThan(0);
  });

  it('ignores the header from anyone else, and from everyone when no proxy is trusted, giving each request a new id', async () => {
    const ids = new Set<string>();
    for (const [target, from] of [
      [app, '203.0.113.9'],
      [direct, '127.0.0.1'],
    ] as const) {
      const res = await health(target, from, PROXY_ID);
      const id = String(res.headers['x-request-id']);
      expect(id).not.toBe(PROXY_ID);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    ids.add(String((await health(app, '203.0.113.9')).headers['x-request-id']));
    expect(ids.size).toBe(3);
  });

  it('refuses an id that could forge or break a log line, even from the proxy', async () => {
    for (const id of ['a b', 'x'.repeat(129), 'id\u0007', '']) {
      const res = await health(app, '127.0.0.1', id);
      expect(res.headers['x-request-id']).not.toBe(id);
    }
  });

  it('echoes the id on refusals and unknown addresses too', async () => {
    const res = await app.inject({
      url: '/api/nowhere',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(PROXY_ID);
  });
});

describe('trustedAddresses', () => {
  it("matches TRUST_PROXY's addresses, ranges and named ranges", () => {
    const trusted = trustedAddresses(['192.0.2.7', 'uniquelocal', 'loopback', '2001:db8::/32']);
    for (const address of [
      '192.0.2.7',
      '172.16.4.4',
      '192.168.1.1',
      '127.0.0.5',
      '::1',
      '2001:db8::9',
      'fd00::1',
    ]) {
      expect(trusted(address), address).toBe(true);
    }
    for (const address of ['192.0.2.8', '8.8.8.8', '2001:db9::1', 'not-an-address', '']) {
      expect(trusted(address), address).toBe(false);
    }
    expect(trustedAddresses(undefined)('127.0.0.1')).toBe(false);
  });
});
