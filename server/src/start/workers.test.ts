/**
 * WORKERS=2 on PostgreSQL: two server processes answer on one port, a worker that dies is replaced, and
 * SIGTERM stops them all within SHUTDOWN_DRAIN_S while a request in flight still gets its answer. The real
 * entry (main.ts through tsx) runs as a child process, as `npm start` runs its bundle.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../../e2e/support/server-process';
import { buildStudent, TEST_PASSWORD } from '../test/factories';
import { buildTestApp, freshDatabase } from '../test/harness';
import { startMain, type LogLine } from '../test/start-main';

/** A GET on a connection of its own, so that the cluster hands it to the next worker. */
function get(port: number, path: string) {
  return new Promise<number>((done, fail) => {
    request({ port, host: '127.0.0.1', path, agent: false }, (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode!));
    })
      .once('error', fail)
      .end();
  });
}

/** A JSON request on a connection of its own, with the bearer token if given. */
function send(port: number, method: string, path: string, token: string | null, json?: object) {
  const body = json ? JSON.stringify(json) : undefined;
  return new Promise<{ status: number; body: unknown }>((done, fail) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.once('end', () =>
          done({
            status: res.statusCode!,
            body: res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text,
          }),
        );
      },
    );
    req.once('error', fail).end(body);
  });
}

const METRICS = 'a-metrics-token-for-the-cluster-test';

/** The cluster's count of answered GET /api/health?probe=... requests, as one scrape tells it. */
async function healthCount(port: number) {
  const res = await send(port, 'GET', '/metrics', METRICS).catch(() => undefined);
  if (!res) return -1;
  const text = String(res.body);
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith('http_requests_total{') && l.includes('route="/api/health"') && l.includes('"200"'),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

const listeningPids = (lines: LogLine[]) =>
  lines.filter((l) => l.msg.startsWith('Server listening')).map((l) => l.pid);

describe.runIf(!!inject('postgresTemplate'))('WORKERS=2 on PostgreSQL', () => {
  let server: ReturnType<typeof startMain>;
  let port: number;
  let databaseUrlOf: string;
  beforeAll(async () => {
    const database = await freshDatabase();
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    databaseUrlOf = database.url;
    port = await freePort();
    server = startMain({
      DATABASE_URL: database.url,
      PORT: String(port),
      WORKERS: '2',
      SHUTDOWN_DRAIN_S: '5',
      METRICS_TOKEN: METRICS,
    });
    await vi.waitFor(
      () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
        expect(new Set(listeningPids(server.lines)).size).toBe(2);
      },
      { timeout: 90_000, interval: 200 },
    );
  }, 120_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('answers from two processes on one port, and replaces a worker that dies', async () => {
    const workers = new Set(listeningPids(server.lines));
    for (let i = 0; i < 6; i++) expect(await get(port, `/api/health?probe=${i}`)).toBe(200);
    const answering = new Set(
      server.lines.filter((l) => l.req?.url.startsWith('/api/health?probe=')).map((l) => l.pid),
    );
    expect(answering).toEqual(workers);
    expect(answering.has(server.child.pid!)).toBe(false);

    const [victim] = workers;
    process.kill(victim!, 'SIGKILL');
    await vi.waitFor(() => expect(listeningPids(server.lines)).toHaveLength(3), { timeout: 60_000 });
    const replacement = listeningPids(server.lines)[2];
    expect(workers.has(replacement!)).toBe(false);
    for (let i = 0; i < 4; i++) expect(await get(port, '/api/health/ready')).toBe(200);
  }, 90_000);

  it("reads a person's own writes whichever process answers, and a sign-out is refused by both at once", async () => {
    const app = await buildTestApp({ database: { kind: 'postgres', url: databaseUrlOf } });
    const student = await buildStudent(app).finally(() => app.close());
    const signedIn = await send(port, 'POST', '/api/auth/login', null, {
      email: student.email,
      password: TEST_PASSWORD,
    });
    const token = (signedIn.body as { data: { token: string } }).data.token;
    const pids = () => new Set(server.lines.filter((l) => l.req?.url === '/api/auth/me').map((l) => l.pid));
    // Each request on a connection of its own: the cluster hands them to the two workers in turn.
    for (let round = 0; round < 6; round++) {
      const name = `Renamed Student ${round}`;
      expect((await send(port, 'PUT', '/api/auth/profile', token, { name })).status).toBe(200);
      // Twice, so that both workers read right after the write, whichever made it.
      for (let read = 0; read < 2; read++) {
        const me = await send(port, 'GET', '/api/auth/me', token);
        expect((me.body as { data: { user: { name: string } } }).data.user.name).toBe(name);
      }
    }
    expect(pids().size).toBe(2);
    expect((await send(port, 'POST', '/api/auth/logout', token)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await send(port, 'GET', '/api/auth/me', token)).status).toBe(401);
  }, 60_000);

  it("answers a scrape with the whole cluster's figures, whichever worker takes it", async () => {
    const before = await healthCount(port);
    for (let i = 0; i < 6; i++) expect(await get(port, '/api/health')).toBe(200);
    // Two scrapes, so that each worker answers one: both count all six.
    expect(await healthCount(port)).toBe(before + 6);
    expect(await healthCount(port)).toBe(before + 6);
  }, 30_000);

  it('stops cleanly on SIGTERM within SHUTDOWN_DRAIN_S, after answering the request in flight', async () => {
    const body = JSON.stringify({ email: 'nobody@example.edu', password: 'not-the-password' });
    const req = request({
      port,
      host: '127.0.0.1',
      path: '/api/auth/login',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<number>((done, fail) => {
      req.once('error', fail).once('response', (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode!));
      });
    });
    const logins = () => server.lines.filter((l) => l.req?.url === '/api/auth/login').length;
    const earlier = logins();
    // Half the body now, the rest once the shutdown has begun: the request is in flight meanwhile.
    req.write(body.slice(0, 10));
    await vi.waitFor(() => expect(logins()).toBeGreaterThan(earlier));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    req.end(body.slice(10));

    expect(await answer).toBe(401);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(5000);
  }, 30_000);
});

describe.runIf(!!inject('postgresTemplate'))('a start on a database that never answers', () => {
  it('tries again for DATABASE_CONNECT_TIMEOUT_S, then exits with code 1 and one line', async () => {
    const closed = await freePort();
    const server = startMain({
      DATABASE_URL: `postgres://postgres:not-the-password@127.0.0.1:${closed}/portal`,
      PORT: String(await freePort()),
      WORKERS: '1',
      DATABASE_CONNECT_TIMEOUT_S: '1',
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.lines.some((l) => l.msg.includes('does not answer (ECONNREFUSED); trying again'))).toBe(
      true,
    );
    expect(server.stderr().trim().split('\n')).toEqual([
      `The database postgres://127.0.0.1:${closed}/portal did not answer within 1 s (ECONNREFUSED): ` +
        'check DATABASE_URL and that PostgreSQL is running, or allow longer with DATABASE_CONNECT_TIMEOUT_S',
    ]);
  }, 60_000);
});
