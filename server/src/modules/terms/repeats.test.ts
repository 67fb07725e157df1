/**
 * A course taken again in a later term is a new enrolment in that term's offering, and the next attempt: its
 * final replaces the earlier term's in every GPA, and the earlier result stays on the grades page, marked.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { courseOfferings } from '../../db/schema';
import { buildTestApp } from '../../test/harness';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildTerm,
  injectAs,
  signIn,
} from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ clock: () => new Date('2027-10-04T06:00:00Z') });
});
afterAll(() => app.close());

it("a repeat in next year's offering is attempt 2, and only its final counts", async () => {
  const teacher = await buildFaculty(app);
  const teacherToken = await signIn(app, teacher.email);
  const student = await buildStudent(app, { semester: 3 });
  const token = await signIn(app, student.email);
  const fall2026 = await buildTerm(app, {
    year: 2026,
    name: 'Fall 2026',
    startsOn: '2026-09-01',
    endsOn: '2027-01-31',
    startedAt: new Date('2026-09-01T04:00:00Z'),
  });
  const first = await buildCourse(app, {
    code: 'RP-301',
    semester: 3,
    credits: 3,
    instructorId: teacher.id,
    termId: fall2026.id,
  });
  await buildEnrollment(app, student.id, first.id);
  const failed = await injectAs(app, teacherToken, {
    method: 'POST',
    url: '/api/grades',
    payload: {
      course_id: first.id,
      student_id: student.id,
      exam_type: 'final',
      marks_obtained: 30,
      total_marks: 100,
    },
  });
  expect(failed.statusCode, failed.body).toBe(201);
  expect(failed.json().data.grade).toMatchObject({ attempt: 1, letter_grade: 'F' });

  // Next Fall the student takes the course again, in that term's offering.
  const [again] = await app.db
    .insert(courseOfferings)
    .values({
      catalogueCourseId: first.catalogueCourseId,
      termId: await thisTerm(),
      instructorId: teacher.id,
    })
    .returning();
  await buildEnrollment(app, student.id, again.id);
  const passed = await injectAs(app, teacherToken, {
    method: 'POST',
    url: '/api/grades',
    payload: {
      course_id: again.id,
      student_id: student.id,
      exam_type: 'final',
      marks_obtained: 92,
      total_marks: 100,
    },
  });
  expect(passed.statusCode, passed.body).toBe(201);
  expect(passed.json().data.grade).toMatchObject({ attempt: 2, repeated: false });

  const summary = (await injectAs(app, token, { method: 'GET', url: '/api/grades/my-grades/summary' })).json()
    .data;
  expect(summary).toMatchObject({ cgpa: 4, totalCourses: 1, totalCredits: 3 });
  const all = (await injectAs(app, token, { method: 'GET', url: '/api/grades/my-grades?term=all' })).json()
    .data.grades;
  expect(all.map((g: { attempt: number; repeated: boolean }) => [g.attempt, g.repeated])).toEqual([
    [1, true],
    [2, false],
  ]);
});

/** The term the test app made for its clock on its first start. */
async function thisTerm() {
  const terms = await app.db.query.terms.findMany();
  return terms.find((t) => t.name === 'Fall 2027')!.id;
}
