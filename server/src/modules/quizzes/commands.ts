/**
 * Setting a quiz: creating, replacing, deleting and copying it, its answer key once attempted (re-marking
 * every submitted attempt), a student's extra time or attempts, and posting its scores into the course's
 * results. Each is one transaction, refused in a closed term as a class's results are (an admin gives a
 * reason), and audited.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { RESULT_TOTAL_MARKS } from '../../../../contract/faculty';
import { say } from '../../../../contract/message-catalogue';
import type { QuizAllowanceSchema, QuizInput, QuizQuestionInput } from '../../../../contract/quizzes';
import { attemptDeadline, markAttempt } from '../../../../contract/rules/quizzes';
import type { Db } from '../../db/client';
import type { StoredQuestion } from '../../db/quiz-schema';
import { enrollments, quizAllowances, quizAttempts, quizzes, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record';
import { enterGrades } from '../faculty/commands';
import { refuseClosedTerm, STUDENT_NOT_FOUND, teachesCourse, type Actor } from '../teaching/policy';
import { closeOverdueAttempts, markedQuestions } from './attempts';
import { findManagedQuiz, type QuizCourse } from './policy';
import { presentQuestion } from './presenters';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type QuizRow = typeof quizzes.$inferSelect;

const termOf = (course: QuizCourse) => ({ name: course.termName, closedAt: course.termClosedAt });
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** Questions as stored: the ids the teacher's editor sent back are kept when they were the quiz's, else new. */
function storedQuestions(input: readonly QuizQuestionInput[], known = new Set<string>()): StoredQuestion[] {
  const idOf = (given: string | undefined) => (given && known.has(given) ? given : randomUUID());
  return input.map((question) => ({
    id: idOf(question._id),
    kind: question.kind,
    text: question.text,
    marks: question.marks,
    options:
      question.kind === 'short'
        ? []
        : question.options.map((o) => ({ id: idOf(o._id), text: o.text, correct: o.correct })),
    answers: question.kind === 'short' ? question.answers : [],
  }));
}

const settingsOf = (input: QuizInput) => ({
  title: input.title,
  instructions: input.instructions ?? '',
  opensAt: new Date(input.opens_at),
  closesAt: new Date(input.closes_at),
  timeLimitMinutes: input.time_limit_minutes,
  attemptsAllowed: input.attempts_allowed,
  showAnswersAfterClose: input.show_answers_after_close,
});

/** What the audit trail keeps of a quiz: its settings and the number of questions (the key has its own entry). */
const auditedQuiz = (
  quiz: Pick<
    QuizRow,
    | 'title'
    | 'opensAt'
    | 'closesAt'
    | 'timeLimitMinutes'
    | 'attemptsAllowed'
    | 'showAnswersAfterClose'
    | 'totalMarks'
    | 'questions'
  >,
) => ({
  title: quiz.title,
  opens_at: quiz.opensAt,
  closes_at: quiz.closesAt,
  time_limit_minutes: quiz.timeLimitMinutes,
  attempts_allowed: quiz.attemptsAllowed,
  show_answers_after_close: quiz.showAnswersAfterClose,
  questions: quiz.questions.length,
  total_marks: quiz.totalMarks,
});

export async function createQuiz(db: Db, user: Actor, courseId: string, input: QuizInput): Promise<QuizRow> {
  return db.transaction(async (tx: Tx) => {
    const course = await teachesCourse(tx, user, courseId);
    refuseClosedTerm(user, { name: course.termName, closedAt: course.termClosedAt }, input.reason);
    const questions = storedQuestions(input.questions);
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        courseId: course.id,
        ...settingsOf(input),
        questions,
        totalMarks: sum(questions.map((q) => q.marks)),
        createdBy: user.id,
      })
      .returning();
    await recordAudit(tx, {
      action: 'quiz.created',
      entity: 'quiz',
      entityId: quiz.id,
      summary: say('quiz.auditCreated', { course: course.code, title: quiz.title }),
      after: auditedQuiz(quiz),
      reason: input.reason,
    });
    return quiz;
  });
}

