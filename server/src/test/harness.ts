/** Boots the real application on a fresh copy of the template database, as production wires it. */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type DatabaseConfig } from '../config';
import { adminDatabaseUrl, databaseUrl } from './postgres';

let copies = 0;

/** A fresh copy of the migrated template database, of the kind the test run uses. */
export async function freshDatabase(): Promise<DatabaseConfig> {
  const postgresTemplate = inject('postgresTemplate');
  if (postgresTemplate) {
    const pg = (await import('pg')).default;
    const name = `${postgresTemplate}_${process.pid}_${++copies}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    return { kind: 'postgres', url: databaseUrl(name) };
  }
  return { kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) };
}

export async function buildTestApp(overrides: Parameters<typeof loadConfig>[1] = {}): Promise<App> {
  const config = loadConfig(
    { SEED: 'none' },
    {
      logLevel: 'silent',
      database: await freshDatabase(),
      webDistDir: '/nonexistent',
      // The notification worker's timer stays out of the way (of statement counts, say): tests that want it
      // ask for a short interval, or call `app.notificationWorker.tick()`.
      notificationIntervalMs: 24 * 60 * 60_000,
      ...overrides,
    },
  );
  return buildApp(config);
}
