/**
 * `npm run soak`: 200 simulated people sign in at once and then keep using their dashboards for 60 s,
 * against the production build on the embedded database and on PostgreSQL. Prints errors (which must be
 * zero) and latency per kind of request, and exits non-zero on any error.
 *
 *   npm run soak                          both databases (PostgreSQL from SOAK_POSTGRES_URL, default the local server)
 *   npm run soak -- --db pglite           only the embedded database
 *   npm run soak -- --users 50 --seconds 20
 */
import { parseArgs } from 'node:util';
import { DEMO_LOGINS, DEMO_PASSWORD, ensureBuild, withPglite, withPostgres } from './bench/server.mjs';

const ADMIN = DEMO_LOGINS.admin;
const POSTGRES_URL = process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    db: { type: 'string', default: 'both' },
  },
});
const USERS = Number(options.users);
const SECONDS = Number(options.seconds);

/** What each kind of person opens, over and over: the dashboard first, then the pages it links to. */
const JOURNEYS = {
  student: [
    '/api/students/dashboard',
    '/api/grades/my-grades/summary',
    '/api/attendance/my-attendance/summary',
    '/api/assignments/my-assignments',
    '/api/virtualclass/student/sessions',
  ],
  faculty: ['/api/faculty/dashboard', '/api/faculty/courses', '/api/virtualclass/my-sessions'],
  admin: ['/api/admin/dashboard', '/api/admin/students', '/api/admin/registrations'],
};

// ---- The simulated people -----------------------------------------------------------------------------------

class Recorder {
  latencies = new Map();
  errors = new Map();
  record(kind, ms, error) {
    if (!this.latencies.has(kind)) this.latencies.set(kind, []);
    this.latencies.get(kind).push(ms);
    if (error) this.errors.set(`${kind}: ${error}`, (this.errors.get(`${kind}: ${error}`) ?? 0) + 1);
  }
}

async function timed(recorder, kind, url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.json();
    recorder.record(kind, performance.now() - started, res.ok ? null : `HTTP ${res.status}`);
    return res.ok ? body : null;
  } catch (error) {
    recorder.record(kind, performance.now() - started, error.cause?.code ?? error.message);
    return null;
  }
}

const login = (recorder, baseUrl, email) =>
  timed(recorder, 'POST /api/auth/login', `${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then((body) => body?.data.token ?? null);

/** The demo college's people, as its admin lists them: most of the crowd are students. */
async function crowd(baseUrl) {
  const setup = new Recorder();
  const token = await login(setup, baseUrl, ADMIN);
  if (!token) throw new Error('the demo admin cannot sign in');
  const list = async (path, key) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).data[key];
  };
  const students = (await list('/api/admin/students', 'students')).filter((p) => p.status === 'approved');
  const faculty = (await list('/api/admin/faculty', 'faculty')).filter((p) => p.status === 'approved');
  const people = [];
  for (let i = 0; i < USERS; i++) {
    const slot = i % 20;
    if (slot === 0) people.push({ role: 'admin', email: ADMIN });
    else if (slot <= 3) people.push({ role: 'faculty', email: faculty[i % faculty.length].email });
    else people.push({ role: 'student', email: students[i % students.length].email });
  }
  return people;
}

async function soak(baseUrl) {
  const people = await crowd(baseUrl);
  const recorder = new Recorder();
  const loginsStarted = performance.now();
  const tokens = await Promise.all(people.map((p) => login(recorder, baseUrl, p.email)));
  const loginSeconds = (performance.now() - loginsStarted) / 1000;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    people.map(async (person, i) => {
      const token = tokens[i];
      if (!token) return;
      const journey = JOURNEYS[person.role];
      for (let step = i; Date.now() < until; step++) {
        const path = journey[step % journey.length];
        await timed(recorder, `GET ${path}`, `${baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }),
  );
  return { recorder, loginSeconds };
}

// ---- The report ---------------------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function report(label, { recorder, loginSeconds }) {
  console.log(`\n${label}: ${USERS} people, ${SECONDS} s; all signed in within ${loginSeconds.toFixed(1)} s`);
  const rows = [...recorder.latencies].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      request: kind,
      count: values.length,
      'per s': Math.round(values.length / (kind.startsWith('POST') ? loginSeconds : SECONDS)),
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'max ms': sorted.at(-1).toFixed(1),
    };
  });
  console.table(rows);
  const errorCount = [...recorder.errors.values()].reduce((a, b) => a + b, 0);
  console.log(`errors: ${errorCount}`);
  for (const [error, count] of recorder.errors) console.log(`  ${count} × ${error}`);
  return errorCount;
}

await ensureBuild();

let errors = 0;
if (options.db === 'both' || options.db === 'pglite') {
  errors += report('Embedded database (PGlite)', await withPglite((server) => soak(server.baseUrl)));
}
if (options.db === 'both' || options.db === 'postgres') {
  errors += report(
    'PostgreSQL',
    await withPostgres(POSTGRES_URL, 'portal_soak', (server) => soak(server.baseUrl)),
  );
}
process.exit(errors === 0 ? 0 : 1);