const attemptsOf = async (tx: Pick<Db, 'select'>, quizId: string) =>
  (await tx.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, quizId)))[0].n;

/** Whether a replacement changes anything but the key: settings, a question's kind, text or marks, options' text. */
function changesMoreThanKey(quiz: QuizRow, input: QuizInput, questions: readonly StoredQuestion[]) {
  const settings = settingsOf(input);
  const shape = (list: readonly StoredQuestion[]) =>
    JSON.stringify(list.map((q) => [q.kind, q.text, q.marks, q.options.map((o) => o.text)]));
  return (
    settings.title !== quiz.title ||
    settings.instructions !== quiz.instructions ||
    settings.opensAt.getTime() !== quiz.opensAt.getTime() ||
    settings.closesAt.getTime() !== quiz.closesAt.getTime() ||
    settings.timeLimitMinutes !== quiz.timeLimitMinutes ||
    settings.attemptsAllowed !== quiz.attemptsAllowed ||
    settings.showAnswersAfterClose !== quiz.showAnswersAfterClose ||
    shape(questions) !== shape(quiz.questions)
  );
}

/**
 * Replaces a quiz. Until its first attempt, anything may change; after it, only the key (which options are
 * correct, a short answer's accepted answers): every submitted attempt is marked again and the change audited.
 */
export async function updateQuiz(db: Db, user: Actor, quizId: string, input: QuizInput): Promise<QuizRow> {
  return db.transaction(async (tx: Tx) => {
    const { quiz, course } = await findManagedQuiz(tx, user, quizId);
    refuseClosedTerm(user, termOf(course), input.reason);
    const [locked] = await tx.select().from(quizzes).where(eq(quizzes.id, quiz.id)).for('update');
    const known = new Set(locked.questions.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]));
    const questions = storedQuestions(input.questions, known);
    if ((await attemptsOf(tx, quiz.id)) === 0) {
      const [updated] = await tx
        .update(quizzes)
        .set({
          ...settingsOf(input),
          questions,
          totalMarks: sum(questions.map((q) => q.marks)),
          updatedAt: new Date(),
        })
        .where(eq(quizzes.id, quiz.id))
        .returning();
      await recordAudit(tx, {
        action: 'quiz.updated',
        entity: 'quiz',
        entityId: quiz.id,
        summary: say('quiz.auditUpdated', { course: course.code, title: updated.title }),
        before: auditedQuiz(locked),
        after: auditedQuiz(updated),
        reason: input.reason,
      });
      return updated;
    }
    if (changesMoreThanKey(locked, input, questions))
      throw conflict('questions', say('quiz.lockedAfterAttempts', { title: locked.title }));
    // Same questions in the same places: the stored ones keep their ids and take the new key.
    const rekeyed = locked.questions.map((question, i) => ({
      ...question,
      options: question.options.map((option, j) => ({
        ...option,
        correct: questions[i]!.options[j]!.correct,
      })),
      answers: questions[i]!.answers,
    }));
    const [updated] = await tx
      .update(quizzes)
      .set({ questions: rekeyed, updatedAt: new Date() })
      .where(eq(quizzes.id, quiz.id))
      .returning();
    const remarked = await remarkSubmitted(tx, updated);
    const key = (list: readonly StoredQuestion[]) =>
      list.map((q) => {
        const { _id, kind, options, answers } = presentQuestion(q);
        return { _id, kind, correct: options.filter((o) => o.correct).map((o) => o.text), answers };
      });
    await recordAudit(tx, {
      action: 'quiz.key-changed',
      entity: 'quiz',
      entityId: quiz.id,
      summary: say('quiz.auditKeyChanged', { course: course.code, title: updated.title, n: remarked }),
      before: { key: key(locked.questions) },
      after: { key: key(rekeyed), attempts_remarked: remarked },
      reason: input.reason,
    });
    return updated;
  });
}

