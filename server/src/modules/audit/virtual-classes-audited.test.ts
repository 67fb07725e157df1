/** The audit trail of virtual classes: a cancelled class, and attendance taken from a class that ended. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { attendanceRecords, auditLog } from '../../db/schema';
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
/** 10:00 on 2 December 2026 in Pakistan. */
const START = new Date('2026-12-02T05:00:00Z');
const LOCAL_DATE = '2026-12-02';
const clock = { now: START };
let app: App;
let teacher: Awaited<ReturnType<typeof buildFaculty>>;
let teacherToken: string;
let course: Awaited<ReturnType<typeof buildCourse>>;

const entriesFor = (entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at));
const put = (url: string) => injectAs(app, teacherToken, { method: 'PUT', url, remoteAddress: '10.9.8.7' });

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now });
  teacher = await buildFaculty(app, { name: 'Imran Teacher' });
  teacherToken = await signIn(app, teacher.email);
  course = await buildCourse(app, { code: 'VC-101', instructorId: teacher.id, isVirtual: true });
});
afterAll(() => app.close());

describe('virtual classes in the audit trail', () => {
  it('cancelling a class is audited with its status before and after', async () => {
    const session = await buildVirtualSession(app, course, { title: 'Revision', status: 'scheduled' });
    expect((await put(`/api/virtualclass/${session.id}/cancel`)).statusCode).toBe(200);
    const [entry] = await entriesFor(session.id);
    expect(entry).toMatchObject({
      action: 'virtual-session.cancelled',
      entity: 'virtual-session',
      actorName: 'Imran Teacher',
      ip: '10.9.8.7',
      summary: 'Virtual class cancelled: VC-101 Revision',
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });
  });

  it('ending a class records its attendance counts, and each earlier derived record it improved', async () => {
    const onTime = await buildStudent(app, { name: 'On Time' });
    const secondChance = await buildStudent(app, { name: 'Second Chance' });
    const handMarked = await buildStudent(app, { name: 'Hand Marked' });
    const missing = await buildStudent(app, { name: 'Not There' });
    for (const s of [onTime, secondChance, handMarked, missing]) await buildEnrollment(app, s.id, course.id);
    // Already on this class's meeting (10:00 college time): one derived absence, and one record the teacher
    // marked by hand.
    const [earlier] = await app.db
      .insert(attendanceRecords)
      .values([
        {
          studentId: secondChance.id,
          courseId: course.id,
          date: LOCAL_DATE,
          sessionType: 'virtual',
          startTime: '10:00',
          status: 'absent',
        },
        {
          studentId: handMarked.id,
          courseId: course.id,
          date: LOCAL_DATE,
          sessionType: 'virtual',
          startTime: '10:00',
          status: 'excused',
          markedBy: teacher.id,
        },
      ])
      .returning();
    const session = await buildVirtualSession(app, course, {
      title: 'Lecture 2',
      scheduledAt: START,
      status: 'ongoing',
      startedAt: START,
    });
    await buildParticipant(app, session.id, onTime.id, new Date(START.getTime() + 2 * MINUTE));
    await buildParticipant(app, session.id, secondChance.id, new Date(START.getTime() + 3 * MINUTE));
    clock.now = new Date(START.getTime() + 60 * MINUTE);

    expect((await put(`/api/virtualclass/${session.id}/end`)).statusCode).toBe(200);

    const [summary] = await entriesFor(session.id);
    expect(summary).toMatchObject({
      action: 'attendance.derived',
      actorName: 'Imran Teacher',
      summary:
        'Attendance from virtual class: VC-101 Lecture 2 on 2026-12-02 (2 present, 0 late, 1 absent, 1 marked by hand kept)',
      before: null,
      after: { date: LOCAL_DATE, present: 2, late: 0, absent: 1, kept: 1 },
    });
    const [improved] = await entriesFor(earlier.id);
    expect(improved).toMatchObject({
      action: 'attendance.changed',
      entity: 'attendance',
      summary:
        'Attendance changed: VC-101 2026-12-02 virtual, Second Chance: absent to present (from virtual class participation)',
      before: { status: 'absent' },
      after: { status: 'present' },
    });
    // New records are in the class's counts, not one entry each.
    const perRecord = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'attendance'));
    expect(perRecord).toHaveLength(1);
  });

  it('a class that cannot end writes no audit row', async () => {
    const session = await buildVirtualSession(app, course, { status: 'scheduled' });
    expect((await put(`/api/virtualclass/${session.id}/end`)).statusCode).toBe(409);
    expect(await entriesFor(session.id)).toEqual([]);
  });
});
