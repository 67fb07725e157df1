/**
 * Nothing to show is not zero (issue 24): before any final result there is no CGPA, and before any class
 * there is no attendance percentage; the figures are null, not 0. A real 0 (an F, every class missed) stays 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
const tokens = {} as Record<'newcomer' | 'failing' | 'teacher', string>;
const ids = {} as Record<'newcomer' | 'failing' | 'course', string>;

const get = (url: string, token: string) =>
  injectAs(app, token, { method: 'GET', url }).then((r) => r.json());

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app);
  const course = await buildCourse(app, { code: 'NIL-101', instructorId: teacher.id });
  const newcomer = await buildStudent(app, { name: 'Aaliya New' });
  const failing = await buildStudent(app, { name: 'Basit Zero' });
  await buildEnrollment(app, newcomer.id, course.id);
  await buildEnrollment(app, failing.id, course.id);
  // A real zero: an F (grade point 0.0) and every class missed.
  await buildGrade(app, { studentId: failing.id, courseId: course.id, marks: 10 });
  await buildAttendance(app, failing.id, course.id, ['absent', 'absent']);
  Object.assign(ids, { newcomer: newcomer.id, failing: failing.id, course: course.id });
  tokens.newcomer = await signIn(app, newcomer.email);
  tokens.failing = await signIn(app, failing.email);
  tokens.teacher = await signIn(app, teacher.email);
});
afterAll(() => app.close());

describe('a new student with no results and no classes held', () => {
  it('has no CGPA and no attendance on the dashboard: null, not 0.00 and 0%', async () => {
    const { data } = await get('/api/students/dashboard', tokens.newcomer);
    expect(data.cgpa).toBeNull();
    expect(data.attendancePercentage).toBeNull();
    expect(data.enrolledCourses).toBe(1);
  });

  it('has no CGPA on My Grades and no overall attendance on the attendance page', async () => {
    expect((await get('/api/grades/my-grades/summary', tokens.newcomer)).data).toEqual({
      cgpa: null,
      totalCredits: 0,
      totalCourses: 0,
      semesterSummary: [],
    });
    expect((await get('/api/attendance/my-attendance/summary', tokens.newcomer)).data).toEqual({
      summary: [],
      overall: null,
    });
  });

  it("has no CGPA and no attendance on the teacher's My Students, and the averages leave her out", async () => {
    const { data } = await get('/api/faculty/students', tokens.teacher);
    const newcomer = data.students.find((s: { _id: string }) => s._id === ids.newcomer);
    expect(newcomer).toMatchObject({ cgpa: null, attendance: null });
    // Only the failing student has figures: the means are hers, not pulled down by a figure that is not there.
    expect(data.summary).toMatchObject({ averageCgpa: 0, averageAttendance: 0 });
  });
});

describe('a real zero stays zero', () => {
  it('an F and every class missed read CGPA 0 and attendance 0%', async () => {
    const dashboard = (await get('/api/students/dashboard', tokens.failing)).data;
    expect(dashboard.cgpa).toBe(0);
    expect(dashboard.attendancePercentage).toBe(0);
    expect((await get('/api/grades/my-grades/summary', tokens.failing)).data.cgpa).toBe(0);
    expect((await get('/api/attendance/my-attendance/summary', tokens.failing)).data.overall).toBe(0);
    const { data } = await get('/api/faculty/students', tokens.teacher);
    expect(data.students.find((s: { _id: string }) => s._id === ids.failing)).toMatchObject({
      cgpa: 0,
      attendance: 0,
    });
  });

  it('with nobody having a figure, the averages on My Students are null', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'NIL-201', instructorId: teacher.id });
    await buildEnrollment(app, ids.newcomer, course.id);
    const { data } = await get('/api/faculty/students', await signIn(app, teacher.email));
    expect(data.summary).toMatchObject({ averageCgpa: null, averageAttendance: null });
  });
});
