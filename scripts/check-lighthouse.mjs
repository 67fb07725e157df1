/**
 * `npm run check:lighthouse`: the public pages' Lighthouse budgets (DESIGN.md "Budgets") against the
 * production build: mobile performance >= 95 and accessibility 100 on /, /departments, /admissions and
 * /contact, the median of RUNS runs (default 3). Exits non-zero when a page misses a budget.
 *
 * Lighthouse is large and needed only here, so it is installed on first use into LH_DIR (default
 * /tmp/lh), not into the project. Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.mjs';
import { currentBuild, inputsHash, SERVER_ENTRY } from './inputs-hash.mjs';

const PAGES = ['/', '/departments', '/admissions', '/contact'];
const BUDGET = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.RUNS ?? 3);
const LH_DIR = process.env.LH_DIR ?? '/tmp/lh';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const lighthouseBin = join(LH_DIR, 'node_modules', '.bin', 'lighthouse');
if (!existsSync(lighthouseBin)) {
  console.log(`Installing lighthouse into ${LH_DIR} ...`);
  mkdirSync(LH_DIR, { recursive: true });
  if (!existsSync(join(LH_DIR, 'package.json')))
    execFileSync('npm', ['init', '-y'], { cwd: LH_DIR, stdio: 'ignore' });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'lighthouse'], {
    cwd: LH_DIR,
    stdio: 'inherit',
  });
}
if (currentBuild()?.hash !== inputsHash()) await build();

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (i > 150) throw new Error('the server did not start');
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

let missed = 0;
try {
  console.log('path            perf  a11y  best-practices  SEO   LCP_ms  TBT_ms  CLS');
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = join(dataDir, `report-${runs.length}.json`);
      execFileSync(
        lighthouseBin,
        [
          `${base}${path}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        {
          env: { ...process.env, CHROME_PATH },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (report.runtimeError) throw new Error(`${path}: ${report.runtimeError.message}`);
      runs.push(report);
    }
    const score = (id) => median(runs.map((r) => r.categories[id].score * 100));
    const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
    const row = { performance: score('performance'), accessibility: score('accessibility') };
    console.log(
      [
        path.padEnd(14),
        String(Math.round(row.performance)).padStart(4),
        String(Math.round(row.accessibility)).padStart(5),
        String(Math.round(score('best-practices'))).padStart(15),
        String(Math.round(score('seo'))).padStart(4),
        String(Math.round(audit('largest-contentful-paint'))).padStart(8),
        String(Math.round(audit('total-blocking-time'))).padStart(7),
        audit('cumulative-layout-shift').toFixed(3).padStart(6),
      ].join('  '),
    );
    for (const [category, minimum] of Object.entries(BUDGET)) {
      if (row[category] < minimum) {
        missed++;
        const failing = Object.values(runs[0].audits).filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            runs[0].categories[category].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
        );
        console.log(
          `  ${path}: ${category} ${row[category]} < ${minimum}; ${failing.map((a) => a.id).join(', ')}`,
        );
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed) {
  console.error(`${missed} Lighthouse budget(s) missed.`);
  process.exit(1);
}
console.log('Every page meets its Lighthouse budgets.');
