/**
 * Attendance belongs to a class meeting (issue 19,
 * docs/decisions/0014-attendance-belongs-to-a-class-meeting.md): two classes of
 * one course on one day are two classes in every figure, and attendance dates lie within the course
 * offering's term and not in the future.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { attendanceRecords, notifications } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

/** Thursday 26 November 2026, 11:00 in Bahawalpur: the Fall 2026 term began on 1 September. */
const NOW = new Date('2026-11-26T06:00:00Z');
let app: App;
let teacherToken: string;
let otherTeacherToken: string;
let adminToken: string;
const ids = {} as Record<'course' | 'otherCourse' | 'ali' | 'bushra', string>;
const tokens = {} as Record<'ali', string>;

type Status = 'present' | 'absent' | 'late' | 'excused';
const mark = (
  date: string,
  statuses: Record<string, Status>,
  meeting: { session_type?: string; start_time?: string } = {},
  courseId = ids.course,
) =>
  injectAs(app, teacherToken, {
    method: 'POST',
    url: '/api/attendance/mark',
    payload: {
      course_id: courseId,
      date,
      ...meeting,
      students: Object.entries(statuses).map(([student_id, status]) => ({ student_id, status })),
    },
  });
const get = (url: string, token = teacherToken) => injectAs(app, token, { method: 'GET', url });
const recordCount = async () => (await app.db.select({ n: count() }).from(attendanceRecords))[0].n;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const teacher = await buildFaculty(app);
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, {
    code: 'MTG-101',
    name: 'Data Structures',
    instructorId: teacher.id,
  });
  const otherCourse = await buildCourse(app, { code: 'MTG-201', instructorId: teacher.id });
  const ali = await buildStudent(app, { name: 'Ali Raza' });
  const bushra = await buildStudent(app, { name: 'Bushra Khan' });
  for (const s of [ali, bushra]) await buildEnrollment(app, s.id, course.id);
  await buildEnrollment(app, bushra.id, otherCourse.id);
  Object.assign(ids, { course: course.id, otherCourse: otherCourse.id, ali: ali.id, bushra: bushra.id });
  teacherToken = await signIn(app, teacher.email);
  otherTeacherToken = await signIn(app, other.email);
  adminToken = await signIn(app, admin.email);
  tokens.ali = await signIn(app, ali.email);
});
afterAll(() => app.close());

describe('a lecture and a lab of one course on one day are two classes', () => {
  beforeAll(async () => {
    expect((await mark('2026-11-24', { [ids.ali]: 'present', [ids.bushra]: 'present' })).statusCode).toBe(
      200,
    );
    const lab = await mark(
      '2026-11-24',
      { [ids.ali]: 'absent', [ids.bushra]: 'present' },
      { session_type: 'lab' },
    );
    expect(lab.statusCode).toBe(200);
  });

  it('a student present at the lecture and absent at the lab has attended 1 of 2 classes', async () => {
    const res = await get('/api/attendance/my-attendance/summary', tokens.ali);
    expect(res.json().data.summary).toEqual([
      expect.objectContaining({ total: 2, present: 1, absent: 1, percentage: 50 }),
    ]);
    const history = await get('/api/attendance/my-attendance', tokens.ali);
    expect(history.json().data.attendance).toHaveLength(2);
  });

  it("the student's dashboard, the teacher's My Students and exam eligibility count both classes", async () => {
    const dashboard = await get('/api/students/dashboard', tokens.ali);
    expect(dashboard.json().data.attendancePercentage).toBe(50);
    const students = await get(`/api/faculty/students?course_id=${ids.course}`);
    const ali = students.json().data.students.find((s: { _id: string }) => s._id === ids.ali);
    expect(ali.attendance).toBe(50);
    const eligibility = await get(`/api/attendance/course/${ids.course}/eligibility`);
    const standing = eligibility.json().data.students.find((s: { _id: string }) => s._id === ids.ali);
    expect(standing).toMatchObject({ attended: 1, total: 2, eligibility: 'may_repeat' });
  });

  it("the admin's reports list the student at risk with its 2 classes", async () => {
    const res = await get('/api/admin/reports', adminToken);
    expect(res.json().data.studentsAtRisk).toContainEqual(
      expect.objectContaining({ name: 'Ali Raza', course: 'MTG-101', percentage: 50, classes: 2 }),
    );
  });

  it('the attendance warning says 1 of 2 classes', async () => {
    const warnings = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.ali), eq(notifications.kind, 'attendance_warning')));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].body).toContain('You have attended 1 of 2 classes of MTG-101');
  });
});

