/**
 * Ending a class takes attendance from participation: present if joined within 10 minutes of the start, late
 * if later, absent if never; session type `virtual` on the class's local date and start time (its own class
 * meeting); hand-marked records are kept.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { attendanceRecords } from '../../db/schema';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildParticipant,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

const MINUTE = 60_000;
/** 00:30 on Saturday 21 November 2026 in Bahawalpur, still Friday the 20th in UTC. */
const START = new Date('2026-11-20T19:30:00Z');
const LOCAL_DATE = '2026-11-21';
const at = (minutes: number, seconds = 0) => new Date(START.getTime() + minutes * MINUTE + seconds * 1000);
const clock = { now: START };
let app: App;
let teacherToken: string;
let teacherId: string;
let course: Awaited<ReturnType<typeof buildCourse>>;
const students = {} as Record<
  'onTime' | 'late' | 'absent' | 'handMarked' | 'sectionB' | 'deactivated' | 'outsider',
  string
>;

const recordsOn = (date: string) =>
  app.db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.courseId, course.id), eq(attendanceRecords.date, date)));
const statusOf = (records: Awaited<ReturnType<typeof recordsOn>>, studentId: string) =>
  records.find((r) => r.studentId === studentId)?.status;
const end = (sessionId: string) =>
  injectAs(app, teacherToken, { method: 'PUT', url: `/api/virtualclass/${sessionId}/end` });

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now });
  const teacher = await buildFaculty(app);
  teacherId = teacher.id;
  teacherToken = await signIn(app, teacher.email);
  course = await buildCourse(app, { code: 'ATT-301', instructorId: teacher.id, isVirtual: true });
  for (const key of ['onTime', 'late', 'absent', 'handMarked', 'sectionB'] as const) {
    const student = await buildStudent(app, { section: key === 'sectionB' ? 'B' : 'A' });
    await buildEnrollment(app, student.id, course.id);
    students[key] = student.id;
  }
  students.outsider = (await buildStudent(app, { section: 'A' })).id;
  const deactivated = await buildStudent(app, { section: 'A', status: 'deactivated' });
  await buildEnrollment(app, deactivated.id, course.id);
  students.deactivated = deactivated.id;
});
afterAll(() => app.close());

describe('PUT /api/virtualclass/:id/end takes attendance from participation', () => {
  it("marks each enrolled student of the section present, late or absent on the class's local date", async () => {
    // The teacher started two minutes late: the ten minutes count from then.
    const session = await buildVirtualSession(app, course, {
      scheduledAt: START,
      durationMinutes: 60,
      section: 'A',
      status: 'ongoing',
      startedAt: at(2),
    });
    await buildParticipant(app, session.id, teacherId, at(2));
    await buildParticipant(app, session.id, students.onTime, at(12), at(40));
    await buildParticipant(app, session.id, students.late, at(12, 1));
    await buildParticipant(app, session.id, students.sectionB, at(3));
    await buildParticipant(app, session.id, students.deactivated, at(3));
    await buildParticipant(app, session.id, students.outsider, at(3));
    // The teacher had already marked this student by hand.
    clock.now = at(30);
    const marked = await injectAs(app, teacherToken, {
      method: 'POST',
      url: '/api/attendance/mark',
      payload: {
        course_id: course.id,
        date: LOCAL_DATE,
        session_type: 'virtual',
        start_time: '00:30',
        students: [{ student_id: students.handMarked, status: 'excused', remarks: 'Medical certificate' }],
      },
    });
    expect(marked.statusCode).toBe(200);

    clock.now = at(60);
    const res = await end(session.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Class ended. Attendance recorded for 3 students.',
      data: {
        session: { status: 'completed' },
        attendance: { present: 1, late: 1, absent: 1, kept: 1 },
      },
    });

    const records = await recordsOn(LOCAL_DATE);
    expect(records).toHaveLength(4);
    expect(statusOf(records, students.onTime)).toBe('present');
    expect(statusOf(records, students.late)).toBe('late');
    expect(statusOf(records, students.absent)).toBe('absent');
    const derived = records.filter((r) => r.studentId !== students.handMarked);
    expect(derived.every((r) => r.sessionType === 'virtual' && r.markedBy === null)).toBe(true);
    expect(records.every((r) => r.startTime === '00:30')).toBe(true);
    expect(derived.every((r) => r.remarks === 'From virtual class participation')).toBe(true);
    // Kept exactly as the teacher marked it.
    expect(records.find((r) => r.studentId === students.handMarked)).toMatchObject({
      status: 'excused',
      remarks: 'Medical certificate',
      markedBy: teacherId,
    });
    // Another section, a deactivated account and someone not enrolled get nothing.
    for (const id of [students.sectionB, students.deactivated, students.outsider]) {
      expect(statusOf(records, id)).toBeUndefined();
    }
  });

  it('two virtual classes the same day are two classes: who missed the second is absent from it', async () => {
    const date = '2026-11-23';
    // 10:00 and 15:00 in Bahawalpur.
    const first = await buildVirtualSession(app, course, {
      scheduledAt: new Date('2026-11-23T05:00:00Z'),
      status: 'ongoing',
      startedAt: new Date('2026-11-23T05:00:00Z'),
    });
    await buildParticipant(app, first.id, students.onTime, new Date('2026-11-23T05:01:00Z'));
    await buildParticipant(app, first.id, students.late, new Date('2026-11-23T05:30:00Z'));
    clock.now = new Date('2026-11-23T06:00:00Z');
    expect((await end(first.id)).json().data.attendance).toEqual({ present: 1, late: 1, absent: 3, kept: 0 });
    let records = await recordsOn(date);
    // For every section: section B is included this time.
    expect(statusOf(records, students.sectionB)).toBe('absent');

    const second = await buildVirtualSession(app, course, {
      scheduledAt: new Date('2026-11-23T10:00:00Z'),
      status: 'ongoing',
      startedAt: new Date('2026-11-23T10:00:00Z'),
    });
    await buildParticipant(app, second.id, students.late, new Date('2026-11-23T10:02:00Z'));
    await buildParticipant(app, second.id, students.absent, new Date('2026-11-23T10:20:00Z'));
    clock.now = new Date('2026-11-23T11:00:00Z');
    const res = await end(second.id);
    expect(res.json().data.attendance).toEqual({ present: 1, late: 1, absent: 3, kept: 0 });
    records = await recordsOn(date);
    expect(records).toHaveLength(10);
    const at = (startTime: string, studentId: string) =>
      records.find((r) => r.startTime === startTime && r.studentId === studentId)?.status;
    expect(at('10:00', students.onTime)).toBe('present');
    expect(at('15:00', students.onTime)).toBe('absent'); // missed the second class
    expect(at('10:00', students.late)).toBe('late');
    expect(at('15:00', students.late)).toBe('present');
    expect(at('10:00', students.absent)).toBe('absent');
    expect(at('15:00', students.absent)).toBe('late');
  });

  it('nothing is recorded when the class cannot be ended', async () => {
    const session = await buildVirtualSession(app, course, { scheduledAt: new Date('2026-11-25T05:00:00Z') });
    clock.now = new Date('2026-11-25T06:00:00Z');
    expect((await end(session.id)).statusCode).toBe(409);
    expect(await recordsOn('2026-11-25')).toEqual([]);
  });
});
