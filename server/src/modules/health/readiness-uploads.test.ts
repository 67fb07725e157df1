/**
 * Readiness tells the truth about uploaded files: a load balancer is told "not ready" (503, with a reason an
 * operator can act on and nobody can learn a path or a key from) when the uploads folder cannot be written or
 * the bucket cannot be reached, and "ready" again once it can. The check is kept for a few seconds, so that
 * readiness stays cheap. A start with an uploads folder that cannot be written stops with one line naming it.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../e2e/support/server-process';
import type { App } from '../../app';
import { buildTestApp } from '../../test/harness';
import { startS3Server, type TestS3Server } from '../../test/s3';
import { startMain } from '../../test/start-main';
import { STORE_CHECK_KEEP_MS } from './routes';

let root: string;
/** The servers' clock: the uploads check is believed for STORE_CHECK_KEEP_MS of it. */
let now = Date.parse('2026-11-28T09:00:00Z');
const clock = () => new Date(now);
const later = () => (now += STORE_CHECK_KEEP_MS);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-ready-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const readiness = async (app: App) => {
  const res = await app.inject({ url: '/api/health/ready' });
  return { code: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('with the uploads folder', () => {
  let app: App;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = join(root, 'uploads');
    app = await buildTestApp({ uploadsDir, objectStorage: null, clock });
  }, 120_000);
  afterAll(() => app?.close());

  it('is ready when the folder takes a write, and leaves no file behind', async () => {
    expect(await readiness(app)).toEqual({
      code: 200,
      body: { status: 'ready', db: 'ok', migrations: 'ok', uploads: 'ok', draining: false },
    });
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it('is not ready once the folder cannot be written (even by root), saying so without the path, and ready again once it can', async () => {
    // Root writes through permissions: the folder becomes a regular file, where nobody can write a file.
    rmSync(uploadsDir, { recursive: true });
    writeFileSync(uploadsDir, 'not a folder');
    try {
      // Within the few seconds the last check is believed, readiness asks nothing of the disk.
      expect((await readiness(app)).code).toBe(200);
      later();
      const { code, body } = await readiness(app);
      expect(code).toBe(503);
      expect(body).toMatchObject({ status: 'not_ready', db: 'ok', migrations: 'ok', uploads: 'error' });
      expect(body.reason).toMatch(/^the uploads folder cannot be written \((EEXIST|ENOTDIR)\)$/);
      expect(JSON.stringify(body)).not.toContain(root);
    } finally {
      rmSync(uploadsDir);
      mkdirSync(uploadsDir);
    }
    later();
    expect((await readiness(app)).code).toBe(200);
  });
});

describe('with a bucket', () => {
  let s3: TestS3Server;
  let app: App;
  /** A portal set up with a bucket the store does not have. */
  let missing: App;
  beforeAll(async () => {
    s3 = await startS3Server();
    const uploadsDir = join(root, 'unused');
    app = await buildTestApp({ uploadsDir, objectStorage: s3.settings('college/'), clock });
    missing = await buildTestApp({
      uploadsDir,
      objectStorage: { ...s3.settings(), bucket: 'no-such-bucket' },
      clock,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await missing?.close();
    await s3?.close().catch(() => undefined);
  });

  it('is ready when the bucket answers', async () => {
    expect(await readiness(app)).toMatchObject({ code: 200, body: { status: 'ready', uploads: 'ok' } });
  });

  it('is not ready when the bucket does not exist, naming neither the store nor the key', async () => {
    const { code, body } = await readiness(missing);
    expect(code).toBe(503);
    expect(body).toMatchObject({ status: 'not_ready', uploads: 'error', db: 'ok' });
    expect(body.reason).toBe('the bucket cannot be read (NoSuchBucket, HTTP 404)');
    const endpoint = s3.settings().endpoint!;
    for (const secret of [endpoint, new URL(endpoint).port, 'S3RVER', 'no-such-bucket'])
      expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('is not ready once the store stops answering', async () => {
    await s3.close();
    later();
    const { code, body } = await readiness(app);
    expect(code).toBe(503);
    expect(body).toMatchObject({ uploads: 'error' });
    expect(body.reason).toMatch(/^the bucket (cannot be read \(ECONNREFUSED\)|did not answer in time)$/);
  });
});

describe('a start with an uploads folder that cannot be made', () => {
  it('stops with one line naming UPLOADS_DIR, and no stack', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'the uploads folder cannot be made under a file');
    const uploadsDir = join(file, 'uploads');
    const server = startMain({
      DATABASE_URL: '',
      DATA_DIR: join(root, 'data'),
      UPLOADS_DIR: uploadsDir,
      WORKERS: '1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'error',
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual([
      `UPLOADS_DIR ${uploadsDir} cannot be written (ENOTDIR): make it a folder the server's user ` +
        'can write, or set UPLOADS_DIR to one',
    ]);
  }, 60_000);
});
