import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp } from './test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('reports the server and the database as ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('says ready when the database answers and every migration is applied', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      db: 'ok',
      migrations: 'ok',
      uploads: 'ok',
      draining: false,
    });
  });

  it('says not ready once the process drains for a shutdown, so a load balancer sends nothing more', async () => {
    app.lifecycle.draining = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        db: 'ok',
        migrations: 'ok',
        uploads: 'ok',
        draining: true,
        reason: 'the process is shutting down',
      });
    } finally {
      app.lifecycle.draining = false;
    }
  });
});

describe('unknown API paths', () => {
  it('answer a 404 envelope, never the HTML shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
  });
});

describe('OpenAPI', () => {
  it('declares the routes at /api/openapi.json and serves docs at /api/docs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/admin/registrations', '/api/health/ready']),
    );
    // Every write takes an Idempotency-Key
    // (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md).
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(doc.paths['/api/attendance/mark'].post.parameters).toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
    expect(doc.paths['/api/departments'].get.parameters ?? []).not.toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy that allows the Jitsi domain', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-src https://meet.jit.si');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/departments and /api/courses', () => {
  it('lists the college departments', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/departments' });
    const names = res.json().data.departments.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Information Technology', 'Education', 'Urdu']));
  });
});
