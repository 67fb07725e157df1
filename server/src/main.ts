/** Production entry point: `npm start` runs the bundled copy of this file. */
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { seedDemoCollegeIfEmpty } from './seed/demo-college';

const config = loadConfigOrExit();
const app = await buildApp(config);
if (config.seed === 'demo' && config.database.kind === 'pglite') {
  // Only the embedded database gets the demo college by itself; a PostgreSQL server needs `npm run seed`.
  await seedDemoCollegeIfEmpty(app.db, app.log);
}
if (!config.publicUrl) {
  app.log.warn(
    'PUBLIC_URL is not set: transcripts cannot be issued, and calendar and sitemap links take the address each request was sent to',
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
// A large backlog (config.ts, DEFAULT_LISTEN_BACKLOG): thousands of logins at once must queue, not be dropped.
await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
