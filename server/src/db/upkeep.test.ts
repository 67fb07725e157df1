/** The embedded database is vacuumed and analyzed every night at 03:00 college time (PGlite has no autovacuum). */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import { nextUpkeep } from './upkeep';

describe('the next nightly upkeep', () => {
  it.each([
    ['2026-11-25T12:00:00Z', '2026-11-25T22:00:00.000Z', 'in the afternoon: 03:00 tonight, Pakistan time'],
    ['2026-11-25T21:30:00Z', '2026-11-25T22:00:00.000Z', 'at 02:30: in half an hour'],
    ['2026-11-25T22:00:00Z', '2026-11-26T22:00:00.000Z', 'at 03:00 itself: the next night'],
  ])('from %s is %s (%s)', (now, due) => {
    expect(nextUpkeep(new Date(now), 'Asia/Karachi').toISOString()).toBe(due);
  });

  it("follows the college's own clock, daylight saving included", () => {
    expect(nextUpkeep(new Date('2026-07-01T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-07-02T02:00:00.000Z',
    );
    expect(nextUpkeep(new Date('2026-12-01T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-12-02T03:00:00.000Z',
    );
  });
});

describe('on the running server', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ clock: () => new Date('2026-11-25T12:00:00Z') });
  });
  afterAll(() => app.close());

  const embedded = !inject('postgresTemplate');

  it.runIf(embedded)('the embedded database has its upkeep scheduled for 03:00 tonight', () => {
    expect(app.databaseUpkeep.next()?.toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });

  it.runIf(!embedded)('PostgreSQL is left to its own autovacuum', () => {
    expect(app.databaseUpkeep.next()).toBeUndefined();
  });

  it('vacuums and analyzes, and the database goes on answering', async () => {
    const statements: string[] = [];
    const stop = app.database.onStatement((sql) => statements.push(sql));
    try {
      await app.databaseUpkeep.run();
    } finally {
      stop();
    }
    expect(statements).toEqual(['vacuum (analyze)']);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
