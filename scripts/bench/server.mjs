/**
 * The production server under test, for the load scripts (`npm run bench`, `npm run soak`): the current
 * build (built first when the sources changed), started on a free port on a fresh embedded database, on an
 * existing data folder, or on a fresh PostgreSQL database seeded with `npm run seed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { currentBuild, inputsHash, ROOT, SERVER_ENTRY } from '../inputs-hash.mjs';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = {
  student: 'student@example.edu',
  faculty: 'faculty@example.edu',
  admin: 'admin@example.edu',
};

/** Builds when dist/ is missing or older than the sources, as `npm start` does. */
export async function ensureBuild() {
  if (currentBuild()?.hash === inputsHash()) return;
  const { build } = await import('../build.mjs');
  await build();
}

export function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

/** Polls /api/health until it answers 200; resolves with the time that took since `since`. */
export async function waitForHealth(url, child, { since = performance.now(), intervalMs = 250 } = {}) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error('the server did not start within 180 s');
}

/** CPU time (user + system, ms) a process has used so far; undefined where /proc is not there. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The bench's servers answer `GET /metrics` to this token (`serverPauses`). */
const METRICS_TOKEN = 'the-bench-reads-its-own-server-figures';

/**
 * The server's longest event-loop delay since the last call (prom-client resets it at each scrape) and its
 * garbage collections so far (count and seconds by kind): whether a slow moment was the server stalling.
 */
export async function serverPauses(baseUrl) {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (pattern) => Number(pattern.exec(text)?.[1] ?? NaN);
  const gc = (kind) => ({
    count: value(new RegExp(`^nodejs_gc_duration_seconds_count\\{kind="${kind}"\\} (\\S+)$`, 'm')) || 0,
    seconds: value(new RegExp(`^nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\} (\\S+)$`, 'm')) || 0,
  });
  return {
    eventLoopDelayMaxMs: value(/^nodejs_eventloop_lag_max_seconds (\S+)$/m) * 1000,
    gc: { major: gc('major'), minor: gc('minor'), incremental: gc('incremental') },
  };
}

/**
 * `node dist/server/main.js` with `env` on a free port, once it answers /api/health.
 * `startMs` is the time from spawning it to that first answer (polled every `pollMs`), `startCpuMs` the
 * CPU time it used until then (a figure that other work on the machine disturbs less).
 */
export async function startServer(env, { pollMs = 250, nodeArgs = [] } = {}) {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    // One server process unless WORKERS says otherwise: the budgets (docs/performance.md) are per process,
    // and the start's CPU time is read from this one pid.
    env: {
      WORKERS: '1',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let startMs;
  let startCpuMs;
  try {
    startMs = await waitForHealth(baseUrl, child, { since: spawned, intervalMs: pollMs });
    startCpuMs = cpuMsOf(child.pid);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    startMs,
    startCpuMs,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits until the server answers /api/health within `fastMs` three times in a row: requests an earlier
 * measurement left queued must not slow down the next one.
 */
export async function waitUntilIdle(baseUrl, { fastMs = 100, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let fast = 0;
  while (fast < 3) {
    if (Date.now() > deadline) throw new Error(`the server was still busy after ${timeoutMs / 1000} s`);
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      fast = res.ok && performance.now() - started < fastMs ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh embedded database in a temporary folder, removed afterwards; `prepare(dataDir)` may fill it. */
export async function withFreshDataDir(run) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server on a fresh embedded database; the server seeds the demo college into it. */
export function withPglite(run) {
  return withFreshDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, SEED: 'demo', DATABASE_URL: '' });
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  });
}

/** Runs `npx tsx <script>` in the repository with `env`; throws when it fails. */
export function runTsx(script, env, what = script) {
  const result = spawnSync('npx', ['tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${what} failed`);
}

/**
 * A fresh database on the PostgreSQL server at `adminUrl`, seeded with `npm run seed`, dropped afterwards.
 * `run` receives its URL.
 */
export async function withFreshPostgresDatabase(adminUrl, prefix, run) {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    runTsx('server/src/cli/seed.ts', { DATABASE_URL: url.href }, 'seeding PostgreSQL');
    return await run(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The server on a fresh, seeded PostgreSQL database. */
export function withPostgres(adminUrl, prefix, run) {
  return withFreshPostgresDatabase(adminUrl, prefix, async (url) => {
    // The demo college's accounts sign in with its published password: a benchmark, not a college.
    const server = await startServer({ DATABASE_URL: url, SEED: 'none', ALLOW_DEMO_PASSWORDS: 'yes' });
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  });
}

/** Signs in; the session token, or throws with what the server said. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${email} cannot sign in: HTTP ${res.status} ${body.message ?? ''}`);
  return body.data.token;
}
