/** Opens the database, applies the committed migrations and the reference data, and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { applyMigrations } from '../db/migrations';
import { ensureReferenceData } from '../db/reference-data';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(
  async function databasePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const database = await openDatabase(opts.config.database);
    app.addHook('onClose', () => database.close());
    await applyMigrations(database, opts.config.migrationsDir);
    await ensureReferenceData(database.db);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
