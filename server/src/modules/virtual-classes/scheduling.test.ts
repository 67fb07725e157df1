/**
 * Schedule Virtual Class (POST /api/classroom/schedule) and the Virtual Classes page's quick form
 * (POST /api/virtualclass/create): the teacher's own courses, times on the college's clocks, no double-booking.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { departments, virtualSessions } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

const MINUTE = 60_000;
/** Saturday 21 November 2026, 14:00 in Bahawalpur (UTC+5). */
const NOW = new Date('2026-11-21T09:00:00Z');
const clock = { now: NOW };
let app: App;
let departmentIds: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now });
  const rows = await app.db.select().from(departments);
  departmentIds = Object.fromEntries(rows.map((d) => [d.name, d.id]));
});
beforeEach(() => {
  clock.now = NOW;
});
afterAll(() => app.close());

/** A teacher of its own with one virtual course, so that tests do not book each other's times. */
async function teacherWithCourse(code: string) {
  const teacher = await buildFaculty(app);
  const course = await buildCourse(app, {
    code,
    name: 'Computer Networks',
    instructorId: teacher.id,
    isVirtual: true,
    semester: 5,
    department: 'Computer Science',
  });
  return { teacher, course, token: await signIn(app, teacher.email) };
}

const sessionsOf = async (courseId: string) =>
  app.db.select().from(virtualSessions).where(eq(virtualSessions.courseId, courseId));
const sessionCount = async () => (await app.db.select({ n: count() }).from(virtualSessions))[0].n;

