/**
 * Every PostgreSQL connection of the server runs under `lock_timeout` and `statement_timeout`
 * (DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): a write stuck behind a lock answers 503 with `Retry-After`
 * within the timeout and is rolled back, so it never commits after its client gave up and tried again.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { App } from '../app';
import { buildAdmin, injectAs, signIn } from '../test/factories';
import { loadConfig } from '../config';
import { buildTestApp, freshDatabase } from '../test/harness';
import { MIGRATIONS_LOCK, openDatabase } from './client';
import { isDatabaseBusy } from './connection-errors';

const onPostgres = !!inject('postgresTemplate');

describe.runIf(onPostgres)('on PostgreSQL, a write blocked by a lock another connection holds', () => {
  let app: App;
  let token: string;
  let other: pg.Client;
  beforeAll(async () => {
    // The defaults the README gives: 2 s for a lock, 5 s for a statement.
    app = await buildTestApp();
    token = await signIn(app, (await buildAdmin(app)).email);
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${result.rows[0]!.name}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await app?.close();
  });

  it('runs every connection of the pool under the lock and statement timeouts', async () => {
    const shown = (await app.db.execute(
      sql`select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement`,
    )) as unknown as { rows: { lock: string; statement: string }[] };
    expect(shown.rows[0]).toEqual({ lock: '2s', statement: '5s' });
  });

  it('answers 503 with Retry-After within the lock timeout, never commits the write, and other reads do not wait', async () => {
    const title = `Blocked ${Date.now()}`;
    await other.query('begin');
    await other.query('lock table announcements in access exclusive mode');
    let blocked;
    let elapsed: number;
    try {
      const start = Date.now();
      const write = injectAs(app, token, {
        method: 'POST',
        url: '/api/admin/announcements',
        payload: { title, content: 'Exams start Monday', target_audience: 'all', priority: 'high' },
      });
      // Reads of other tables go on while the write waits for its lock.
      const readStart = Date.now();
      const departments = await injectAs(app, token, { method: 'GET', url: '/api/admin/departments' });
      const notifications = await injectAs(app, token, { method: 'GET', url: '/api/notifications' });
      expect(departments.statusCode).toBe(200);
      expect(notifications.statusCode).toBe(200);
      expect(Date.now() - readStart, 'the reads waited for the locked table').toBeLessThan(1500);

      blocked = await write;
      elapsed = Date.now() - start;
    } finally {
      await other.query('rollback');
    }
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'databaseBusy',
      message: MESSAGES.databaseBusy,
    });
    expect(elapsed, 'the write was held longer than DB_LOCK_TIMEOUT_MS').toBeGreaterThanOrEqual(1900);
    expect(elapsed, 'the write was held longer than DB_LOCK_TIMEOUT_MS').toBeLessThan(4000);

    // Once the lock is gone, the write that was refused stays unwritten.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const found = await other.query('select count(*)::int as n from announcements where title = $1', [title]);
    expect(found.rows[0].n, 'the refused announcement was published after all').toBe(0);

    // And the same write passes now.
    const again = await injectAs(app, token, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title, content: 'Exams start Monday', target_audience: 'all', priority: 'high' },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe.runIf(onPostgres)('on PostgreSQL, DB_STATEMENT_TIMEOUT_MS', () => {
  it('cancels a statement that runs longer, as a busy database and not a fault', async () => {
    const app = await buildTestApp({ databasePool: { max: 2, statementTimeoutMs: 200, lockTimeoutMs: 100 } });
    try {
      const failure = await app.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
      expect(isDatabaseBusy(failure)).toBe(true);
      const shown = (await app.db.execute(
        sql`select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement`,
      )) as unknown as { rows: { lock: string; statement: string }[] };
      expect(shown.rows[0]).toEqual({ lock: '100ms', statement: '200ms' });
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onPostgres)('on PostgreSQL, migrations', () => {
  it("wait for another process's migrations however long they take, without the timeouts of requests", async () => {
    const config = await freshDatabase();
    if (config.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const database = await openDatabase(config, { pool: { statementTimeoutMs: 100, lockTimeoutMs: 50 } });
    const other = new pg.Client({ connectionString: config.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      const migrating = database.migrate(loadConfig({}).migrationsDir);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await other.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
      await expect(migrating).resolves.toBeUndefined();
    } finally {
      await other.end();
      await database.close();
    }
  });
});
