/** Boots the real application on a fresh copy of the template database, as production wires it. */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type DatabaseConfig } from '../config';
import { adminDatabaseUrl, databaseUrl } from './postgres';

let copies = 0;

/** A fresh copy of the template database; two apps given the same PostgreSQL copy are two processes on it. */
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
  return buildAppOn(await freshDatabase(), overrides);
}

/**
 * Another server process on the same PostgreSQL database as `app`, as a second process behind a load balancer
 * would be (tests build it in the same Node process; nothing in memory is shared between two apps).
 */
export async function buildAnotherProcess(
  app: App,
  overrides: Parameters<typeof loadConfig>[1] = {},
): Promise<App> {
  const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return buildAppOn({ kind: 'postgres', url: databaseUrl(result.rows[0]!.name) }, overrides);
}

async function buildAppOn(
  database: DatabaseConfig,
  overrides: Parameters<typeof loadConfig>[1],
): Promise<App> {
  const config = loadConfig(
    { SEED: 'none' },
    {
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      database,
      webDistDir: '/nonexistent',
      // A configured college's public address: transcripts are refused without one (PUBLIC_URL).
      publicUrl: 'https://portal.college.test',
      // The notification worker's timer stays out of the way (of statement counts, say): tests that want it
      // ask for a short interval, or call `app.notificationWorker.tick()`.
      notificationIntervalMs: 24 * 60 * 60_000,
      // Most test apps draw no transcript: their thread starts only for one that does.
      pdfThreadAtStart: false,
      ...overrides,
    },
  );
  return buildApp(config);
}
