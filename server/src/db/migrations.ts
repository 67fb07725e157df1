/** Applies the committed migrations, quickly when there is nothing to apply (the usual start). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * drizzle's migrator reads and hashes every migration file and runs its setup statements on each start
 * (a few hundred ms on the embedded database). It applies a migration when the newest one recorded in
 * drizzle.__drizzle_migrations is older than the migration's `when` in the journal, so when the newest
 * recorded one is at least as new as the journal's last entry there is nothing to do, and it is skipped.
 * On PostgreSQL `migrate` holds an advisory lock (client.ts), so processes started together take turns.
 * With `log`, it says which migrations it applies and how long they took, or that there was nothing to apply.
 */
export async function applyMigrations(
  database: Database,
  migrationsFolder: string,
  log?: MigrationLog,
): Promise<void> {
  const journal = readJournal(migrationsFolder);
  const newest = await newestRecorded(database);
  const pending = journal.filter((entry) => newest === null || entry.when > newest).map((e) => e.tag);
  if (pending.length === 0) {
    log?.info({ schema: journal.at(-1)?.tag }, `The database schema is up to date (${journal.at(-1)?.tag})`);
    return;
  }
  log?.info({ pending }, `Applying ${pending.length} database migration(s): ${pending.join(', ')}`);
  const started = performance.now();
  await database.migrate(migrationsFolder);
  const ms = Math.round(performance.now() - started);
  log?.info({ applied: pending, ms }, `Database migrations applied in ${ms} ms: ${pending.join(', ')}`);
}

/** Where `applyMigrations` says what it applies: the server's log, or a tool's output. */
export interface MigrationLog {
  info(details: object, message: string): void;
}

/**
 * Whether the migration of moment `newestKnown` (newestInJournal's figure for the code running) is recorded as
 * applied: the readiness check asks.
 */
export async function newestApplied(database: Database, newestKnown: number): Promise<boolean> {
  const newest = await newestRecorded(database);
  return newest !== null && newest >= newestKnown;
}

/** The `when` of the newest migration recorded as applied, or null on a database never migrated. */
async function newestRecorded(database: Database): Promise<number | null> {
  const [table] = await rows<{ name: string | null }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return null;
  const [recorded] = await rows<{ newest: string | number | null }>(
    database,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return recorded?.newest == null ? null : Number(recorded.newest);
}

function readJournal(migrationsFolder: string): { when: number; tag: string }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries;
}

/** The moment of the newest migration this version of the portal knows (drizzle records it when applied). */
export function newestInJournal(migrationsFolder: string): number {
  return Math.max(...readJournal(migrationsFolder).map((e) => e.when));
}

/** The migrations of this version newer than `when` (a snapshot's schema), by name. */
export function newerMigrationsThan(migrationsFolder: string, when: number): string[] {
  return readJournal(migrationsFolder)
    .filter((entry) => entry.when > when)
    .map((entry) => entry.tag);
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
