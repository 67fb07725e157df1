/**
 * The college's calendar: terms added and changed by the admin, never overlapping; a term's start previewed
 * and applied once; an ended term closed. The server's clock stands on chosen days.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, enrollments, studentProfiles } from '../../db/schema';
import { buildTestApp } from '../../test/harness';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';

let now = new Date('2026-11-20T06:00:00Z');
let app: App;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  admin = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());

const terms = async (token = admin) =>
  (await injectAs(app, token, { method: 'GET', url: '/api/terms' })).json().data;
const addTerm = (payload: object) =>
  injectAs(app, admin, { method: 'POST', url: '/api/admin/terms', payload });
const start = (id: string, payload: object) =>
  injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${id}/start`, payload });

describe('the calendar', () => {
  it('has the term of today from the first start, current and in view', async () => {
    const data = await terms();
    expect(data.terms).toHaveLength(1);
    expect(data.current).toMatchObject({
      name: 'Fall 2026',
      starts_on: '2026-09-01',
      ends_on: '2027-01-31',
      status: 'current',
    });
    expect(data.in_view.name).toBe('Fall 2026');
  });

  it("adds a term with its season's dates by default", async () => {
    const res = await addTerm({ season: 'Spring', year: 2027 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.term).toMatchObject({
      name: 'Spring 2027',
      starts_on: '2027-02-01',
      ends_on: '2027-08-31',
      status: 'upcoming',
      started_at: null,
    });
  });

  it('refuses dates that overlap another term, naming both, and adds nothing', async () => {
    const res = await addTerm({
      season: 'Summer',
      year: 2027,
      starts_on: '2027-06-01',
      ends_on: '2027-08-15',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Summer 2027 (2027-06-01 to 2027-08-15) overlaps Spring 2027 (2027-02-01 to 2027-08-31)',
    );
    expect((await terms()).terms.map((t: { name: string }) => t.name)).toEqual(['Fall 2026', 'Spring 2027']);
  });

  it('refuses a last day before the first', async () => {
    const res = await addTerm({ season: 'Fall', year: 2030, starts_on: '2030-09-01', ends_on: '2030-08-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'ends_on',
      message: 'The last day must not be before the first day',
    });
  });

  it("lets the admin move a term's dates, but not onto another term", async () => {
    const spring = (await terms()).terms.find((t: { name: string }) => t.name === 'Spring 2027');
    const moved = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/terms/${spring._id}`,
      payload: { starts_on: '2027-02-08', ends_on: '2027-07-31' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.term).toMatchObject({ starts_on: '2027-02-08', ends_on: '2027-07-31' });
    const onto = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/terms/${spring._id}`,
      payload: { starts_on: '2027-01-15', ends_on: '2027-07-31' },
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toContain('overlaps Fall 2026');
  });

  it('is read by everyone signed in, changed by admins only', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    expect((await terms(token)).current.name).toBe('Fall 2026');
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/admin/terms',
      payload: { season: 'Fall', year: 2027 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('starting a term', () => {
  it('answers 404 for a term that does not exist, 400 for holding back someone who is not a student', async () => {
    expect((await start('00000000-0000-4000-8000-000000000000', { dry_run: true })).statusCode).toBe(404);
    const spring = (await terms()).terms.find((t: { name: string }) => t.name === 'Spring 2027');
    const teacher = await buildFaculty(app);
    const res = await start(spring._id, { dry_run: true, hold_back: [teacher.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Only students can be held back: ${teacher.id} is not a student`);
  });

  it('previews Spring without writing, then applies it once: offerings, promotions, enrolments', async () => {
    const teacher = await buildFaculty(app);
    const fall = await buildCourse(app, {
      code: 'TS-301',
      semester: 3,
      instructorId: teacher.id,
      scheduleDays: ['Monday'],
      scheduleTime: '08:30 - 10:00',
    });
    const springCourse = await buildCourse(app, { code: 'TS-402', semester: 4, instructorId: teacher.id });
    const untaught = await buildCourse(app, { code: 'TS-404', semester: 4 });
    const ali = await buildStudent(app, { semester: 3 });
    const sara = await buildStudent(app, { semester: 3 });
    // B.Ed takes three semesters: its third-semester student graduates.
    const last = await buildStudent(app, { semester: 3, department: 'Education', program: 'B.Ed' });
    await buildEnrollment(app, ali.id, fall.id);
    const spring = (await terms()).terms.find((t: { name: string }) => t.name === 'Spring 2027');

    now = new Date('2027-02-10T06:00:00Z');
    const preview = await start(spring._id, { dry_run: true, hold_back: [sara.id] });
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json().data.plan;
    expect(plan.applied).toBe(false);
    const codes = plan.lists.offerings.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['TS-402', 'TS-404']));
    expect(codes).not.toContain('TS-301');
    expect(plan.lists.offerings.find((o: { code: string }) => o.code === 'TS-402').teacher).toEqual({
      _id: teacher.id,
      name: teacher.name,
    });
    expect(plan.lists.promotions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: ali.id, from: 3, to: 4 }),
        expect.objectContaining({ _id: last.id, from: 3, to: null }),
      ]),
    );
    expect(plan.lists.promotions.map((p: { _id: string }) => p._id)).not.toContain(sara.id);
    expect(plan.lists.held_back).toEqual([expect.objectContaining({ _id: sara.id, semester: 3 })]);
    expect(plan.warnings.map((w: { code: string }) => w.code)).toEqual(
      expect.arrayContaining(['term.warnNoTeacher', 'term.warnHeldBack']),
    );
    // Nothing written by the preview.
    const [aliBefore] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, ali.id));
    expect(aliBefore.semester).toBe(3);

    const applied = await start(spring._id, { dry_run: false, hold_back: [sara.id] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.plan).toMatchObject({
      applied: true,
      offerings: plan.offerings,
      promotions: plan.promotions,
      enrollments: plan.enrollments,
    });
    const profile = async (id: string) =>
      (await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id)))[0];
    expect((await profile(ali.id)).semester).toBe(4);
    expect((await profile(sara.id)).semester).toBe(3);
    expect((await profile(last.id)).graduatedAt).not.toBeNull();
    const aliCourses = await app.db.execute(sql`
      select c.code, c.term_name from ${enrollments} e join courses c on c.id = e.course_id
       where e.student_id = ${ali.id} order by c.code`);
    expect((aliCourses as unknown as { rows: unknown[] }).rows).toEqual([
      { code: 'TS-301', term_name: 'Fall 2026' },
      { code: 'TS-402', term_name: 'Spring 2027' },
      { code: 'TS-404', term_name: 'Spring 2027' },
    ]);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'term.started'));
    expect(audited.entityId).toBe(spring._id);
    void springCourse;
    void untaught;

    // A second start adds nothing.
    const again = await start(spring._id, { dry_run: false });
    expect(again.json().data.plan).toMatchObject({
      applied: true,
      offerings: 0,
      promotions: 0,
      enrollments: 0,
    });
    expect((await profile(ali.id)).semester).toBe(4);

    const data = await terms();
    expect(data.current.name).toBe('Spring 2027');
    expect(data.in_view.name).toBe('Spring 2027');
  });
});

describe('closing a term', () => {
  it('refuses a term that has not ended, closes one that has, once', async () => {
    const list = (await terms()).terms;
    const spring = list.find((t: { name: string }) => t.name === 'Spring 2027');
    const fall = list.find((t: { name: string }) => t.name === 'Fall 2026');
    const early = await injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${spring._id}/close` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Spring 2027 has not ended yet: it can be closed after 2027-07-31');
    const closed = await injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${fall._id}/close` });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.term.status).toBe('closed');
    const twice = await injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${fall._id}/close` });
    expect(twice.statusCode).toBe(409);
    const edit = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/terms/${fall._id}`,
      payload: { starts_on: '2026-09-01', ends_on: '2027-01-30' },
    });
    expect(edit.statusCode).toBe(409);
  });
});
