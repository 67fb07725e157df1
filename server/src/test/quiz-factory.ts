/** A quiz straight into the database, for tests of what shows a quiz (feeds, lists) rather than of setting one. */
import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import { quizzes } from '../db/schema';

export async function buildQuiz(
  app: App,
  courseId: string,
  overrides: { title?: string; opensAt: Date; closesAt: Date; timeLimitMinutes?: number | null },
) {
  const [quiz] = await app.db
    .insert(quizzes)
    .values({
      courseId,
      title: overrides.title ?? 'Quiz',
      opensAt: overrides.opensAt,
      closesAt: overrides.closesAt,
      timeLimitMinutes: overrides.timeLimitMinutes === undefined ? 20 : overrides.timeLimitMinutes,
      questions: [
        {
          id: randomUUID(),
          kind: 'true_false',
          text: 'A switch works at layer 2.',
          marks: 1,
          options: [
            { id: randomUUID(), text: 'True', correct: true },
            { id: randomUUID(), text: 'False', correct: false },
          ],
          answers: [],
        },
      ],
      totalMarks: 1,
    })
    .returning();
  return quiz!;
}
