/**
 * One server process: builds the app, seeds the demo college into an empty embedded database, warms up
 * (warm-up.ts), listens, and on SIGTERM or SIGINT drains: readiness turns not-ready (for `SHUTDOWN_DELAY_MS`
 * after SIGTERM, while it still serves, so that a load balancer notices), then no new connections are taken,
 * the requests in flight finish, the database closes, and the process ends, after `SHUTDOWN_DRAIN_S` at the
 * latest. A worker told to retire by its supervisor (a reload, workers.ts) drains the same way at once.
 */
import cluster from 'node:cluster';
import { collegeToday } from '../../../contract/college-clock';
import { buildApp, type App } from '../app';
import type { AppConfig } from '../config';
import { StartRefusedError } from '../lib/start-refused';
import { countDemoAccounts } from '../modules/settings/demo-accounts';
import { DEMO_PASSWORD, seedDemoCollegeIfEmpty } from '../seed/demo-college';
import { writePidFile } from './pid-file';
import { HANDOVER_MS, RETIRE } from './reload-messages';
import { warmUp } from './warm-up';

export async function serve(config: AppConfig): Promise<void> {
  const app = await buildApp(config).catch((error: unknown) => {
    // A database waited for as long as DATABASE_CONNECT_TIMEOUT_S allows (each try is in the log), an uploads
    // folder that cannot be written: one line naming the setting, no stack.
    if (!(error instanceof StartRefusedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  if (config.seed === 'demo' && config.database.kind === 'pglite') {
    // Only the embedded database gets the demo college by itself; a PostgreSQL server needs `npm run seed`.
    // The embedded database always runs in one process (config.ts refuses WORKERS > 1), so this runs once.
    await seedDemoCollegeIfEmpty(app.db, app.log);
  }
  if (!config.demoPasswordsAllowed) {
    const demoAccounts = await countDemoAccounts(app.db);
    if (demoAccounts > 0) {
      // Anyone who has read the README could sign in to a real college's accounts.
      console.error(
        `Not starting: ${demoAccounts} account(s) of the demo college still have the published password ` +
          `(${DEMO_PASSWORD}). Change each one's password (or delete the demo accounts) first; for a trial or ` +
          'a benchmark on PostgreSQL, outside NODE_ENV=production, ALLOW_DEMO_PASSWORDS=yes starts anyway.',
      );
      await app.close();
      process.exit(1);
    }
  }
  if (!config.publicUrl) {
    app.log.warn(
      'PUBLIC_URL is not set: transcripts cannot be issued, and calendar and sitemap links take the address each request was sent to',
    );
  }
  stopOnSignals(app, config);
  const warmed = await warmUp(app, config.warmupMs, collegeToday(new Date(), config.collegeTimeZone)).catch(
    (error: unknown) => {
      // A stop while warming up closes the app under it; anything else only costs the warm-up, not the start.
      if (!app.lifecycle.draining && !app.lifecycle.handingOver)
        app.log.warn({ err: error }, 'The warm-up stopped early');
      return undefined;
    },
  );
  if (warmed?.requests) {
    app.log.info(
      `Warmed up: ${warmed.requests} reads in ${warmed.ms} ms (WARMUP_MS), ${warmed.unanswered} not answered 2xx`,
    );
  }
  // Told to stop while warming up: the stop closes the app and ends the process; it must not listen now.
  if (app.lifecycle.draining || app.lifecycle.handingOver) return;
  // A large backlog (config.ts, DEFAULT_LISTEN_BACKLOG): thousands of logins at once must queue, not be dropped.
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  if (!cluster.isWorker) writePidFile(config.dataDir);
}

function stopOnSignals(app: App, config: AppConfig) {
  const drainS = config.shutdownDrainS;
  let stopping = false;
  const stop = (reason: string, delayMs: number, replaced = false) => {
    if (stopping) return;
    stopping = true;
    // Each answer closes its connection from now on (plugins/lifecycle.ts); a shutdown also turns readiness
    // to 503, a reload's replacement does not (the machine stays ready through the other processes).
    if (replaced) app.lifecycle.handingOver = true;
    else app.lifecycle.draining = true;
    const noticed =
      delayMs <= 0
        ? ''
        : replaced
          ? `closing kept-alive connections for ${delayMs} ms, then `
          : `serving ${delayMs} ms more while not ready (SHUTDOWN_DELAY_MS), then `;
    app.log.info(
      `${reason}: ${noticed}finishing the requests in flight (at most ${drainS} s), then stopping`,
    );
    setTimeout(() => {
      setTimeout(() => {
        app.log.warn(`Requests still running after SHUTDOWN_DRAIN_S (${drainS} s): stopping anyway`);
        process.exit(1);
      }, drainS * 1000).unref();
      // Fastify stops accepting (a worker's share of the port goes to the others), closes idle connections,
      // answers the requests in flight and those on connections still open, then runs the onClose hooks
      // (workers, caches, the database pool).
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
    }, delayMs);
  };
  process.on('SIGTERM', () => stop('SIGTERM', config.shutdownDelayMs));
  // Ctrl-C at a terminal: no load balancer to tell.
  process.on('SIGINT', () => stop('SIGINT', 0));
  if (cluster.isWorker) {
    // A worker whose supervisor is gone gets no more connections: it stops rather than lingering.
    process.on('disconnect', () => stop('The supervisor went away', 0));
    // A reload: a new worker already listens in this one's place, and the port stays ready through the others.
    process.on('message', (message) => {
      if (message === RETIRE) stop('Replaced by a new worker (reload)', HANDOVER_MS, true);
    });
    // The supervisor reloads on SIGHUP; a worker that gets one too (a closed terminal's process group) goes on.
    process.on('SIGHUP', () => {});
  } else {
    // One process cannot hand its port to a successor without an outage (the embedded database allows one
    // process only): a reload needs WORKERS of 2 or more on PostgreSQL. The default SIGHUP would end it.
    process.on('SIGHUP', () =>
      app.log.warn(
        'SIGHUP: a reload without an outage needs WORKERS of 2 or more (on PostgreSQL); this single process goes on serving. Restart it to run new code.',
      ),
    );
  }
}
