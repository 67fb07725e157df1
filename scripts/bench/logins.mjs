/**
 * A results-day rush: every login sent at once, each by a different person, while a cheap route is probed
 * at a steady rate to show that the rest of the server stays responsive while argon2 works.
 */
import http from 'node:http';
import { get, summarize } from './load.mjs';

/** POST /api/auth/login; resolves with an error text or null. */
function login(agent, url, email, password) {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 300_000,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode === 200 ? null : `HTTP ${res.statusCode}`));
        res.on('error', (error) => resolve(error.code ?? error.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

/**
 * Sends one login per e-mail, all at once, and meanwhile GETs `probePath` at `probeRate` per second.
 * Waits are counted from the moment the rush started.
 */
export async function loginRush({
  baseUrl,
  emails,
  password,
  probePath = '/api/departments',
  probeRate = 20,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const url = new URL('/api/auth/login', baseUrl);
  const errors = new Map();
  const waits = [];
  let done = false;
  const started = performance.now();
  const rush = Promise.all(
    emails.map((email) =>
      login(agent, url, email, password).then((error) => {
        waits.push(performance.now() - started);
        if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
      }),
    ),
  ).then(() => {
    done = true;
    return performance.now() - started;
  });
  // The probe: one GET every 1/probeRate s until the rush is over, each timed from its scheduled moment.
  const probeAgent = new http.Agent({ keepAlive: true });
  const probeUrl = new URL(probePath, baseUrl);
  const probeLatencies = [];
  const probes = [];
  let probeErrors = 0;
  for (let i = 0; !done; i++) {
    const due = started + (i * 1000) / probeRate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    probes.push(
      get(probeAgent, probeUrl, {}).then((error) => {
        probeLatencies.push(performance.now() - due);
        if (error) probeErrors++;
      }),
    );
  }
  const completionMs = await rush;
  await Promise.all(probes);
  agent.destroy();
  probeAgent.destroy();
  return {
    logins: emails.length,
    completionMs,
    loginsPerSecond: emails.length / (completionMs / 1000),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    errorKinds: Object.fromEntries(errors),
    longestWaitMs: Math.max(...waits),
    wait: summarize(waits),
    probe: {
      path: probePath,
      rate: probeRate,
      errors: probeErrors,
      latency: summarize(probeLatencies),
    },
  };
}
