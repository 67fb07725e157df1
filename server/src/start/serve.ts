/**
 * One server process: builds the app, seeds the demo college into an empty embedded database, listens, and
 * on SIGTERM or SIGINT drains: readiness turns not-ready, no new connections are taken, the requests in
 * flight finish, the database closes, and the process ends, after `SHUTDOWN_DRAIN_S` at the latest.
 */
import cluster from 'node:cluster';
import { buildApp, type App } from '../app';
import type { AppConfig } from '../config';
import { StartRefusedError } from '../lib/start-refused';
import { countDemoAccounts } from '../modules/settings/demo-accounts';
import { DEMO_PASSWORD, seedDemoCollegeIfEmpty } from '../seed/demo-college';

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
  stopOnSignals(app, config.shutdownDrainS);
  // A large backlog (config.ts, DEFAULT_LISTEN_BACKLOG): thousands of logins at once must queue, not be dropped.
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
}

function stopOnSignals(app: App, drainS: number) {
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: finishing the requests in flight (at most ${drainS} s), then stopping`);
    app.lifecycle.draining = true;
    setTimeout(() => {
      app.log.warn(`Requests still running after SHUTDOWN_DRAIN_S (${drainS} s): stopping anyway`);
      process.exit(1);
    }, drainS * 1000).unref();
    // Fastify stops accepting, answers 503 to new requests on open connections, waits for those in flight,
    // then runs the onClose hooks (workers, caches, the database pool).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  // A worker whose supervisor is gone gets no more connections: it stops rather than lingering.
  if (cluster.isWorker) process.on('disconnect', () => stop('The supervisor went away'));
}
