/**
 * Loads a table in bulk with its secondary indexes and foreign keys set aside: PostgreSQL then builds each
 * index once and checks each key with one join at the end, instead of row by row (the row-by-row checks
 * made two million attendance rows several times slower). The definitions are read from the database, so
 * they come back exactly as migrated; everything happens in the seed's transaction, so a failure (a
 * duplicate, a dangling key) rolls the whole seed back with the table as it was.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Progress } from './progress';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function bulkLoad<T>(
  db: Db,
  table: string,
  progress: Progress,
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = ${table}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.indexname`,
  );
  const keys = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = to_regclass(${table}) and contype = 'f' order by conname`,
  );
  for (const key of keys)
    await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key.name)}`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);

  const result = await load();

  progress.step(`${table.replace(/_/g, ' ')}: keys`, indexes.length + keys.length);
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) {
    await db.execute(sql.raw(index.definition));
    progress.advance(1);
  }
  for (const key of keys) {
    await db.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
    progress.advance(1);
  }
  progress.done();
  return result;
}
