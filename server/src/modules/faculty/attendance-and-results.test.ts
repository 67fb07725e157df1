/** Mark Attendance and Enter Final Grades: rosters, idempotent marking, single and bulk results. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { activities, attendanceRecords, grades } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { collegeToday } from '../../../../contract/college-clock';

const timeZone = loadConfig({ SEED: 'none' }, {}).collegeTimeZone;
const DAY = 24 * 60 * 60 * 1000;
/** Thursday 26 November 2026, 11:00 in Bahawalpur: a day of the Fall 2026 term, which began on 1 September. */
const NOW = new Date('2026-11-26T06:00:00Z');
let app: App;
let teacherToken: string;
let otherTeacherToken: string;
let adminToken: string;
const ids = {} as Record<'teacher' | 'course' | 'otherCourse' | 's1' | 's2' | 'outsider' | 'alumnus', string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = teacherToken) =>
  injectAs(app, token, { method, url, payload });
const recordsOf = (courseId: string) =>
  app.db.select().from(attendanceRecords).where(eq(attendanceRecords.courseId, courseId));
const gradesOf = (courseId: string) => app.db.select().from(grades).where(eq(grades.courseId, courseId));

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const teacher = await buildFaculty(app);
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'ATT-101', credits: 4, instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { code: 'ATT-999', instructorId: other.id });
  const s1 = await buildStudent(app, { name: 'Ali Raza' });
  const s2 = await buildStudent(app, { name: 'Bushra Khan' });
  const outsider = await buildStudent(app, { name: 'Omar Outside' });
  const alumnus = await buildStudent(app, { name: 'Hina Graduated' });
  await buildEnrollment(app, s2.id, course.id);
  await buildEnrollment(app, s1.id, course.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);
  // Dropped the course but has a result in it: its result may still be corrected.
  await buildGrade(app, { studentId: alumnus.id, courseId: course.id, marks: 40, semester: 1 });
  Object.assign(ids, {
    teacher: teacher.id,
    course: course.id,
    otherCourse: otherCourse.id,
    s1: s1.id,
    s2: s2.id,
    outsider: outsider.id,
    alumnus: alumnus.id,
  });
  teacherToken = await signIn(app, teacher.email);
  otherTeacherToken = await signIn(app, other.email);
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

describe('POST /api/attendance/mark', () => {
  const mark = (date: string, statuses: Record<string, string>, extra: object = {}, token = teacherToken) =>
    call(
      'POST',
      '/api/attendance/mark',
      {
        course_id: ids.course,
        date,
        session_type: 'lecture',
        students: Object.entries(statuses).map(([student_id, status]) => ({ student_id, status })),
        ...extra,
      },
      token,
    );

  it('marks each student and says how many were marked', async () => {
    const res = await mark('2026-09-01', { [ids.s1]: 'present', [ids.s2]: 'late' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Attendance marked successfully for 2 students!',
      data: { marked: 2 },
    });
    const rows = await recordsOf(ids.course);
    expect(rows.filter((r) => r.date === '2026-09-01')).toHaveLength(2);
    expect(rows.every((r) => r.markedBy === ids.teacher)).toBe(true);
  });

  it('marking attendance twice for the same course, date and session type updates the records', async () => {
    await mark('2026-09-02', { [ids.s1]: 'present', [ids.s2]: 'present' });
    const again = await mark('2026-09-02', { [ids.s1]: 'absent', [ids.s2]: 'present' });
    expect(again.statusCode).toBe(200);
    const rows = (await recordsOf(ids.course)).filter(
      (r) => r.date === '2026-09-02' && r.sessionType === 'lecture',
    );
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.studentId === ids.s1)?.status).toBe('absent');
    // Another session type on the same day is another class.
    await mark('2026-09-02', { [ids.s1]: 'present' }, { session_type: 'lab' });
    expect((await recordsOf(ids.course)).filter((r) => r.date === '2026-09-02')).toHaveLength(3);
  });

  it('a future date is refused; today in the college time zone is accepted', async () => {
    const tomorrow = collegeToday(new Date(NOW.getTime() + DAY), timeZone);
    const res = await mark(tomorrow, { [ids.s1]: 'present' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The date cannot be in the future',
      errors: [{ field: 'date', message: 'The date cannot be in the future' }],
    });
    expect((await mark(collegeToday(NOW, timeZone), { [ids.s1]: 'present' })).statusCode).toBe(200);
  });

  it('a student not enrolled is refused and nothing is written', async () => {
    const res = await mark('2026-09-03', { [ids.s1]: 'present', [ids.outsider]: 'present' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'One or more students are not enrolled in this course',
      errors: [{ field: 'students.1.student_id' }],
    });
    expect((await recordsOf(ids.course)).filter((r) => r.date === '2026-09-03')).toEqual([]);
  });

  it('refuses an empty list, a missing course and an unknown status (400)', async () => {
    expect((await mark('2026-09-04', {})).json().errors).toContainEqual(
      expect.objectContaining({
        field: 'students',
        message: 'No students to mark attendance',
      }),
    );
    expect((await mark('2026-09-04', {}, { course_id: '' })).json().errors).toContainEqual(
      expect.objectContaining({
        field: 'course_id',
        message: 'Please select course and date',
      }),
    );
    expect((await mark('2026-09-04', { [ids.s1]: 'asleep' })).statusCode).toBe(400);
  });

  it("a teacher cannot mark another teacher's course (404); an admin may mark any course", async () => {
    const payload = {
      course_id: ids.otherCourse,
      date: '2026-09-05',
      students: [{ student_id: ids.outsider, status: 'present' }],
    };
    expect((await call('POST', '/api/attendance/mark', payload)).statusCode).toBe(404);
    expect((await call('POST', '/api/attendance/mark', payload, otherTeacherToken)).statusCode).toBe(200);
    const byAdmin = await call('POST', '/api/attendance/mark', payload, adminToken);
    expect(byAdmin.statusCode).toBe(200);
    expect(await recordsOf(ids.otherCourse)).toHaveLength(1);
  });
});

