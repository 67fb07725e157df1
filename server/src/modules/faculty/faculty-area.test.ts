/** The faculty area's own pages: who may reach them, the dashboard, My Courses and My Students. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { assignments, courses, enrollments, submissions, users } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  buildSubmission,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { weekdayIn } from '../student/queries';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const timeZone = loadConfig({ SEED: 'none' }, {}).collegeTimeZone;
let app: App;
let teacherToken: string;
let otherTeacherToken: string;
let studentToken: string;
let adminToken: string;
const ids = {} as Record<
  'teacher' | 'other' | 'c1' | 'c2' | 'c3' | 'otherCourse' | 's1' | 's2' | 's3' | 'outsider',
  string
>;

const get = (url: string, token = teacherToken) => injectAs(app, token, { method: 'GET', url });

/**
 * The college's clock: today, or Saturday when today is Sunday, when no class meets (the weekdays a schedule
 * may name are Monday to Saturday).
 */
const NOW = new Date(Date.now() - (weekdayIn(new Date(), timeZone) === 'Sunday' ? 86_400_000 : 0));

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const teacher = await buildFaculty(app, { name: 'Dr. Rehman' });
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const today = weekdayIn(NOW, timeZone);
  const c1 = await buildCourse(app, {
    code: 'FAC-101',
    name: 'Programming',
    instructorId: teacher.id,
    scheduleDays: [today],
    scheduleTime: '11:00 - 12:30',
    scheduleRoom: 'Lab 2',
  });
  const c2 = await buildCourse(app, {
    code: 'FAC-201',
    name: 'Databases',
    semester: 2,
    instructorId: teacher.id,
    isVirtual: true,
    scheduleDays: [today],
    scheduleTime: '8:30 AM',
  });
  const c3 = await buildCourse(app, { code: 'FAC-301', semester: 3, instructorId: teacher.id });
  const otherCourse = await buildCourse(app, {
    code: 'OTH-101',
    instructorId: other.id,
    scheduleDays: [today],
  });
  const s1 = await buildStudent(app, { name: 'Ali Raza', email: 'ali.raza@test.edu' });
  const s2 = await buildStudent(app, { name: 'Bushra_Khan' });
  const s3 = await buildStudent(app, { name: 'Zain Pending', status: 'deactivated' });
  const outsider = await buildStudent(app, { name: 'Omar Outside' });
  await buildEnrollment(app, s1.id, c1.id);
  await buildEnrollment(app, s1.id, c2.id);
  await buildEnrollment(app, s2.id, c1.id);
  await buildEnrollment(app, s3.id, c1.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);

  const a1 = await buildAssignment(app, c1.id, { title: 'Loops' });
  const a2 = await buildAssignment(app, c2.id, { title: 'Normal forms' });
  const otherAssignment = await buildAssignment(app, otherCourse.id);
  await buildSubmission(app, a1.id, s1.id, { submittedAt: new Date(Date.now() - 3000) });
  await buildSubmission(app, a1.id, s2.id, {
    status: 'graded',
    marksObtained: 70,
    gradedAt: new Date(),
    submittedAt: new Date(Date.now() - 2000),
  });
  await buildSubmission(app, a2.id, s1.id, { isLate: true, submittedAt: new Date(Date.now() - 1000) });
  await buildSubmission(app, otherAssignment.id, outsider.id);

  // s1: an A+ (4.0) over 3 credits and a B (3.0) over 4 credits, finals; a midterm does not count.
  await buildGrade(app, { studentId: s1.id, courseId: c1.id, marks: 95, credits: 3 });
  await buildGrade(app, { studentId: s1.id, courseId: otherCourse.id, marks: 72, credits: 4 });
  await buildGrade(app, { studentId: s1.id, courseId: c2.id, marks: 10, examType: 'midterm' });
  // s1 attends 3 of 4 in c1 (75%) and 1 of 2 in c2 (50%); other teachers' courses do not count.
  await buildAttendance(app, s1.id, c1.id, ['present', 'late', 'present', 'absent']);
  await buildAttendance(app, s1.id, c2.id, ['present', 'excused']);
  await buildAttendance(app, s1.id, otherCourse.id, ['absent', 'absent']);

  Object.assign(ids, {
    teacher: teacher.id,
    other: other.id,
    c1: c1.id,
    c2: c2.id,
    c3: c3.id,
    otherCourse: otherCourse.id,
    s1: s1.id,
    s2: s2.id,
    s3: s3.id,
    outsider: outsider.id,
  });
  teacherToken = await signIn(app, teacher.email);
  otherTeacherToken = await signIn(app, other.email);
  studentToken = await signIn(app, s1.email);
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

