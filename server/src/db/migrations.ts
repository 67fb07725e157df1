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
 */
export async function applyMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (!(await migrationsApplied(database, migrationsFolder))) await database.migrate(migrationsFolder);
}

/** Whether every migration of the journal is recorded as applied (the readiness check asks too). */
export async function migrationsApplied(database: Database, migrationsFolder: string): Promise<boolean> {
  const newest = newestInJournal(migrationsFolder);
  const [table] = await rows<{ name: string | null }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return false;
  const [recorded] = await rows<{ newest: string | number | null }>(
    database,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return recorded?.newest != null && Number(recorded.newest) >= newest;
}

/** The moment of the newest migration this version of the portal knows (drizzle records it when applied). */
export function newestInJournal(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