describe('GET /api/attendance/course/:courseId/students', () => {
  it("lists the enrolled students by name, each with that date's record or null", async () => {
    await call('POST', '/api/attendance/mark', {
      course_id: ids.course,
      date: '2026-09-10',
      students: [{ student_id: ids.s2, status: 'excused', remarks: 'Medical' }],
    });
    const res = await call('GET', `/api/attendance/course/${ids.course}/students?date=2026-09-10`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.students).toEqual([
      expect.objectContaining({ _id: ids.s1, name: 'Ali Raza', record: null }),
      expect.objectContaining({ _id: ids.s2, record: { status: 'excused', remarks: 'Medical' } }),
    ]);
    const lab = await call(
      'GET',
      `/api/attendance/course/${ids.course}/students?date=2026-09-10&session_type=lab`,
    );
    expect(lab.json().data.students.map((s: { record: unknown }) => s.record)).toEqual([null, null]);
    const noDate = await call('GET', `/api/attendance/course/${ids.course}/students`);
    expect(noDate.json().data.students).toHaveLength(2);
  });

  it('refuses a malformed date (400) and another teacher’s course (404)', async () => {
    expect(
      (await call('GET', `/api/attendance/course/${ids.course}/students?date=10-09-2026`)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/attendance/course/${ids.otherCourse}/students`)).statusCode).toBe(404);
  });
});

describe('POST /api/grades', () => {
  const entry = (overrides: object = {}) => ({
    student_id: ids.s1,
    course_id: ids.course,
    semester: 1,
    exam_type: 'final',
    marks_obtained: 86,
    total_marks: 100,
    ...overrides,
  });

  it('enters one result with computed percentage, letter, grade point and the course’s credits (201)', async () => {
    const res = await call(
      'POST',
      '/api/grades',
      entry({ marks_obtained: 43, total_marks: 50, remarks: 'Well done' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.grade).toMatchObject({
      course_id: { code: 'ATT-101' },
      exam_type: 'final',
      marks_obtained: 43,
      total_marks: 50,
      percentage: 86,
      letter_grade: 'A',
      grade_point: 4,
      credits: 4,
      remarks: 'Well done',
    });
  });

  it('entering the same student, course, exam type and attempt again updates the result', async () => {
    await call('POST', '/api/grades', entry({ student_id: ids.s2, marks_obtained: 50 }));
    const res = await call('POST', '/api/grades', entry({ student_id: ids.s2, marks_obtained: 71 }));
    expect(res.json().data.grade).toMatchObject({ letter_grade: 'B', grade_point: 3 });
    const rows = (await gradesOf(ids.course)).filter((g) => g.studentId === ids.s2);
    expect(rows).toHaveLength(1);
    expect(
      (await call('POST', '/api/grades', entry({ student_id: ids.s2, exam_type: 'midterm' }))).statusCode,
    ).toBe(201);
  });

  it('refuses marks above the total on marks_obtained and a student not enrolled', async () => {
    const above = await call('POST', '/api/grades', entry({ marks_obtained: 101 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'marks_obtained',
        message: 'Marks cannot be more than the total marks',
      }),
    );
    const outsider = await call('POST', '/api/grades', entry({ student_id: ids.outsider }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      message: 'One or more students are not enrolled in this course',
      errors: [{ field: 'student_id' }],
    });
  });

  it('a student who already has a result in the course may be regraded', async () => {
    const res = await call('POST', '/api/grades', entry({ student_id: ids.alumnus, marks_obtained: 46 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.grade.letter_grade).toBe('D');
  });

  it("a teacher cannot enter results in another teacher's course (404); an admin may", async () => {
    const payload = entry({ course_id: ids.otherCourse, student_id: ids.outsider });
    expect((await call('POST', '/api/grades', payload)).statusCode).toBe(404);
    expect((await call('POST', '/api/grades', payload, adminToken)).statusCode).toBe(201);
  });
});

describe('POST /api/grades/bulk', () => {
  const bulk = (entries: object[], overrides: object = {}) =>
    call('POST', '/api/grades/bulk', {
      course_id: ids.course,
      semester: 1,
      exam_type: 'final',
      total_marks: 80,
      entries,
      ...overrides,
    });

  it('enters every row in one request and records the activity', async () => {
    const res = await bulk([
      { student_id: ids.s1, marks_obtained: 72 },
      { student_id: ids.s2, marks_obtained: 30.5, remarks: 'Retake advised' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Grades entered successfully for 2 students!');
    expect(body.data.entered).toBe(2);
    expect(body.data.grades.map((g: { letter_grade: string }) => g.letter_grade)).toEqual(['A+', 'F']);
    const [activity] = await app.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.type, 'student'), eq(activities.message, 'Grades entered: ATT-101 (2 students)')),
      );
    expect(activity).toBeDefined();
  });

  it('the bulk grade entry is all-or-nothing', async () => {
    const before = await gradesOf(ids.course);
    const above = await bulk(
      [
        { student_id: ids.s1, marks_obtained: 10 },
        { student_id: ids.s2, marks_obtained: 81 },
      ],
      { exam_type: 'quiz' },
    );
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toMatchObject([
      { field: 'entries.1.marks_obtained', message: 'Marks cannot be more than the total marks' },
    ]);
    const notEnrolled = await bulk(
      [
        { student_id: ids.s1, marks_obtained: 10 },
        { student_id: ids.outsider, marks_obtained: 20 },
      ],
      { exam_type: 'quiz' },
    );
    expect(notEnrolled.statusCode).toBe(400);
    expect(notEnrolled.json().errors).toMatchObject([
      { field: 'entries.1.student_id', message: 'One or more students are not enrolled in this course' },
    ]);
    expect(await gradesOf(ids.course)).toEqual(before);
  });

  it('refuses an empty list (400)', async () => {
    const res = await bulk([]);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'entries',
        message: 'Please enter marks for at least one student',
      }),
    );
  });

  it("a teacher cannot enter results in another teacher's course (404)", async () => {
    const res = await bulk([{ student_id: ids.outsider, marks_obtained: 1 }], { course_id: ids.otherCourse });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/grades/course/:courseId', () => {
  it("lists the course's results with their students, filtered by semester and exam type", async () => {
    const res = await call('GET', `/api/grades/course/${ids.course}?semester=1&exam_type=final`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.grades.map((g: { student: { name: string } }) => g.student.name)).toEqual([
      'Ali Raza',
      'Bushra Khan',
      'Hina Graduated',
    ]);
    const elsewhere = await call('GET', `/api/grades/course/${ids.course}?semester=2&exam_type=final`);
    expect(elsewhere.json().data.grades).toEqual([]);
    const all = await call('GET', `/api/grades/course/${ids.course}`);
    expect(all.json().data.grades.length).toBeGreaterThan(2);
    expect((await call('GET', `/api/grades/course/${ids.course}?exam_type=essay`)).statusCode).toBe(400);
  });

  it("a teacher cannot see another teacher's course (404); an admin may", async () => {
    expect((await call('GET', `/api/grades/course/${ids.otherCourse}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/grades/course/${ids.otherCourse}`, undefined, adminToken)).statusCode,
    ).toBe(200);
  });
});
