/**
 * Taking a quiz (issue 37, items 2, 3 and 5): attempts start only while the quiz is open and while attempts are
 * left, two starts at once make one; questions come shuffled per attempt and never with the key; answers are
 * saved idempotently until the deadline (and its grace) and refused after it, changing nothing; the server
 * marks a submission once, and submits an attempt left open at its deadline with what was saved. The teacher
 * sees the results, gives more time or another attempt, and posts the scores as the course's quiz results.
 * The server's clock stands where each deadline matters.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { QUIZ_GRACE_MS } from '../../../../contract/rules/quizzes';
import { auditLog, grades, quizAttempts } from '../../db/schema';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { quizPayload } from '../../test/quiz-payload';

const OPENS = new Date('2026-11-20T05:00:00Z');
const CLOSES = new Date('2026-11-20T07:00:00Z');
const minutes = (n: number) => n * 60_000;
let now = new Date(OPENS.getTime() + minutes(10));
let app: App;
let teacher: string;
let courseId: string;
const students: { id: string; token: string }[] = [];
let outsider: string;

interface QuizQuestion {
  _id: string;
  kind: string;
  options: { _id: string; text: string; correct: boolean }[];
}

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  const teacherUser = await buildFaculty(app);
  const course = await buildCourse(app, { instructorId: teacherUser.id });
  courseId = course.id;
  for (const name of ['Ali Raza', '=HYPERLINK("x")', 'Bushra Khan', 'Danish Ali']) {
    const student = await buildStudent(app, { name });
    await buildEnrollment(app, student.id, course.id);
    students.push({ id: student.id, token: await signIn(app, student.email) });
  }
  const other = await buildStudent(app);
  await buildEnrollment(app, other.id, (await buildCourse(app)).id);
  outsider = await signIn(app, other.email);
  teacher = await signIn(app, teacherUser.email);
});
afterAll(() => app.close());

async function setQuiz(overrides: Record<string, unknown> = {}) {
  const res = await injectAs(app, teacher, {
    method: 'POST',
    url: `/api/courses/${courseId}/quizzes`,
    payload: quizPayload(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.quiz as { _id: string; questions: QuizQuestion[] };
}
const start = (token: string, quizId: string) =>
  injectAs(app, token, { method: 'POST', url: `/api/quizzes/${quizId}/attempts` });
const save = (token: string, attemptId: string, answers: object[]) =>
  injectAs(app, token, {
    method: 'PUT',
    url: `/api/quiz-attempts/${attemptId}/answers`,
    payload: { answers },
  });
const submit = (token: string, attemptId: string) =>
  injectAs(app, token, { method: 'POST', url: `/api/quiz-attempts/${attemptId}/submit` });
const attemptRow = async (id: string) =>
  (await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0]!;
const at = (moment: Date) => {
  now = moment;
};

/** The right answers to every question of the test quiz: 10 of 10. */
const rightAnswers = (questions: QuizQuestion[]) =>
  questions.map((q) =>
    q.kind === 'short'
      ? { question_id: q._id, text: 'HTTP' }
      : { question_id: q._id, choice_ids: q.options.filter((o) => o.correct).map((o) => o._id) },
  );

describe('starting an attempt', () => {
  it('is refused before the quiz opens and after it closes, with a clear message', async () => {
    const quiz = await setQuiz();
    at(new Date(OPENS.getTime() - minutes(1)));
    const early = await start(students[0]!.token, quiz._id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'quiz.notOpenYet',
      message: expect.stringContaining('opens at'),
    });
    at(CLOSES);
    const late = await start(students[0]!.token, quiz._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('quiz.closed');
    expect(await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz._id))).toEqual([]);
  });

  it('gives questions and options shuffled per attempt, the same on resume, never with the key', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const many = Array.from({ length: 8 }, (_, i) => ({
      kind: 'single',
      text: `Question ${i + 1}`,
      marks: 1,
      options: ['a', 'b', 'c', 'd'].map((text, j) => ({ text: `${text}${i}`, correct: j === 0 })),
    }));
    const quiz = await setQuiz({ questions: many });
    const first = await start(students[0]!.token, quiz._id);
    expect(first.statusCode).toBe(200);
    const attempt = first.json().data.attempt;
    expect(first.body).not.toContain('"correct"');
    expect(attempt.deadline).toBe(new Date(now.getTime() + minutes(20)).toISOString());
    const order = (a: { questions: { _id: string; options: { _id: string }[] }[] }) =>
      a.questions.map((q) => [q._id, ...q.options.map((o) => o._id)].join());
    const resumed = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    expect(resumed._id).toBe(attempt._id);
    expect(order(resumed)).toEqual(order(attempt));
    const neighbour = (await start(students[2]!.token, quiz._id)).json().data.attempt;
    expect(order(neighbour)).not.toEqual(order(attempt));
    expect(attempt.questions.map((q: { text: string }) => q.text)).not.toEqual(many.map((q) => q.text));
  });

  it('two starts at once make one attempt', async () => {
    const quiz = await setQuiz();
    const [a, b] = await Promise.all([
      start(students[1]!.token, quiz._id),
      start(students[1]!.token, quiz._id),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.attempt._id).toBe(b.json().data.attempt._id);
    const rows = await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz._id));
    expect(rows).toHaveLength(1);
  });

  it("another course's student gets 404", async () => {
    const quiz = await setQuiz();
    expect((await start(outsider, quiz._id)).statusCode).toBe(404);
  });
});

