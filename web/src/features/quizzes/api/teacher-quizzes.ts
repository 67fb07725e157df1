/**
 * A teacher's (or an admin's) quizzes of a course (issue 37): read, set, change, delete and copy them. The key
 * travels only here, never through the student's calls (student-*.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Course } from '@contract/courses';
import type { Quiz, QuizInputSchema } from '@contract/quizzes';
import type { PageInfo } from '@contract/paging';
import { api, apiRequest } from '../../../lib/api-client';
import { fetchEveryPage } from '../../../lib/every-page';

export type QuizBody = z.input<typeof QuizInputSchema>;
export type { Quiz };

export const teacherQuizzesKey = ['quizzes', 'teacher'] as const;
const courseQuizzesKey = (courseId: string) => [...teacherQuizzesKey, 'course', courseId] as const;
export const teacherQuizKey = (quizId: string) => [...teacherQuizzesKey, 'quiz', quizId] as const;

const quizPath = (quizId: string) => `/quizzes/${encodeURIComponent(quizId)}`;
const courseQuizzesPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/quizzes`;

/** GET /api/courses/:id: the offering the quizzes belong to (its name, code and term). */
export const useQuizCourse = (courseId: string | undefined) =>
  useQuery({
    queryKey: ['quizzes', 'course', courseId],
    queryFn: ({ signal }) => api<{ course: Course }>(`/courses/${encodeURIComponent(courseId!)}`, { signal }),
    select: (data) => data.course,
    enabled: Boolean(courseId),
  });

/** GET /api/courses/:id/quizzes: the offering's quizzes by opening time, with how many attempts each has. */
export const useCourseQuizzes = (courseId: string) =>
  useQuery({
    queryKey: courseQuizzesKey(courseId),
    queryFn: ({ signal }) => api<{ quizzes: Quiz[] }>(courseQuizzesPath(courseId), { signal }),
    select: (data) => data.quizzes,
  });

/** GET /api/quizzes/:id: the quiz with its questions and key, `locked` once attempted. */
export const useTeacherQuiz = (quizId: string | undefined) =>
  useQuery({
    queryKey: teacherQuizKey(quizId ?? ''),
    queryFn: ({ signal }) => api<{ quiz: Quiz }>(quizPath(quizId!), { signal }),
    select: (data) => data.quiz,
    enabled: Boolean(quizId),
  });

/** POST /api/courses/:id/quizzes, or PUT /api/quizzes/:id when the quiz exists. */
export function useSaveQuiz(courseId: string, quizId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) =>
      quizId
        ? apiRequest<{ quiz: Quiz }>(quizPath(quizId), { method: 'PUT', body })
        : apiRequest<{ quiz: Quiz }>(courseQuizzesPath(courseId), { method: 'POST', body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(teacherQuizKey(data.quiz._id), { quiz: data.quiz });
      return queryClient.invalidateQueries({ queryKey: courseQuizzesKey(courseId) });
    },
  });
}

/** DELETE /api/quizzes/:id: a quiz nobody has attempted (in a closed term, an admin's `reason`). */
export function useDeleteQuiz(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, reason }: { quizId: string; reason?: string }) =>
      apiRequest<unknown>(quizPath(quizId), { method: 'DELETE', query: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseQuizzesKey(courseId) }),
  });
}

/**
 * POST /api/quizzes/:id/copy: the quiz's settings and questions into another offering, without attempts (into
 * a closed term's, an admin's `reason`).
 */
export function useCopyQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, courseId, reason }: { quizId: string; courseId: string; reason?: string }) =>
      apiRequest<{ quiz: Quiz }>(`${quizPath(quizId)}/copy`, {
        method: 'POST',
        body: { course_id: courseId, ...(reason && { reason }) },
      }),
    onSuccess: (_answer, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: courseQuizzesKey(courseId) }),
  });
}

type CopyTarget = Pick<Course, '_id' | 'code' | 'name' | 'term'>;

/**
 * The offerings a quiz can be copied into, of every term: a teacher's own (GET /api/faculty/courses?term=all),
 * an admin's every offering of the catalogue (GET /api/courses?term=all, page by page).
 */
export const useCopyTargets = (area: 'faculty' | 'admin', enabled: boolean) =>
  useQuery({
    queryKey: ['quizzes', 'copy-targets', area],
    queryFn: async ({ signal }): Promise<CopyTarget[]> =>
      area === 'faculty'
        ? (await api<{ courses: CopyTarget[] }>('/faculty/courses', { signal, query: { term: 'all' } }))
            .courses
        : fetchEveryPage(
            (paging) =>
              api<{ courses: CopyTarget[] } & PageInfo>('/courses', {
                signal,
                query: { term: 'all', ...paging },
              }),
            (answer) => answer.courses,
          ),
    enabled,
  });
