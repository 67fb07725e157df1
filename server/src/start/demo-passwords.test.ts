/**
 * The demo college's accounts share a published password: a real college must never run with them. The real
 * entry runs as a child process, on PostgreSQL, as `npm start` would.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../e2e/support/server-process';
import { users } from '../db/schema';
import { recordDemoPasswordHash } from '../modules/settings/demo-accounts';
import { buildStudent } from '../test/factories';
import { buildTestApp, freshDatabase } from '../test/harness';
import { startMain } from '../test/start-main';
import type { App } from '../app';

describe.runIf(!!inject('postgresTemplate'))('a start on PostgreSQL with demo accounts', () => {
  let app: App;
  let databaseUrl: string;
  beforeAll(async () => {
    const database = await freshDatabase();
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    databaseUrl = database.url;
    app = await buildTestApp({ database });
    await buildStudent(app);
    const [{ passwordHash }] = await app.db.select({ passwordHash: users.passwordHash }).from(users).limit(1);
    await recordDemoPasswordHash(app.db, passwordHash);
  });
  afterAll(() => app.close());

  it('is refused with one line that says why and what to do', async () => {
    const server = startMain({ DATABASE_URL: databaseUrl, PORT: String(await freePort()), WORKERS: '1' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toMatch(
      /^Not starting: \d+ account\(s\) of the demo college still have the published password \(demo1234\)/,
    );
    expect(server.lines.some((line) => line.msg.startsWith('Server listening'))).toBe(false);
  }, 60_000);

  it('goes ahead with ALLOW_DEMO_PASSWORDS=yes, for a trial or a benchmark', async () => {
    const server = startMain({
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      WORKERS: '1',
      ALLOW_DEMO_PASSWORDS: 'yes',
    });
    await expect
      .poll(() => server.lines.some((line) => line.msg.startsWith('Server listening')), { timeout: 45_000 })
      .toBe(true);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  it('is refused with NODE_ENV=production even so', async () => {
    const server = startMain({
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      WORKERS: '1',
      ALLOW_DEMO_PASSWORDS: 'yes',
      NODE_ENV: 'production',
    });
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toMatch(/^Not starting: /);
  }, 60_000);
});
