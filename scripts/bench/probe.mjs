/**
 * A steady probe of one cheap route, on a worker thread of its own.
 *
 * The login rush opens thousands of connections and writes their bodies from the bench's main thread; a probe
 * timed on that same event loop waits for that work before each send, and the wait was counted as the server's
 * latency (hundreds of milliseconds at 300 logins). On its own thread the probe's timer, its connection and its
 * clock are untouched by whatever the main thread does, so what it measures is the server.
 *
 * The main thread calls `startProbe`; this same file, loaded as the worker, runs `runProbe`.
 */
import { once } from 'node:events';
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { get, summarize } from './load.mjs';

/** A send this far behind its schedule means the probe's own thread was held up (by the machine, now). */
const LATE_SEND_MS = 5;

/**
 * Starts the worker and resolves once its keep-alive connection is open (one warm-up GET, not counted): a
 * person already using the site has a connection, and opening it during the rush would time the accept
 * queue rather than the route. `begin()` starts the schedule (call it just before the rush); `finish()` stops
 * sending and resolves with `{ errors, latency, requests, lateSends }` once every probe sent has its answer.
 * @param {{ url: URL | string, rate: number }} options
 */
export async function startProbe({ url, rate }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url: String(url), rate } });
  // `once` rejects when the thread throws; each reply's listener is in place before the message asking for it.
  const [ready] = await once(worker, 'message');
  if (ready.error) {
    await worker.terminate();
    throw new Error(`the probe's warm-up GET ${url} failed: ${ready.error}`);
  }
  return {
    begin: () => worker.postMessage('begin'),
    finish: async () => {
      const reply = once(worker, 'message');
      worker.postMessage('finish');
      try {
        return (await reply)[0];
      } finally {
        await worker.terminate();
      }
    },
  };
}

/**
 * The worker: warm up, then on 'begin' one GET every 1/rate s, each timed from its scheduled moment (not from
 * when it was actually sent), until 'finish'.
 */
async function runProbe({ url, rate }) {
  const agent = new http.Agent({ keepAlive: true });
  const target = new URL(url);
  const warmUp = await get(agent, target, {});
  parentPort.postMessage({ error: warmUp });
  if (warmUp) return agent.destroy();

  const latencies = [];
  const pending = [];
  let errors = 0;
  let lateSends = 0;
  let started;
  let next = 0;
  let timer;
  const tick = () => {
    const now = performance.now();
    // Every probe that is due is sent, late ones too, so that a held-up thread shows in the figures.
    while (started + (next * 1000) / rate <= now) {
      const due = started + (next * 1000) / rate;
      if (now - due > LATE_SEND_MS) lateSends++;
      pending.push(
        get(agent, target, {}).then((error) => {
          latencies.push(performance.now() - due);
          if (error) errors++;
        }),
      );
      next++;
    }
    timer = setTimeout(tick, Math.max(0, started + (next * 1000) / rate - performance.now()));
  };
  parentPort.on('message', async (message) => {
    if (message === 'begin') {
      started = performance.now();
      tick();
    } else if (message === 'finish') {
      clearTimeout(timer);
      await Promise.all(pending);
      agent.destroy();
      parentPort.postMessage({ errors, latency: summarize(latencies), requests: next, lateSends });
    }
  });
}

if (!isMainThread && workerData?.url) await runProbe(workerData);
