/**
 * Bad input to the calendar gets a clear message and changes nothing (issue 34, item 11): overlapping dates
 * (409 naming both terms), starting a term that does not exist (404), holding back someone who is not a
 * student (400), two starts at once (one wins, the other is told 409 or finds nothing left to do).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, courseOfferings, enrollments, studentProfiles, terms } from '../../db/schema';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

/** Wednesday 10 February 2027: Spring 2027 has begun on the calendar but nobody has started it yet. */
const NOW = new Date('2027-02-10T06:00:00Z');
const onPostgres = !!inject('postgresTemplate');

let app: App;
let admin: string;
let springId: string;
let teacherId: string;

/** The college began in Fall 2026: its first start made that term. */
let now = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  admin = await signIn(app, (await buildAdmin(app)).email);
  const teacher = await buildFaculty(app);
  teacherId = teacher.id;
  await buildCourse(app, { code: 'TR-402', semester: 4, instructorId: teacher.id });
  await buildStudent(app, { semester: 3 });
  const spring = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/terms',
    payload: { season: 'Spring', year: 2027 },
  });
  expect(spring.statusCode, spring.body).toBe(201);
  springId = spring.json().data.term._id;
  now = NOW;
});
afterAll(() => app.close());

const start = (id: string, payload: object) =>
  injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${id}/start`, payload });

/** Everything a term's change or start writes, row by row. */
const snapshot = () =>
  Promise.all(
    [terms, courseOfferings, studentProfiles, enrollments, auditLog].map((table) =>
      app.db
        .select()
        .from(table)
        .orderBy(sql`1`),
    ),
  );

describe('bad input to the calendar changes nothing', () => {
  it('dates overlapping another term: 409 naming both, for a new term and for a moved one', async () => {
    const before = await snapshot();
    const added = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/terms',
      payload: { season: 'Summer', year: 2027, starts_on: '2027-06-01', ends_on: '2027-08-15' },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({
      code: 'term.overlaps',
      message: 'Summer 2027 (2027-06-01 to 2027-08-15) overlaps Spring 2027 (2027-02-01 to 2027-08-31)',
    });
    const moved = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/terms/${springId}`,
      payload: { starts_on: '2027-01-20', ends_on: '2027-08-31' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/^Spring 2027 \(2027-01-20 to 2027-08-31\) overlaps Fall 2026/);
    expect(await snapshot()).toEqual(before);
  });

  it('starting a term that does not exist: 404', async () => {
    const before = await snapshot();
    const res = await start('00000000-0000-4000-8000-000000000000', { dry_run: false });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'term.notFound', message: 'Term not found' });
    expect(await snapshot()).toEqual(before);
  });

  it('holding back someone who is not a student: 400 naming them, and the start does not happen', async () => {
    const before = await snapshot();
    const res = await start(springId, { dry_run: false, hold_back: [teacherId] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'term.holdBackNotStudent',
      message: `Only students can be held back: ${teacherId} is not a student`,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.skipIf(!onPostgres)('a start while another holds the term: 409, writing nothing', async () => {
    const before = await snapshot();
    let res: Awaited<ReturnType<typeof start>> | undefined;
    // Another start holds the term's row; this one is told at once rather than waiting.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from terms where id = ${springId} for update`);
      res = await start(springId, { dry_run: false });
    });
    expect(res!.statusCode).toBe(409);
    expect(res!.json()).toMatchObject({
      code: 'term.startBusy',
      message: 'Spring 2027 is being started by someone else; try again in a moment',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('two starts at once: one starts the term, the other adds nothing', async () => {
    const answers = await Promise.all([
      start(springId, { dry_run: false }),
      start(springId, { dry_run: false }),
    ]);
    const plans = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.plan);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(plans.length + busy.length, answers.map((a) => a.body).join('\n')).toBe(2);
    for (const refused of busy) expect(refused.json().code).toBe('term.startBusy');
    const winners = plans.filter((p) => p.offerings > 0);
    expect(winners).toHaveLength(1);
    const offered = (await app.db.execute(
      sql`select count(*)::int as n from course_offerings where term_id = ${springId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(offered.rows[0]!.n).toBe(winners[0].offerings);
    const started = (await app.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'term.started' and entity_id = ${springId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(started.rows[0]!.n).toBe(1);
  });
});
