/** Exam eligibility (spec part 2 §9): the teacher's list, the department's permission, the student's view. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibleStudent } from '../../../../contract/faculty';
import { renderMessage } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import type { App } from '../../app';
import { auditLog, examPermissions } from '../../db/schema';
import {
  buildAdmin,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
const tokens = {} as Record<'teacher' | 'otherTeacher' | 'admin' | 'student', string>;
const ids = {} as Record<'course' | 'at75' | 'at65' | 'at74' | 'at60' | 'noClasses' | 'outsider', string>;

const present = (n: number) => Array<'present'>(n).fill('present');
const absent = (n: number) => Array<'absent'>(n).fill('absent');
const listUrl = () => `/api/attendance/course/${ids.course}/eligibility`;
const permissionUrl = (studentId: string) => `${listUrl()}/${studentId}/permission`;

async function list(token = tokens.teacher): Promise<Record<string, EligibleStudent>> {
  const res = await injectAs(app, token, { method: 'GET', url: listUrl() });
  expect(res.statusCode).toBe(200);
  const students = res.json().data.students as EligibleStudent[];
  return Object.fromEntries(students.map((s) => [s.name, s]));
}
const grant = (studentId: string, token = tokens.teacher, note?: string) =>
  injectAs(app, token, { method: 'PUT', url: permissionUrl(studentId), payload: note ? { note } : {} });
const revoke = (studentId: string, token = tokens.teacher) =>
  injectAs(app, token, { method: 'DELETE', url: permissionUrl(studentId) });
const permissionsOf = (studentId: string) =>
  app.db.select().from(examPermissions).where(eq(examPermissions.studentId, studentId));

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app, { name: 'Saima Teacher' });
  const otherTeacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'ELG-101', instructorId: teacher.id });
  const other = await buildCourse(app, { instructorId: otherTeacher.id });
  const students = {
    at75: await buildStudent(app, { name: 'A Exactly Seventy-five' }),
    at65: await buildStudent(app, { name: 'B Exactly Sixty-five' }),
    at74: await buildStudent(app, { name: 'C Seventy-four point six' }),
    at60: await buildStudent(app, { name: 'D Sixty' }),
    noClasses: await buildStudent(app, { name: 'E Joined Late' }),
  };
  const attendance = {
    at75: [...present(15), ...absent(5)],
    at65: [...present(13), ...absent(7)],
    // 47 of 63 is 74.6%: shown rounded as 75% elsewhere, but not 75%.
    at74: [...present(47), ...absent(16)],
    at60: [...present(12), ...absent(8)],
    noClasses: [],
  };
  for (const [key, student] of Object.entries(students)) {
    await buildEnrollment(app, student.id, course.id);
    await buildAttendance(app, student.id, course.id, attendance[key as keyof typeof attendance]);
  }
  const outsider = await buildStudent(app);
  await buildEnrollment(app, outsider.id, other.id);
  Object.assign(ids, { course: course.id, outsider: outsider.id });
  for (const [key, student] of Object.entries(students)) ids[key as keyof typeof students] = student.id;
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.student = await signIn(app, students.at65.email);
});

afterAll(() => app?.close());

describe("a course's exam eligibility list", () => {
  it('judges exactly 75% eligible, exactly 65% in need of permission, and below 65% a possible repeat', async () => {
    const students = await list();
    expect(students['A Exactly Seventy-five']).toMatchObject({
      attended: 15,
      total: 20,
      percentage: 75,
      eligibility: 'eligible',
      permission: null,
    });
    expect(students['B Exactly Sixty-five']).toMatchObject({
      percentage: 65,
      eligibility: 'needs_permission',
    });
    expect(students['C Seventy-four point six']).toMatchObject({
      percentage: 74.6,
      eligibility: 'needs_permission',
    });
    expect(students['D Sixty']).toMatchObject({ percentage: 60, eligibility: 'may_repeat' });
    expect(students['E Joined Late']).toMatchObject({ total: 0, eligibility: 'eligible' });
  });

  it("is the course's teacher's and the admins' only", async () => {
    expect((await injectAs(app, tokens.otherTeacher, { method: 'GET', url: listUrl() })).statusCode).toBe(
      404,
    );
    expect((await injectAs(app, tokens.student, { method: 'GET', url: listUrl() })).statusCode).toBe(403);
    expect(Object.keys(await list(tokens.admin))).toHaveLength(5);
  });
});

describe("the department's permission", () => {
  it('a granted permission shows in the list as permitted, with who granted it and the note, and is audited', async () => {
    const res = await grant(ids.at65, tokens.teacher, 'Medical certificate for two weeks');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Exam permission recorded for B Exactly Sixty-five');
    const student = (await list())['B Exactly Sixty-five'];
    expect(student.eligibility).toBe('permitted');
    expect(student.permission).toMatchObject({
      granted_by: 'Saima Teacher',
      note: 'Medical certificate for two weeks',
    });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, ids.at65));
    expect(entry).toMatchObject({ action: 'exam-permission.granted', actorName: 'Saima Teacher' });
  });

  it('the student sees the permission on its own attendance summary', async () => {
    const res = await injectAs(app, tokens.student, {
      method: 'GET',
      url: '/api/attendance/my-attendance/summary',
    });
    expect(res.json().data.summary).toEqual([
      expect.objectContaining({ percentage: 65, eligibility: 'permitted' }),
    ]);
  });

  it('is refused with the reason for a student who does not need one, and nothing is recorded', async () => {
    for (const studentId of [ids.at75, ids.at60, ids.noClasses]) {
      const res = await grant(studentId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/only for attendance from 65% to just under 75%/);
      expect(await permissionsOf(studentId)).toEqual([]);
    }
  });

  it("is refused for another teacher's course, for a student not in the course, and for a student", async () => {
    expect((await grant(ids.at74, tokens.otherTeacher)).statusCode).toBe(404);
    expect((await grant(ids.outsider)).statusCode).toBe(404);
    expect((await grant(ids.at74, tokens.student)).statusCode).toBe(403);
    expect(await permissionsOf(ids.at74)).toEqual([]);
  });

  it('a note longer than 500 characters is refused', async () => {
    const res = await grant(ids.at74, tokens.teacher, 'x'.repeat(501));
    expect(res.statusCode).toBe(400);
    expect(await permissionsOf(ids.at74)).toEqual([]);
  });

  it('an admin may grant one, and withdrawing it puts the student back in need of permission', async () => {
    expect((await grant(ids.at74, tokens.admin)).statusCode).toBe(200);
    expect((await list())['C Seventy-four point six'].eligibility).toBe('permitted');
    const res = await revoke(ids.at74);
    expect(res.statusCode).toBe(200);
    expect((await list())['C Seventy-four point six']).toMatchObject({
      eligibility: 'needs_permission',
      permission: null,
    });
    const again = await revoke(ids.at74);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'examPermission.none',
      message: 'No exam permission is recorded for this student',
    });
    expect(renderMessage('examPermission.none', {}, 'ur', URDU)).toBe(
      'اس طالب علم کے لیے امتحان کی کوئی اجازت درج نہیں',
    );
  });
});
