/** The security headers of every answer, and no caching of anything a signed-in user receives. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildAdmin, buildFaculty, buildStudent, signIn, TEST_PASSWORD } from '../test/factories';
import { buildTestApp } from '../test/harness';

let app: App;
let behindProxy: App;
beforeAll(async () => {
  app = await buildTestApp();
  behindProxy = await buildTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

describe('security headers', () => {
  it('every answer carries a strict Content-Security-Policy', async () => {
    for (const url of ['/api/health', '/api/departments', '/api/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'none'");
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('script-src'), url).not.toContain('unsafe');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('allows frames and scripts only from the configured Jitsi origin besides the site itself', async () => {
    const csp = directives(
      String((await app.inject({ url: '/api/health' })).headers['content-security-policy']),
    );
    const jitsi = 'https://meet.jit.si'; // the default JITSI_DOMAIN
    expect(csp.get('frame-src')).toBe(jitsi);
    expect(csp.get('script-src')).toBe(`'self' ${jitsi}`);
  });

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    // A forwarded protocol is believed only from a trusted proxy.
    const spoofed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const tls = await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('Cache-Control: no-store on every signed-in answer', () => {
  it('holds for every GET route of the route table, for each role', async () => {
    const people = [await buildAdmin(app), await buildFaculty(app), await buildStudent(app)];
    const tokens = await Promise.all(people.map((p) => signIn(app, p.email)));
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([path, ops]) => path.startsWith('/api/') && 'get' in ops)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'));
    expect(gets.length).toBeGreaterThan(30);
    for (const url of gets) {
      for (const token of tokens) {
        const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(res.headers['cache-control'], `${url} answered ${res.statusCode}`).toContain('no-store');
      }
    }
  });
});

describe('Cache-Control: no-store on every answer that carries a token or personal data without a session', () => {
  it('holds for the sign-in, whether it succeeds or not', async () => {
    const person = await buildStudent(app);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toBeTruthy();
    expect(ok.headers['cache-control'], 'the sign-in answer with its token was left to caches').toBe(
      'no-store',
    );
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('holds for every write of the route table (registrations, password resets, the contact form)', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ['post', 'put', 'patch', 'delete']
        .filter((method) => path.startsWith('/api/') && method in ops)
        .map((method) => ({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const { method, url } of writes) {
      const res = await app.inject({ method, url, payload: {} });
      expect(res.headers['cache-control'], `${method} ${url} answered ${res.statusCode}`).toBe('no-store');
    }
  });
});
