/**
 * A results-day rush: every login sent at once, each by a different person, while a cheap route is probed
 * at a steady rate to show that the rest of the server stays responsive while argon2 works.
 */
import http from 'node:http';
import { summarize } from './load.mjs';
import { startProbe } from './probe.mjs';

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
 * Waits are counted from the moment the rush started. The probe runs on a thread of its own (probe.mjs), with a
 * connection opened before the rush: starting thousands of requests keeps this thread busy for a while, and
 * that must not be counted as the server's latency.
 */
export async function loginRush({
  baseUrl,
  emails,
  password,
  probePath = '/api/departments',
  probeRate = 20,
}) {
  const probe = await startProbe({ url: new URL(probePath, baseUrl), rate: probeRate });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const url = new URL('/api/auth/login', baseUrl);
  const errors = new Map();
  const waits = [];
  probe.begin();
  const started = performance.now();
  const completionMs = await Promise.all(
    emails.map((email) =>
      login(agent, url, email, password).then((error) => {
        waits.push(performance.now() - started);
        if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
      }),
    ),
  ).then(() => performance.now() - started);
  const probed = await probe.finish();
  agent.destroy();
  if (probed.lateSends > probed.requests * 0.01) {
    console.warn(
      `  warning: ${probed.lateSends} of ${probed.requests} probes were sent late (the machine was busy)`,
    );
  }
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
      errors: probed.errors,
      latency: probed.latency,
    },
  };
}
