/**
 * College workloads for `npm run bench` (issue 22): many distinct people, each reading their own pages, while
 * others write, in a stated mix, sent open loop (request i is due at start + i / rate whatever the answers do;
 * its latency runs from that due time, so a server that falls behind shows its queue).
 *
 * - teaching hour: students read their dashboards, grades, attendance, assignments, class sessions and
 *   notifications; teachers read their dashboards, class lists and submissions, mark attendance for a whole
 *   class, grade submissions and enter results for a whole class (2% writes);
 * - results day: students sign in (each a different person) and read their grades, summaries and
 *   notifications, some ask for their transcript; teachers enter final results for whole classes;
 * - registration week: the public catalogue read by applicants, self-registrations (each from its own
 *   address, as from home), admins reading the queue of registrations and approving them.
 *
 * For each workload `searchRate` offers rising rates (the `RATES` ladder, then one step between the last rate
 * that passed and the first that failed) and reports the highest offered rate at which read p99 < 50 ms,
 * write p99 < 100 ms and no request failed, with the p99s at every rate tried.
 */
import http from 'node:http';
import { summarize } from './load.mjs';
import { cpuMsOf, serverPauses, waitUntilIdle } from './server.mjs';

export const LIMITS = { readP99Ms: 50, writeP99Ms: 100 };
/** The offered rates tried, in order, until one fails. */
export const RATES = [50, 100, 200, 300, 400, 600, 800, 1000, 1300, 1600, 2000];
/** More answers outstanding than this means latencies of seconds: the step has failed, stop sending. */
const MAX_IN_FLIGHT = 300;
const REQUEST_TIMEOUT_MS = 30_000;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

// ---- Sending ------------------------------------------------------------------------------------------------

/** One request, body read to the end; resolves with { status, error, body? } (body only when `keepBody`). */
export function send(
  agent,
  baseUrl,
  { method = 'GET', path, headers = {}, body, keepBody = false, answers = [] },
) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      new URL(path, baseUrl),
      {
        agent,
        method,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...BROWSER_HEADERS,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
          // A kept body is parsed: ask for it uncompressed.
          ...(keepBody ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => keepBody && chunks.push(chunk));
        res.on('end', () => {
          const ok = (res.statusCode >= 200 && res.statusCode < 300) || answers.includes(res.statusCode);
          resolve({
            error: ok ? null : `HTTP ${res.statusCode}`,
            body: keepBody && ok ? Buffer.concat(chunks).toString('utf8') : undefined,
          });
        });
        res.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Signs in; the token, or throws. */
async function signIn(agent, baseUrl, email, password) {
  const res = await send(agent, baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password },
    keepBody: true,
  });
  if (res.error) throw new Error(`${email} cannot sign in: ${res.error}`);
  return JSON.parse(res.body).data.token;
}

/** Signs everyone in, `concurrency` at a time (argon2 keeps the server's cores busy). */
async function signInAll(agent, baseUrl, emails, password, concurrency = 4) {
  const tokens = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < emails.length) {
        const i = next++;
        tokens[i] = await signIn(agent, baseUrl, emails[i], password);
      }
    }),
  );
  return tokens;
}

// ---- Choosing -----------------------------------------------------------------------------------------------

const random = (n) => Math.floor(Math.random() * n);
const any = (list) => list[random(list.length)];

/** Picks one of `[weight, value]` pairs by weight. */
function weighted(pairs) {
  const total = pairs.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, value] of pairs) {
      if ((r -= w) < 0) return value;
    }
    return pairs[pairs.length - 1][1];
  };
}

/** The mix as printed: each request's name and its share in percent. */
const mixOf = (pairs) => {
  const total = pairs.reduce((sum, [w]) => sum + w, 0);
  return pairs.map(([w, value]) => ({ name: value.name, kind: value.kind, percent: (100 * w) / total }));
};

const STATUSES = ['present', 'present', 'present', 'present', 'present', 'late', 'absent', 'excused'];
const marks = (total) => Math.round(total * (0.4 + 0.6 * Math.random()));

/** A teacher's course with students, and its class list (the first 60 when it is bigger). */
function classOf(teacher) {
  const course = any(teacher.courses);
  return { course, students: course.students.slice(0, 60) };
}

