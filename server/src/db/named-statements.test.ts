import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import { MAX_PER_CONNECTION, statementName } from './named-statements';

describe('the name of a statement', () => {
  it('is the same for the same text and differs for another', () => {
    expect(statementName('select $1')).toBe(statementName('select $1'));
    expect(statementName('select $1')).not.toBe(statementName('select $1, $2'));
    expect(statementName('select $1')).toMatch(/^p[0-9a-f]{30}$/);
  });
});

const onPostgres = !!inject('postgresTemplate');

// The embedded database's thread does the same (pglite-worker.mjs's runPrepared).
describe('statements with values', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  type Statements = Pick<App['db'], 'execute'>;
  const firstRow = async (db: Statements, query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
  /** The statements prepared on the transaction's connection whose text contains `marker`. */
  const preparedWith = async (tx: Statements, marker: string) =>
    (await firstRow(
      tx,
      sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`}`,
    ))!.n;

  it('are prepared once on a connection and run again by name, with other values', async () => {
    await app.db.transaction(async (tx) => {
      const first = await firstRow(tx, sql`select ${'one'}::text as kept_marker`);
      const second = await firstRow(tx, sql`select ${'two'}::text as kept_marker`);
      expect([first, second]).toEqual([{ kept_marker: 'one' }, { kept_marker: 'two' }]);
      expect(await preparedWith(tx, 'as kept_marker')).toBe(1);
    });
  });

  it.runIf(onPostgres)('are planned once on a connection, not for each of their first runs', async () => {
    await app.db.transaction(async (tx) => {
      for (const value of ['one', 'two', 'three'])
        await firstRow(tx, sql`select ${value}::text as planned_marker`);
      const plans = await firstRow(
        tx,
        sql`select generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where statement like ${'%as planned_marker%'}`,
      );
      expect(plans).toEqual({ generic: 3, custom: 0 });
    });
  });

  it.runIf(onPostgres)(
    'a text without values, which may hold several statements, runs as it is',
    async () => {
      await expect(app.db.execute(sql.raw('select 1; select 2 as several_marker'))).resolves.toBeDefined();
      await app.db.transaction(async (tx) => expect(await preparedWith(tx, 'several_marker')).toBe(0));
    },
  );

  it('a connection keeps a bounded number; beyond it, statements run unnamed and still answer', async () => {
    await app.db.transaction(async (tx) => {
      for (let n = 0; n <= MAX_PER_CONNECTION; n++) {
        const row = await firstRow(tx, sql`select ${n}::int + ${sql.raw(String(n))} as bound_marker`);
        expect(row).toEqual({ bound_marker: 2 * n });
      }
      expect(await preparedWith(tx, 'as bound_marker')).toBeLessThanOrEqual(MAX_PER_CONNECTION);
    });
  });

  it('a statement that fails leaves the connection able to prepare it again', async () => {
    const failing = (value: string) => firstRow(app.db, sql`select ${value}::int as failing_marker`);
    await expect(failing('not a number')).rejects.toThrow();
    await expect(failing('7')).resolves.toEqual({ failing_marker: 7 });
  });
});

describe.runIf(onPostgres)('the pool of connections, which keep their plans only while they live', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('keeps an idle connection through a lull longer than pg’s default 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await app.db.execute(sql`select 1 as lull_marker`);
      const load = () => app.database.load() as { connections: number; idle: number };
      const before = load().connections;
      expect(before).toBeGreaterThan(0);
      vi.advanceTimersByTime(60_000);
      expect(load()).toMatchObject({ connections: before, idle: before });
    } finally {
      vi.useRealTimers();
    }
  });
});
