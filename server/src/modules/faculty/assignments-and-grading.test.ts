/** Assignments & Grading and Grade Submissions: creating assignments, listing and grading submissions. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activities, submissionGradeHistory, submissions } from '../../db/schema';
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

let app: App;
let teacherToken: string;
let otherTeacherToken: string;
let adminToken: string;
const ids = {} as Record<'teacher' | 'course' | 'otherCourse' | 'assignment' | 's1' | 's2', string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = teacherToken) =>
  injectAs(app, token, { method, url, payload });

const newAssignment = (overrides: Record<string, unknown> = {}) => ({
  course_id: ids.course,
  title: 'Recursion',
  description: 'Solve the three problems.',
  type: 'assignment',
  total_marks: 50,
  due_date: '2026-12-01T17:00:00+05:00',
  ...overrides,
});

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app);
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'GRD-101', name: 'Algorithms', instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { code: 'GRD-999', instructorId: other.id });
  const s1 = await buildStudent(app, { name: 'Ali Raza' });
  const s2 = await buildStudent(app, { name: 'Bushra Khan' });
  await buildEnrollment(app, s1.id, course.id);
  await buildEnrollment(app, s2.id, course.id);
  const assignment = await buildAssignment(app, course.id, { title: 'Sorting', totalMarks: 20 });
  Object.assign(ids, {
    teacher: teacher.id,
    course: course.id,
    otherCourse: otherCourse.id,
    assignment: assignment.id,
    s1: s1.id,
    s2: s2.id,
  });
  teacherToken = await signIn(app, teacher.email);
  otherTeacherToken = await signIn(app, other.email);
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

describe('POST /api/assignments', () => {
  it('creates an assignment in the teacher’s course (201) and records the activity', async () => {
    const res = await call('POST', '/api/assignments', newAssignment());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Assignment created successfully!',
      data: {
        assignment: {
          title: 'Recursion',
          type: 'assignment',
          total_marks: 50,
          due_date: '2026-12-01T12:00:00.000Z',
          course_id: { _id: ids.course, code: 'GRD-101', name: 'Algorithms' },
          enrolledCount: 2,
          totalSubmissions: 0,
          gradedSubmissions: 0,
        },
      },
    });
    const [activity] = await app.db.select().from(activities).orderBy(desc(activities.createdAt)).limit(1);
    expect(activity).toMatchObject({ type: 'other', message: 'Assignment posted: GRD-101 Recursion' });
  });

  it('an assignment due in the past is still accepted once the teacher has confirmed it on the page', async () => {
    const res = await call(
      'POST',
      '/api/assignments',
      newAssignment({ title: 'Late start', due_date: '2020-01-01T09:00:00+05:00' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.assignment).toMatchObject({
      title: 'Late start',
      due_date: '2020-01-01T04:00:00.000Z',
    });
  });

  it('total marks default to 100 and the description is optional', async () => {
    const res = await call(
      'POST',
      '/api/assignments',
      newAssignment({ total_marks: '', description: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.assignment).toMatchObject({ total_marks: 100, description: '' });
  });

  it('refuses a missing title, total marks below 1 and a due date without a time (400)', async () => {
    for (const [change, field, message] of [
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ total_marks: 0 }, 'total_marks', 'Total marks must be at least 1'],
      [{ due_date: '2026-12-01' }, 'due_date', 'Due date must be a date and time'],
      [{ type: 'essay' }, 'type', 'Choose a valid type'],
    ] as const) {
      const res = await call('POST', '/api/assignments', newAssignment(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
  });

  it("a teacher cannot see another teacher's course (404)", async () => {
    const res = await call('POST', '/api/assignments', newAssignment({ course_id: ids.otherCourse }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Course not found');
  });

  it('an admin may create an assignment in any course', async () => {
    const res = await call(
      'POST',
      '/api/assignments',
      newAssignment({ course_id: ids.otherCourse }),
      adminToken,
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/assignments/course/:courseId', () => {
  it("lists the course's assignments with submission counts", async () => {
    const a = await buildAssignment(app, ids.course, { title: 'Counted' });
    await buildSubmission(app, a.id, ids.s1, { status: 'graded', marksObtained: 80, gradedAt: new Date() });
    await buildSubmission(app, a.id, ids.s2);
    const res = await call('GET', `/api/assignments/course/${ids.course}`);
    expect(res.statusCode).toBe(200);
    const counted = res.json().data.assignments.find((x: { title: string }) => x.title === 'Counted');
    expect(counted).toMatchObject({ enrolledCount: 2, totalSubmissions: 2, gradedSubmissions: 1 });
  });

  it("a teacher cannot see another teacher's course (404); an admin may", async () => {
    expect((await call('GET', `/api/assignments/course/${ids.otherCourse}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/assignments/course/${ids.course}`, undefined, adminToken)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/assignments/course/not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/assignments/:id/submissions', () => {
  it('lists every submission with its student and grade history', async () => {
    const a = await buildAssignment(app, ids.course, { title: 'Listed', totalMarks: 10 });
    const late = await buildSubmission(app, a.id, ids.s2, {
      isLate: true,
      link: 'https://example.edu/work',
      filePath: 'stored.pdf',
      fileName: 'work.pdf',
      fileSize: 1234,
      fileType: 'application/pdf',
    });
    await buildSubmission(app, a.id, ids.s1);
    await call('PUT', `/api/assignments/${late.id}/grade`, { marks_obtained: 4 });
    await call('PUT', `/api/assignments/${late.id}/grade`, { marks_obtained: 6, feedback: 'Better' });

    const res = await call('GET', `/api/assignments/${a.id}/submissions`);
    expect(res.statusCode).toBe(200);
    const { assignment, submissions: list } = res.json().data;
    expect(assignment).toMatchObject({ title: 'Listed', totalSubmissions: 2, gradedSubmissions: 1 });
    expect(list.map((s: { student: { name: string } }) => s.student.name)).toEqual([
      'Ali Raza',
      'Bushra Khan',
    ]);
    expect(list[0]).toMatchObject({ status: 'submitted', grade: null, history: [] });
    expect(list[1]).toMatchObject({
      is_late: true,
      status: 'graded',
      submission_link: 'https://example.edu/work',
      submission_file: { originalname: 'work.pdf', size: 1234, mimetype: 'application/pdf' },
      grade: { marks_obtained: 6, feedback: 'Better' },
      history: [{ marks_obtained: 4, feedback: null }],
    });
  });

  it("a teacher cannot see another teacher's assignment (404)", async () => {
    expect(
      (await call('GET', `/api/assignments/${ids.assignment}/submissions`, undefined, otherTeacherToken))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/assignments/${ids.assignment}/submissions`, undefined, adminToken)).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/assignments/:submissionId/grade', () => {
  it('grades a submission: status graded, marks and feedback kept', async () => {
    const s = await buildSubmission(app, ids.assignment, ids.s1);
    const res = await call('PUT', `/api/assignments/${s.id}/grade`, {
      marks_obtained: 17.5,
      feedback: 'Good',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Submission graded successfully!',
      data: {
        submission: { _id: s.id, status: 'graded', grade: { marks_obtained: 17.5, feedback: 'Good' } },
      },
    });
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'graded', marksObtained: 17.5, gradedBy: ids.teacher });
  });

  it('grading above the total is refused', async () => {
    const s = await buildSubmission(app, ids.assignment, ids.s2);
    const res = await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 21 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Marks cannot be more than the total marks',
      errors: [{ field: 'marks_obtained', message: 'Marks cannot be more than the total marks' }],
    });
    const negative = await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: -1 });
    expect(negative.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'marks_obtained',
        message: 'Marks cannot be negative',
      }),
    );
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'submitted', marksObtained: null });
  });

  it('regrading keeps the earlier marks in the history', async () => {
    const a = await buildAssignment(app, ids.course, { totalMarks: 10 });
    const s = await buildSubmission(app, a.id, ids.s1);
    await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 5, feedback: 'First look' });
    const [first] = await app.db.select().from(submissions).where(eq(submissions.id, s.id));
    await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 8 }, adminToken);

    const history = await app.db
      .select()
      .from(submissionGradeHistory)
      .where(eq(submissionGradeHistory.submissionId, s.id));
    expect(history).toEqual([
      expect.objectContaining({
        marksObtained: 5,
        feedback: 'First look',
        gradedAt: first.gradedAt,
        gradedBy: ids.teacher,
      }),
    ]);
    const [now] = await app.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(now).toMatchObject({ marksObtained: 8, feedback: null, status: 'graded' });
  });

  it('two regradings at once take turns: each earlier mark is in the history once, none is lost', async () => {
    const a = await buildAssignment(app, ids.course, { totalMarks: 10 });
    const s = await buildSubmission(app, a.id, ids.s2);
    await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 5 });
    const answers = await Promise.all([
      call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 7 }),
      call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 9 }, adminToken),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);

    const [now] = await app.db.select().from(submissions).where(eq(submissions.id, s.id));
    const history = await app.db
      .select()
      .from(submissionGradeHistory)
      .where(eq(submissionGradeHistory.submissionId, s.id));
    // Whichever came second found the first's marks, not the 5 both started from.
    const second = now.marksObtained;
    const first = second === 7 ? 9 : 7;
    expect(history.map((h) => h.marksObtained).sort()).toEqual([5, first]);
  });

  it("a teacher cannot grade another teacher's submission (404)", async () => {
    const s = await buildSubmission(app, (await buildAssignment(app, ids.course)).id, ids.s2);
    const res = await call('PUT', `/api/assignments/${s.id}/grade`, { marks_obtained: 1 }, otherTeacherToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Submission not found');
  });
});
