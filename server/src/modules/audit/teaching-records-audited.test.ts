/** The audit trail of grading, attendance and results: who, when, from where, before and after. */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { say } from '../../../../contract/message-catalogue';
import { collegeToday } from '../../../../contract/college-clock';
import { DEFAULT_COLLEGE_TIME_ZONE } from '../../../../contract/college';
import { gradeResult } from '../../../../contract/rules/grades';
import type { App } from '../../app';
import { auditLog, grades } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { recordAudit } from './record';

let app: App;
let teacher: Awaited<ReturnType<typeof buildFaculty>>;
let teacherToken: string;
let course: { id: string; code: string };
let ali: { id: string; name: string };
let bushra: { id: string; name: string };

const TEACHER_IP = '10.20.30.40';
const asTeacher = (method: 'POST' | 'PUT', url: string, payload: object) =>
  injectAs(app, teacherToken, { method, url, payload, remoteAddress: TEACHER_IP });
const entriesFor = (entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at));
const letter = (marks: number) => gradeResult(marks, 100).letterGrade;
const auditCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await buildFaculty(app, { name: 'Sara Teacher' });
  teacherToken = await signIn(app, teacher.email);
  course = await buildCourse(app, { code: 'AUD-101', instructorId: teacher.id });
  ali = await buildStudent(app, { name: 'Ali Raza' });
  bushra = await buildStudent(app, { name: 'Bushra Khan' });
  await buildEnrollment(app, ali.id, course.id);
  await buildEnrollment(app, bushra.id, course.id);
});
afterAll(() => app.close());

describe('grading submissions', () => {
  it('regrading a submission records the marks before and after, who and from where', async () => {
    const assignment = await buildAssignment(app, course.id, { title: 'Essay', totalMarks: 10 });
    const submission = await buildSubmission(app, assignment.id, ali.id);
    const url = `/api/assignments/${submission.id}/grade`;

    expect((await asTeacher('PUT', url, { marks_obtained: 6, feedback: 'Good start' })).statusCode).toBe(200);
    expect((await asTeacher('PUT', url, { marks_obtained: 8, feedback: 'Good start' })).statusCode).toBe(200);

    const [regraded, graded] = await entriesFor(submission.id);
    expect(graded).toMatchObject({
      action: 'submission.graded',
      entity: 'submission',
      before: null,
      after: { marks_obtained: 6, feedback: 'Good start' },
    });
    expect(regraded).toMatchObject({
      action: 'submission.regraded',
      actorId: teacher.id,
      actorName: 'Sara Teacher',
      actorRole: 'faculty',
      ip: TEACHER_IP,
      summary: 'Submission regraded: AUD-101 "Essay", Ali Raza: 8/10',
      // Only what changed: the feedback stayed the same.
      before: { marks_obtained: 6 },
      after: { marks_obtained: 8 },
    });
    expect(Date.now() - regraded.at.getTime()).toBeLessThan(60_000);
  });

  it('grading again with the same marks and feedback writes no audit row', async () => {
    const assignment = await buildAssignment(app, course.id, { totalMarks: 10 });
    const submission = await buildSubmission(app, assignment.id, bushra.id);
    const url = `/api/assignments/${submission.id}/grade`;
    await asTeacher('PUT', url, { marks_obtained: 7 });
    await asTeacher('PUT', url, { marks_obtained: 7 });
    expect((await entriesFor(submission.id)).map((e) => e.action)).toEqual(['submission.graded']);
  });
});