/** Marks every submitted attempt of the quiz again with its current key; how many. */
async function remarkSubmitted(tx: Tx, quiz: QuizRow): Promise<number> {
  const submitted = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), isNotNull(quizAttempts.submittedAt)))
    .for('update');
  const questions = markedQuestions(quiz.questions);
  for (const attempt of submitted) {
    const marked = markAttempt(questions, attempt.answers);
    await tx
      .update(quizAttempts)
      .set({ score: marked.score, total: marked.total, awarded: marked.awarded })
      .where(eq(quizAttempts.id, attempt.id));
  }
  return submitted.length;
}

/** Deletes a quiz nobody has attempted (an attempted one is a student's record: 409). */
export async function deleteQuiz(db: Db, user: Actor, quizId: string, reason: string | undefined) {
  await db.transaction(async (tx: Tx) => {
    const { quiz, course } = await findManagedQuiz(tx, user, quizId);
    refuseClosedTerm(user, termOf(course), reason);
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('update');
    if ((await attemptsOf(tx, quiz.id)) > 0)
      throw conflict('quiz', say('quiz.deleteAfterAttempts', { title: quiz.title }));
    await tx.delete(quizzes).where(eq(quizzes.id, quiz.id));
    await recordAudit(tx, {
      action: 'quiz.deleted',
      entity: 'quiz',
      entityId: quiz.id,
      summary: say('quiz.auditDeleted', { course: course.code, title: quiz.title }),
      before: auditedQuiz(quiz),
      reason,
    });
  });
}

/**
 * Copies a quiz into another offering (another course or term) that the user teaches or, as an admin, any:
 * the same settings and questions under new ids, with no attempts, so it can be edited before it opens.
 */
export async function copyQuiz(
  db: Db,
  user: Actor,
  quizId: string,
  targetCourseId: string,
  reason: string | undefined,
): Promise<QuizRow> {
  return db.transaction(async (tx: Tx) => {
    const { quiz, course: from } = await findManagedQuiz(tx, user, quizId);
    const target = await teachesCourse(tx, user, targetCourseId);
    refuseClosedTerm(user, { name: target.termName, closedAt: target.termClosedAt }, reason);
    const questions = quiz.questions.map((q) => ({
      ...q,
      id: randomUUID(),
      options: q.options.map((o) => ({ ...o, id: randomUUID() })),
    }));
    const [copy] = await tx
      .insert(quizzes)
      .values({
        courseId: target.id,
        title: quiz.title,
        instructions: quiz.instructions,
        opensAt: quiz.opensAt,
        closesAt: quiz.closesAt,
        timeLimitMinutes: quiz.timeLimitMinutes,
        attemptsAllowed: quiz.attemptsAllowed,
        showAnswersAfterClose: quiz.showAnswersAfterClose,
        questions,
        totalMarks: quiz.totalMarks,
        createdBy: user.id,
      })
      .returning();
    await recordAudit(tx, {
      action: 'quiz.copied',
      entity: 'quiz',
      entityId: copy.id,
      summary: say('quiz.auditCopied', {
        title: quiz.title,
        from: `${from.code} (${from.termName})`,
        course: `${target.code} (${target.termName})`,
      }),
      after: { from_quiz: quiz.id, ...auditedQuiz(copy) },
      reason,
    });
    return copy;
  });
}

/**
 * Gives one enrolled student extra minutes (which move its deadline and its close) and extra attempts; the
 * values replace those given before. The student's open attempt takes its new deadline at once.
 */
