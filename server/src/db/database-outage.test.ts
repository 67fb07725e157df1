/**
 * The database going away (a restart, a failover, a cut network, its connections ended by an operator) never
 * ends the server: requests that need it answer 503 with a clear message meanwhile, and the portal recovers
 * by itself within seconds once it is back. At start, a database that does not answer yet is waited for.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { App } from '../app';
import { buildTestApp, freshDatabase } from '../test/harness';
import { adminDatabaseUrl } from '../test/postgres';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { isDatabaseUnavailable } from './connection-errors';
import { DatabaseUnreachableError } from './wait-for-database';

const onPostgres = !!inject('postgresTemplate');

let attempts = 0;
/** A sign-in with a wrong password: it reads and writes the database, and no cache can answer it. */
const wrongSignIn = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody-${++attempts}@example.edu`, password: 'not-the-password' },
  });

describe.runIf(onPostgres)('on PostgreSQL, when the database goes away while the portal runs', () => {
  let proxy: TcpProxy;
  let app: App;
  let direct: pg.Client;
  let name: string;
  beforeAll(async () => {
    const database = await freshDatabase();
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    name = new URL(database.url).pathname.slice(1);
    proxy = await startTcpProxy(database.url);
    app = await buildTestApp({ database: { kind: 'postgres', url: proxy.url } });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.end();
  });

  it('answers 503 with a clear message while it is cut off, and says so at /api/health', async () => {
    expect((await wrongSignIn(app)).statusCode).toBe(401);
    await proxy.cut();

    const refused = await wrongSignIn(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.databaseUnavailable });
    expect(refused.headers['retry-after']).toBe('5');

    // A transaction opens its connection before any statement: that failure is recognised too.
    const transaction = app.db.transaction((tx) => tx.execute(sql`select 1`));
    await expect(transaction.catch(isDatabaseUnavailable)).resolves.toBe(true);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'error' });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', db: 'error', draining: false });
  });

  it('recovers by itself within seconds once the database is back, and hears writes again', async () => {
    await proxy.restore();
    const back = Date.now();
    await vi.waitFor(async () => expect((await wrongSignIn(app)).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 100,
    });
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

    // The listening connection of write-notices.ts came back too: another process's write empties the cache.
    const clear = vi.spyOn(app.responseCache, 'clear');
    await vi.waitFor(
      async () => {
        clear.mockClear();
        await direct.query('update departments set name = name where false');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(clear).toHaveBeenCalled();
      },
      { timeout: 10_000, interval: 100 },
    );
    clear.mockRestore();
  });

  it('recovers when PostgreSQL ends its connections (pg_terminate_backend)', async () => {
    expect((await wrongSignIn(app)).statusCode).toBe(401);
    const ended = await direct.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [name],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await wrongSignIn(app)).statusCode).toBe(401), {
      timeout: 5000,
      interval: 100,
    });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('on PostgreSQL, a start while the database does not answer', () => {
  it('tries again, saying so in the log, and comes up once the database answers', async () => {
    const database = await freshDatabase();
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const proxy = await startTcpProxy(database.url, { open: false });
    const lines: string[] = [];
    try {
      const starting = buildTestApp({
        database: { kind: 'postgres', url: proxy.url },
        logLevel: 'warn',
        logStream: { write: (line) => void lines.push(line) },
        databaseConnectTimeoutS: 30,
      });
      await vi.waitFor(() => expect(lines.join('')).toContain('does not answer (ECONNREFUSED)'), {
        timeout: 5000,
      });
      await proxy.restore();
      const app = await starting;
      try {
        expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await proxy.close();
    }
  });

  it('gives up after DATABASE_CONNECT_TIMEOUT_S with one line naming the database, never its password', async () => {
    const proxy = await startTcpProxy(adminDatabaseUrl(), { open: false });
    await proxy.close();
    const url = new URL(proxy.url);
    url.password = 'secret-password';
    const start = buildTestApp({
      database: { kind: 'postgres', url: url.toString() },
      databaseConnectTimeoutS: 1,
    });
    await expect(start).rejects.toThrow(DatabaseUnreachableError);
    const message = await start.catch((error: Error) => error.message);
    expect(message).toMatch(
      new RegExp(
        `^The database postgres://127\\.0\\.0\\.1:${proxy.port}/postgres did not answer within 1 s \\(ECONNREFUSED\\)`,
      ),
    );
    expect(message).not.toContain('secret-password');
    expect(message).not.toContain('\n');
  });
});
