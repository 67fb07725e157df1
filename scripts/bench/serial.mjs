/**
 * What each request of the workloads costs on its own: `node scripts/bench/serial.mjs` starts the server on a
 * fresh demo college (PGlite, or PostgreSQL with DATABASE_URL), signs the workloads' people in and sends each
 * kind of request of every workload `SERIAL_COUNT` (20) times, one at a time, printing its median and
 * slowest time and the server's CPU time per request. With BENCH_CPU_PROF=DIR the server writes its CPU
 * profile there (see profile-summary.mjs).
 */
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMsOf,
  DEMO_PASSWORD,
  ensureBuild,
  runTsx,
  startServer,
  withFreshDataDir,
  withFreshPostgresDatabase,
} from './server.mjs';
import { prepareCrowd, requestFor, send, WORKLOADS } from './workloads.mjs';

const COUNT = Number(process.env.SERIAL_COUNT || 20);

function people(env) {
  const file = join(tmpdir(), `portal-serial-people-${process.pid}.json`);
  try {
    runTsx('scripts/bench/workload-people.ts', { ...env, BENCH_STUDENTS: '400', BENCH_PEOPLE_FILE: file });
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(file, { force: true });
  }
}

async function measure(env) {
  const found = people(env);
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const server = await startServer({ ...env, TRUST_PROXY: '127.0.0.1' }, { nodeArgs });
  try {
    const crowd = await prepareCrowd(server.baseUrl, found, DEMO_PASSWORD);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const [name, workload] of Object.entries(WORKLOADS)) {
      console.log(`${name}:`);
      for (const [, entry] of workload.mix) {
        const times = [];
        const cpuBefore = cpuMsOf(server.pid);
        let errors = 0;
        for (let i = 0; i < COUNT; i++) {
          const request = requestFor(entry, crowd);
          if (!request) continue;
          const started = performance.now();
          const { error, body } = await send(agent, server.baseUrl, request);
          times.push(performance.now() - started);
          if (error) errors++;
          else request.then?.(body);
        }
        const cpu = (cpuMsOf(server.pid) - cpuBefore) / Math.max(1, times.length);
        times.sort((a, b) => a - b);
        console.log(
          `  ${entry.name.padEnd(40)} median ${times[times.length >> 1]?.toFixed(1).padStart(6)} ms, ` +
            `slowest ${times[times.length - 1]?.toFixed(1).padStart(6)} ms, server CPU ${cpu.toFixed(1).padStart(5)} ms` +
            `${errors ? `, ${errors} failed` : ''}`,
        );
      }
    }
    agent.destroy();
  } finally {
    await server.stop();
  }
}

await ensureBuild();
if (process.env.DATABASE_URL) {
  await withFreshPostgresDatabase(process.env.DATABASE_URL, 'portal_serial', (url) =>
    measure({ DATABASE_URL: url, SEED: 'none', ALLOW_DEMO_PASSWORDS: 'yes', PUBLIC_URL: 'http://localhost' }),
  );
} else {
  await withFreshDataDir(async (dataDir) => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' };
    const first = await startServer(env);
    await first.stop();
    await measure(env);
  });
}
process.exit(0);
