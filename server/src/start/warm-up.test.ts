/** A new server process reads each kind of page before it listens, within its bound, and leaves nothing behind. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app';
import { authSessions, terms } from '../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  latestTermId,
} from '../test/factories';
import { buildTestApp } from '../test/harness';
import { WARM_UP_READS, warmUp } from './warm-up';

const onPostgres = !!inject('postgresTemplate');

let app: App;
let today: string;
beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app);
  const student = await buildStudent(app);
  await buildAdmin(app);
  const course = await buildCourse(app, { instructorId: teacher.id });
  await buildEnrollment(app, student.id, course.id);
  const [term] = await app.db
    .select({ startsOn: terms.startsOn })
    .from(terms)
    .where(eq(terms.id, await latestTermId(app)));
  today = term!.startsOn;
});
afterAll(() => app.close());

const sessions = async () => (await app.db.select({ n: count() }).from(authSessions))[0]!.n;

describe('the warm-up of a new server process', () => {
  it("reads every kind of the teaching hour's pages a few times, as the first student, teacher and admin, each answered", async () => {
    const before = await sessions();
    const warmed = await warmUp(app, 60_000, today);
    const { lanes, rounds } = WARM_UP_READS[app.database.kind];
    // Public 5, student 9, teacher 6, admin 3.
    expect(warmed).toMatchObject({ requests: lanes * rounds * 23, unanswered: 0 });
    expect(await sessions()).toBe(before);
  });

  it.runIf(onPostgres)('on PostgreSQL, plans the statements on several connections, not one', async () => {
    await warmUp(app, 60_000, today);
    expect(app.database.load()).toMatchObject({ connections: expect.toSatisfy((n: number) => n >= 2) });
  });

  it('stops at its bound, and WARMUP_MS=0 reads nothing', async () => {
    expect(await warmUp(app, 0, today)).toEqual({ requests: 0, unanswered: 0, ms: 0 });
    const before = await sessions();
    const warmed = await warmUp(app, 1, today);
    expect(warmed.requests).toBeLessThan(5);
    expect(await sessions()).toBe(before);
  });
});
