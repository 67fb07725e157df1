/**
 * `npm run bench:reload`: issue 35's restarts without an outage, measured on the production build with
 * WORKERS=2 on a fresh PostgreSQL database (`bench_reload_<pid>` on the server of DATABASE_URL, seeded with the
 * demo college, dropped afterwards):
 *
 * - a reload: the teaching hour's reads at 60/s, open loop, while SIGHUP replaces every worker: none may fail;
 * - the first seconds after a start: the server started anew (warmed up, WARMUP_MS as set) and at once, with no
 *   rise, 300 requests/s of the teaching hour (reads and writes) for 10 s: read p99 under 100 ms; then the same
 *   start with WARMUP_MS=0, to compare.
 *
 * Options: --workers 2, --reload-rate 60, --reload-seconds 45, --cold-rate 300, --cold-seconds 10. Exits
 * non-zero when a goal is missed.
 */
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, ensureBuild, runTsx, startServer, withFreshPostgresDatabase } from './server.mjs';
import { prepareCrowd, runMix, WORKLOADS } from './workloads.mjs';

const { values: options } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    'reload-rate': { type: 'string', default: '60' },
    'reload-seconds': { type: 'string', default: '45' },
    'cold-rate': { type: 'string', default: '300' },
    'cold-seconds': { type: 'string', default: '10' },
  },
});
const WORKERS = Number(options.workers);
const COLD_READ_P99_MS = 100;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'npm run bench:reload needs DATABASE_URL: a PostgreSQL server on which it may make a database.',
  );
  process.exit(1);
}

/** The server's workers: the children of its supervisor. */
const workersOf = (pid) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (value) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function describe(step) {
  return Object.entries(step.kinds)
    .map(([kind, { latency, errors, errorKinds }]) => {
      const failed = errors ? `, ${errors} failed ${JSON.stringify(errorKinds)}` : '';
      return `${kind}: ${latency.count} answered, p50 ${ms(latency.p50)}, p90 ${ms(latency.p90)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}${failed}`;
    })
    .concat(
      Object.entries(step.names)
        .filter(([, { errors }]) => errors > 0)
        .map(([name, { errors, errorKinds }]) => `  ${name}: ${errors} failed ${JSON.stringify(errorKinds)}`),
    )
    .join('\n      ');
}

function people(env) {
  const file = join(tmpdir(), `portal-bench-reload-people-${process.pid}.json`);
  try {
    runTsx('scripts/bench/workload-people.ts', { ...env, BENCH_STUDENTS: '300', BENCH_PEOPLE_FILE: file });
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(file, { force: true });
  }
}

await ensureBuild();
const teaching = WORKLOADS['teaching hour'].mix;
const reads = teaching.filter(([, entry]) => entry.kind === 'read');
let missed = false;

await withFreshPostgresDatabase(adminUrl, 'bench_reload', async (url) => {
  const env = { DATABASE_URL: url, SEED: 'none', ALLOW_DEMO_PASSWORDS: 'yes', WORKERS: String(WORKERS) };
  const crowdPeople = people(env);
  let server = await startServer(env);
  // Signed in once: the sessions are in the database, so the later starts read as the same people.
  const crowd = await prepareCrowd(server.baseUrl, crowdPeople, DEMO_PASSWORD);

  // ---- A reload under a steady stream of reads --------------------------------------------------------------
  const rate = Number(options['reload-rate']);
  console.log(`Reload, ${WORKERS} workers, ${rate} reads/s of the teaching hour (load average ${load()}):`);
  const before = workersOf(server.pid);
  const stream = runMix({
    baseUrl: server.baseUrl,
    mix: reads,
    crowd,
    rate,
    durationMs: Number(options['reload-seconds']) * 1000,
    riseMs: 0,
    exactly: true,
  });
  await sleep(3000);
  const signalled = performance.now();
  process.kill(server.pid, 'SIGHUP');
  let reloadMs;
  while (reloadMs === undefined && performance.now() - signalled < 120_000) {
    const now = workersOf(server.pid);
    if (now.length === WORKERS && now.every((pid) => !before.includes(pid)))
      reloadMs = performance.now() - signalled;
    else await sleep(100);
  }
  const step = await stream;
  const errors = Object.values(step.kinds).reduce((sum, kind) => sum + kind.errors, 0);
  console.log(
    `    every worker replaced ${reloadMs === undefined ? 'NOT within 120 s' : `in ${(reloadMs / 1000).toFixed(1)} s`} ` +
      `(workers ${before.join(', ')} -> ${workersOf(server.pid).join(', ')}); ${step.requests} reads over ` +
      `${step.seconds} s, ${errors} failed (load average ${load()})\n      ${describe(step)}`,
  );
  if (errors > 0 || reloadMs === undefined || reloadMs / 1000 > step.seconds - 3) missed = true;
  await server.stop();

  // ---- The first seconds after a start ---------------------------------------------------------------------
  const coldRate = Number(options['cold-rate']);
  const coldMs = Number(options['cold-seconds']) * 1000;
  for (const warmup of [undefined, '0']) {
    const label = warmup === undefined ? `WARMUP_MS ${process.env.WARMUP_MS ?? 'default'}` : 'WARMUP_MS=0';
    server = await startServer(
      { ...env, ...(warmup === undefined ? {} : { WARMUP_MS: warmup }) },
      { pollMs: 50 },
    );
    const startLoad = load();
    const first = await runMix({
      baseUrl: server.baseUrl,
      mix: teaching,
      crowd,
      rate: coldRate,
      durationMs: coldMs,
      riseMs: 0,
      exactly: true,
    });
    await server.stop();
    const read = first.kinds.read?.latency.p99;
    const failed = Object.values(first.kinds).reduce((sum, kind) => sum + kind.errors, 0);
    console.log(
      `First ${coldMs / 1000} s after a start (${label}; first answer ${(server.startMs / 1000).toFixed(1)} s ` +
        `after spawning), ${coldRate} requests/s of the teaching hour, no rise (load average ${startLoad}):\n      ${describe(first)}`,
    );
    if (warmup === undefined && (failed > 0 || !(read < COLD_READ_P99_MS))) missed = true;
  }
});

if (missed) {
  console.error(
    'A goal was missed: no failed read during a reload, and read p99 under 100 ms after a start.',
  );
  process.exitCode = 1;
}