const ENDPOINTS = [
  ['GET', '/api/faculty/dashboard'],
  ['GET', '/api/faculty/courses'],
  ['GET', '/api/faculty/students'],
  ['GET', `/api/faculty/students/${SOME_ID}`],
  ['GET', `/api/assignments/course/${SOME_ID}`],
  ['POST', '/api/assignments'],
  ['GET', `/api/assignments/${SOME_ID}/submissions`],
  ['PUT', `/api/assignments/${SOME_ID}/grade`],
  ['GET', `/api/attendance/course/${SOME_ID}/students`],
  ['POST', '/api/attendance/mark'],
  ['POST', '/api/grades'],
  ['POST', '/api/grades/bulk'],
  ['GET', `/api/grades/course/${SOME_ID}`],
] as const;

describe('who may reach the faculty routes', () => {
  it.each(ENDPOINTS)('a student cannot reach the faculty routes (403): %s %s', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    const res = await injectAs(app, studentToken, { method, url, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'You do not have permission to do that.' });
    expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
  });

  it("the teacher's own pages are not an admin's (403)", async () => {
    expect((await get('/api/faculty/dashboard', adminToken)).statusCode).toBe(403);
    expect((await get('/api/faculty/students', adminToken)).statusCode).toBe(403);
  });

  it('the OpenAPI document lists every faculty route with its schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const normal = (path: string) => path.replace(/\{[^}]+\}/g, '{x}').replaceAll(SOME_ID, '{x}');
    for (const [method, url] of ENDPOINTS) {
      const key = Object.keys(doc.paths).find((path) => normal(path) === normal(url));
      expect(key, `${method} ${url} is in the OpenAPI document`).toBeDefined();
      const operation = doc.paths[key!][method.toLowerCase()];
      expect(operation.responses['200'] ?? operation.responses['201']).toBeDefined();
      expect(operation.responses['4XX'] ?? operation.responses['4xx']).toBeDefined();
    }
  });
});

