/**
 * Every list follows the term: a student's and a teacher's courses, assignments, attendance, grades and
 * dashboard show the term in view by default (Spring once started), earlier terms on request (`?term=`), and a
 * past course still opens. The server's clock stands in February, after the admin started Spring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/harness';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';

let now = new Date('2026-11-20T06:00:00Z');
let app: App;
let student: string;
let teacher: string;
let admin: string;
let fallCourse: { id: string; termId: string };
let springTermId: string;

const get = async (token: string, url: string) => {
  const res = await injectAs(app, token, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const codes = (list: { code: string }[]) => list.map((c) => c.code).sort();

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  admin = await signIn(app, (await buildAdmin(app)).email);
  const teacherUser = await buildFaculty(app);
  const studentUser = await buildStudent(app, { semester: 3 });
  fallCourse = await buildCourse(app, { code: 'VW-301', semester: 3, instructorId: teacherUser.id });
  await buildCourse(app, { code: 'VW-402', semester: 4, instructorId: teacherUser.id });
  await buildEnrollment(app, studentUser.id, fallCourse.id);
  await buildAttendance(app, studentUser.id, fallCourse.id, ['present']);
  await buildAssignment(app, fallCourse.id, {
    title: 'Fall essay',
    dueDate: new Date('2026-11-30T10:00:00Z'),
  });
  await buildGrade(app, { studentId: studentUser.id, courseId: fallCourse.id, marks: 80, semester: 3 });

  const spring = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/terms',
    payload: { season: 'Spring', year: 2027 },
  });
  springTermId = spring.json().data.term._id;
  now = new Date('2027-02-03T06:00:00Z');
  const started = await injectAs(app, admin, {
    method: 'POST',
    url: `/api/admin/terms/${springTermId}/start`,
    payload: { dry_run: false },
  });
  expect(started.statusCode, started.body).toBe(200);
  student = await signIn(app, studentUser.email);
  teacher = await signIn(app, teacherUser.email);
});
afterAll(() => app.close());

describe('a student in Spring', () => {
  it("sees this term's courses on My Courses, last term's on request, and each course names its term", async () => {
    const spring = await get(student, '/api/students/courses');
    expect(codes(spring.courses)).toEqual(['VW-402']);
    expect(spring.courses[0].term).toEqual({ _id: springTermId, name: 'Spring 2027' });
    expect(codes((await get(student, '/api/students/courses?term=all')).courses)).toEqual([
      'VW-301',
      'VW-402',
    ]);
    const fall = await get(student, `/api/students/courses?term=${fallCourse.termId}`);
    expect(codes(fall.courses)).toEqual(['VW-301']);
    expect(fall.courses[0].term.name).toBe('Fall 2026');
  });

  it("still opens last term's course, with its records", async () => {
    const detail = await get(student, `/api/students/courses/${fallCourse.id}`);
    expect(detail.course.code).toBe('VW-301');
    expect(detail.assignments.map((a: { title: string }) => a.title)).toEqual(['Fall essay']);
  });

  it("counts this term on the dashboard, while the CGPA keeps last term's result", async () => {
    const dashboard = await get(student, '/api/students/dashboard');
    expect(dashboard.enrolledCourses).toBe(1);
    expect(dashboard.cgpa).not.toBeNull();
    const summary = await get(student, '/api/grades/my-grades/summary');
    expect(summary.cgpa).not.toBeNull();
  });

  it('lists assignments, attendance and grades of this term by default, of last term on request', async () => {
    expect((await get(student, '/api/assignments/my-assignments')).assignments).toEqual([]);
    expect((await get(student, '/api/assignments/my-assignments?term=all')).assignments).toHaveLength(1);
    expect((await get(student, '/api/attendance/my-attendance')).attendance).toEqual([]);
    expect(
      (await get(student, `/api/attendance/my-attendance?term=${fallCourse.termId}`)).attendance,
    ).toHaveLength(1);
    expect((await get(student, '/api/attendance/my-attendance/summary')).summary).toEqual([]);
    const everyTerm = (await get(student, '/api/attendance/my-attendance/summary?term=all')).summary;
    expect(everyTerm).toHaveLength(1);
    // Each course's figures name its term, so the page shows an ended term's as final.
    expect(everyTerm[0].term).toEqual({ _id: fallCourse.termId, name: 'Fall 2026' });
    expect((await get(student, '/api/grades/my-grades')).grades).toEqual([]);
    expect((await get(student, '/api/grades/my-grades?term=all')).grades).toHaveLength(1);
  });

  it('is told clearly when the term asked for is not an id', async () => {
    const res = await injectAs(app, student, { method: 'GET', url: '/api/students/courses?term=fall' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a teacher in Spring', () => {
  it("sees this term's courses and students, last term's on request", async () => {
    expect(codes((await get(teacher, '/api/faculty/courses')).courses)).toEqual(['VW-402']);
    // VW-402 was made in Fall by hand too; the start offered it again in Spring.
    const all = (await get(teacher, '/api/faculty/courses?term=all')).courses;
    expect(
      all.map((c: { code: string; term: { name: string } }) => `${c.code} ${c.term.name}`).sort(),
    ).toEqual(['VW-301 Fall 2026', 'VW-402 Fall 2026', 'VW-402 Spring 2027']);
    const students = await get(teacher, '/api/faculty/students');
    expect(students.students).toHaveLength(1);
    expect(students.students[0].courses.map((c: { code: string }) => c.code)).toEqual(['VW-402']);
    const dashboard = await get(teacher, '/api/faculty/dashboard');
    expect(dashboard.myCourses).toBe(1);
  });
});

describe('an admin in Spring', () => {
  it("counts this term's courses on the dashboard, and reports on this term or another", async () => {
    expect((await get(admin, '/api/admin/dashboard')).activeCourses).toBe(1);
    const spring = await get(admin, '/api/admin/reports');
    expect(spring.coursesByDepartment.reduce((n: number, d: { courses: number }) => n + d.courses, 0)).toBe(
      1,
    );
    const fall = await get(admin, `/api/admin/reports?term=${fallCourse.termId}`);
    expect(fall.coursesByDepartment.reduce((n: number, d: { courses: number }) => n + d.courses, 0)).toBe(2);
    expect(fall.gradeDistribution.length).toBeGreaterThan(0);
    // The grade distribution is of the term the page is named by (its CSV too): Spring has no finals yet.
    expect(spring.gradeDistribution).toEqual([]);
    expect((await get(admin, `/api/admin/reports?term=${springTermId}`)).gradeDistribution).toEqual([]);
    expect((await get(admin, '/api/admin/reports?term=all')).gradeDistribution).toEqual(
      fall.gradeDistribution,
    );
  });
});