export async function giveAllowance(
  db: Db,
  user: Actor,
  quizId: string,
  studentId: string,
  input: z.output<typeof QuizAllowanceSchema>,
) {
  return db.transaction(async (tx: Tx) => {
    const { quiz, course } = await findManagedQuiz(tx, user, quizId);
    refuseClosedTerm(user, termOf(course), input.reason);
    const [student] = await tx
      .select({ name: users.name })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.studentId, studentId)));
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    const [before] = await tx
      .select()
      .from(quizAllowances)
      .where(and(eq(quizAllowances.quizId, quiz.id), eq(quizAllowances.studentId, studentId)))
      .for('update');
    const values = { extraMinutes: input.extra_minutes, extraAttempts: input.extra_attempts };
    await tx
      .insert(quizAllowances)
      .values({ quizId: quiz.id, studentId, ...values })
      .onConflictDoUpdate({
        target: [quizAllowances.quizId, quizAllowances.studentId],
        set: { ...values, updatedAt: new Date() },
      });
    const [open] = await tx
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.studentId, studentId),
          isNull(quizAttempts.submittedAt),
        ),
      )
      .for('update');
    let deadline: Date | null = null;
    if (open) {
      deadline = attemptDeadline(open.startedAt, quiz, input.extra_minutes);
      await tx.update(quizAttempts).set({ deadline }).where(eq(quizAttempts.id, open.id));
    }
    await recordAudit(tx, {
      action: 'quiz.allowance-given',
      entity: 'quiz',
      entityId: quiz.id,
      summary: say('quiz.auditAllowance', {
        name: student.name,
        minutes: input.extra_minutes,
        attempts: input.extra_attempts,
        course: course.code,
        title: quiz.title,
      }),
      before: {
        student_id: studentId,
        extra_minutes: before?.extraMinutes ?? 0,
        extra_attempts: before?.extraAttempts ?? 0,
      },
      after: {
        student_id: studentId,
        extra_minutes: input.extra_minutes,
        extra_attempts: input.extra_attempts,
      },
      reason: input.reason,
    });
    return {
      extra_minutes: input.extra_minutes,
      extra_attempts: input.extra_attempts,
      deadline: deadline?.toISOString() ?? null,
    };
  });
}

/**
 * Posts each enrolled student's best submitted score as the course's `quiz` result, through the results'
 * own command (its rules, closed-term refusal and audit): one way of writing a result.
 */
export async function postQuizResults(
  db: Db,
  user: Actor,
  quizId: string,
  reason: string | undefined,
  now: Date,
) {
  const { quiz, course } = await findManagedQuiz(db, user, quizId);
  // Refused before anything is read or closed: a closed term's teacher is told so, not "nothing to post".
  refuseClosedTerm(user, termOf(course), reason);
  await closeOverdueAttempts(db, now, { quizId: quiz.id });
  const submitted = await db
    .selectDistinctOn([quizAttempts.studentId], {
      studentId: quizAttempts.studentId,
      score: quizAttempts.score,
    })
    .from(quizAttempts)
    .innerJoin(
      enrollments,
      and(eq(enrollments.studentId, quizAttempts.studentId), eq(enrollments.courseId, course.id)),
    )
    .where(and(eq(quizAttempts.quizId, quiz.id), isNotNull(quizAttempts.submittedAt)))
    .orderBy(quizAttempts.studentId, desc(quizAttempts.score));
  if (submitted.length === 0) throw conflict('quiz', say('quiz.nothingToPost', { title: quiz.title }));
  const { min, max } = RESULT_TOTAL_MARKS;
  if (quiz.totalMarks < min || quiz.totalMarks > max)
    throw conflict(
      'quiz',
      say('quiz.totalOutsideResults', { title: quiz.title, total: quiz.totalMarks, min, max }),
    );
  return enterGrades(db, user, {
    course_id: course.id,
    semester: undefined,
    exam_type: 'quiz',
    total_marks: quiz.totalMarks,
    entries: submitted.map((s) => ({ student_id: s.studentId, marks_obtained: s.score ?? 0 })),
    reason,
  });
}