describe('saving answers', () => {
  it('is idempotent: one answer per question, saving again replaces it', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const attempt = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    const short = quiz.questions[3]!;
    for (const text of ['TCP', 'HTTP', 'HTTP']) {
      const res = await save(students[0]!.token, attempt._id, [{ question_id: short._id, text }]);
      expect(res.statusCode).toBe(200);
    }
    expect((await attemptRow(attempt._id)).answers).toEqual({ [short._id]: { text: 'HTTP' } });
    const resumed = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    expect(resumed.answers).toEqual([{ question_id: short._id, text: 'HTTP' }]);
  });

  it('answers naming options of another question: 400 naming the field, nothing saved', async () => {
    const quiz = await setQuiz();
    const attempt = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    const [single, multiple] = quiz.questions;
    const res = await save(students[0]!.token, attempt._id, [
      { question_id: multiple!._id, choice_ids: [multiple!.options[0]!._id] },
      { question_id: single!._id, choice_ids: [multiple!.options[1]!._id] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'answers.1.choice_ids.0', code: 'quiz.optionNotInQuestion' }),
    ]);
    expect((await attemptRow(attempt._id)).answers).toEqual({});
  });

  it("another student's attempt is not found", async () => {
    const quiz = await setQuiz();
    const attempt = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    const res = await save(students[2]!.token, attempt._id, rightAnswers(quiz.questions));
    expect(res.statusCode).toBe(404);
    expect((await submit(students[2]!.token, attempt._id)).statusCode).toBe(404);
  });

  it('an answer after the deadline is refused and nothing changes', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const attempt = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    const short = quiz.questions[3]!;
    const deadline = new Date(attempt.deadline);
    // Within the network's grace it is still taken.
    at(new Date(deadline.getTime() + QUIZ_GRACE_MS));
    expect(
      (await save(students[0]!.token, attempt._id, [{ question_id: short._id, text: 'TCP' }])).statusCode,
    ).toBe(200);
    at(new Date(deadline.getTime() + QUIZ_GRACE_MS + 1000));
    const before = await attemptRow(attempt._id);
    const late = await save(students[0]!.token, attempt._id, [{ question_id: short._id, text: 'HTTP' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('quiz.pastDeadline');
    expect(await attemptRow(attempt._id)).toEqual(before);
  });
});

