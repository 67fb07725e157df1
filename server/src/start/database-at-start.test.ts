/**
 * A start against a database that does not exist or cannot be reached ends with one line naming the server and
 * the database (never the password, never a stack trace) and exit code 1, as `npm start` runs the server.
 */
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../e2e/support/server-process';
import { adminDatabaseUrl } from '../test/postgres';
import { startMain } from '../test/start-main';

const onPostgres = !!inject('postgresTemplate');

async function startWith(databaseUrl: string) {
  const server = startMain({
    DATABASE_URL: databaseUrl,
    WORKERS: '1',
    PORT: String(await freePort()),
    DATABASE_CONNECT_TIMEOUT_S: '1',
    LOG_LEVEL: 'error',
  });
  const { code } = await server.exited;
  return { code, stderr: server.stderr().trim() };
}

describe.runIf(onPostgres)('on PostgreSQL, a start without its database', () => {
  it('says in one line that the database does not exist, naming host and database', async () => {
    const url = new URL(adminDatabaseUrl());
    url.pathname = '/portal_that_was_never_created';
    url.password = 'secret-password';
    const { code, stderr } = await startWith(url.toString());
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([
      `The database postgres://${url.host}/portal_that_was_never_created refused the connection ` +
        '(database "portal_that_was_never_created" does not exist): check the user, password and database name in DATABASE_URL',
    ]);
  });

  it('says in one line that nothing answers at its address, after DATABASE_CONNECT_TIMEOUT_S', async () => {
    const port = await freePort();
    const { code, stderr } = await startWith(`postgres://portal:secret-password@127.0.0.1:${port}/portal`);
    expect(code).toBe(1);
    expect(stderr).not.toContain('secret-password');
    expect(stderr.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The database postgres://127\\.0\\.0\\.1:${port}/portal did not answer within 1 s \\(ECONNREFUSED\\)`,
        ),
      ),
    ]);
  });
});