describe('POST /api/classroom/schedule', () => {
  const form = (courseId: string, overrides: Record<string, unknown> = {}) => ({
    courseId,
    title: 'Transport layer: TCP and UDP',
    description: 'Read chapter 3 first.',
    scheduledDate: '2026-11-21',
    scheduledTime: '16:30',
    duration: 90,
    semester: 5,
    department: departmentIds['Computer Science'],
    section: 'b',
    maxParticipants: 60,
    ...overrides,
  });
  const schedule = (token: string, body: object) =>
    injectAs(app, token, { method: 'POST', url: '/api/classroom/schedule', payload: body });

  it("schedules a class of the teacher's course, reading the date and time on the college's clocks", async () => {
    const { teacher, course, token } = await teacherWithCourse('SCH-101');
    const other = await buildFaculty(app);
    const res = await schedule(
      token,
      form(course.id, { instructorId: other.id, scheduledDateTime: '2030-01-01T00:00:00Z' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Class Scheduled Successfully!',
      data: {
        session: {
          title: 'Transport layer: TCP and UDP',
          description: 'Read chapter 3 first.',
          course_id: { _id: course.id, code: 'SCH-101', name: 'Computer Networks' },
          // The signed-in teacher, whatever instructorId said; 16:30 in Bahawalpur is 11:30 UTC.
          instructor_id: { _id: teacher.id, name: teacher.name },
          scheduled_date: '2026-11-21T11:30:00.000Z',
          duration: 90,
          status: 'scheduled',
          semester: 5,
          department: { _id: departmentIds['Computer Science'], name: 'Computer Science' },
          section: 'B',
          max_participants: 60,
          started_at: null,
          ended_at: null,
          participant_count: 0,
        },
      },
    });
    // A random part of its own, not the session id every list shows: without Jitsi tokens the name is the key.
    expect(body.data.session.room_name).toMatch(/^college-sch-101-[0-9a-f]{32}$/);
    expect(body.data.session.room_name).not.toContain(body.data.session._id);
  });

  it("the course fixes the class's semester and department: left out, they are the course's", async () => {
    const { course, token } = await teacherWithCourse('SCH-120');
    const { semester: _s, department: _d, ...withoutThem } = form(course.id);
    const res = await schedule(token, withoutThem);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.session).toMatchObject({
      semester: 5,
      department: { _id: departmentIds['Computer Science'], name: 'Computer Science' },
    });
    const [stored] = await sessionsOf(course.id);
    expect(stored).toMatchObject({ semester: 5, departmentId: departmentIds['Computer Science'] });
  });

  it('empty section means every section; empty max participants means 100', async () => {
    const { course, token } = await teacherWithCourse('SCH-102');
    const res = await schedule(token, form(course.id, { section: '', maxParticipants: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.session).toMatchObject({ section: null, max_participants: 100 });
  });

  it('a date before today (in the college time zone) is refused on scheduledDate', async () => {
    const { course, token } = await teacherWithCourse('SCH-103');
    const res = await schedule(
      token,
      form(course.id, { scheduledDate: '2026-11-20', scheduledTime: '23:00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Date cannot be before today',
      errors: [{ field: 'scheduledDate', message: 'Date cannot be before today' }],
    });
    // 20:00 UTC on the 21st is already the 22nd in Bahawalpur: the 21st is then "before today".
    clock.now = new Date('2026-11-21T20:00:00Z');
    const late = await schedule(
      token,
      form(course.id, { scheduledDate: '2026-11-21', scheduledTime: '23:30' }),
    );
    expect(late.json().errors).toMatchObject([
      { field: 'scheduledDate', message: 'Date cannot be before today' },
    ]);
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  it('a day that does not exist (2027-02-30) is refused on scheduledDate, not moved to 2 March', async () => {
    const { course, token } = await teacherWithCourse('SCH-109');
    const res = await schedule(token, form(course.id, { scheduledDate: '2027-02-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'scheduledDate', message: 'Date must be a real date' },
    ]);
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  it('a time already past is refused on scheduledTime; a minute ago is still accepted', async () => {
    const { course, token } = await teacherWithCourse('SCH-104');
    const past = await schedule(token, form(course.id, { scheduledTime: '13:58' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toMatchObject([
      { field: 'scheduledTime', message: 'The class time has already passed' },
    ]);
    expect((await schedule(token, form(course.id, { scheduledTime: '13:59' }))).statusCode).toBe(201);
  });

  it('refuses invalid fields with a message for each (400) and writes nothing', async () => {
    const { course, token } = await teacherWithCourse('SCH-105');
    const before = await sessionCount();
    const res = await schedule(
      token,
      form(course.id, {
        title: '',
        scheduledTime: '25:00',
        duration: 20,
        maxParticipants: 5,
        section: 'AB',
        semester: 9,
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'scheduledTime',
        'duration',
        'maxParticipants',
        'section',
        'semester',
      ]),
    );
    expect(await sessionCount()).toBe(before);
  });

  it('an unknown department is refused on department (400)', async () => {
    const { course, token } = await teacherWithCourse('SCH-106');
    const res = await schedule(token, form(course.id, { department: crypto.randomUUID() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'department', message: 'Choose a department' }]);
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  it("another teacher's course is not found (404); students and admins may not schedule (403)", async () => {
    const { course } = await teacherWithCourse('SCH-107');
    const { token: otherToken } = await teacherWithCourse('SCH-108');
    const res = await schedule(otherToken, form(course.id));
    expect(res.statusCode).toBe(404);
    const student = await buildStudent(app);
    const admin = await buildAdmin(app);
    expect((await schedule(await signIn(app, student.email), form(course.id))).statusCode).toBe(403);
    expect((await schedule(await signIn(app, admin.email), form(course.id))).statusCode).toBe(403);
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  describe('a teacher cannot double-book', () => {
    it("a class overlapping another of the teacher's classes is refused (409), naming it and its time", async () => {
      const { teacher, course, token } = await teacherWithCourse('OVL-201');
      // Another course of the same teacher: 15:00-16:30 in Bahawalpur.
      const second = await buildCourse(app, { code: 'OVL-202', instructorId: teacher.id });
      await buildVirtualSession(app, second, {
        title: 'Routing algorithms',
        scheduledAt: new Date('2026-11-21T10:00:00Z'),
        durationMinutes: 90,
      });
      const res = await schedule(token, form(course.id, { scheduledTime: '16:00', duration: 30 }));
      expect(res.statusCode).toBe(409);
      const message =
        'This time overlaps your class "Routing algorithms" (OVL-202) on Sat 21 Nov, 15:00-16:30. Choose another time.';
      expect(res.json()).toMatchObject({
        success: false,
        message,
        errors: [{ field: 'scheduledTime', message }],
      });
      expect(await sessionsOf(course.id)).toEqual([]);
    });

    it('back-to-back classes are allowed', async () => {
      const { course, token } = await teacherWithCourse('OVL-203');
      await buildVirtualSession(app, course, {
        scheduledAt: new Date('2026-11-21T10:00:00Z'),
        durationMinutes: 90,
      });
      expect((await schedule(token, form(course.id, { scheduledTime: '16:30' }))).statusCode).toBe(201);
      // And one that ends exactly when the first begins.
      expect(
        (await schedule(token, form(course.id, { scheduledTime: '14:30', duration: 30 }))).statusCode,
      ).toBe(201);
    });

    it("cancelled and completed classes do not hold the time; another teacher's classes do not either", async () => {
      const { course, token } = await teacherWithCourse('OVL-204');
      const at = new Date('2026-11-21T13:00:00Z'); // 18:00 in Bahawalpur
      await buildVirtualSession(app, course, { scheduledAt: at, status: 'cancelled' });
      await buildVirtualSession(app, course, { scheduledAt: at, status: 'completed' });
      const { course: otherCourse } = await teacherWithCourse('OVL-205');
      await buildVirtualSession(app, otherCourse, { scheduledAt: at });
      expect((await schedule(token, form(course.id, { scheduledTime: '18:00' }))).statusCode).toBe(201);
    });

    it('two requests for the same time at once: one is scheduled, the other refused', async () => {
      const { course, token } = await teacherWithCourse('OVL-206');
      const body = form(course.id, { scheduledTime: '19:00' });
      const results = await Promise.all([schedule(token, body), schedule(token, body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await sessionsOf(course.id)).toHaveLength(1);
    });
  });
});

describe('POST /api/virtualclass/create', () => {
  const create = (token: string, body: object) =>
    injectAs(app, token, { method: 'POST', url: '/api/virtualclass/create', payload: body });
  const quick = (courseId: string, overrides: Record<string, unknown> = {}) => ({
    course_id: courseId,
    title: 'Flow and congestion control',
    description: '',
    scheduled_date: '2026-11-21T12:00:00.000Z',
    duration: 60,
    ...overrides,
  });

  it("creates a session with the course's semester and department, for every section and 100 people", async () => {
    const { teacher, course, token } = await teacherWithCourse('CRT-301');
    const res = await create(token, quick(course.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Virtual class session created successfully!',
      data: {
        session: {
          title: 'Flow and congestion control',
          scheduled_date: '2026-11-21T12:00:00.000Z',
          duration: 60,
          status: 'scheduled',
          semester: 5,
          department: { name: 'Computer Science' },
          section: null,
          max_participants: 100,
          instructor_id: { _id: teacher.id },
        },
      },
    });
  });

  it("'Start Now': a session for the present moment (up to 5 minutes past) is created and started at once", async () => {
    const { course, token } = await teacherWithCourse('CRT-302');
    const fiveMinutesAgo = new Date(NOW.getTime() - 5 * MINUTE).toISOString();
    const res = await create(token, quick(course.id, { scheduled_date: fiveMinutesAgo, start_now: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Class started', data: { session: { status: 'ongoing' } } });
  });

  it("'Start Now' that fails to start leaves no session behind, so trying again is not an overlap", async () => {
    const { course, token } = await teacherWithCourse('CRT-309');
    // The database refuses the start once, as a dropped connection or a failing disk would.
    await app.db.execute(sql`
      create function refuse_start() returns trigger language plpgsql as $$
      begin raise exception 'the start failed'; end $$`);
    await app.db.execute(sql`
      create trigger refuse_start before update on virtual_sessions
      for each row when (new.status = 'ongoing') execute function refuse_start()`);
    try {
      const failed = await create(
        token,
        quick(course.id, { scheduled_date: NOW.toISOString(), start_now: true }),
      );
      expect(failed.statusCode).toBe(500);
      expect(await sessionsOf(course.id)).toEqual([]);
    } finally {
      await app.db.execute(sql`drop trigger refuse_start on virtual_sessions`);
      await app.db.execute(sql`drop function refuse_start()`);
    }
    const retry = await create(
      token,
      quick(course.id, { scheduled_date: NOW.toISOString(), start_now: true }),
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.session.status).toBe('ongoing');
  });

  it('a day that does not exist (2027-02-30) is refused on scheduled_date, not moved to 2 March', async () => {
    const { course, token } = await teacherWithCourse('CRT-310');
    for (const scheduled_date of ['2027-02-30T10:00:00.000Z', '2027-02-30T15:00:00+05:00']) {
      const res = await create(token, quick(course.id, { scheduled_date }));
      expect(res.statusCode, scheduled_date).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['scheduled_date']);
    }
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  it('more than 5 minutes in the past is refused on scheduled_date (400)', async () => {
    const { course, token } = await teacherWithCourse('CRT-303');
    const res = await create(
      token,
      quick(course.id, { scheduled_date: new Date(NOW.getTime() - 5 * MINUTE - 1000).toISOString() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'scheduled_date', message: 'The class time has already passed' },
    ]);
  });

  it('refuses a missing course, title or date and a duration outside 30-180 (400), writing nothing', async () => {
    const { course, token } = await teacherWithCourse('CRT-304');
    const res = await create(token, { course_id: '', title: '', scheduled_date: 'tomorrow', duration: 181 });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['course_id', 'title', 'scheduled_date', 'duration']));
    expect(await sessionsOf(course.id)).toEqual([]);
  });

  it('overlapping a live class of the teacher is refused on scheduled_date (409)', async () => {
    const { course, token } = await teacherWithCourse('CRT-305');
    await buildVirtualSession(app, course, {
      title: 'Live now',
      scheduledAt: new Date(NOW.getTime() - 30 * MINUTE),
      durationMinutes: 60,
      status: 'ongoing',
      startedAt: new Date(NOW.getTime() - 30 * MINUTE),
    });
    const res = await create(token, quick(course.id, { scheduled_date: NOW.toISOString() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('scheduled_date');
    expect(res.json().message).toContain('"Live now" (CRT-305) on Sat 21 Nov, 13:30-14:30');
  });
});
