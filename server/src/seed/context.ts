/** What every part of the demo seed shares: the transaction, "now", the one password hash, reference ids. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Rng } from './random';

export interface SeedContext {
  /** The seed's transaction: the demo college appears whole or not at all. */
  db: Db;
  now: Date;
  /** `demo1234`, hashed once and shared by every seeded account. */
  passwordHash: string;
  departmentIds: Map<string, string>;
  programIds: Map<string, string>;
}

export interface SeedLog {
  info(message: string): void;
}

/** The academic year the demo college is set in: its batches and experience figures do not move with the clock. */
export const ACADEMIC_YEAR = 2025;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` days before now, at a plausible office hour picked by `rng`. */
export function daysAgo(ctx: SeedContext, days: number, rng?: Rng): Date {
  const minutes = rng ? rng.int(0, 8 * 60) : 0;
  return new Date(ctx.now.getTime() - days * DAY_MS - minutes * 60 * 1000);
}

/** `days` days after `date`, but never later than now: decisions do not lie in the future. */
export function daysAfter(ctx: SeedContext, date: Date, days: number): Date {
  return new Date(Math.min(date.getTime() + days * DAY_MS, ctx.now.getTime()));
}

/** Rows in groups, so no single statement nears PostgreSQL's limit of 65,535 parameters. */
export function chunks<T>(rows: T[], size = 500): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += size) groups.push(rows.slice(i, i + size));
  return groups;
}

/**
 * Inserts many rows in one statement that carries them as a single JSON parameter
 * (`json_populate_recordset`) instead of binding every value: on the embedded PGlite this is much faster
 * for thousands of rows, and it is plain PostgreSQL, so it works on a server too. Columns no row sets
 * get their defaults; a column set in some rows only is null in the others.
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 10_000,
) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => columns[key].name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (const group of chunks(rows, size)) {
    const records = group.map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        const value = (row as Record<string, unknown>)[key];
        record[names[i]] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
    );
  }
}
