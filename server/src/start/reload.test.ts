/**
 * Restarts without an outage, on PostgreSQL with the real entry (main.ts through tsx) as a child process:
 * `npm run reload` (SIGHUP) replaces every worker while a steady stream of reads gets every answer; a new
 * worker that cannot start stops the reload and the old ones serve on; SIGTERM turns readiness false while
 * the server still serves, then stops accepting and finishes the request in flight; one process ignores SIGHUP.
 */
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../../e2e/support/server-process';
import { buildStudent, TEST_PASSWORD } from '../test/factories';
import { buildTestApp, freshDatabase } from '../test/harness';
import { startMain, type LogLine } from '../test/start-main';

const RELOAD_SCRIPT = resolve(import.meta.dirname, '..', '..', '..', 'scripts', 'reload.mjs');

interface Answer {
  status: number;
  body: string;
}

/** A GET, on `agent`'s kept-alive connections or (without one) on a connection of its own. */
function get(port: number, path: string, { agent, token }: { agent?: Agent; token?: string } = {}) {
  return new Promise<Answer>((done, fail) => {
    request(
      {
        port,
        host: '127.0.0.1',
        path,
        agent: agent ?? false,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.once('end', () => done({ status: res.statusCode!, body }));
      },
    )
      .once('error', fail)
      .end();
  });
}

/**
 * Reads sent at `perSecond`, open loop, until stopped: public pages and a student's own, half on kept-alive
 * connections (as a reverse proxy's pool sends them), half each on a new connection.
 */
function steadyReads(port: number, perSecond: number, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const reads = ['/api/courses', '/api/departments', '/api/auth/me', '/api/students/dashboard'];
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const timer = setInterval(() => {
    const path = reads[sent % reads.length]!;
    const kept = sent % 2 === 0;
    sent++;
    const done = get(port, path, { agent: kept ? agent : undefined, token })
      .then(
        ({ status, body }) => {
          if (status !== 200) failures.push(`${path}: HTTP ${status} ${body.slice(0, 200)}`);
        },
        (error: NodeJS.ErrnoException) => {
          failures.push(`${path}: ${error.code ?? error.message}`);
        },
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  }, 1000 / perSecond);
  return {
    failures,
    sent: () => sent,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
    },
  };
}

const listeningPids = (lines: LogLine[]) =>
  lines.filter((l) => l.msg.startsWith('Server listening')).map((l) => l.pid);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Server = ReturnType<typeof startMain>;
let server: Server | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

async function startServer(env: NodeJS.ProcessEnv, workers: number) {
  const database = await freshDatabase();
  if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
  const port = await freePort();
  const started = startMain({
    DATABASE_URL: database.url,
    PORT: String(port),
    WORKERS: String(workers),
    SHUTDOWN_DRAIN_S: '5',
    WARMUP_MS: '1000',
    ...env,
  });
  server = started;
  await vi.waitFor(
    () => {
      if (started.child.exitCode !== null) throw new Error(`the server exited: ${started.stderr()}`);
      expect(new Set(listeningPids(started.lines)).size).toBe(workers);
    },
    { timeout: 200_000, interval: 100 },
  );
  return { server: started, port, databaseUrl: database.url };
}

async function studentToken(databaseUrl: string, port: number) {
  const app = await buildTestApp({ database: { kind: 'postgres', url: databaseUrl } });
  const student = await buildStudent(app).finally(() => app.close());
  const signedIn = await new Promise<string>((done, fail) => {
    const body = JSON.stringify({ email: student.email, password: TEST_PASSWORD });
    request(
      {
        port,
        host: '127.0.0.1',
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.once('end', () => done(text));
      },
    )
      .once('error', fail)
      .end(body);
  });
  return (JSON.parse(signedIn) as { data: { token: string } }).data.token;
}

const reload = (dataDir: string) =>
  execFileSync(process.execPath, [RELOAD_SCRIPT], { env: { ...process.env, DATA_DIR: dataDir } }).toString();