describe('two classes of one type on one day are told apart by their start time', () => {
  it("each meeting has its own records, its own roster and counts once in the student's figures", async () => {
    const before = await get('/api/attendance/my-attendance/summary', tokens.ali);
    const total = (body: typeof before) =>
      body.json().data.summary.find((c: { course: { code: string } }) => c.course.code === 'MTG-101').total;
    await mark('2026-11-25', { [ids.ali]: 'present' }, { start_time: '09:00' });
    await mark('2026-11-25', { [ids.ali]: 'absent' }, { start_time: '14:00' });
    // Marking a meeting again updates it: no third class.
    await mark('2026-11-25', { [ids.ali]: 'late' }, { start_time: '14:00' });

    const after = await get('/api/attendance/my-attendance/summary', tokens.ali);
    expect(total(after)).toBe(total(before) + 2);
    const roster = async (startTime: string) =>
      (await get(`/api/attendance/course/${ids.course}/students?date=2026-11-25&start_time=${startTime}`))
        .json()
        .data.students.find((s: { _id: string }) => s._id === ids.ali).record;
    expect(await roster('09:00')).toEqual({ status: 'present', remarks: null });
    expect(await roster('14:00')).toEqual({ status: 'late', remarks: null });
    // The student's own list shows each class with its start.
    const history = await get(`/api/attendance/my-attendance?course_id=${ids.course}`, tokens.ali);
    expect(
      history
        .json()
        .data.attendance.filter((r: { date: string }) => r.date === '2026-11-25')
        .map((r: { start_time: string; status: string }) => [r.start_time, r.status]),
    ).toEqual([
      ['14:00', 'late'],
      ['09:00', 'present'],
    ]);
  });

  it('a start time that is not HH:MM is refused on start_time (400)', async () => {
    const res = await mark('2026-11-25', { [ids.ali]: 'present' }, { start_time: '9am' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'start_time', message: 'Start time must be HH:MM' }]);
  });
});

describe('GET /api/attendance/course/:courseId/meetings', () => {
  it("lists the day's virtual classes and the meetings already marked, each once", async () => {
    const course = { id: ids.otherCourse, code: 'MTG-201', instructorId: null };
    // 10:00 and 15:00 in Bahawalpur; a cancelled class is no meeting.
    await buildVirtualSession(app, course, {
      title: 'Trees',
      scheduledAt: new Date('2026-11-23T05:00:00Z'),
      status: 'completed',
    });
    await buildVirtualSession(app, course, {
      title: 'Graphs',
      scheduledAt: new Date('2026-11-23T10:00:00Z'),
      status: 'completed',
    });
    await buildVirtualSession(app, course, {
      title: 'Cancelled',
      scheduledAt: new Date('2026-11-23T12:00:00Z'),
      status: 'cancelled',
    });
    await mark(
      '2026-11-23',
      { [ids.bushra]: 'present' },
      { session_type: 'virtual', start_time: '15:00' },
      ids.otherCourse,
    );
    await mark('2026-11-23', { [ids.bushra]: 'present' }, {}, ids.otherCourse);

    const res = await get(`/api/attendance/course/${ids.otherCourse}/meetings?date=2026-11-23`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.meetings).toEqual([
      { session_type: 'lecture', start_time: '', title: null, marked: 1 },
      { session_type: 'virtual', start_time: '10:00', title: 'Trees', marked: 0 },
      { session_type: 'virtual', start_time: '15:00', title: 'Graphs', marked: 1 },
    ]);
  });

  it("another teacher's course is not found (404)", async () => {
    const res = await get(`/api/attendance/course/${ids.course}/meetings?date=2026-11-23`, otherTeacherToken);
    expect(res.statusCode).toBe(404);
  });
});

describe('attendance dates lie within the term and not in the future', () => {
  const beforeTerm = (date: string) => `${date} is not in Fall 2026 (2026-09-01 to 2027-01-31)`;
  const future = 'The date cannot be in the future';

  it('marking a day before the term, or a date such as 0001-01-01, is refused on date and writes nothing', async () => {
    const before = await recordCount();
    for (const [date, message] of [
      ['2026-08-31', beforeTerm('2026-08-31')],
      ['2025-10-01', beforeTerm('2025-10-01')],
      ['0001-01-01', expect.any(String)],
      ['2026-11-27', future],
    ] as const) {
      const res = await mark(date, { [ids.ali]: 'present' });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors, date).toMatchObject([{ field: 'date', message }]);
    }
    expect(await recordCount()).toBe(before);
  });

  it("the term's first day and today are accepted", async () => {
    expect((await mark('2026-09-01', { [ids.ali]: 'present' })).statusCode).toBe(200);
    expect((await mark('2026-11-26', { [ids.ali]: 'present' })).statusCode).toBe(200);
  });

  it('reading the roster or the meetings of such a day is refused on date (400)', async () => {
    for (const path of ['students', 'meetings']) {
      for (const [date, message] of [
        ['2026-08-31', beforeTerm('2026-08-31')],
        ['2026-11-27', future],
      ]) {
        const res = await get(`/api/attendance/course/${ids.course}/${path}?date=${date}`);
        expect(res.statusCode, `${path} ${date}`).toBe(400);
        expect(res.json().errors).toMatchObject([{ field: 'date', message }]);
      }
    }
  });
});
