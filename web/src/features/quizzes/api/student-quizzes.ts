/**
 * A student's quiz calls (issue 37): the course's quizzes, one quiz with the student's attempts (and its review
 * once the teacher shows answers), starting or resuming an attempt, saving answers and submitting.
 */
import { useQuery } from '@tanstack/react-query';
import type { Attempt, Quiz, SavedAnswer } from '@contract/quizzes';
import { api, apiRequest } from '../../../lib/api-client';

export type { Attempt, Quiz, SavedAnswer };

const id = encodeURIComponent;

export const studentQuizKeys = {
  all: ['student', 'quizzes'] as const,
  ofCourse: (courseId: string) => ['student', 'quizzes', 'course', courseId] as const,
  one: (quizId: string) => ['student', 'quizzes', 'quiz', quizId] as const,
};

/** GET /api/courses/:id/quizzes: the course's quizzes with the student's own attempts and attempts left. */
export const getCourseQuizzes = (courseId: string, signal?: AbortSignal) =>
  api<{ quizzes: Quiz[] }>(`/courses/${id(courseId)}/quizzes`, { signal });

export const useCourseQuizzes = (courseId: string) =>
  useQuery({
    queryKey: studentQuizKeys.ofCourse(courseId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, signal),
  });

/** GET /api/quizzes/:id: the quiz's settings, the student's attempts and, when shown, the review. */
export const getStudentQuiz = (quizId: string, signal?: AbortSignal) =>
  api<{ quiz: Quiz }>(`/quizzes/${id(quizId)}`, { signal });

export const useStudentQuiz = (quizId: string) =>
  useQuery({
    queryKey: studentQuizKeys.one(quizId),
    queryFn: ({ signal }) => getStudentQuiz(quizId, signal),
  });

/**
 * The server's answer with the difference between its clock and this phone's (ms; add it to Date.now()), when
 * the answer carried its Date header.
 */
export type Timed<T> = T & { clockOffsetMs: number | undefined };

/**
 * How far the server's clock is ahead of the phone's, from an answer's Date header (whole seconds: half a
 * second is added for the part it dropped). A phone's clock set by hand can be minutes off, and the time left
 * must be the server's.
 */
export function clockOffset(serverDate: string | undefined, receivedAt = Date.now()): number | undefined {
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  return Number.isNaN(server) ? undefined : server + 500 - receivedAt;
}

/** POST /api/quizzes/:id/attempts: starts an attempt, or resumes the open one with its saved answers. */
export async function startAttempt(quizId: string): Promise<Timed<{ attempt: Attempt }>> {
  const answer = await apiRequest<{ attempt: Attempt }>(`/quizzes/${id(quizId)}/attempts`, {
    method: 'POST',
  });
  return { ...answer.data, clockOffsetMs: clockOffset(answer.serverDate) };
}

/**
 * PUT /api/quiz-attempts/:id/answers: saves answers (again replaces them, so a retry changes nothing). One key
 * per batch: a batch lost on the way is sent again with it (lib/write-retries.ts).
 */
export async function saveAnswers(
  attemptId: string,
  answers: SavedAnswer[],
  idempotencyKey: string,
): Promise<Timed<{ saved: number; deadline: string }>> {
  const answer = await apiRequest<{ saved: number; deadline: string }>(
    `/quiz-attempts/${id(attemptId)}/answers`,
    {
      method: 'PUT',
      body: { answers },
      idempotencyKey,
    },
  );
  return { ...answer.data, clockOffsetMs: clockOffset(answer.serverDate) };
}

/** POST /api/quiz-attempts/:id/submit: marks the attempt on the server; submitting again answers the same. */
export const submitAttempt = (attemptId: string, idempotencyKey: string) =>
  api<{ attempt: Attempt }>(`/quiz-attempts/${id(attemptId)}/submit`, { method: 'POST', idempotencyKey });
