/** The database behind drizzle, on PGlite's thread (and on PostgreSQL alike): order, transactions, errors. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app';
import { buildCourse } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { uniqueViolation } from './client';
import { openPGliteThread } from './pglite-thread';
import { catalogueCourses, courses } from './schema';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the database', () => {
  it("runs a slow statement without holding up the server's thread", async () => {
    let answered = false;
    const slow = app.db.execute(sql`select pg_sleep(0.5)`).then(() => (answered = true));
    // A timer set after the statement was sent fires while it runs: the thread is free meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    await slow;
    expect(answered).toBe(true);
  });

  it.runIf(!inject('postgresTemplate'))(
    'plans the embedded database as data in memory, where a random read costs about what a sequential one does',
    async () => {
      const { rows } = (await app.db.execute(sql`show random_page_cost`)) as unknown as {
        rows: { random_page_cost: string }[];
      };
      expect(Number(rows[0]!.random_page_cost)).toBeLessThan(2);
    },
  );

  it('undoes a transaction that fails, and goes on answering', async () => {
    const course = await buildCourse(app, { code: 'TX-KEEP' });
    await expect(
      app.db.transaction(async (tx) => {
        await tx
          .update(catalogueCourses)
          .set({ name: 'Renamed Then Undone' })
          .where(eq(catalogueCourses.id, course.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await app.db.select({ name: courses.name }).from(courses).where(eq(courses.id, course.id));
    expect(row?.name).toBe(course.name);
  });

  it('keeps the statements of a transaction together, in order, while others wait', async () => {
    const course = await buildCourse(app, { code: 'TX-ORDER', credits: 1 });
    const seen: number[] = [];
    const inside = app.db.transaction(async (tx) => {
      await tx.update(catalogueCourses).set({ credits: 5 }).where(eq(catalogueCourses.id, course.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.update(catalogueCourses).set({ credits: 2 }).where(eq(catalogueCourses.id, course.id));
    });
    const outside = app.db
      .select({ credits: courses.credits })
      .from(courses)
      .where(eq(courses.id, course.id))
      .then(([row]) => seen.push(row!.credits));
    await Promise.all([inside, outside]);
    // Never the 5 of the unfinished transaction.
    expect(seen).not.toContain(5);
  });

  it('refuses a data folder dump it cannot open', async () => {
    await expect(openPGliteThread(undefined, new Blob(['not a dump of a data folder']))).rejects.toThrow();
  });

  it("reports PostgreSQL's code and constraint of a refused statement", async () => {
    await buildCourse(app, { code: 'DUP-1' });
    const error = await buildCourse(app, { code: 'DUP-1' }).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('courses_code_unique');
  });
});
