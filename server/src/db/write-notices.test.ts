/**
 * Writes are announced by the database itself, so that every process sharing a PostgreSQL server hears of
 * the others' commits (the response cache drops what it keeps). Every table but the session store announces.
 */
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import { databaseUrl } from '../test/postgres';
import { announceWrite, listenForWrites } from './write-notices';

let app: App;
const selectRows = async <T>(query: SQL) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('announces the writes to every table but the session store and the counts of the limits', async () => {
  const rows = await selectRows<{ table: string; announces: boolean }>(sql`
    select t.tablename as table,
      exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
              where c.relname = t.tablename and g.tgname = 'announce_write') as announces
    from pg_tables t where t.schemaname = current_schema()`);
  const silent = rows.filter((r) => !r.announces).map((r) => r.table);
  // They change on sign-in attempts; no answer kept in memory shows them (a sign-out is announced: 0011).
  expect(silent.sort()).toEqual([
    'auth_sessions',
    'email_outbox',
    'idempotency_keys',
    'known_devices',
    'rate_limits',
    'sign_in_slowdowns',
  ]);
  expect(rows.length).toBeGreaterThan(20);
});

describe.runIf(!!inject('postgresTemplate'))('on PostgreSQL, a process listening for writes', () => {
  let url: string;
  let other: pg.Client;
  beforeAll(async () => {
    const [database] = await selectRows<{ name: string }>(sql`select current_database() as name`);
    url = databaseUrl(database!.name);
    other = new pg.Client({ connectionString: url });
    await other.connect();
  });
  afterAll(() => other.end());

  async function listening(retryMs?: number) {
    const heard = { writes: 0, tables: [] as (string | undefined)[], states: [] as boolean[] };
    const notices = listenForWrites(
      url,
      {
        written: (table) => {
          heard.writes++;
          heard.tables.push(table);
        },
        hearing: (complete) => heard.states.push(complete),
      },
      retryMs,
    );
    await vi.waitFor(() => expect(notices.complete).toBe(true));
    return { notices, heard };
  }

  it("hears another process's write once it commits, once for each table of a transaction", async () => {
    const { notices, heard } = await listening();
    try {
      await other.query('begin');
      await other.query(`update catalogue_courses set name = name where false`);
      await other.query(`update enrollments set course_id = course_id where false`);
      await other.query(`update catalogue_courses set code = code where false`);
      expect(heard.writes).toBe(0);
      await other.query('commit');
      await vi.waitFor(() => expect(heard.tables).toEqual(['catalogue_courses', 'enrollments']));
      await other.query(`update departments set name = name where false`);
      await vi.waitFor(() =>
        expect(heard.tables).toEqual(['catalogue_courses', 'enrollments', 'departments']),
      );
    } finally {
      await notices.close();
    }
  });

  it('hears a change announced without a write (a restore makes the tables anew)', async () => {
    const { notices, heard } = await listening();
    try {
      await announceWrite(url);
      await vi.waitFor(() => expect(heard.tables).toEqual([undefined]));
    } finally {
      await notices.close();
    }
  });

  it('says when its connection is cut, and that it hears every write again once it listens anew', async () => {
    const { notices, heard } = await listening(20);
    try {
      const pid = await notices.backendPid();
      await other.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() => expect(heard.states).toEqual([true, false, true]));
      expect(notices.complete).toBe(true);
      await other.query(`update departments set name = name where false`);
      await vi.waitFor(() => expect(heard.writes).toBe(1));
    } finally {
      await notices.close();
    }
  });
});
