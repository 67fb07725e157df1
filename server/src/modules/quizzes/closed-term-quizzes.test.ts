/**
 * A closed term's quizzes (issue 34 item 5, issue 37): every write of a quiz in an offering of a closed term
 * (deleting it, copying one into it, an allowance, posting its scores to results, editing its key) is refused
 * to the teacher (409) and to an admin without a reason (400), changing nothing; an admin's correction with a
 * reason is made and audited with that reason.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, grades, quizAllowances, quizAttempts, quizzes } from '../../db/schema';
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
const token = {} as Record<'teacher' | 'admin', string>;
const ids = {} as Record<'closedCourse' | 'openCourse' | 'student' | 'draft' | 'taken' | 'source', string>;

interface ShownQuestion {
  _id: string;
  options: { _id: string; text: string; correct: boolean }[];
}

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  const teacher = await buildFaculty(app);
  const closedTerm = await buildTerm(app, { closedAt: new Date('1951-02-01T00:00:00Z') });
  const closedCourse = await buildCourse(app, { instructorId: teacher.id, termId: closedTerm.id });
  const openCourse = await buildCourse(app, { instructorId: teacher.id });
  const student = await buildStudent(app);
  await buildEnrollment(app, student.id, closedCourse.id);
  token.teacher = await signIn(app, teacher.email);
  token.admin = await signIn(app, (await buildAdmin(app)).email);
  const set = async (courseId: string, title: string, reason?: string) => {
    const res = await injectAs(app, reason ? token.admin : token.teacher, {
      method: 'POST',
      url: `/api/courses/${courseId}/quizzes`,
      payload: quizPayload({ title, ...(reason && { reason }) }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.quiz._id as string;
  };
  const draft = await set(closedCourse.id, 'Draft', 'Set for the record');
  const taken = await set(closedCourse.id, 'Taken', 'Set for the record');
  const source = await set(openCourse.id, 'This term');
  // The student took the closed term's quiz while the term ran: 6 of 10.
  await app.db.insert(quizAttempts).values({
    quizId: taken,
    studentId: student.id,
    number: 1,
    startedAt: new Date('2026-11-20T05:00:00Z'),
    deadline: new Date('2026-11-20T05:20:00Z'),
    submittedAt: new Date('2026-11-20T05:15:00Z'),
    score: 6,
    total: 10,
    awarded: {},
  });
  Object.assign(ids, {
    closedCourse: closedCourse.id,
    openCourse: openCourse.id,
    student: student.id,
    draft,
    taken,
    source,
  });
});
afterAll(() => app.close());

/** The key edit's body: the quiz as set, its first question's right option moved to the second. */
async function rekeyed() {
  const read = await injectAs(app, token.admin, { method: 'GET', url: `/api/quizzes/${ids.taken}` });
  const questions = read.json().data.quiz.questions as ShownQuestion[];
  return {
    ...quizPayload({ title: 'Taken' }),
    questions: questions.map((q, i) =>
      i === 0 ? { ...q, options: q.options.map((o, j) => ({ ...o, correct: j === 1 })) } : q,
    ),
  };
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const n = sql<number>`count(*)::int`;

interface Write {
  /** The request, with the admin's reason when given. */
  send: (who: string, reason?: string) => ReturnType<typeof injectAs>;
  /** What the write changes, counted: the same before and after a refusal. */
  state: () => Promise<unknown>;
  /** The audit action that keeps the admin's correction. */
  action: string;
}

const writes: Record<string, Write> = {
  'deleting a quiz': {
    send: (who, reason) =>
      injectAs(app, who, {
        method: 'DELETE',
        url: `/api/quizzes/${ids.draft}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`,
      }),
    state: () => count(app.db.select({ n }).from(quizzes).where(eq(quizzes.id, ids.draft))),
    action: 'quiz.deleted',
  },
  'copying a quiz into it': {
    send: (who, reason) =>
      injectAs(app, who, {
        method: 'POST',
        url: `/api/quizzes/${ids.source}/copy`,
        payload: { course_id: ids.closedCourse, ...(reason && { reason }) },
      }),
    state: () => count(app.db.select({ n }).from(quizzes).where(eq(quizzes.courseId, ids.closedCourse))),
    action: 'quiz.copied',
  },
  'giving a student more time and another attempt': {
    send: (who, reason) =>
      injectAs(app, who, {
        method: 'PUT',
        url: `/api/quizzes/${ids.taken}/allowances/${ids.student}`,
        payload: { extra_minutes: 10, extra_attempts: 1, ...(reason && { reason }) },
      }),
    state: () => count(app.db.select({ n }).from(quizAllowances).where(eq(quizAllowances.quizId, ids.taken))),
    action: 'quiz.allowance-given',
  },
  'posting its scores to results': {
    send: (who, reason) =>
      injectAs(app, who, {
        method: 'POST',
        url: `/api/quizzes/${ids.taken}/results`,
        payload: reason ? { reason } : {},
      }),
    state: () => count(app.db.select({ n }).from(grades).where(eq(grades.courseId, ids.closedCourse))),
    action: 'grade.entered',
  },
  'editing its answer key': {
    send: async (who, reason) =>
      injectAs(app, who, {
        method: 'PUT',
        url: `/api/quizzes/${ids.taken}`,
        payload: { ...(await rekeyed()), ...(reason && { reason }) },
      }),
    state: async () =>
      (await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, ids.taken))).map(
        (a) => a.score,
      ),
    action: 'quiz.key-changed',
  },
};

describe("a closed term's quiz", () => {
  it.each(Object.entries(writes))(
    '%s: 409 for the teacher, 400 for an admin without a reason, both changing nothing; an admin with a reason is audited with it',
    async (what, write) => {
      const before = await write.state();
      const refused = await write.send(token.teacher);
      expect(refused.statusCode, `the teacher ${what}`).toBe(409);
      expect(refused.json().code).toBe('term.closed');
      expect(await write.state()).toEqual(before);

      const bare = await write.send(token.admin);
      expect(bare.statusCode, `an admin ${what} without a reason`).toBe(400);
      expect(bare.json().errors[0]).toMatchObject({ field: 'reason', code: 'term.correctionNeedsReason' });
      expect(await write.state()).toEqual(before);

      const reason = `Correction: ${what}`;
      const corrected = await write.send(token.admin, reason);
      expect(corrected.statusCode, `an admin ${what} with a reason`).toBeLessThan(300);
      expect(await write.state()).not.toEqual(before);
      const entries = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, write.action), sql`${auditLog.after}->>'reason' = ${reason}`));
      expect(entries.length, `the audit trail keeps the reason of ${what}`).toBeGreaterThan(0);
    },
  );
});
