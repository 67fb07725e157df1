/**
 * Past semesters on My Courses (issue 24): a student's earlier courses, those with a final result, appear under
 * their semesters, marked completed with the final grade; a course being repeated is current again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { enrollments } from '../../db/schema';
import {
  buildCourse,
  buildEnrollment,
  buildGrade,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let token: string;
const ids = {} as Record<'first' | 'second' | 'current' | 'repeat' | 'midtermOnly', string>;

const courses = async (query = '') =>
  (await injectAs(app, token, { method: 'GET', url: `/api/students/courses${query}` })).json().data
    .courses as { _id: string; code: string; completed: boolean; final_grade: string | null }[];

beforeAll(async () => {
  app = await buildTestApp();
  const student = await buildStudent(app);
  const first = await buildCourse(app, { code: 'PST-101', semester: 1, credits: 3 });
  const second = await buildCourse(app, { code: 'PST-201', semester: 2, credits: 3 });
  const current = await buildCourse(app, { code: 'PST-301', semester: 3 });
  const repeat = await buildCourse(app, { code: 'PST-102', semester: 1 });
  const midtermOnly = await buildCourse(app, { code: 'PST-103', semester: 1 });
  // Semesters 1 and 2 are over: final results, no enrollment left.
  await buildGrade(app, { studentId: student.id, courseId: first.id, marks: 78 });
  await buildGrade(app, { studentId: student.id, courseId: second.id, marks: 91, semester: 2 });
  await buildEnrollment(app, student.id, current.id);
  // Failed, then enrolled again to repeat it: a current course, not a completed one.
  await buildGrade(app, {
    studentId: student.id,
    courseId: repeat.id,
    marks: 30,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  await buildEnrollment(app, student.id, repeat.id);
  // A midterm is not a final result: the course is not one of the student's.
  await buildGrade(app, { studentId: student.id, courseId: midtermOnly.id, marks: 50, examType: 'midterm' });
  Object.assign(ids, {
    first: first.id,
    second: second.id,
    current: current.id,
    repeat: repeat.id,
    midtermOnly: midtermOnly.id,
  });
  token = await signIn(app, student.email);
});
afterAll(() => app.close());

describe("a student's earlier courses on My Courses", () => {
  it('filtering semesters 1 and 2 shows the courses with final results, marked completed with the final grade', async () => {
    expect(await courses('?semester=1')).toEqual([
      expect.objectContaining({ code: 'PST-101', completed: true, final_grade: 'B+' }),
      expect.objectContaining({ code: 'PST-102', completed: false, final_grade: null }),
    ]);
    expect(await courses('?semester=2')).toEqual([
      expect.objectContaining({ code: 'PST-201', completed: true, final_grade: 'A+', assignments: 0 }),
    ]);
  });

  it('All lists the current courses and the completed ones; a midterm alone does not make a course hers', async () => {
    const all = await courses();
    expect(all.map((c) => c.code).sort()).toEqual(['PST-101', 'PST-102', 'PST-201', 'PST-301']);
    expect(all.find((c) => c.code === 'PST-301')).toMatchObject({ completed: false, final_grade: null });
  });

  it("a completed course's page opens with its results", async () => {
    const res = await injectAs(app, token, { method: 'GET', url: `/api/students/courses/${ids.first}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.course).toMatchObject({ code: 'PST-101', completed: true });
    expect(res.json().data.grades.map((g: { letter_grade: string }) => g.letter_grade)).toEqual(['B+']);
  });

  it('another student does not see them', async () => {
    const other = await buildStudent(app);
    const otherToken = await signIn(app, other.email);
    const res = await injectAs(app, otherToken, { method: 'GET', url: '/api/students/courses?semester=1' });
    expect(res.json().data.courses).toEqual([]);
    expect(
      (await injectAs(app, otherToken, { method: 'GET', url: `/api/students/courses/${ids.first}` }))
        .statusCode,
    ).toBe(404);
    expect(await app.db.select().from(enrollments).where(eq(enrollments.studentId, other.id))).toEqual([]);
  });
});
