/**
 * `npm run bench:phone`: the portal on a slow phone (docs/performance.md, budgets): 400 kbps down and up, 400 ms
 * round trip, CPU 4x slower. Builds when needed, starts the production server on a fresh demo college, and in
 * Chromium loads the sign-in page, the student dashboard, My Grades, the faculty's Mark Attendance and an open
 * quiz's page, a first visit (empty cache) and a return visit (same browser, new tab), in English and Urdu.
 * Prints for each the first contentful paint, the moment the page's data is on screen, the bytes downloaded
 * and the requests made; exits non-zero when a budget is missed.
 *
 * The network is shaped by a proxy between Chromium and the server rather than by CDP's
 * Network.emulateNetworkConditions: that applies to the page only, not to the service worker's own fetches,
 * which would make a return visit look faster than a phone would see it. The proxy counts the bytes
 * and requests of page and worker alike. The CPU is slowed by CDP (Emulation.setCPUThrottlingRate).
 */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { connect, createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD, ensureBuild, withPglite } from './server.mjs';

const PROFILE = { downKbps: 400, upKbps: 400, rttMs: 400, cpuSlowdown: 4 };
const BUDGETS = { fcpMs: 2000, firstDataMs: 4000, returnDataMs: 1500, returnBytes: 20_000 };
const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 1));
/** A page whose data is not on screen by then is broken, not slow. */
const DATA_TIMEOUT_MS = 30_000;

/** The pages measured, and how each shows that its data is on screen. */
const PAGES = [
  { name: 'sign-in', path: '/login', as: null, ready: 'main form input[type=email]' },
  { name: 'student dashboard', path: '/student', as: 'student', ready: 'main p.text-3xl' },
  {
    name: 'My Grades',
    path: '/student/grades',
    as: 'student',
    ready: 'main [aria-labelledby="grade-details"] table',
  },
  {
    name: 'Mark Attendance',
    path: '/faculty/mark-attendance',
    as: 'faculty',
    ready: '#attendance-course option:nth-child(2)',
  },
  {
    // An open quiz of the demo student's, before its start: the page a class opens together (issue 37).
    name: 'quiz',
    path: async (baseUrl, { token }) => `/student/quizzes/${await openQuizId(baseUrl, token)}`,
    as: 'student',
    ready: 'main #quiz-about',
  },
];

/** The first quiz the student may take now, from the dashboard's Due next. */
async function openQuizId(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/students/dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const quiz = (await res.json()).data?.quizzesDue?.[0];
  if (!quiz) throw new Error('the demo student has no open quiz to measure');
  return quiz._id;
}

/** The most a packet carries on an Ethernet-sized path (TCP's usual maximum segment size). */
const SEGMENT_BYTES = 1460;
/** The packets a new TCP connection may send before its first acknowledgement (Linux's initial window). */
const INITIAL_WINDOW = 10;

/**
 * A link of `kbps` in one direction, shared by the connections (flows) that cross it, as a phone's radio link
 * is. A write is cut into packets as TCP would; the link sends one packet at a time, taking the flows in
 * turn, and each arrives half a round trip after it left. A flow has at most its window of packets unacknowledged;
 * an acknowledgement comes back half a round trip after its packet arrived and widens the window by one (TCP's
 * slow start, without losses). Delivered whole and first come, first served, a 16 KB page arrived only once
 * its last byte had crossed, and a small answer waited for every large file asked for before it.
 */
function link(kbps, oneWayMs) {
  const turn = [];
  let free = 0;
  let startAt = 0;
  let lastArrival = 0;
  let unsent = 0;
  let timer = null;

  const schedule = () => {
    if (timer || turn.length === 0) return;
    startAt = Math.max(free, performance.now());
    timer = setTimeout(sendNext, startAt - performance.now());
  };
  const offer = (flow) => {
    if (flow.queue.length > 0 && flow.inFlight < flow.window && !turn.includes(flow)) turn.push(flow);
    schedule();
  };
  const sendNext = () => {
    timer = null;
    const flow = turn.shift();
    const { packet, deliver } = flow.queue.shift();
    unsent -= 1;
    flow.inFlight += 1;
    free = startAt + (packet.length * 8) / kbps;
    const arrives = free + oneWayMs;
    lastArrival = Math.max(lastArrival, arrives);
    setTimeout(() => {
      deliver(packet);
      setTimeout(() => {
        flow.inFlight -= 1;
        flow.window += 1;
        offer(flow);
      }, oneWayMs);
    }, arrives - performance.now());
    offer(flow);
    schedule();
  };

  return {
    /** A new connection's way across: `send(chunk, deliver)` calls `deliver` with each packet as it arrives. */
    flow() {
      const flow = { queue: [], inFlight: 0, window: INITIAL_WINDOW };
      return (chunk, deliver) => {
        for (let at = 0; at < chunk.length || at === 0; at += SEGMENT_BYTES) {
          flow.queue.push({ packet: chunk.subarray(at, at + SEGMENT_BYTES), deliver });
          unsent += 1;
        }
        offer(flow);
      };
    },
    /** Whether everything given to the link has reached the other end. */
    delivered: () => unsent === 0 && performance.now() >= lastArrival,
  };
}

