import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { submissions } from '../../db/schema';
import {
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
import { buildTestApp } from '../../test/harness';
import { renderMessage } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import { studentDashboard } from './queries';

const DAY = 24 * 60 * 60 * 1000;
let app: App;
let token: string;
let otherToken: string;
let facultyToken: string;
const ids = {} as Record<
  'student' | 'other' | 'c1' | 'c2' | 'notEnrolled' | 'pending' | 'overdue' | 'submitted' | 'graded',
  string
>;

const get = (url: string, as = token) => injectAs(app, as, { method: 'GET', url });

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app, { name: 'Dr. Rehman' });
  const student = await buildStudent(app, { name: 'Ali Raza' });
  const other = await buildStudent(app);
  const c1 = await buildCourse(app, {
    code: 'IT-101',
    name: 'Programming',
    semester: 1,
    credits: 3,
    instructorId: teacher.id,
    scheduleDays: ['Monday', 'Wednesday'],
    scheduleTime: '11:00 - 12:30',
    scheduleRoom: 'Lab 2',
  });
  const c2 = await buildCourse(app, {
    code: 'IT-201',
    name: 'Databases',
    semester: 2,
    credits: 4,
    scheduleDays: ['Monday'],
    scheduleTime: '8:30 AM',
    isVirtual: true,
  });
  const notEnrolled = await buildCourse(app, { code: 'IT-301', semester: 3 });
  await buildEnrollment(app, student.id, c1.id);
  await buildEnrollment(app, student.id, c2.id);
  await buildEnrollment(app, other.id, c1.id);
  await buildEnrollment(app, other.id, notEnrolled.id);

  // Final results: an A+ (4.0) over 3 credits and a B (3.0) over 4 credits; a midterm that does not count.
  await buildGrade(app, { studentId: student.id, courseId: c1.id, marks: 92, semester: 1, credits: 3 });
  await buildGrade(app, { studentId: student.id, courseId: c2.id, marks: 72, semester: 2, credits: 4 });
  await buildGrade(app, {
    studentId: student.id,
    courseId: c1.id,
    marks: 20,
    semester: 1,
    credits: 3,
    examType: 'midterm',
  });
  await buildGrade(app, { studentId: other.id, courseId: c1.id, marks: 40, semester: 1 });

  // 3 of 4 attended in IT-101 (late counts), 1 of 5 in IT-201 (excused does not).
  await buildAttendance(app, student.id, c1.id, ['present', 'present', 'late', 'absent']);
  await buildAttendance(app, student.id, c2.id, ['present', 'absent', 'absent', 'excused', 'absent']);
  await buildAttendance(app, other.id, c1.id, ['absent']);
  await buildAttendance(app, other.id, notEnrolled.id, ['present']);

  const now = Date.now();
  const pending = await buildAssignment(app, c1.id, {
    title: 'Pending one',
    dueDate: new Date(now + 3 * DAY),
  });
  const overdue = await buildAssignment(app, c1.id, { title: 'Overdue one', dueDate: new Date(now - DAY) });
  const submitted = await buildAssignment(app, c2.id, {
    title: 'Submitted one',
    dueDate: new Date(now + 2 * DAY),
  });
  const graded = await buildAssignment(app, c2.id, { title: 'Graded one', dueDate: new Date(now - 2 * DAY) });
  await buildAssignment(app, notEnrolled.id, { title: 'Not mine' });
  await app.db.insert(submissions).values([
    { assignmentId: submitted.id, studentId: student.id, text: 'My answer' },
    {
      assignmentId: graded.id,
      studentId: student.id,
      text: 'Late answer',
      isLate: true,
      status: 'graded',
      marksObtained: 81,
      feedback: 'Good work',
      gradedAt: new Date(now + 1000),
      gradedBy: teacher.id,
    },
    // Another student's submission must not make this student's assignment "submitted".
    { assignmentId: pending.id, studentId: other.id, text: 'Theirs' },
  ]);

  Object.assign(ids, {
    student: student.id,
    other: other.id,
    c1: c1.id,
    c2: c2.id,
    notEnrolled: notEnrolled.id,
    pending: pending.id,
    overdue: overdue.id,
    submitted: submitted.id,
    graded: graded.id,
  });
  token = await signIn(app, student.email);
  otherToken = await signIn(app, other.email);
  facultyToken = await signIn(app, teacher.email);
});
afterAll(() => app.close());