describe('marking attendance', () => {
  // Attendance is marked for a day of the current term: today's lecture, then today's lab.
  const today = collegeToday(new Date(), DEFAULT_COLLEGE_TIME_ZONE);
  const mark = (sessionType: string, students: object[]) =>
    asTeacher('POST', '/api/attendance/mark', {
      course_id: course.id,
      date: today,
      session_type: sessionType,
      students,
    });

  it('a new record is audited as marked, and a changed one with its status before and after', async () => {
    await mark('lecture', [
      { student_id: ali.id, status: 'present' },
      { student_id: bushra.id, status: 'absent' },
    ]);
    const res = await mark('lecture', [
      { student_id: ali.id, status: 'present' },
      { student_id: bushra.id, status: 'late', remarks: 'Bus was late' },
    ]);
    expect(res.statusCode).toBe(200);

    const rows = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.summary} like ${`%${today} lecture,%`}`)
      .orderBy(auditLog.at, auditLog.summary);
    expect(rows.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      [
        'attendance.marked',
        `Attendance marked: AUD-101 ${today} lecture, Ali Raza: present`,
        null,
        { status: 'present' },
      ],
      [
        'attendance.marked',
        `Attendance marked: AUD-101 ${today} lecture, Bushra Khan: absent`,
        null,
        { status: 'absent' },
      ],
      [
        'attendance.changed',
        `Attendance changed: AUD-101 ${today} lecture, Bushra Khan: absent to late`,
        { status: 'absent', remarks: null },
        { status: 'late', remarks: 'Bus was late' },
      ],
    ]);
    expect(rows.every((r) => r.entity === 'attendance' && r.entityId && r.ip === TEACHER_IP)).toBe(true);
  });

  it('re-marking attendance with the same status writes no audit row', async () => {
    const students = [
      { student_id: ali.id, status: 'excused', remarks: 'Medical' },
      { student_id: bushra.id, status: 'present' },
    ];
    await mark('lab', students);
    const before = await auditCount();
    const again = await mark('lab', students);
    expect(again.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });
});

describe('entering final grades', () => {
  it('entering a grade and changing it records marks, total and letter grade before and after', async () => {
    const entry = {
      student_id: ali.id,
      course_id: course.id,
      semester: 1,
      exam_type: 'final',
      total_marks: 100,
    };
    expect((await asTeacher('POST', '/api/grades', { ...entry, marks_obtained: 55 })).statusCode).toBe(201);
    expect((await asTeacher('POST', '/api/grades', { ...entry, marks_obtained: 85 })).statusCode).toBe(201);

    const [grade] = await app.db.select().from(grades).where(eq(grades.studentId, ali.id));
    const [changed, entered] = await entriesFor(grade.id);
    expect(entered).toMatchObject({
      action: 'grade.entered',
      entity: 'grade',
      before: null,
      after: { marks_obtained: 55, total_marks: 100, letter_grade: letter(55) },
    });
    expect(changed).toMatchObject({
      action: 'grade.changed',
      actorName: 'Sara Teacher',
      summary: `Grade changed: AUD-101 final, semester 1, Ali Raza: 85/100 (${letter(85)})`,
      before: { marks_obtained: 55, letter_grade: letter(55) },
      after: { marks_obtained: 85, letter_grade: letter(85) },
    });
  });

  it('bulk entry writes one row per student whose result changed', async () => {
    const bulk = (entries: object[]) =>
      asTeacher('POST', '/api/grades/bulk', {
        course_id: course.id,
        semester: 1,
        exam_type: 'midterm',
        total_marks: 50,
        entries,
      });
    await bulk([
      { student_id: ali.id, marks_obtained: 40 },
      { student_id: bushra.id, marks_obtained: 30 },
    ]);
    const before = await auditCount();
    const res = await bulk([
      { student_id: ali.id, marks_obtained: 40 },
      { student_id: bushra.id, marks_obtained: 35 },
    ]);
    expect(res.statusCode).toBe(200);
    const added = await app.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at))
      .limit((await auditCount()) - before);
    expect(added.map((r) => r.summary)).toEqual([
      expect.stringMatching(/^Grade changed: AUD-101 midterm, semester 1, Bushra Khan: 35\/50/),
    ]);
  });

  it('a bulk grade request refused part-way writes no grade and no audit row', async () => {
    const outsider = await buildStudent(app);
    const before = await auditCount();
    const res = await asTeacher('POST', '/api/grades/bulk', {
      course_id: course.id,
      semester: 1,
      exam_type: 'final',
      total_marks: 100,
      entries: [
        { student_id: ali.id, marks_obtained: 70 },
        { student_id: outsider.id, marks_obtained: 60 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('a change that fails after it was written leaves no audit row', async () => {
    // The last write of the command (its activity entry) fails: everything before it rolls back with it.
    await app.db.execute(sql`
      create function refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'activity log unavailable'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_activity before insert on activities for each row execute function refuse_activity()`,
    );
    try {
      const before = await auditCount();
      const res = await asTeacher('POST', '/api/grades/bulk', {
        course_id: course.id,
        exam_type: 'quiz',
        total_marks: 100,
        entries: [{ student_id: bushra.id, marks_obtained: 90 }],
      });
      expect(res.statusCode).toBe(500);
      expect(await auditCount()).toBe(before);
      expect(await app.db.select().from(grades).where(eq(grades.examType, 'quiz'))).toEqual([]);
    } finally {
      await app.db.execute(sql`drop trigger refuse_activity on activities`);
      await app.db.execute(sql`drop function refuse_activity`);
    }
  });
});

describe('recordAudit', () => {
  it('outside a request the change is the system’s: no actor and no address', async () => {
    const id = crypto.randomUUID();
    await app.db.transaction((tx) =>
      recordAudit(tx, {
        action: 'course.updated',
        entity: 'course',
        entityId: id,
        summary: say('audit.courseUpdated', { course: 'IT-101 Databases', fields: 'name' }),
      }),
    );
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({ actorId: null, actorName: null, actorRole: null, ip: null });
  });

  it('two requests at once are each attributed to their own user', async () => {
    const admin = await buildAdmin(app, { name: 'Asma Admin' });
    const adminToken = await signIn(app, admin.email);
    const assignment = await buildAssignment(app, course.id, { totalMarks: 10 });
    const one = await buildSubmission(app, assignment.id, ali.id);
    const two = await buildSubmission(app, assignment.id, bushra.id);
    await Promise.all([
      asTeacher('PUT', `/api/assignments/${one.id}/grade`, { marks_obtained: 5 }),
      injectAs(app, adminToken, {
        method: 'PUT',
        url: `/api/assignments/${two.id}/grade`,
        payload: { marks_obtained: 9 },
        remoteAddress: '192.168.0.9',
      }),
    ]);
    expect((await entriesFor(one.id))[0]).toMatchObject({ actorName: 'Sara Teacher', ip: TEACHER_IP });
    expect((await entriesFor(two.id))[0]).toMatchObject({ actorName: 'Asma Admin', ip: '192.168.0.9' });
  });
});
