/**
 * Setting a quiz (issue 37, items 1, 5 and 8): the offering's teacher and admins write, its enrolled students
 * read without the key, anyone else is told "not found"; bad input names its field and saves nothing; once
 * attempted only the key changes (re-marking, audited); a quiz is copied into another offering; a closed
 * term's quizzes are read-only for teachers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, quizAttempts, quizzes } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildTerm,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { quizPayload } from '../../test/quiz-payload';

const now = new Date('2026-11-20T06:00:00Z');
let app: App;
const token = {} as Record<'teacher' | 'otherTeacher' | 'admin' | 'student' | 'outsider', string>;
const ids = {} as Record<'course' | 'otherCourse' | 'secondCourse' | 'closedCourse' | 'student', string>;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const course = await buildCourse(app, { instructorId: teacher.id });
  const secondCourse = await buildCourse(app, { instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { instructorId: otherTeacher.id });
  const closedTerm = await buildTerm(app, { closedAt: new Date('1951-02-01T00:00:00Z') });
  const closedCourse = await buildCourse(app, { instructorId: teacher.id, termId: closedTerm.id });
  const student = await buildStudent(app);
  const outsider = await buildStudent(app);
  await buildEnrollment(app, student.id, course.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);
  Object.assign(ids, {
    course: course.id,
    otherCourse: otherCourse.id,
    secondCourse: secondCourse.id,
    closedCourse: closedCourse.id,
    student: student.id,
  });
  token.teacher = await signIn(app, teacher.email);
  token.otherTeacher = await signIn(app, otherTeacher.email);
  token.admin = await signIn(app, (await buildAdmin(app)).email);
  token.student = await signIn(app, student.email);
  token.outsider = await signIn(app, outsider.email);
});
afterAll(() => app.close());

const setQuiz = (who: string, courseId: string, payload: object = quizPayload()) =>
  injectAs(app, who, { method: 'POST', url: `/api/courses/${courseId}/quizzes`, payload });
const quizCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(quizzes))[0]!.n;

describe('who sets and reads a quiz', () => {
  it("the offering's teacher sets a quiz and reads it back with its key", async () => {
    const res = await setQuiz(token.teacher, ids.course);
    expect(res.statusCode).toBe(201);
    const quiz = res.json().data.quiz;
    expect(quiz).toMatchObject({
      title: 'Quiz 1: Networks',
      question_count: 4,
      total_marks: 10,
      locked: false,
    });
    expect(quiz.questions[0].options[0]).toMatchObject({ text: 'Network', correct: true });
    const read = await injectAs(app, token.teacher, { method: 'GET', url: `/api/quizzes/${quiz._id}` });
    expect(read.json().data.quiz.questions[3].answers).toEqual(['HTTP', 'ایچ ٹی ٹی پی']);
  });

  it('an enrolled student reads the quiz and the list without its questions or key', async () => {
    const list = await injectAs(app, token.student, {
      method: 'GET',
      url: `/api/courses/${ids.course}/quizzes`,
    });
    expect(list.statusCode).toBe(200);
    const [quiz] = list.json().data.quizzes;
    expect(quiz).toMatchObject({ attempts_left: 1, my_attempts: [] });
    const read = await injectAs(app, token.student, { method: 'GET', url: `/api/quizzes/${quiz._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('"correct"');
    expect(read.body).not.toContain('HTTP');
    expect(read.json().data.quiz.questions).toBeUndefined();
  });

  it("another course's student and another course's teacher get 404", async () => {
    const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.courseId, ids.course));
    for (const who of [token.outsider, token.otherTeacher]) {
      expect((await injectAs(app, who, { method: 'GET', url: `/api/quizzes/${quiz!.id}` })).statusCode).toBe(
        404,
      );
      const list = await injectAs(app, who, { method: 'GET', url: `/api/courses/${ids.course}/quizzes` });
      expect(list.statusCode).toBe(404);
    }
    const put = await injectAs(app, token.otherTeacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz!.id}`,
      payload: quizPayload({ title: 'Taken over' }),
    });
    expect(put.statusCode).toBe(404);
    expect((await setQuiz(token.otherTeacher, ids.course)).statusCode).toBe(404);
  });

  it('a student cannot set a quiz', async () => {
    expect((await setQuiz(token.student, ids.course)).statusCode).toBe(403);
  });
});

describe('bad input names its field and saves nothing', () => {
  const cases: [string, object, string][] = [
    ['a quiz without questions', quizPayload({ questions: [] }), 'questions'],
    [
      'a question without a correct option',
      quizPayload({
        questions: [{ kind: 'single', text: 'Q', marks: 1, options: [{ text: 'a' }, { text: 'b' }] }],
      }),
      'questions.0.options',
    ],
    [
      'marks that are not positive',
      quizPayload({ questions: [{ kind: 'short', text: 'Q', marks: 0, answers: ['x'] }] }),
      'questions.0.marks',
    ],
    [
      'a short answer without an accepted answer',
      quizPayload({ questions: [{ kind: 'short', text: 'Q', marks: 1, answers: [] }] }),
      'questions.0.answers',
    ],
    [
      'a single choice with two correct options',
      quizPayload({
        questions: [
          {
            kind: 'single',
            text: 'Q',
            marks: 1,
            options: [
              { text: 'a', correct: true },
              { text: 'b', correct: true },
            ],
          },
        ],
      }),
      'questions.0.options',
    ],
    ['a close before the open', quizPayload({ closes_at: '2026-11-20T04:00:00Z' }), 'closes_at'],
  ];
  it.each(cases)('%s: 400 naming the field', async (_, payload, field) => {
    const before = await quizCount();
    const res = await setQuiz(token.teacher, ids.course, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await quizCount()).toBe(before);
  });

  it('each refusal carries its code, which has Urdu', async () => {
    const res = await setQuiz(token.teacher, ids.course, quizPayload({ questions: [] }));
    expect(res.json().errors[0]).toMatchObject({ field: 'questions', code: 'quiz.noQuestions' });
  });
});

describe('editing a quiz', () => {
  it('is free until the first attempt; after it only the key changes, re-marking every attempt, audited', async () => {
    const quiz = (await setQuiz(token.teacher, ids.course, quizPayload({ title: 'Quiz 2' }))).json().data
      .quiz;
    const retitled = await injectAs(app, token.teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      payload: { ...quizPayload({ title: 'Quiz 2 (revised)' }), questions: quiz.questions },
    });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json().data.quiz.questions.map((q: { _id: string }) => q._id)).toEqual(
      quiz.questions.map((q: { _id: string }) => q._id),
    );

    // The student answers the short question "http" and submits: 4 of 10.
    const attempt = (
      await injectAs(app, token.student, { method: 'POST', url: `/api/quizzes/${quiz._id}/attempts` })
    ).json().data.attempt;
    const short = quiz.questions[3];
    const single = quiz.questions[0];
    await injectAs(app, token.student, {
      method: 'PUT',
      url: `/api/quiz-attempts/${attempt._id}/answers`,
      payload: {
        answers: [
          { question_id: short._id, text: ' http ' },
          { question_id: single._id, choice_ids: [single.options[1]._id] },
        ],
      },
    });
    const submitted = await injectAs(app, token.student, {
      method: 'POST',
      url: `/api/quiz-attempts/${attempt._id}/submit`,
    });
    expect(submitted.json().data.attempt).toMatchObject({ score: 4, total: 10 });

    const locked = await injectAs(app, token.teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      payload: { ...quizPayload({ title: 'Quiz 2 (again)' }), questions: quiz.questions },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('quiz.lockedAfterAttempts');

    // "Transport" was right after all: the attempt is marked again, 6 of 10.
    const rekeyed = quiz.questions.map((q: { options: { correct: boolean }[] }, i: number) =>
      i === 0 ? { ...q, options: q.options.map((o, j) => ({ ...o, correct: j === 1 })) } : q,
    );
    const keyed = await injectAs(app, token.teacher, {
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      payload: { ...quizPayload({ title: 'Quiz 2 (revised)' }), questions: rekeyed },
    });
    expect(keyed.statusCode).toBe(200);
    const [marked] = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt._id));
    expect(marked!.score).toBe(6);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.key-changed'), eq(auditLog.entityId, quiz._id)));
    expect(entry!.summaryCode).toBe('quiz.auditKeyChanged');
    expect(entry!.after).toMatchObject({ attempts_remarked: 1 });

    const deleted = await injectAs(app, token.teacher, { method: 'DELETE', url: `/api/quizzes/${quiz._id}` });
    expect(deleted.statusCode).toBe(409);
  });

  it('a quiz nobody attempted is deleted', async () => {
    const quiz = (await setQuiz(token.teacher, ids.course, quizPayload({ title: 'Draft' }))).json().data.quiz;
    const res = await injectAs(app, token.teacher, { method: 'DELETE', url: `/api/quizzes/${quiz._id}` });
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(quizzes).where(eq(quizzes.id, quiz._id))).toEqual([]);
  });
});

describe('copying a quiz', () => {
  it('into another offering the teacher teaches: the same questions under new ids, no attempts', async () => {
    const quiz = (await setQuiz(token.teacher, ids.course, quizPayload({ title: 'To copy' }))).json().data
      .quiz;
    const res = await injectAs(app, token.teacher, {
      method: 'POST',
      url: `/api/quizzes/${quiz._id}/copy`,
      payload: { course_id: ids.secondCourse },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data.quiz;
    expect(copy).toMatchObject({ course_id: ids.secondCourse, title: 'To copy', attempt_count: 0 });
    expect(copy.questions.map((q: { text: string }) => q.text)).toEqual(
      quiz.questions.map((q: { text: string }) => q.text),
    );
    expect(copy.questions[0]._id).not.toBe(quiz.questions[0]._id);
  });

  it("not into another teacher's offering (404); an admin may", async () => {
    const quiz = (await setQuiz(token.teacher, ids.course, quizPayload({ title: 'Mine' }))).json().data.quiz;
    const copy = (who: string) =>
      injectAs(app, who, {
        method: 'POST',
        url: `/api/quizzes/${quiz._id}/copy`,
        payload: { course_id: ids.otherCourse },
      });
    const before = await quizCount();
    expect((await copy(token.teacher)).statusCode).toBe(404);
    expect(await quizCount()).toBe(before);
    expect((await copy(token.admin)).statusCode).toBe(201);
  });
});

describe('a closed term', () => {
  it('is read-only for teachers (409); an admin gives a reason, kept in the audit entry', async () => {
    const before = await quizCount();
    const refused = await setQuiz(token.teacher, ids.closedCourse);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('term.closed');
    const noReason = await setQuiz(token.admin, ids.closedCourse);
    expect(noReason.statusCode).toBe(400);
    expect(await quizCount()).toBe(before);
    const corrected = await setQuiz(
      token.admin,
      ids.closedCourse,
      quizPayload({ reason: 'Set late by request' }),
    );
    expect(corrected.statusCode).toBe(201);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.created'), eq(auditLog.entityId, corrected.json().data.quiz._id)));
    expect(entry!.after).toMatchObject({ reason: 'Set late by request' });
    // Copying into it is a write in it too.
    const [open] = await app.db.select().from(quizzes).where(eq(quizzes.courseId, ids.course));
    const copy = await injectAs(app, token.teacher, {
      method: 'POST',
      url: `/api/quizzes/${open!.id}/copy`,
      payload: { course_id: ids.closedCourse },
    });
    expect(copy.statusCode).toBe(409);
  });
});
