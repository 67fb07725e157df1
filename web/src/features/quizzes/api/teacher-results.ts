/** A quiz's results for its teacher (issue 37): every attempt, each question's share, and what to do with them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BulkGradeResultSchema } from '@contract/faculty';
import type { QuizAllowanceResultSchema, QuizResults } from '@contract/quizzes';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { teacherQuizzesKey } from './teacher-quizzes';

export type { QuizResults };
export type QuizAttemptRow = QuizResults['attempts'][number];
type AllowanceResult = z.infer<typeof QuizAllowanceResultSchema>;
type PostedResults = z.infer<typeof BulkGradeResultSchema>;

const resultsPath = (quizId: string) => `/quizzes/${encodeURIComponent(quizId)}/results`;
const resultsKey = (quizId: string) => [...teacherQuizzesKey, 'results', quizId] as const;

/**
 * GET /api/quizzes/:id/results, read again every half minute while an attempt is in progress: a teacher
 * watching a quiz sees the submissions arrive.
 */
export const useQuizResults = (quizId: string) =>
  useQuery({
    queryKey: resultsKey(quizId),
    queryFn: ({ signal }) => api<QuizResults>(resultsPath(quizId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.attempts.some((attempt) => attempt.submitted_at === null) ? 30_000 : false,
  });

/** GET /api/quizzes/:id/results?format=csv, saved under `fileName`. */
export const downloadQuizResults = (quizId: string, fileName: string) =>
  downloadFile(`${resultsPath(quizId)}?format=csv`, { fileName });

/** PUT /api/quizzes/:id/allowances/:studentId: replaces the student's extra minutes and attempts. */
export function useGiveAllowance(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      studentId,
      ...body
    }: {
      studentId: string;
      extra_minutes: number;
      extra_attempts: number;
      /** An admin's correction in a closed term says why. */
      reason?: string;
    }) =>
      api<AllowanceResult>(
        `/quizzes/${encodeURIComponent(quizId)}/allowances/${encodeURIComponent(studentId)}`,
        { method: 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsKey(quizId) }),
  });
}

/**
 * POST /api/quizzes/:id/results: each enrolled student's best score as the course's `quiz` result (in a closed
 * term, an admin's `reason`).
 */
export const usePostQuizResults = (quizId: string) =>
  useMutation({
    mutationFn: (reason: string | undefined) =>
      apiRequest<PostedResults>(resultsPath(quizId), { method: 'POST', body: reason ? { reason } : {} }),
  });