describe('GET /api/faculty/dashboard', () => {
  it('the dashboard figures equal direct counts over the teacher’s courses', async () => {
    const res = await get('/api/faculty/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;

    const mine = eq(courses.instructorId, ids.teacher);
    const [[myCourses], [students], [pending]] = await Promise.all([
      app.db.select({ n: count() }).from(courses).where(mine),
      app.db
        .select({ n: sql<number>`count(distinct ${enrollments.studentId})`.mapWith(Number) })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .where(and(mine, eq(users.status, 'approved'))),
      app.db
        .select({ n: count() })
        .from(submissions)
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .where(
          and(eq(submissions.status, 'submitted'), inArray(assignments.courseId, [ids.c1, ids.c2, ids.c3])),
        ),
    ]);
    expect(data.myCourses).toBe(myCourses.n);
    expect(data.myCourses).toBe(3);
    expect(data.totalStudents).toBe(students.n);
    expect(data.totalStudents).toBe(2);
    expect(data.pendingAssignments).toBe(pending.n);
    expect(data.pendingAssignments).toBe(2);
  });

  it('a submission returned for resubmission waits for its student, not among the submissions to grade', async () => {
    const assignment = await buildAssignment(app, ids.c3, { title: 'Returned work' });
    const returned = await buildSubmission(app, assignment.id, ids.s1, { returnedAt: new Date() });
    try {
      expect((await get('/api/faculty/dashboard')).json().data.pendingAssignments).toBe(2);
      await app.db.update(submissions).set({ returnedAt: null }).where(eq(submissions.id, returned.id));
      expect((await get('/api/faculty/dashboard')).json().data.pendingAssignments).toBe(3);
    } finally {
      await app.db.delete(submissions).where(eq(submissions.id, returned.id));
      await app.db.delete(assignments).where(eq(assignments.id, assignment.id));
    }
  });

  it("today's classes are the teacher's courses scheduled on today's weekday, earliest first", async () => {
    const data = (await get('/api/faculty/dashboard')).json().data;
    expect(data.classesToday).toBe(2);
    expect(data.todaysClasses).toEqual([
      expect.objectContaining({ code: 'FAC-201', isVirtual: true, instructorName: 'Dr. Rehman' }),
      expect.objectContaining({ code: 'FAC-101', time: '11:00 - 12:30', room: 'Lab 2' }),
    ]);
  });

  it('recent submissions are the latest to the teacher’s assignments, newest first', async () => {
    const data = (await get('/api/faculty/dashboard')).json().data;
    expect(
      data.recentSubmissions.map((s: { assignment: { title: string }; student: { name: string } }) => [
        s.assignment.title,
        s.student.name,
      ]),
    ).toEqual([
      ['Normal forms', 'Ali Raza'],
      ['Loops', 'Bushra_Khan'],
      ['Loops', 'Ali Raza'],
    ]);
    expect(data.recentSubmissions[0]).toMatchObject({ is_late: true, status: 'submitted' });
  });
});

describe('GET /api/faculty/courses', () => {
  it('lists only the courses the teacher teaches, with enrolled counts', async () => {
    const res = await get('/api/faculty/courses');
    expect(res.statusCode).toBe(200);
    const list = res
      .json()
      .data.courses.map((c: { code: string; enrolledCount: number }) => [c.code, c.enrolledCount]);
    // A deactivated student is not counted in the class.
    expect(list).toEqual([
      ['FAC-101', 2],
      ['FAC-201', 1],
      ['FAC-301', 0],
    ]);
  });

  it("an admin gets every course, other teachers' too (Enter Grades for any course)", async () => {
    const res = await get('/api/faculty/courses', adminToken);
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.courses.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FAC-101', 'FAC-201', 'FAC-301', 'OTH-101']));
    const [all] = await app.db.select({ n: count() }).from(courses);
    expect(codes).toHaveLength(all.n);
  });

  it("another teacher's list has none of this teacher's courses", async () => {
    const res = await get('/api/faculty/courses', otherTeacherToken);
    expect(res.json().data.courses.map((c: { code: string }) => c.code)).toEqual(['OTH-101']);
  });

  it('filters by semester on the server', async () => {
    const res = await get('/api/faculty/courses?semester=2');
    expect(res.json().data.courses.map((c: { code: string }) => c.code)).toEqual(['FAC-201']);
    expect((await get('/api/faculty/courses?semester=9')).statusCode).toBe(400);
  });
});

describe('GET /api/faculty/students', () => {
  const names = (res: { json(): { data: { students: { name: string }[] } } }) =>
    res.json().data.students.map((s) => s.name);

  it("lists the students of the teacher's courses with their courses, CGPA and attendance", async () => {
    const res = await get('/api/faculty/students');
    expect(res.statusCode).toBe(200);
    const [ali, bushra] = res.json().data.students;
    expect(names(res)).toEqual(['Ali Raza', 'Bushra_Khan']);
    expect(ali.courses.map((c: { code: string }) => c.code)).toEqual(['FAC-101', 'FAC-201']);
    // (4.0 * 3 + 3.0 * 4) / 7 = 3.43, all final results counted.
    expect(ali.cgpa).toBe(3.43);
    // The mean of 75% and 50% in the teacher's courses.
    expect(ali.attendance).toBe(63);
    // No results and no classes yet: nothing to show, not 0 (issue 24).
    expect(bushra).toMatchObject({ cgpa: null, attendance: null });
  });

  it('searches by name, student ID or email, case-insensitively, LIKE characters taken literally', async () => {
    expect(names(await get('/api/faculty/students?search=ALI'))).toEqual(['Ali Raza']);
    expect(names(await get('/api/faculty/students?search=ali.raza@TEST'))).toEqual(['Ali Raza']);
    const [bushra] = (await get('/api/faculty/students?search=bushra')).json().data.students;
    expect(names(await get(`/api/faculty/students?search=${bushra.student_id.toLowerCase()}`))).toEqual([
      'Bushra_Khan',
    ]);
    expect(names(await get('/api/faculty/students?search=a_'))).toEqual(['Bushra_Khan']);
    expect(names(await get('/api/faculty/students?search=%25'))).toEqual([]);
    expect(names(await get('/api/faculty/students?search=Omar'))).toEqual([]);
  });

  it('filters by one of the teacher’s courses', async () => {
    expect(names(await get(`/api/faculty/students?course_id=${ids.c2}`))).toEqual(['Ali Raza']);
    expect(names(await get(`/api/faculty/students?course_id=${ids.c3}`))).toEqual([]);
    expect((await get('/api/faculty/students?course_id=nope')).statusCode).toBe(400);
  });

  it('comes a page at a time, with figures over every matching student, not only the page', async () => {
    const first = await get('/api/faculty/students?page_size=1');
    expect(names(first)).toEqual(['Ali Raza']);
    // Ali's CGPA 3.43 and Bushra's 0; attendance 63% and 0%; between them FAC-101 and FAC-201.
    expect(first.json().data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      // Over the students with a figure: Bushra, with none yet, does not pull the means down.
      summary: { averageCgpa: 3.43, averageAttendance: 63, activeCourses: 2 },
    });
    const second = await get('/api/faculty/students?page_size=1&page=2');
    expect(names(second)).toEqual(['Bushra_Khan']);
    expect(second.json().data.summary).toEqual(first.json().data.summary);
    expect((await get('/api/faculty/students?search=bushra')).json().data).toMatchObject({
      total: 1,
      summary: { averageCgpa: null, averageAttendance: null, activeCourses: 1 },
    });
    expect((await get('/api/faculty/students?search=nobody')).json().data).toMatchObject({
      students: [],
      total: 0,
      summary: { averageCgpa: null, averageAttendance: null, activeCourses: 0 },
    });
    expect((await get('/api/faculty/students?page=-1')).statusCode).toBe(400);
  });

  it("a teacher cannot see another teacher's course (404)", async () => {
    const res = await get(`/api/faculty/students?course_id=${ids.otherCourse}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Course not found' });
  });
});

describe('GET /api/faculty/students/:id', () => {
  it("shows the student's contact and only the teacher's courses' attendance and results", async () => {
    const res = await get(`/api/faculty/students/${ids.s1}`);
    expect(res.statusCode).toBe(200);
    const { student, courses: taken } = res.json().data;
    expect(student).toMatchObject({
      name: 'Ali Raza',
      email: 'ali.raza@test.edu',
      department: 'Information Technology',
      program: 'BS Information Technology',
      batch: '2024',
      cgpa: 3.43,
    });
    expect(taken.map((c: { course: { code: string } }) => c.course.code)).toEqual(['FAC-101', 'FAC-201']);
    expect(taken[0].attendance).toMatchObject({ total: 4, present: 2, late: 1, absent: 1, percentage: 75 });
    expect(taken[0].grades.map((g: { letter_grade: string }) => g.letter_grade)).toEqual(['A+']);
    expect(taken[1].grades.map((g: { exam_type: string }) => g.exam_type)).toEqual(['midterm']);
    expect(JSON.stringify(res.json())).not.toContain('OTH-101');
  });

  it("is 404 for a student who takes none of the teacher's courses", async () => {
    expect((await get(`/api/faculty/students/${ids.outsider}`)).statusCode).toBe(404);
    expect((await get(`/api/faculty/students/${ids.s1}`, otherTeacherToken)).statusCode).toBe(404);
    expect((await get(`/api/faculty/students/${SOME_ID}`)).statusCode).toBe(404);
  });
});
