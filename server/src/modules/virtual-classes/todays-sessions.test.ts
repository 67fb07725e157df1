/**
 * Today means today (issue 18 item 9): the student dashboard's Today's Schedule and the faculty dashboard's
 * Today's Classes and Classes Today list the day's virtual sessions beside the weekly timetable, the day being
 * the college's (TZ_COLLEGE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { facultyDashboard } from '../faculty/queries';
import { studentDashboard } from '../student/queries';
import { studentSessions } from './queries';

const ZONE = 'Asia/Karachi';
/** Monday 23 November 2026, 10:00 in Karachi (05:00 UTC). */
const NOW = new Date('2026-11-23T05:00:00Z');
/** A moment on the college's clock that Monday (Karachi is UTC+5, without summer time). */
const monday = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+05:00`);

let app: App;
let teacher: { id: string; name: string; email: string };
let student: { id: string; email: string };
const sessionIds = {} as Record<'today' | 'lateEvening' | 'otherSection', string>;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await buildFaculty(app, { name: 'Dr. Saima' });
  const otherTeacher = await buildFaculty(app);
  student = await buildStudent(app, { section: 'A' });
  const course = await buildCourse(app, {
    code: 'VC-101',
    name: 'Networks',
    instructorId: teacher.id,
    isVirtual: true,
    scheduleDays: ['Monday'],
    scheduleTime: '11:00 - 12:30',
  });
  const notEnrolled = await buildCourse(app, { code: 'VC-201', instructorId: otherTeacher.id });
  await buildEnrollment(app, student.id, course.id);

  const today = await buildVirtualSession(app, course, {
    title: 'Routing revision',
    scheduledAt: monday('14:00'),
    durationMinutes: 90,
  });
  // 23:30 in Karachi is still Monday; 00:30 on Tuesday is the same UTC day, but tomorrow at the college.
  const lateEvening = await buildVirtualSession(app, course, {
    title: 'Late one',
    scheduledAt: monday('23:30'),
  });
  await buildVirtualSession(app, course, {
    title: 'Tomorrow',
    scheduledAt: new Date('2026-11-24T00:30:00+05:00'),
  });
  await buildVirtualSession(app, course, {
    title: 'Cancelled',
    scheduledAt: monday('16:00'),
    status: 'cancelled',
  });
  const otherSection = await buildVirtualSession(app, course, {
    title: 'Section B only',
    scheduledAt: monday('17:00'),
    section: 'B',
  });
  await buildVirtualSession(app, notEnrolled, { title: 'Not my course', scheduledAt: monday('12:00') });
  Object.assign(sessionIds, { today: today.id, lateEvening: lateEvening.id, otherSection: otherSection.id });
});

afterAll(() => app.close());

describe("the student dashboard's Today's Schedule", () => {
  it('shows a course with a timetable slot and a virtual session today twice: the slot and the session', async () => {
    const dashboard = await studentDashboard(app.db, student.id, NOW, ZONE);
    expect(dashboard.upcomingClasses).toEqual([
      expect.objectContaining({ code: 'VC-101', time: '11:00 - 12:30', isVirtual: true, session: null }),
      {
        courseId: expect.any(String),
        courseName: 'Networks',
        code: 'VC-101',
        instructorName: 'Dr. Saima',
        time: '14:00 - 15:30',
        room: '',
        isVirtual: true,
        session: {
          _id: sessionIds.today,
          title: 'Routing revision',
          status: 'scheduled',
          scheduled_date: '2026-11-23T09:00:00.000Z',
          duration: 90,
          // At 14:00, not the timetable's 11:00: an extra session.
          extra: true,
        },
      },
      expect.objectContaining({
        time: '23:30 - 00:30',
        session: expect.objectContaining({ title: 'Late one' }),
      }),
    ]);
  });

  it("leaves out tomorrow's sessions, cancelled ones, another section's and courses the student is not in", async () => {
    const titles = (await studentDashboard(app.db, student.id, NOW, ZONE)).upcomingClasses.map(
      (c) => c.session?.title ?? null,
    );
    expect(titles).toEqual([null, 'Routing revision', 'Late one']);
  });

  it("reads today on the college's clock: in UTC that Monday's late session is Monday's, 00:30 PKT is not Tuesday's", async () => {
    const inUtc = await studentDashboard(app.db, student.id, NOW, 'UTC');
    // 14:00 PKT is 09:00 UTC, 23:30 PKT 18:30 UTC and 00:30 PKT 19:30 UTC: all on Monday in UTC.
    expect(inUtc.upcomingClasses.map((c) => c.session?.title ?? null)).toEqual([
      'Routing revision',
      null,
      'Late one',
      'Tomorrow',
    ]);
  });

  it('is what GET /api/students/dashboard answers', async () => {
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' });
    expect(res.statusCode).toBe(200);
    for (const item of res.json().data.upcomingClasses) {
      expect(item).toHaveProperty('session');
    }
  });
});

describe("the faculty dashboard's Today's Classes and Classes Today", () => {
  it("count and list the timetable slot and every section's session of the day, not tomorrow's or cancelled ones", async () => {
    const dashboard = await facultyDashboard(app.db, teacher, NOW, ZONE);
    expect(dashboard.classesToday).toBe(4);
    expect(dashboard.todaysClasses.map((c) => [c.time, c.session?._id ?? null])).toEqual([
      ['11:00 - 12:30', null],
      ['14:00 - 15:30', sessionIds.today],
      ['17:00 - 18:00', sessionIds.otherSection],
      ['23:30 - 00:30', sessionIds.lateEvening],
    ]);
  });

  it("another teacher's dashboard does not show these sessions", async () => {
    const someone = await buildFaculty(app);
    const dashboard = await facultyDashboard(app.db, someone, NOW, ZONE);
    expect(dashboard).toMatchObject({ classesToday: 0, todaysClasses: [] });
  });
});

describe('an extra session, named as one where students see sessions (issue 36, item 10)', () => {
  let pupil: { id: string };
  beforeAll(async () => {
    pupil = await buildStudent(app, { section: 'A' });
    const course = await buildCourse(app, {
      code: 'VC-301',
      name: 'Operating Systems',
      instructorId: teacher.id,
      isVirtual: true,
      scheduleDays: ['Monday', 'Thursday'],
      scheduleTime: '09:00 - 10:30',
    });
    await buildEnrollment(app, pupil.id, course.id);
    // The timetable's class, begun five minutes late, and a make-up class the same afternoon.
    await buildVirtualSession(app, course, { title: 'Weekly class', scheduledAt: monday('09:05') });
    await buildVirtualSession(app, course, { title: 'Make-up class', scheduledAt: monday('15:00') });
  });

  it("the dashboard's Today's Schedule marks a session off the timetable extra, and the timetable's own class not", async () => {
    const later = new Date('2026-11-23T03:00:00Z');
    const dashboard = await studentDashboard(app.db, pupil.id, later, ZONE);
    expect(
      dashboard.upcomingClasses.map((c) => [c.session?.title ?? null, c.session?.extra ?? null]),
    ).toEqual([
      [null, null],
      ['Weekly class', false],
      ['Make-up class', true],
    ]);
  });

  it("Virtual Classes' list says which session is extra", async () => {
    const sessions = await studentSessions(app.db, pupil.id, new Date('2026-11-23T03:00:00Z'), ZONE);
    expect(sessions.map((s) => [s.title, s.extra])).toEqual([
      ['Weekly class', false],
      ['Make-up class', true],
    ]);
  });
});