/** A TCP proxy to `port` that shapes both directions and counts bytes down and requests up. */
function slowNetwork(port) {
  const downLink = link(PROFILE.downKbps, PROFILE.rttMs / 2);
  const upLink = link(PROFILE.upKbps, PROFILE.rttMs / 2);
  const counters = { bytes: 0, requests: 0, paths: [], since: performance.now() };
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    const up = upLink.flow();
    const down = downLink.flow();
    client.on('data', (chunk) => {
      for (const [, path] of chunk
        .toString('latin1')
        .matchAll(/^(?:GET|POST|PUT|HEAD|DELETE|PATCH) (\S+) HTTP/gm)) {
        counters.requests += 1;
        counters.paths.push(`${Math.round(performance.now() - counters.since)} ms ${path}`);
      }
      up(chunk, (packet) => upstream.writable && upstream.write(packet));
    });
    upstream.on('data', (chunk) => {
      counters.bytes += chunk.length;
      down(chunk, (packet) => client.writable && client.write(packet));
    });
    const close = () => {
      up(Buffer.alloc(0), () => upstream.end());
      down(Buffer.alloc(0), () => client.end());
    };
    client.on('end', close);
    upstream.on('end', close);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        counters,
        /** Whether everything the server sent has reached the browser. */
        delivered: downLink.delivered,
        reset() {
          counters.bytes = 0;
          counters.requests = 0;
          counters.paths = [];
          counters.since = performance.now();
        },
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

async function session(baseUrl, role) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS[role], password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${role} cannot sign in: ${body.message}`);
  return body.data;
}

/**
 * Waits until no byte has entered the proxy for `quietMs` and all it took in has reached the browser (at
 * most `maxMs`). The server sends a large file at once while the link takes seconds to deliver it: closing the
 * page when the server fell quiet cut such a download short, and the next visit fetched the rest.
 */
async function settle(net, quietMs = 1000, maxMs = 15_000) {
  const started = Date.now();
  let last = net.counters.bytes;
  let quietSince = Date.now();
  while ((Date.now() - quietSince < quietMs || !net.delivered()) && Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    if (net.counters.bytes !== last) {
      last = net.counters.bytes;
      quietSince = Date.now();
    }
  }
}

/** One load of `path` in `page`: its FCP, when `ready` first matched, and what crossed the network. */
async function measure(page, net, path, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  net.reset();
  await page.goto(path, { waitUntil: 'commit' });
  const dataMs = await page
    .evaluate(
      ([selector, timeoutMs]) =>
        new Promise((resolve, reject) => {
          const check = () => {
            if (document.querySelector(selector)) resolve(performance.now());
            else if (performance.now() > timeoutMs) reject(new Error(`${selector} never appeared`));
            else requestAnimationFrame(check);
          };
          check();
        }),
      [ready, DATA_TIMEOUT_MS],
    )
    .catch(async (error) => {
      console.log(path, {
        asked: net.counters.paths,
        body: (await page.locator('body').innerText()).slice(0, 500),
      });
      throw error;
    });
  const fcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 30_000);
      }),
  );
  // PHONE_TRACE=1 prints when each request left the phone and when the page had each answer whole, to see what
  // a page waits for.
  const arrived = process.env.PHONE_TRACE
    ? await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => `${Math.round(r.responseEnd)} ms ${new URL(r.name).pathname}`),
      )
    : [];
  await settle(net);
  if (process.env.PHONE_TRACE) {
    console.log(path, `data at ${Math.round(dataMs)} ms`, { asked: net.counters.paths, arrived });
  }
  // A server-rendered form is in the document before anything is painted: it is on screen from the first paint.
  return {
    fcpMs,
    dataMs: Math.max(dataMs, fcpMs ?? 0),
    bytes: net.counters.bytes,
    requests: net.counters.requests,
  };
}

async function run(server) {
  const net = await slowNetwork(Number(new URL(server.baseUrl).port));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  const sessions = {
    student: await session(server.baseUrl, 'student'),
    faculty: await session(server.baseUrl, 'faculty'),
  };
  const samples = new Map();
  try {
    // PHONE_RUNS=N loads each page N times over, in turn, and reports the median of each figure: on a shared
    // 2-core machine one run of a page varies by 0.2 to 0.5 s.
    for (let run = 0; run < RUNS; run += 1) {
      for (const locale of ['en', 'ur']) {
        for (const target of PAGES.filter(
          (p) => !process.env.PHONE_ONLY || p.name === process.env.PHONE_ONLY,
        )) {
          const context = await browser.newContext({
            baseURL: net.url,
            viewport: { width: 360, height: 740 },
          });
          await context.addCookies([{ name: 'lang', value: locale, url: net.url }]);
          if (target.as) {
            const { token, user } = sessions[target.as];
            await context.addInitScript(
              ([t, u]) => {
                localStorage.setItem('token', t);
                localStorage.setItem('user', u);
              },
              [token, JSON.stringify(user)],
            );
          }
          const path =
            typeof target.path === 'function'
              ? await target.path(server.baseUrl, sessions[target.as])
              : target.path;
          for (const visit of ['first', 'return']) {
            const page = await context.newPage();
            const result = await measure(page, net, path, target.ready);
            if (visit === 'first') {
              // The service worker installs after the first visit; a phone would have it by the next one.
              await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
              await settle(net);
            }
            await page.close();
            const key = `${target.name}|${locale}|${visit}`;
            if (!samples.has(key)) samples.set(key, { page: target.name, locale, visit, results: [] });
            samples.get(key).results.push(result);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await net.close();
  }
  return [...samples.values()].map(({ results, ...row }) => ({
    ...row,
    ...Object.fromEntries(
      ['fcpMs', 'dataMs', 'bytes', 'requests'].map((figure) => [
        figure,
        median(results.map((r) => r[figure])),
      ]),
    ),
  }));
}

/** The middle value (the lower of the two middle ones for an even count); null when any is missing. */
function median(values) {
  if (values.some((v) => v == null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function missed(row) {
  const misses = [];
  if (row.visit === 'first' && !(row.fcpMs < BUDGETS.fcpMs)) misses.push('FCP');
  if (row.visit === 'first' && !(row.dataMs < BUDGETS.firstDataMs)) misses.push('data');
  if (row.visit === 'return' && !(row.dataMs < BUDGETS.returnDataMs)) misses.push('data');
  if (row.visit === 'return' && !(row.bytes < BUDGETS.returnBytes)) misses.push('bytes');
  return misses;
}

await ensureBuild();
const rows = await withPglite(run);
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const ms = (value) => (value == null ? '-' : `${(value / 1000).toFixed(2)} s`);
console.log(
  `Slow phone: ${PROFILE.downKbps} kbps, ${PROFILE.rttMs} ms round trip, CPU ${PROFILE.cpuSlowdown}x slower; ` +
    `commit ${commit}; ${RUNS > 1 ? `median of ${RUNS} runs; ` : ''}load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log('| Page | Language | Visit | FCP | Data on screen | Downloaded | Requests | Budget |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | --- |');
let failures = 0;
for (const row of rows) {
  const misses = missed(row);
  failures += misses.length;
  console.log(
    `| ${row.page} | ${row.locale === 'ur' ? 'Urdu' : 'English'} | ${row.visit} | ${ms(row.fcpMs)} | ${ms(row.dataMs)} | ` +
      `${(row.bytes / 1000).toFixed(1)} KB | ${row.requests} | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'} |`,
  );
}
console.log(
  `Budgets: FCP < ${BUDGETS.fcpMs / 1000} s and data < ${BUDGETS.firstDataMs / 1000} s on a first visit; ` +
    `data < ${BUDGETS.returnDataMs / 1000} s and < ${BUDGETS.returnBytes / 1000} KB on a return visit.`,
);
if (failures > 0) {
  console.log(`${failures} budget(s) missed.`);
  process.exitCode = 1;
}
