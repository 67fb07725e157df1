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
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations } from '../db/migrations';
import { adminDatabaseUrl, databaseUrl } from './postgres';

export interface OlderRelease {
  database: Database;
  rows<T>(query: string): Promise<T[]>;
  migrateToNow(): Promise<void>;
  close(): Promise<void>;
}

export async function openOlderRelease(lastTag: string): Promise<OlderRelease> {
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

  let database: Database;
  if (postgres) {
    await onServer(`drop database if exists ${databaseName} with (force)`);
    await onServer(`create database ${databaseName}`);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(databaseName) });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  await applyMigrations(database, older);
  return {
    database,
    rows: async <T>(query: string) =>
      ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
    migrateToNow: () => applyMigrations(database, migrationsDir),
    async close() {
      await database.close();
      if (postgres) await onServer(`drop database if exists ${databaseName} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