// Writes of a teacher, shared by the workloads.
const markAttendance = {
  name: 'mark attendance (class)',
  kind: 'write',
  make: ({ teacher, today }) => {
    const { course, students } = classOf(teacher);
    return {
      method: 'POST',
      path: '/api/attendance/mark',
      body: {
        course_id: course.id,
        date: today,
        session_type: 'lecture',
        students: students.map((id) => ({ student_id: id, status: any(STATUSES) })),
      },
    };
  },
};
const gradeSubmission = {
  name: 'grade a submission',
  kind: 'write',
  make: ({ teacher }) => {
    if (teacher.submissions.length === 0) return undefined;
    const submission = any(teacher.submissions);
    return {
      method: 'PUT',
      path: `/api/assignments/${submission.id}/grade`,
      body: { marks_obtained: marks(submission.total), feedback: 'Well done' },
    };
  },
};
const enterResults = (examType, name) => ({
  name,
  kind: 'write',
  make: ({ teacher }) => {
    const { course, students } = classOf(teacher);
    return {
      method: 'POST',
      path: '/api/grades/bulk',
      body: {
        course_id: course.id,
        semester: course.semester,
        exam_type: examType,
        total_marks: 100,
        entries: students.map((id) => ({ student_id: id, marks_obtained: marks(100) })),
      },
    };
  },
});

// ---- The workloads ------------------------------------------------------------------------------------------

/** A student's read: one of their own pages. */
const studentRead = (name, path) => ({ name, kind: 'read', role: 'student', make: () => ({ path }) });
/** A teacher's read; `path` may depend on the teacher's courses. */
const teacherRead = (name, path) => ({
  name,
  kind: 'read',
  role: 'teacher',
  make: ({ teacher, today }) => ({ path: path(teacher, today) }),
});

const TEACHING_HOUR = [
  [18, studentRead('student dashboard', '/api/students/dashboard')],
  [8, studentRead('grades summary', '/api/grades/my-grades/summary')],
  [7, studentRead('grades', '/api/grades/my-grades')],
  [9, studentRead('attendance summary', '/api/attendance/my-attendance/summary')],
  [5, studentRead('attendance', '/api/attendance/my-attendance')],
  [11, studentRead('assignments', '/api/assignments/my-assignments')],
  [6, studentRead('class sessions', '/api/virtualclass/student/sessions')],
  [10, studentRead('notifications', '/api/notifications')],
  [6, teacherRead('faculty dashboard', () => '/api/faculty/dashboard')],
  [
    5,
    teacherRead(
      'class list for attendance',
      (t, today) => `/api/attendance/course/${any(t.courses).id}/students?date=${today}`,
    ),
  ],
  [
    4,
    teacherRead(
      'faculty students of a course',
      (t) => `/api/faculty/students?course_id=${any(t.courses).id}`,
    ),
  ],
  [3, teacherRead('course results', (t) => `/api/grades/course/${any(t.courses).id}`)],
  [6, teacherRead('faculty courses', () => '/api/faculty/courses')],
  [1, { ...markAttendance, role: 'teacher' }],
  [0.7, { ...gradeSubmission, role: 'teacher' }],
  [0.3, { ...enterResults('midterm', 'enter midterm results (class)'), role: 'teacher' }],
];

const RESULTS_DAY = [
  [12, { name: 'student signs in', kind: 'login', role: 'newcomer' }],
  [22, studentRead('grades summary', '/api/grades/my-grades/summary')],
  [20, studentRead('grades', '/api/grades/my-grades')],
  [14, studentRead('student dashboard', '/api/students/dashboard')],
  [10, studentRead('notifications', '/api/notifications')],
  [8, studentRead('attendance summary', '/api/attendance/my-attendance/summary')],
  [
    2,
    {
      name: 'transcript (PDF)',
      kind: 'write',
      role: 'student',
      // 409 is the answer for a student with no final results yet: an answer, not a failure.
      make: () => ({ method: 'POST', path: '/api/students/transcript', answers: [409] }),
    },
  ],
  [8, teacherRead('course results', (t) => `/api/grades/course/${any(t.courses).id}`)],
  [2, { ...enterResults('final', 'enter final results (class)'), role: 'teacher' }],
];

