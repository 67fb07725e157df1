/**
 * Opens the database (waiting for a PostgreSQL server that does not answer yet), applies the committed
 * migrations and the reference data, and closes it with the app.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { applyMigrations } from '../db/migrations';
import { ensureReferenceData } from '../db/reference-data';
import { ensureCollegeTerm } from '../modules/terms/calendar';
import { describeDatabaseUrl, waitForDatabase } from '../db/wait-for-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const database = await openDatabase(config.database, { log: app.log, pool: config.databasePool });
    app.addHook('onClose', () => database.close());
    if (config.database.kind === 'postgres') {
      await waitForDatabase(() => database.db.execute(sql`select 1`), {
        timeoutS: config.databaseConnectTimeoutS,
        describe: describeDatabaseUrl(config.database.url),
        log: app.log,
      });
    }
    await applyMigrations(database, config.migrationsDir, app.log);
    await ensureReferenceData(database.db);
    await ensureCollegeTerm(database.db, (config.clock ?? (() => new Date()))(), config.collegeTimeZone);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