describe.runIf(!!inject('postgresTemplate'))('restarts without an outage (WORKERS=2, PostgreSQL)', () => {
  it('npm run reload replaces every worker one at a time while 60 reads a second all get their answer', async () => {
    const { server, port, databaseUrl } = await startServer({}, 2);
    const before = listeningPids(server.lines);
    const token = await studentToken(databaseUrl, port);
    const reads = steadyReads(port, 60, token);
    await new Promise((r) => setTimeout(r, 1000));

    expect(reload(server.dataDir)).toContain(`Asked the server (pid ${server.child.pid}) to reload`);
    await vi.waitFor(() => expect(server.lines.some((l) => l.msg.startsWith('Reload done'))).toBe(true), {
      timeout: 300_000,
      interval: 100,
    });
    await new Promise((r) => setTimeout(r, 1000));
    await reads.stop();

    expect(reads.failures).toEqual([]);
    expect(reads.sent()).toBeGreaterThan(120);
    const after = listeningPids(server.lines).slice(2);
    expect(after).toHaveLength(2);
    for (const pid of after) expect(before).not.toContain(pid);
    for (const pid of before) expect(alive(pid)).toBe(false);
    // Each new worker warmed up (before it listened), then one old worker retired; then the next. (A worker's
    // "Server listening" line may reach the shared log after the supervisor heard of it.)
    const order = server.lines
      .filter((l) => /^(Warmed up|Replaced by a new worker)/.test(l.msg))
      .map((l) => `${l.msg.split(/[:(]/)[0]!.trim()} ${after.includes(l.pid) ? 'new' : 'old'}`);
    expect(order.slice(2)).toEqual([
      'Warmed up new',
      'Replaced by a new worker old',
      'Warmed up new',
      'Replaced by a new worker old',
    ]);
    expect(server.child.exitCode).toBeNull();
  }, 600_000);

  it('a new worker that cannot start stops the reload, in one line, and the old workers serve on', async () => {
    const { server, port, databaseUrl } = await startServer({ DATABASE_CONNECT_TIMEOUT_S: '1' }, 2);
    const before = listeningPids(server.lines);
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: databaseUrl.replace(`/${name}`, '/postgres') });
    await admin.connect();
    try {
      // The workers keep the connections they have; a new process cannot open any.
      await admin.query(`alter database ${name} allow_connections false`);
      reload(server.dataDir);
      await vi.waitFor(
        () => expect(server.lines.filter((l) => l.msg.startsWith('Reload stopped'))).toHaveLength(1),
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    expect(server.lines.find((l) => l.msg.startsWith('Reload stopped'))!.msg).toMatch(
      /^Reload stopped: new worker \d+ ended \(exit code 1\) before listening; the old workers go on serving$/,
    );
    for (const pid of before) expect(alive(pid)).toBe(true);
    expect(listeningPids(server.lines)).toEqual(before);
    for (let i = 0; i < 4; i++) expect((await get(port, '/api/health/ready')).status).toBe(200);
  }, 600_000);

  it('SIGTERM turns readiness false while the server still serves, then it stops accepting and the request in flight gets its answer', async () => {
    // A drain bound far above what the request needs: on a loaded machine the seconds between the listener's
    // close and this test sending the rest of the body must not end the worker (that bound is workers.test.ts's).
    const { server, port } = await startServer({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_DRAIN_S: '60' }, 2);
    const body = JSON.stringify({ email: 'nobody@example.edu', password: 'not-the-password' });
    const slow = request({
      port,
      host: '127.0.0.1',
      path: '/api/auth/login',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    // Settled as soon as it ends (a reset while polling below included), to be checked once the polling is done.
    const answer = new Promise<number | string>((done) => {
      slow
        .once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
        .once('response', (res) => {
          res.resume();
          res.once('end', () => done(res.statusCode!));
        });
    });
    // Half the body now, the rest once the server has stopped accepting: the request is in flight meanwhile.
    slow.write(body.slice(0, 10));
    await vi.waitFor(() => expect(server.lines.some((l) => l.req?.url === '/api/auth/login')).toBe(true));

    const seen: string[] = [];
    server.child.kill('SIGTERM');
    const signalled = Date.now();
    for (;;) {
      const ready = await get(port, '/api/health/ready').then(
        ({ status }) => `ready ${status}`,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
      if (seen.at(-1) !== ready) seen.push(ready);
      if (ready === 'ECONNREFUSED' || Date.now() - signalled > 10_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const refusedAfter = Date.now() - signalled;
    slow.end(body.slice(10));

    // Perhaps a 200 answered before the signal arrived; then 503 for SHUTDOWN_DELAY_MS; then no more
    // connections (one the supervisor took just as the last worker left is reset).
    expect(seen.filter((s) => s !== 'ready 200' && s !== 'ECONNRESET')).toEqual([
      'ready 503',
      'ECONNREFUSED',
    ]);
    expect(refusedAfter).toBeGreaterThanOrEqual(1400);
    expect(await answer, server.lines.map((l) => l.msg).join('\n')).toBe(401);
    const { code } = await server.exited;
    expect(code).toBe(0);
  }, 600_000);
});

describe.runIf(!!inject('postgresTemplate'))('one server process (WORKERS=1)', () => {
  it('logs that a reload needs two workers and goes on serving on SIGHUP', async () => {
    const { server, port } = await startServer({}, 1);
    reload(server.dataDir);
    await vi.waitFor(() =>
      expect(
        server.lines.some((l) => l.msg.startsWith('SIGHUP: a reload without an outage needs WORKERS')),
      ).toBe(true),
    );
    expect((await get(port, '/api/health/ready')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 600_000);
});
