/**
 * `WORKERS` > 1: this process supervises that many server processes sharing the port (node:cluster hands
 * each new connection to the next one). A worker that dies is replaced, after a growing pause when they keep
 * dying (a crash loop must not spin); SIGTERM or SIGINT drains them all within `SHUTDOWN_DRAIN_S`.
 */
import cluster, { type Worker } from 'node:cluster';
import { pino, type Logger } from 'pino';
import { serveClusterMetrics } from './cluster-metrics';

export interface WorkerOptions {
  workers: number;
  shutdownDrainS: number;
  /** The entry file the workers run (main.ts, or dist/server/main.js once built). */
  entry: string;
  logLevel: string;
}

/** Deaths within this window count as a crash loop. */
const CRASH_WINDOW_MS = 60_000;
/** The longest pause before a worker is started again. */
const LONGEST_PAUSE_MS = 30_000;
/** After the drain bound, how long the workers get to exit before they are killed. */
const EXIT_GRACE_MS = 2000;

export function superviseWorkers(options: WorkerOptions): void {
  const log: Logger = pino({ level: options.logLevel });
  // The workers run the same entry with the same Node options (tsx under the tests), as workers; with the
  // source maps `npm start` turns on for itself (scripts/start.mjs).
  const execArgv = process.execArgv.includes('--enable-source-maps')
    ? process.execArgv
    : [...process.execArgv, '--enable-source-maps'];
  cluster.setupPrimary({ exec: options.entry, execArgv });
  serveClusterMetrics();

  let stopping = false;
  let serving = false;
  let forced = false;
  const deaths: number[] = [];
  const listening = new WeakSet<Worker>();

  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker);
      serving = true;
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const ended = `worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`})`;
    if (stopping) {
      if (code !== 0) forced = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('Every worker has stopped');
        process.exit(forced ? 1 : 0);
      }
      return;
    }
    // A start that fails (the database unreachable for DATABASE_CONNECT_TIMEOUT_S, a bad setting) would fail
    // again: before any worker has served, the whole server stops, as a single process would.
    if (!serving && !listening.has(worker)) {
      log.error(`The server could not start: ${ended} before listening`);
      stop('start failed', 1);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
    const pause = deaths.length <= 1 ? 0 : Math.min(500 * 2 ** (deaths.length - 1), LONGEST_PAUSE_MS);
    log.warn(`${ended}; starting another in ${pause / 1000} s`);
    setTimeout(start, pause);
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (code) forced = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    log.info(`${reason}: stopping ${running.length} worker(s) within ${options.shutdownDrainS} s`);
    if (running.length === 0) process.exit(forced ? 1 : 0);
    // Each worker drains by itself on SIGTERM (serve.ts) and ends after SHUTDOWN_DRAIN_S at the latest.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(
      () => {
        log.warn('Workers still running after SHUTDOWN_DRAIN_S: killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      options.shutdownDrainS * 1000 + EXIT_GRACE_MS,
    ).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

  log.info(`Starting ${options.workers} server processes (WORKERS)`);
  for (let i = 0; i < options.workers; i++) start();
}