let registrationNumber = 0;
const REGISTRATION_WEEK = [
  [35, { name: 'catalogue', kind: 'read', role: 'public', make: () => ({ path: '/api/courses' }) }],
  [
    25,
    {
      name: 'catalogue of a semester and department',
      kind: 'read',
      role: 'public',
      make: ({ people }) => ({
        path: `/api/courses?semester=${1 + random(people.maxSemester)}&department=${encodeURIComponent(any(people.departments).name)}`,
      }),
    },
  ],
  [10, { name: 'departments', kind: 'read', role: 'public', make: () => ({ path: '/api/departments' }) }],
  [5, { name: 'admissions', kind: 'read', role: 'public', make: () => ({ path: '/api/admissions' }) }],
  [
    6,
    {
      name: 'student registers',
      kind: 'write',
      role: 'public',
      make: ({ people, run }) => {
        const n = ++registrationNumber;
        const program = any(people.programs);
        return {
          method: 'POST',
          path: '/api/auth/register/student',
          // Applicants register from home, each from an address of its own (the server trusts the bench's
          // loopback proxy header), so the per-address limit of a lab does not apply.
          headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: {
            name: 'Bench Applicant',
            email: `bench-applicant-${run}-${n}@example.com`,
            password: 'Bench applicant 2026',
            confirmPassword: 'Bench applicant 2026',
            phone: '0300 1234567',
            dateOfBirth: '2006-01-31',
            address: 'Bahawalpur',
            guardianName: 'Ahmed',
            guardianPhone: '+92 300 7654321',
            guardianRelation: 'Mother',
            emergencyContact: '0300-1111111',
            studentId: `BA-${run}-${n}`,
            department: program.department,
            program: program.name,
            batch: '2026',
            section: 'A',
          },
        };
      },
    },
  ],
  [
    14,
    {
      name: 'admin reads pending registrations',
      kind: 'read',
      role: 'admin',
      make: ({ pending, approved }) => ({
        path: '/api/admin/registrations?status=pending&role=student',
        keepBody: true,
        then: (body) => {
          for (const r of JSON.parse(body).data.registrations) {
            const id = r.id ?? r._id;
            // A list read before an approval committed still shows it: never approve one twice.
            if (!approved.has(id)) pending.add(id);
          }
        },
      }),
    },
  ],
  [
    5,
    {
      name: 'admin approves a registration',
      kind: 'write',
      role: 'admin',
      make: ({ pending, approved }) => {
        const [id] = pending;
        if (id === undefined) return undefined;
        pending.delete(id);
        approved.add(id);
        return { method: 'POST', path: `/api/admin/registrations/${id}/approve` };
      },
    },
  ],
];

export const WORKLOADS = {
  'teaching hour': { key: 'teaching', mix: TEACHING_HOUR },
  'results day': { key: 'results', mix: RESULTS_DAY },
  'registration week': { key: 'registration', mix: REGISTRATION_WEEK },
};