describe('who may use the student area', () => {
  const routes = [
    '/api/students/dashboard',
    '/api/students/courses',
    '/api/grades/my-grades',
    '/api/grades/my-grades/summary',
    '/api/attendance/my-attendance',
    '/api/attendance/my-attendance/summary',
    '/api/assignments/my-assignments',
  ];

  it('should return 401 without a session and 403 for faculty', async () => {
    for (const url of [...routes, `/api/students/courses/${ids.c1}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, facultyToken)).statusCode, url).toBe(403);
    }
    for (const [method, url] of [
      ['POST', `/api/assignments/${ids.pending}/submit`],
      ['PUT', `/api/assignments/${ids.pending}/update-submission`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await injectAs(app, facultyToken, { method, url })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/grades/my-grades', () => {
  it("lists only the student's own results, every exam type, filtered by semester", async () => {
    const res = await get('/api/grades/my-grades');
    expect(res.statusCode).toBe(200);
    const grades = res.json().data.grades;
    expect(grades).toHaveLength(3);
    // By semester, course, then exam in the order of the term: the midterm before the final.
    expect(grades.map((g: { exam_type: string }) => g.exam_type)).toEqual(['midterm', 'final', 'final']);
    expect(grades[1]).toMatchObject({
      course_id: { _id: ids.c1, code: 'IT-101', name: 'Programming' },
      semester: 1,
      percentage: 92,
      letter_grade: 'A+',
      grade_point: 4,
      credits: 3,
    });
    const semester2 = (await get('/api/grades/my-grades?semester=2')).json().data.grades;
    expect(semester2.map((g: { letter_grade: string }) => g.letter_grade)).toEqual(['B']);
  });

  it('refuses a semester outside 1-8', async () => {
    expect((await get('/api/grades/my-grades?semester=9')).statusCode).toBe(400);
  });
});

describe('GET /api/grades/my-grades/summary', () => {
  it('CGPA is the credit-weighted mean of final grade points, with SGPA per semester', async () => {
    const res = await get('/api/grades/my-grades/summary');
    expect(res.statusCode).toBe(200);
    // (4.0 x 3 + 3.0 x 4) / 7 = 3.43, where a plain mean would say 3.5; the midterm does not count.
    expect(res.json().data).toEqual({
      cgpa: 3.43,
      totalCredits: 7,
      totalCourses: 2,
      semesterSummary: [
        { semester: 1, sgpa: 4, totalCredits: 3, coursesCompleted: 1 },
        { semester: 2, sgpa: 3, totalCredits: 4, coursesCompleted: 1 },
      ],
    });
  });
});

describe('GET /api/attendance/my-attendance/summary', () => {
  it('gives each enrolled course its percentage (late counts as attended), outlook and exam standing, and the mean', async () => {
    const res = await get('/api/attendance/my-attendance/summary');
    expect(res.statusCode).toBe(200);
    const { summary, overall } = res.json().data;
    expect(summary).toEqual([
      {
        course: { _id: ids.c1, code: 'IT-101', name: 'Programming' },
        term: { _id: expect.any(String), name: expect.stringMatching(/^(Fall|Spring) \d{4}$/) },
        total: 4,
        present: 2,
        absent: 1,
        late: 1,
        excused: 0,
        percentage: 75,
        canMiss: 0,
        needInARow: 0,
        eligibility: 'eligible',
      },
      {
        course: { _id: ids.c2, code: 'IT-201', name: 'Databases' },
        term: { _id: expect.any(String), name: expect.stringMatching(/^(Fall|Spring) \d{4}$/) },
        total: 5,
        present: 1,
        absent: 3,
        late: 0,
        excused: 1,
        percentage: 20,
        canMiss: 0,
        needInARow: 11,
        eligibility: 'may_repeat',
      },
    ]);
    expect(overall).toBe(48);
  });
});

describe('GET /api/attendance/my-attendance', () => {
  it("lists the student's records newest first, and one course's on request", async () => {
    const all = (await get('/api/attendance/my-attendance')).json().data.attendance;
    expect(all).toHaveLength(9);
    const dates = all.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const res = await get(`/api/attendance/my-attendance?course_id=${ids.c1}`);
    expect(res.statusCode).toBe(200);
    const records = res.json().data.attendance;
    expect(records).toHaveLength(4);
    expect(records[0]).toMatchObject({
      date: '2026-09-04',
      status: 'absent',
      session_type: 'lecture',
      course_id: { code: 'IT-101' },
    });
  });

  it('should return 404 for a course the student is not enrolled in', async () => {
    const res = await get(`/api/attendance/my-attendance?course_id=${ids.notEnrolled}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/assignments/my-assignments', () => {
  it('lists the enrolled courses’ assignments by due date, each with its own submission and display status', async () => {
    const res = await get('/api/assignments/my-assignments');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.assignments;
    expect(list.map((a: { title: string; displayStatus: string }) => [a.title, a.displayStatus])).toEqual([
      ['Graded one', 'graded'],
      ['Overdue one', 'overdue'],
      ['Submitted one', 'submitted'],
      ['Pending one', 'pending'],
    ]);
    expect(list[0].submission).toMatchObject({
      status: 'graded',
      is_late: true,
      grade: { marks_obtained: 81, feedback: 'Good work' },
    });
    expect(list[1]).toMatchObject({ isOverdue: true, submission: null });
    expect(list[3]).toMatchObject({ isOverdue: false, submission: null, course_id: { code: 'IT-101' } });
  });

  it('filters pending, submitted and overdue as the stat cards count them', async () => {
    const titles = async (status: string) =>
      (await get(`/api/assignments/my-assignments?status=${status}`))
        .json()
        .data.assignments.map((a: { title: string }) => a.title);
    expect(await titles('pending')).toEqual(['Pending one']);
    expect(await titles('submitted')).toEqual(['Graded one', 'Submitted one']);
    expect(await titles('overdue')).toEqual(['Overdue one']);
    expect((await get('/api/assignments/my-assignments?status=late')).statusCode).toBe(400);
  });
});

describe('GET /api/students/courses', () => {
  it('lists the enrolled courses with instructor, class size and pending assignments', async () => {
    const res = await get('/api/students/courses');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.courses;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['IT-101', 'IT-201']);
    expect(list[0]).toMatchObject({ instructor_name: 'Dr. Rehman', enrolledCount: 2, assignments: 1 });
    expect(list[1]).toMatchObject({
      instructor_name: null,
      enrolledCount: 1,
      assignments: 0,
      is_virtual: true,
    });
    const semester2 = (await get('/api/students/courses?semester=2')).json().data.courses;
    expect(semester2.map((c: { code: string }) => c.code)).toEqual(['IT-201']);
  });
});

describe('GET /api/students/courses/:id', () => {
  it("shows an enrolled course with the student's assignments, attendance and grades in it", async () => {
    const res = await get(`/api/students/courses/${ids.c1}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.course).toMatchObject({ code: 'IT-101', assignments: 1 });
    expect(detail.assignments.map((a: { title: string }) => a.title)).toEqual(['Overdue one', 'Pending one']);
    expect(detail.attendance).toMatchObject({ total: 4, percentage: 75 });
    expect(detail.grades.map((g: { exam_type: string }) => g.exam_type)).toEqual(['midterm', 'final']);
  });

  it('should return 404 for a course the student is not enrolled in, or an unknown id', async () => {
    expect((await get(`/api/students/courses/${ids.notEnrolled}`)).statusCode).toBe(404);
    expect((await get(`/api/students/courses/${crypto.randomUUID()}`)).statusCode).toBe(404);
    // The other student is enrolled in it, and sees it.
    expect((await get(`/api/students/courses/${ids.notEnrolled}`, otherToken)).statusCode).toBe(200);
  });
});

describe('GET /api/students/dashboard', () => {
  it('shows the same figures as the grades, attendance and assignments pages', async () => {
    const res = await get('/api/students/dashboard');
    expect(res.statusCode).toBe(200);
    const dashboard = res.json().data;
    const grades = (await get('/api/grades/my-grades/summary')).json().data;
    const attendance = (await get('/api/attendance/my-attendance/summary')).json().data;
    const pending = (await get('/api/assignments/my-assignments?status=pending')).json().data.assignments;
    expect(dashboard).toMatchObject({
      enrolledCourses: 2,
      cgpa: grades.cgpa,
      attendancePercentage: attendance.overall,
      pendingAssignments: pending.length,
    });
    expect(dashboard.cgpa).toBe(3.43);
    expect(dashboard.attendancePercentage).toBe(48);
    expect(dashboard.pendingAssignments).toBe(1);
  });

  it('lists recent activities newest first: new assignments, grades posted and submissions graded', async () => {
    const { recentActivities } = (await get('/api/students/dashboard')).json().data;
    expect(recentActivities.length).toBeLessThanOrEqual(10);
    expect(recentActivities[0]).toMatchObject({
      type: 'grade',
      message: 'IT-201 "Graded one" graded: 81/100',
    });
    const messages = recentActivities.map((a: { message: string }) => a.message);
    expect(messages).toContain('New assignment in IT-101: Pending one');
    expect(messages).toContain('IT-101 final result posted: A+');
    expect(messages.join('\n')).not.toContain('Not mine');
    const times = recentActivities.map((a: { time: string }) => a.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('sends each recent activity as a code and parameters, so that an Urdu page shows it in Urdu', async () => {
    const { recentActivities } = (await get('/api/students/dashboard')).json().data;
    const graded = recentActivities.find((a: { message: string }) => a.message.includes('"Graded one"'));
    expect(graded).toMatchObject({ code: 'activity.submissionGraded', params: { code: 'IT-201' } });
    expect(renderMessage(graded.code, graded.params, 'ur', URDU)).not.toContain('graded');
    for (const activity of recentActivities) expect(activity.code).toMatch(/^activity\./);
  });

  it("today's classes come from the schedule days in the college time zone, by time", async () => {
    // Sunday 20:00 in UTC is already Monday 01:00 in Asia/Karachi.
    const sundayEveningUtc = new Date('2026-11-22T20:00:00Z');
    const monday = await studentDashboard(app.db, ids.student, sundayEveningUtc, 'Asia/Karachi');
    expect(monday.upcomingClasses).toEqual([
      {
        courseId: ids.c2,
        courseName: 'Databases',
        code: 'IT-201',
        instructorName: null,
        time: '8:30 AM',
        room: '',
        isVirtual: true,
        session: null,
      },
      {
        courseId: ids.c1,
        courseName: 'Programming',
        code: 'IT-101',
        instructorName: 'Dr. Rehman',
        time: '11:00 - 12:30',
        room: 'Lab 2',
        isVirtual: false,
        session: null,
      },
    ]);
    const inUtc = await studentDashboard(app.db, ids.student, sundayEveningUtc, 'UTC');
    expect(inUtc.upcomingClasses).toEqual([]);
  });

  it("another student's dashboard does not include this student's records", async () => {
    const res = await get('/api/students/dashboard', otherToken);
    expect(res.json().data).toMatchObject({ enrolledCourses: 2, cgpa: 0, attendancePercentage: 50 });
  });
});
