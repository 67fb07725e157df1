/**
 * A small HTTP load generator on node:http with keep-alive connections (autocannon needs Node 22).
 *
 * - closedLoop: N connections each send the next request when the previous answer has arrived: the
 *   server's maximum throughput.
 * - openLoop: requests are sent on a fixed schedule whatever the answers do, and each latency is counted
 *   from the request's scheduled send time, so a server that falls behind shows its queue in the figures
 *   (no coordinated omission).
 */
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One GET, body read to the end; resolves with an error text or null (a 2xx answer).
 * @param {http.Agent} agent
 * @param {URL} url
 * @param {Record<string, string>} headers
 */
export function get(agent, url, headers) {
  return new Promise((resolve) => {
    const req = http.request(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve(res.statusCode >= 200 && res.statusCode < 300 ? null : `HTTP ${res.statusCode}`),
      );
      res.on('error', (error) => resolve(error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.code ?? error.message));
    req.end();
  });
}

class Errors {
  count = 0;
  kinds = new Map();
  add(error) {
    this.count++;
    this.kinds.set(error, (this.kinds.get(error) ?? 0) + 1);
  }
  toJSON() {
    return Object.fromEntries(this.kinds);
  }
}

/** The value at percentile `p` (0-100) of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/**
 * Maximum throughput: `connections` requests in flight at all times for `warmupMs` (not counted) then
 * `durationMs`.
 */
export async function closedLoop({
  url,
  headers = {},
  connections = 32,
  durationMs = 5000,
  warmupMs = 1000,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const errors = new Errors();
  const latencies = [];
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const until = measureFrom + durationMs;
  let completed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const error = await get(agent, target, headers);
        const done = performance.now();
        // Answers completed inside the window count, whenever they were sent (a slow route still scores).
        if (done < measureFrom || done > until) continue;
        completed++;
        latencies.push(done - sent);
        if (error) errors.add(error);
      }
    }),
  );
  agent.destroy();
  return {
    requestsPerSecond: completed / (durationMs / 1000),
    errors: errors.count,
    errorKinds: errors.toJSON(),
    latency: summarize(latencies),
  };
}

/**
 * A steady offered rate: request i is due at start + i / rate, sent then (or as soon as the event loop
 * gets to it) whatever happened to the others; its latency runs from that due time to the end of its answer.
 * `maxInFlight` stops the run early (`overloaded`, `notSent` requests) when that many answers are
 * outstanding. `keepLatencies` adds every latency (ms) to the result.
 */
export async function openLoop({
  url,
  headers = {},
  rate = 500,
  durationMs = 10_000,
  maxSockets = 1024,
  maxInFlight = Infinity,
  keepLatencies = false,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let inFlight = 0;
  let overloaded = false;
  let notSent = 0;
  const errors = new Errors();
  const total = Math.round((rate * durationMs) / 1000);
  const interval = 1000 / rate;
  const latencies = [];
  const pending = [];
  let lateSends = 0;
  const start = performance.now() + 20;
  let next = 0;
  await new Promise((finish) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        // A send more than 5 ms behind its schedule means this process, not the server, was the limit.
        if (now - due > 5) lateSends++;
        inFlight++;
        pending.push(
          get(agent, target, headers).then((error) => {
            inFlight--;
            latencies.push(performance.now() - due);
            if (error) errors.add(error);
          }),
        );
        next++;
      }
      // A server this far behind has missed the goal already; the rest is not sent, so that the run ends
      // and the queue it built is small enough to drain.
      if (inFlight > maxInFlight) {
        overloaded = true;
        notSent = total - next;
        next = total;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else finish();
    };
    setTimeout(tick, 20);
  });
  await Promise.all(pending);
  agent.destroy();
  return {
    offeredRate: rate,
    requests: total,
    overloaded,
    notSent,
    lateSends,
    errors: errors.count,
    errorKinds: errors.toJSON(),
    latency: summarize(latencies),
    ...(keepLatencies ? { latencies } : {}),
  };
}