describe('submitting', () => {
  it('marks on the server; submitting twice answers the same and counts once; then no attempt is left', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const attempt = (await start(students[3]!.token, quiz._id)).json().data.attempt;
    // Multiple choice is all or nothing: TCP alone earns nothing.
    const answers = rightAnswers(quiz.questions);
    answers[1] = { question_id: quiz.questions[1]!._id, choice_ids: [quiz.questions[1]!.options[0]!._id] };
    await save(students[3]!.token, attempt._id, answers);
    const first = await submit(students[3]!.token, attempt._id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attempt).toMatchObject({ score: 7, total: 10 });
    const again = await submit(students[3]!.token, attempt._id);
    expect(again.json().data.attempt).toEqual(first.json().data.attempt);
    expect(await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz._id))).toHaveLength(1);
    const more = await start(students[3]!.token, quiz._id);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('quiz.noAttemptsLeft');
    const saved = await save(students[3]!.token, attempt._id, answers);
    expect(saved.statusCode).toBe(409);
  });

  it('an attempt left open is submitted at its deadline with what was saved (by the worker and on read)', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const byWorker = (await start(students[0]!.token, quiz._id)).json().data.attempt;
    const onRead = (await start(students[2]!.token, quiz._id)).json().data.attempt;
    const short = quiz.questions[3]!;
    await save(students[0]!.token, byWorker._id, [{ question_id: short._id, text: 'http' }]);
    await save(students[2]!.token, onRead._id, [{ question_id: short._id, text: 'ftp' }]);
    at(new Date(new Date(byWorker.deadline).getTime() + QUIZ_GRACE_MS + 1000));
    // The worker's tick submits them all; standing in for a missed tick, the second is put back open first.
    await app.notificationWorker.tick();
    expect(await attemptRow(byWorker._id)).toMatchObject({
      submittedAt: new Date(byWorker.deadline),
      submittedAtDeadline: true,
      score: 4,
    });
    await app.db
      .update(quizAttempts)
      .set({ submittedAt: null, score: null, awarded: null, submittedAtDeadline: false })
      .where(eq(quizAttempts.id, onRead._id));
    const read = await injectAs(app, students[2]!.token, { method: 'GET', url: `/api/quizzes/${quiz._id}` });
    expect(read.json().data.quiz.my_attempts[0]).toMatchObject({ submitted_at: onRead.deadline, score: 0 });
  });
});

describe('the answer key reaches a student only after the close, and only when allowed', () => {
  it('a student cannot see the answer key before the quiz closes', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const shown = await setQuiz({ show_answers_after_close: true });
    const hidden = await setQuiz({ show_answers_after_close: false });
    for (const quiz of [shown, hidden]) {
      const attempt = (await start(students[0]!.token, quiz._id)).json().data.attempt;
      await save(students[0]!.token, attempt._id, rightAnswers(quiz.questions));
      const done = await submit(students[0]!.token, attempt._id);
      expect(done.json().data.attempt.score).toBe(10);
      expect(done.body).not.toContain('"correct"');
    }
    const read = (quizId: string) =>
      injectAs(app, students[0]!.token, { method: 'GET', url: `/api/quizzes/${quizId}` });
    const before = await read(shown._id);
    expect(before.json().data.quiz.my_attempts[0].score).toBe(10);
    expect(before.json().data.quiz.review).toBeUndefined();
    expect(before.body).not.toContain('"correct"');

    at(new Date(CLOSES.getTime() + QUIZ_GRACE_MS + 1000));
    const after = (await read(shown._id)).json().data.quiz;
    expect(after.review[3]).toMatchObject({ answers: ['HTTP', 'ایچ ٹی ٹی پی'], given: { text: 'HTTP' } });
    const never = await read(hidden._id);
    expect(never.json().data.quiz.review).toBeUndefined();
    expect(never.body).not.toContain('"correct"');
  });
});

