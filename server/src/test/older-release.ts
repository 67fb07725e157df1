/**
 * A database as an older release left it, to test a migration on the data it finds: migrated up to `lastTag`
 * (a migration's name, `0013_...`), then brought to this release by `migrateToNow`. On PGlite, and on the
 * PostgreSQL server when the PostgreSQL project runs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type DatabaseConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations } from '../db/migrations';
import { adminDatabaseUrl, databaseUrl } from './postgres';

export interface OlderRelease {
  database: Database;
  /** Where the database is, as the portal's settings name it. */
  config: DatabaseConfig;
  /** The migrations folder as that release shipped it. */
  migrationsDir: string;
  rows<T>(query: string): Promise<T[]>;
  migrateToNow(): Promise<void>;
  /** Closes the connection (or the folder), keeping the database, for a tool that opens it itself. */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

/** On PGlite, `dataDir` keeps the database in a folder (as a server would) rather than in memory. */
export async function openOlderRelease(
  lastTag: string,
  options: { dataDir?: string } = {},
): Promise<OlderRelease> {
  const { migrationsDir } = loadConfig({});
  const folder = mkdtempSync(join(tmpdir(), `portal-${lastTag}-`));
  const postgres = inject('postgresTemplate');
  const databaseName = `${postgres}_m${lastTag.slice(0, 4)}_${process.pid}`;
  const onServer = async (query: string) => {
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(query);
    } finally {
      await admin.end();
    }
  };

  // The migrations folder as that release shipped it: the journal up to `lastTag`.
  const older = join(folder, 'drizzle');
  cpSync(migrationsDir, older, { recursive: true });
  const journalFile = join(older, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === lastTag);
  if (upTo < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));

  const config: DatabaseConfig = postgres
    ? { kind: 'postgres', url: databaseUrl(databaseName) }
    : { kind: 'pglite', ...(options.dataDir && { dataDir: options.dataDir }) };
  if (postgres) {
    await onServer(`drop database if exists ${databaseName} with (force)`);
    await onServer(`create database ${databaseName}`);
  }
  const database = await openDatabase(config);
  await applyMigrations(database, older);
  let disconnected: Promise<void> | undefined;
  const disconnect = () => (disconnected ??= database.close());
  return {
    database,
    config,
    migrationsDir: older,
    rows: async <T>(query: string) =>
      ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
    migrateToNow: () => applyMigrations(database, migrationsDir),
    disconnect,
    async close() {
      await disconnect();
      if (postgres) await onServer(`drop database if exists ${databaseName} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