/** Everything a workload's requests draw on: signed-in people, tokens, the pending registrations. */
export async function prepareCrowd(baseUrl, people, password, { students = 300 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const studentEmails = people.students.slice(0, students);
  const studentTokens = await signInAll(agent, baseUrl, studentEmails, password);
  const teacherTokens = await signInAll(
    agent,
    baseUrl,
    people.teachers.map((t) => t.email),
    password,
  );
  const adminTokens = await signInAll(agent, baseUrl, people.admins.slice(0, 3), password);
  agent.destroy();
  return {
    people,
    password,
    today: people.today,
    students: studentTokens,
    teachers: people.teachers.map((teacher, i) => ({ teacher, token: teacherTokens[i] })),
    admins: adminTokens,
    // Results day: students not signed in yet, each signs in once (cycling when all have).
    newcomers: people.students.slice(students),
    newcomerNext: 0,
    pending: new Set(),
    approved: new Set(),
    run: Date.now().toString(36),
  };
}

/** The request for one draw of the mix, or undefined when this draw has nothing to do (then another is drawn). */
export function requestFor(entry, crowd) {
  switch (entry.role) {
    case 'student': {
      const token = any(crowd.students);
      return { ...entry.make(crowd), headers: bearer(token) };
    }
    case 'teacher': {
      const { teacher, token } = any(crowd.teachers);
      const made = entry.make({ ...crowd, teacher });
      return made && { ...made, headers: bearer(token) };
    }
    case 'admin': {
      const made = entry.make(crowd);
      return made && { ...made, headers: { ...made.headers, ...bearer(any(crowd.admins)) } };
    }
    case 'newcomer': {
      const list = crowd.newcomers.length ? crowd.newcomers : crowd.people.students;
      const email = list[crowd.newcomerNext++ % list.length];
      return {
        method: 'POST',
        path: '/api/auth/login',
        body: { email, password: crowd.password },
        keepBody: true,
        // Signed in: this student now reads its pages with the others.
        then: (body) => crowd.students.push(JSON.parse(body).data.token),
      };
    }
    default:
      return entry.make(crowd);
  }
}

/**
 * Each step first rises to its rate over this long, uncounted: a step that started at full rate from nothing
 * opened hundreds of connections within its first 100 ms, while each person's first request read their session
 * again, and the backlog of that first second (answers of 0.5 - 1.5 s) alone decided the step's p99 at 500/s,
 * though the seconds after it ran at p50 3 ms. A college's hour rises over minutes; the rise's own figures are
 * kept beside the step's (`rise`), and an error or an overload during it still fails the step.
 */
export const RISE_MS = 3000;

/**
 * A step lasts until it has offered this many writes (at most `MAX_STEP_MS`): the p99 of 5 to 40 writes, what
 * a 10 s step at 2% writes offered, was the slowest one or two of them, and one run's verdict at a rate differed
 * from the next run's.
 */
export const MIN_WRITES = 100;
export const MAX_STEP_MS = 60_000;

/** How long a step of `rate` requests/s of `mix` runs: `durationMs`, or longer for `MIN_WRITES` writes. */
export function stepDurationMs(mix, rate, durationMs) {
  const total = mix.reduce((sum, [w]) => sum + w, 0);
  const writes = mix.filter(([, entry]) => entry.kind === 'write').reduce((sum, [w]) => sum + w, 0);
  if (writes === 0) return durationMs;
  const forWrites = Math.ceil((MIN_WRITES * total) / writes / rate) * 1000;
  return Math.max(durationMs, Math.min(forWrites, MAX_STEP_MS));
}

/**
 * Offers `rate` requests/s of the mix for `durationMs` (or longer: `stepDurationMs`, unless `exactly`), open
 * loop, after rising to that rate over `riseMs` (0: at full rate from the first request). Latencies and errors per kind (read, write, login) and per request name.
 */
export async function runMix({
  baseUrl,
  mix,
  crowd,
  rate,
  durationMs: atLeastMs,
  riseMs = RISE_MS,
  exactly = false,
}) {
  // `exactly`: the seconds asked, however few writes they offer (the first seconds after a start).
  const durationMs = exactly ? atLeastMs : stepDurationMs(mix, rate, atLeastMs);
  const draw = weighted(mix);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  // The rise offers rate x t / riseMs at time t, so the k-th of its rate x riseMs / 2 requests is due at
  // sqrt(2 k riseMs / rate); then one every 1 / rate.
  const rising = Math.round((rate * riseMs) / 2000);
  const total = rising + Math.round((rate * durationMs) / 1000);
  const dueAt = (k) =>
    k < rising ? Math.sqrt((2 * k * riseMs) / (rate / 1000)) : riseMs + ((k - rising) * 1000) / rate;
  const byKind = new Map();
  const byName = new Map();
  const rise = new Map();
  const record = (map, key, latency, error) => {
    if (!map.has(key)) map.set(key, { latencies: [], errors: 0, errorKinds: {} });
    const entry = map.get(key);
    entry.latencies.push(latency);
    if (error) {
      entry.errors++;
      entry.errorKinds[error] = (entry.errorKinds[error] ?? 0) + 1;
    }
  };
  const pending = [];
  let inFlight = 0;
  let overloaded = false;
  let lateSends = 0;
  let next = 0;
  const start = performance.now() + 20;
  await new Promise((finish) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + dueAt(next) <= now) {
        const due = start + dueAt(next);
        const counted = next >= rising;
        if (now - due > 5) lateSends++;
        let entry;
        let request;
        for (let tries = 0; tries < 20 && !request; tries++) {
          entry = draw();
          request = requestFor(entry, crowd);
        }
        next++;
        if (!request) continue;
        const kind = entry.kind;
        inFlight++;
        pending.push(
          send(agent, baseUrl, request).then(({ error, body }) => {
            inFlight--;
            const latency = performance.now() - due;
            if (counted) {
              record(byKind, kind, latency, error);
              record(byName, entry.name, latency, error);
            } else record(rise, kind, latency, error);
            if (!error && request.then) {
              try {
                request.then(body);
              } catch {
                // An answer of an unexpected shape changes nothing of what was measured.
              }
            }
          }),
        );
      }
      if (inFlight > MAX_IN_FLIGHT) {
        overloaded = true;
        next = total;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + dueAt(next) - performance.now()));
      else finish();
    };
    setTimeout(tick, 20);
  });
  await Promise.all(pending);
  agent.destroy();
  const summary = (map) =>
    Object.fromEntries(
      [...map].map(([key, { latencies, errors, errorKinds }]) => [
        key,
        { latency: summarize(latencies), errors, errorKinds },
      ]),
    );
  return {
    rate,
    seconds: durationMs / 1000,
    requests: total,
    overloaded,
    lateSends,
    kinds: summary(byKind),
    names: summary(byName),
    rise: summary(rise),
  };
}

