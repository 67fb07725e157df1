/** Production entry point: `npm start` runs the bundled copy of this file. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseUnreachableError } from './db/wait-for-database';
import { seedDemoCollegeIfEmpty } from './seed/demo-college';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // Waited for as long as DATABASE_CONNECT_TIMEOUT_S allows (each try is in the log): one line, no stack.
  if (!(error instanceof DatabaseUnreachableError)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (config.seed === 'demo' && config.database.kind === 'pglite') {
  // Only the embedded database gets the demo college by itself; a PostgreSQL server needs `npm run seed`.
  await seedDemoCollegeIfEmpty(app.db, app.log);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
// A large backlog (config.ts, DEFAULT_LISTEN_BACKLOG): thousands of logins at once must queue, not be dropped.
await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
