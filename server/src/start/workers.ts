/**
 * `WORKERS` > 1: this process supervises that many server processes sharing the port (node:cluster hands
 * each new connection to the next one). A worker that dies is replaced, after a growing pause when they keep
 * dying (a crash loop must not spin); SIGTERM or SIGINT drains them all within `SHUTDOWN_DELAY_MS` +
 * `SHUTDOWN_DRAIN_S`. SIGHUP reloads: the workers are replaced one at a time by new ones running the code
 * and settings on disk now, each new one warmed up and listening before an old one stops taking connections,
 * so the port answers throughout.
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { pino, type Logger } from 'pino';
import { serveClusterMetrics } from './cluster-metrics';
import { writePidFile } from './pid-file';
import { HANDOVER_MS, RETIRE } from './reload-messages';

export interface WorkerOptions {
  workers: number;
  shutdownDrainS: number;
  shutdownDelayMs: number;
  /** Where the pid file goes (pid-file.ts). */
  dataDir: string;
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
/**
 * A reload's new worker that has not listened within this long (its database wait, DATABASE_CONNECT_TIMEOUT_S,
 * ends a worker by itself sooner) is taken to have failed.
 */
const NEW_WORKER_START_MS = 180_000;

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
  let reloading = false;
  const deaths: number[] = [];
  const listening = new WeakSet<Worker>();
  /** Workers a reload started and has not yet seen listening, and old ones it told to retire: not replaced. */
  const reloadsOwn = new WeakSet<Worker>();

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
    if (reloadsOwn.has(worker) && !stopping) return;
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
    const bound = options.shutdownDelayMs / 1000 + options.shutdownDrainS;
    log.info(`${reason}: stopping ${running.length} worker(s) within ${bound} s`);
    if (running.length === 0) process.exit(forced ? 1 : 0);
    // Each worker drains by itself on SIGTERM (serve.ts): not ready for SHUTDOWN_DELAY_MS while it still
    // serves, then it stops accepting and ends after SHUTDOWN_DRAIN_S at the latest.
    for (const worker of running) worker.process.kill(reason === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    setTimeout(
      () => {
        log.warn('Workers still running after SHUTDOWN_DELAY_MS + SHUTDOWN_DRAIN_S: killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      bound * 1000 + EXIT_GRACE_MS,
    ).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

  /** A new worker started for a reload: true once it listens, false when it ends or hangs first. */
  const startReplacement = async (): Promise<boolean> => {
    const fresh = cluster.fork();
    reloadsOwn.add(fresh);
    const started = new AbortController();
    const timer = setTimeout(() => started.abort(), NEW_WORKER_START_MS);
    try {
      const [outcome] = await Promise.race([
        once(fresh, 'listening', { signal: started.signal }).then(() => ['listening'] as const),
        once(fresh, 'exit', { signal: started.signal }).then(
          ([code, signal]) => [`ended (${String(signal ?? `exit code ${code}`)})`] as const,
        ),
      ]).catch(() => [`did not listen within ${NEW_WORKER_START_MS / 1000} s`] as const);
      if (outcome === 'listening') {
        listening.add(fresh);
        // From now on it is an ordinary worker: replaced if it dies.
        reloadsOwn.delete(fresh);
        return true;
      }
      fresh.process.kill('SIGKILL');
      log.error(
        `Reload stopped: new worker ${fresh.process.pid} ${outcome} before listening; the old workers go on serving`,
      );
      return false;
    } finally {
      clearTimeout(timer);
      started.abort();
    }
  };

  /** Tells an old worker to drain and waits for it to end (killing it after the drain bound). */
  const retire = async (old: Worker) => {
    reloadsOwn.add(old);
    const ended = once(old, 'exit');
    if (old.isConnected()) old.send(RETIRE);
    else old.process.kill('SIGTERM');
    const kill = setTimeout(
      () => old.process.kill('SIGKILL'),
      HANDOVER_MS + options.shutdownDrainS * 1000 + EXIT_GRACE_MS,
    );
    await ended;
    clearTimeout(kill);
  };

  const reload = async () => {
    if (stopping) return;
    if (reloading) {
      log.info('SIGHUP: a reload is already under way');
      return;
    }
    reloading = true;
    try {
      const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      log.info(`SIGHUP: replacing ${old.length} worker(s) one at a time`);
      let replaced = 0;
      for (const worker of old) {
        if (stopping) return;
        if (!(await startReplacement())) return;
        if (stopping) return;
        // An old worker that died meanwhile was replaced already (by the exit handler): one too many now.
        if (!worker.isDead()) await retire(worker);
        replaced++;
      }
      log.info(`Reload done: ${replaced} worker(s) replaced`);
    } finally {
      reloading = false;
    }
  };
  process.on('SIGHUP', () => void reload());

  writePidFile(options.dataDir);
  log.info(`Starting ${options.workers} server processes (WORKERS)`);
  for (let i = 0; i < options.workers; i++) start();
}