describe("the teacher's results", () => {
  it('more time and another attempt for one student, audited', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const student = students[1]!;
    const attempt = (await start(student.token, quiz._id)).json().data.attempt;
    const res = await injectAs(app, teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}/allowances/${student.id}`,
      payload: { extra_minutes: 15, extra_attempts: 1 },
    });
    expect(res.statusCode).toBe(200);
    const deadline = new Date(attempt.deadline).getTime() + minutes(15);
    expect(res.json().data.deadline).toBe(new Date(deadline).toISOString());
    at(new Date(deadline - 1000));
    expect((await save(student.token, attempt._id, rightAnswers(quiz.questions))).statusCode).toBe(200);
    await submit(student.token, attempt._id);
    const second = await start(student.token, quiz._id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.attempt.number).toBe(2);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.allowance-given'), eq(auditLog.entityId, quiz._id)));
    expect(entries).toHaveLength(1);
    // Only the course's students.
    const stranger = await injectAs(app, teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}/allowances/${quiz._id}`,
      payload: { extra_minutes: 5 },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('lists the enrolled students who have not started, and gives one of them more time before a first attempt', async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz({ title: 'Quiz for latecomers' });
    await start(students[0]!.token, quiz._id);
    const results = async () =>
      (await injectAs(app, teacher, { method: 'GET', url: `/api/quizzes/${quiz._id}/results` })).json().data;
    const before = await results();
    expect(before.attempts).toHaveLength(1);
    expect(before.not_started.map((s: { student: { name: string } }) => s.student.name)).toEqual([
      '=HYPERLINK("x")',
      'Bushra Khan',
      'Danish Ali',
    ]);
    expect(before.not_started[2]).toMatchObject({ extra_minutes: 0, extra_attempts: 0 });

    const latecomer = students[3]!;
    const given = await injectAs(app, teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}/allowances/${latecomer.id}`,
      payload: { extra_minutes: 30, extra_attempts: 0 },
    });
    expect(given.statusCode).toBe(200);
    // No attempt to move yet: the allowance waits for the first one.
    expect(given.json().data.deadline).toBeNull();
    expect((await results()).not_started[2]).toMatchObject({
      student: { _id: latecomer.id },
      extra_minutes: 30,
    });

    // Ten minutes after the close: the student given time starts, the others are told it has closed.
    at(new Date(CLOSES.getTime() + minutes(10)));
    const late = await start(latecomer.token, quiz._id);
    expect(late.statusCode).toBe(200);
    expect(new Date(late.json().data.attempt.deadline).getTime()).toBe(CLOSES.getTime() + minutes(30));
    expect((await start(students[2]!.token, quiz._id)).statusCode).toBe(409);
    expect(
      (await results()).not_started.map((s: { student: { _id: string } }) => s.student._id),
    ).not.toContain(latecomer.id);
  });

  it("refuses to post a quiz worth less than a result's least total marks, and posts nothing", async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz({
      questions: [
        {
          kind: 'true_false',
          text: 'Is HTTP stateless?',
          marks: 0.5,
          options: [
            { text: 'True', correct: true },
            { text: 'False', correct: false },
          ],
        },
      ],
    });
    const [ali] = students;
    const attempt = (await start(ali!.token, quiz._id)).json().data.attempt;
    await submit(ali!.token, attempt._id);
    const posted = await injectAs(app, teacher, {
      method: 'POST',
      url: `/api/quizzes/${quiz._id}/results`,
      payload: {},
    });
    expect(posted.statusCode).toBe(409);
    expect(posted.json().code).toBe('quiz.totalOutsideResults');
    const results = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(grades)
      .where(and(eq(grades.courseId, courseId), eq(grades.examType, 'quiz')));
    expect(results[0]!.n).toBe(0);
  });

  it("lists every attempt and each question's share correct, as JSON and CSV, and posts the scores as quiz results", async () => {
    at(new Date(OPENS.getTime() + minutes(10)));
    const quiz = await setQuiz();
    const [ali, formula] = students;
    const a = (await start(ali!.token, quiz._id)).json().data.attempt;
    await save(ali!.token, a._id, rightAnswers(quiz.questions));
    await submit(ali!.token, a._id);
    const b = (await start(formula!.token, quiz._id)).json().data.attempt;
    await save(formula!.token, b._id, [{ question_id: quiz.questions[3]!._id, text: '  ایچ   ٹی ٹی پی ' }]);
    await submit(formula!.token, b._id);

    expect(
      (await injectAs(app, ali!.token, { method: 'GET', url: `/api/quizzes/${quiz._id}/results` }))
        .statusCode,
    ).toBe(403);
    const res = await injectAs(app, teacher, { method: 'GET', url: `/api/quizzes/${quiz._id}/results` });
    expect(res.statusCode).toBe(200);
    const { attempts, questions } = res.json().data;
    // In the database's collation's order of names: compared whatever it is.
    const scores = attempts.map((x: { student: { name: string }; score: number }) => [
      x.student.name,
      x.score,
    ]);
    expect(scores).toHaveLength(2);
    expect(scores).toEqual(
      expect.arrayContaining([
        ['=HYPERLINK("x")', 4],
        ['Ali Raza', 10],
      ]),
    );
    expect(questions.map((q: { share_correct: number }) => q.share_correct)).toEqual([0.5, 0.5, 0.5, 1]);

    const csv = await injectAs(app, teacher, {
      method: 'GET',
      url: `/api/quizzes/${quiz._id}/results?format=csv`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\ufeffStudent,Student ID,Attempt,Started,Submitted,Submitted at deadline,Score,Total',
    );

    const posted = await injectAs(app, teacher, {
      method: 'POST',
      url: `/api/quizzes/${quiz._id}/results`,
      payload: {},
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.entered).toBe(2);
    const results = await app.db
      .select({ studentId: grades.studentId, marks: grades.marksObtained, total: grades.totalMarks })
      .from(grades)
      .where(and(eq(grades.courseId, courseId), eq(grades.examType, 'quiz')));
    expect(results).toEqual(
      expect.arrayContaining([
        { studentId: ali!.id, marks: 10, total: 10 },
        { studentId: formula!.id, marks: 4, total: 10 },
      ]),
    );
    const audited = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'grade.entered'));
    expect(audited[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