/**
 * Before its first step, a workload sends each kind of request of its mix `WARM_UP_ROUNDS` times, one at a
 * time, uncounted: a college's server has answered every kind of request long before its busy hour, and the
 * first answers of a fresh process (code not yet optimised, statements not yet planned) fell in the first step
 * and decided its write p99: PGlite's teaching hour failed at 50/s in one run and passed 400/s in the next, when
 * its first step was 300/s.
 */
export const WARM_UP_ROUNDS = 5;

/** Sends the warm-up; returns how many requests it sent and how many failed. */
export async function warmUp({ baseUrl, mix, crowd }) {
  const agent = new http.Agent({ keepAlive: true });
  let sent = 0;
  let failed = 0;
  try {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const [, entry] of mix) {
        const request = requestFor(entry, crowd);
        if (!request) continue;
        const { error, body } = await send(agent, baseUrl, request);
        sent++;
        if (error) failed++;
        else request.then?.(body);
      }
    }
  } finally {
    agent.destroy();
  }
  return { sent, failed };
}

/** Whether a step met the limits; the reason when not. */
export function verdict(step) {
  const problems = [];
  if (step.overloaded) problems.push(`over ${MAX_IN_FLIGHT} answers outstanding`);
  for (const [kind, s] of Object.entries(step.kinds)) {
    if (s.errors) problems.push(`${s.errors} ${kind}s failed ${JSON.stringify(s.errorKinds)}`);
  }
  for (const [kind, s] of Object.entries(step.rise ?? {})) {
    if (s.errors) problems.push(`${s.errors} ${kind}s failed while rising ${JSON.stringify(s.errorKinds)}`);
  }
  const read = step.kinds.read?.latency.p99;
  const write = step.kinds.write?.latency.p99;
  if (read >= LIMITS.readP99Ms) problems.push(`read p99 ${read.toFixed(0)} ms`);
  if (write >= LIMITS.writeP99Ms) problems.push(`write p99 ${write.toFixed(0)} ms`);
  return { passed: problems.length === 0, problems };
}

/**
 * Rising offered rates until one fails, then one between the last that passed and that one. `log` prints a
 * line per step. `maxRate` stops the climb (the goal's rate is enough to know).
 */
export async function searchRate({
  baseUrl,
  serverPid,
  workload,
  crowd,
  stepMs,
  rates = RATES,
  log = () => {},
}) {
  const steps = [];
  const tryRate = async (rate) => {
    await waitUntilIdle(baseUrl);
    const cpuBefore = cpuMsOf(serverPid);
    const pausesBefore = await serverPauses(baseUrl);
    const step = await runMix({ baseUrl, mix: workload.mix, crowd, rate, durationMs: stepMs });
    const pausesAfter = await serverPauses(baseUrl);
    step.server = {
      eventLoopDelayMaxMs: pausesAfter.eventLoopDelayMaxMs,
      gc: Object.fromEntries(
        Object.entries(pausesAfter.gc).map(([kind, { count, seconds }]) => [
          kind,
          {
            count: count - pausesBefore.gc[kind].count,
            ms: (seconds - pausesBefore.gc[kind].seconds) * 1000,
          },
        ]),
      ),
    };
    // The server process's CPU time per request answered (its embedded database included, PostgreSQL's own
    // processes not): a figure other work on the machine disturbs much less than latencies.
    const answered = [...Object.values(step.kinds), ...Object.values(step.rise)].reduce(
      (sum, k) => sum + k.latency.count,
      0,
    );
    step.serverCpuMsPerRequest = (cpuMsOf(serverPid) - cpuBefore) / answered;
    Object.assign(step, verdict(step));
    steps.push(step);
    log(step);
    return step.passed;
  };
  let passed;
  let failed;
  for (const rate of rates) {
    if (await tryRate(rate)) passed = rate;
    else {
      failed = rate;
      break;
    }
  }
  if (failed !== undefined) {
    const between = Math.round(((passed ?? 0) + failed) / 2 / 10) * 10;
    if (between > (passed ?? 0) && between < failed && (await tryRate(between))) passed = between;
  }
  steps.sort((a, b) => a.rate - b.rate);
  return { highestPassingRate: passed ?? 0, steps, mix: mixOf(workload.mix) };
}
