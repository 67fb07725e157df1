/**
 * Quizzes in the student's Due next (issue 37, item 4): the dashboard lists the open quizzes of the student's
 * courses that it has not submitted, with its own close (extra minutes counted), the soonest to close first;
 * not one yet to open, closed, submitted, or of a course it does not take. The server's clock stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { quizAllowances, quizAttempts } from '../../db/schema';
import { buildCourse, buildEnrollment, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { buildQuiz } from '../../test/quiz-factory';

const HOUR = 60 * 60_000;
const now = new Date('2026-11-20T06:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
let app: App;
let token: string;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  const student = await buildStudent(app);
  const course = await buildCourse(app, { code: 'DUE-301', name: 'Networks' });
  const other = await buildCourse(app, { code: 'DUE-999' });
  await buildEnrollment(app, student.id, course.id);
  ids.course = course.id;
  const quiz = async (title: string, opens: number, closes: number, courseId = course.id) =>
    (ids[title] = (await buildQuiz(app, courseId, { title, opensAt: at(opens), closesAt: at(closes) })).id);
  await quiz('Closes in two days', -1, 48);
  await quiz('Under way', -2, 5);
  await quiz('Submitted already', -2, 3);
  await quiz('Opens tomorrow', 24, 26);
  await quiz('Closed', -5, -1);
  await quiz('Closed but extra time', -5, -0.5);
  await quiz('Another course', -1, 4, other.id);
  const attempt = (quizId: string, submittedAt: Date | null) => ({
    quizId,
    studentId: student.id,
    number: 1,
    startedAt: at(-1),
    deadline: at(2),
    total: 1,
    submittedAt,
    score: submittedAt ? 1 : null,
  });
  await app.db
    .insert(quizAttempts)
    .values([attempt(ids['Under way'], null), attempt(ids['Submitted already'], at(-0.5))]);
  await app.db
    .insert(quizAllowances)
    .values({ quizId: ids['Closed but extra time'], studentId: student.id, extraMinutes: 60 });
  token = await signIn(app, student.email);
});
afterAll(() => app.close());

describe("the student's dashboard", () => {
  it('lists the open quizzes not yet submitted, the soonest to close first, with the close of this student', async () => {
    const res = await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quizzesDue).toEqual([
      {
        _id: ids['Closed but extra time'],
        title: 'Closed but extra time',
        course: { _id: ids.course, code: 'DUE-301', name: 'Networks' },
        opens_at: at(-5).toISOString(),
        closes_at: at(0.5).toISOString(),
        started: false,
      },
      expect.objectContaining({ title: 'Under way', closes_at: at(5).toISOString(), started: true }),
      expect.objectContaining({ title: 'Closes in two days', started: false }),
    ]);
  });
});
