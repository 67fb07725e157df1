/**
 * Several reads in one statement: PGlite runs one statement at a time, so a page's figures are gathered as
 * scalar subqueries (json for lists) of a single `select`, one round trip whatever the number of parts.
 */
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The single row of `query`; lists inside it come back as parsed json. */
export async function selectOneRow<T>(db: Db, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/** A timestamp read from json (PostgreSQL writes it with the session's offset), as a Date. */
export const jsonDate = (value: string) => new Date(value);

/**
 * A table's row read as json (`to_json(table)`: column names as in SQL, values as json), in the shape and types
 * drizzle gives a selected row: property names and each column's own decoding (timestamps to Dates...).
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
