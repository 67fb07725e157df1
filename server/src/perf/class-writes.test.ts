/**
 * Writes for a whole class cost the same statements for 60 students as for 5 (issue 22, "writes that scale
 * with a class"): marking attendance, entering results and grading each run a fixed, small number of statements
 * in one transaction: one read of the whole class before writing, then each multi-row statement writing every
 * student at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { clearSessionCache } from '../plugins/session-store';
import {
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  injectAs,
  signIn,
} from '../test/factories';
import { buildTestApp } from '../test/harness';

/** Thursday 26 November 2026, 11:00 in Bahawalpur: the Fall 2026 term began on 1 September. */
const NOW = new Date('2026-11-26T06:00:00Z');
const CLASS = 60;

let app: App;
let token: string;
let courseId: string;
let studentIds: string[];
let submissionIds: string[];

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const teacher = await buildFaculty(app);
  const course = await buildCourse(app, { instructorId: teacher.id, semester: 3 });
  courseId = course.id;
  studentIds = [];
  for (let i = 0; i < CLASS; i++) {
    const student = await buildStudent(app, { semester: 3, name: `Class member ${i}` });
    await buildEnrollment(app, student.id, course.id);
    studentIds.push(student.id);
  }
  const assignment = await buildAssignment(app, course.id);
  submissionIds = [];
  for (const id of studentIds.slice(0, 2))
    submissionIds.push((await buildSubmission(app, assignment.id, id)).id);
  token = await signIn(app, teacher.email);
}, 120_000);
afterAll(() => app.close());

/** The statements one request issues, after checking that it succeeded. */
async function statementsOf(method: 'POST' | 'PUT', url: string, payload: object): Promise<string[]> {
  const statements: string[] = [];
  clearSessionCache();
  const stop = app.database.onStatement((sql) => statements.push(sql));
  try {
    const res = await injectAs(app, token, { method, url, payload });
    expect(res.statusCode, `${url} answered ${res.body.slice(0, 300)}`).toBe(200);
    return statements;
  } finally {
    stop();
  }
}

/** PostgreSQL's driver reports a transaction's begin and commit as statements, PGlite's does not. */
const withoutBeginAndCommit = (statements: string[]) =>
  statements.filter((s) => !['begin', 'commit'].includes(s.trim()));

const markAll = (ids: string[], sessionType: string) =>
  statementsOf('POST', '/api/attendance/mark', {
    course_id: courseId,
    date: '2026-11-26',
    session_type: sessionType,
    // Absent at the first class: every student falls below 75% and is warned.
    students: ids.map((student_id) => ({ student_id, status: 'absent' })),
  });

const enterAll = (ids: string[], examType: string) =>
  statementsOf('POST', '/api/grades/bulk', {
    course_id: courseId,
    semester: 3,
    exam_type: examType,
    total_marks: 100,
    entries: ids.map((student_id, i) => ({ student_id, marks_obtained: 40 + (i % 60) })),
  });

describe('writes for a whole class', () => {
  it('marking attendance for 60 students, each warned, costs the statements of marking 5', async () => {
    const few = await markAll(studentIds.slice(0, 5), 'lab');
    const all = await markAll(studentIds, 'lecture');
    expect(all.length, all.join('\n')).toBe(few.length);
    // The session, the course, one read of the class before, the records, the audit, the warnings.
    expect(withoutBeginAndCommit(all), all.join('\n')).toHaveLength(6);
    // Every student of the class was warned once, by the one statement of the class's warnings.
    const warnings = (await app.db.execute(
      sql`select count(*)::int as n from notifications where kind = 'attendance_warning'`,
    )) as unknown as { rows: { n: number }[] };
    expect(warnings.rows[0]!.n).toBe(CLASS);
  });

  it('entering results for 60 students, and correcting them, costs the statements of 5', async () => {
    const few = await enterAll(studentIds.slice(0, 5), 'quiz');
    const all = await enterAll(studentIds, 'final');
    expect(all.length, all.join('\n')).toBe(few.length);
    // The session, the course, one read of the class before, the results, the audit, the activity, the answer.
    expect(withoutBeginAndCommit(all), all.join('\n')).toHaveLength(7);
    const corrected = await enterAll(studentIds, 'final');
    expect(corrected.length, corrected.join('\n')).toBeLessThanOrEqual(few.length);
  });

  it('grading a submission, and grading it again, costs a fixed handful of statements', async () => {
    const url = (id: string) => `/api/assignments/${id}/grade`;
    const first = await statementsOf('PUT', url(submissionIds[0]!), { marks_obtained: 70, feedback: 'Good' });
    const again = await statementsOf('PUT', url(submissionIds[0]!), {
      marks_obtained: 75,
      feedback: 'Better',
    });
    // The second grading also copies the first marks into the history.
    expect(again.length).toBe(first.length + 1);
    // The session, the submission (locked, with its assignment, course and student), the history, the marks,
    // the audit, the submission's event, the student's notification.
    expect(withoutBeginAndCommit(again), again.join('\n')).toHaveLength(7);
  });
});
