import { useQueries } from '@tanstack/react-query';
import type { FacultyAssignment } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export const courseAssignmentsKey = (courseId: string) => ['faculty', 'assignments', courseId] as const;

/** GET /api/assignments/course/:courseId: a course's assignments with totalSubmissions and gradedSubmissions. */
export const getCourseAssignments = (courseId: string, signal?: AbortSignal) =>
  api<{ assignments: FacultyAssignment[] }>(`/assignments/course/${encodeURIComponent(courseId)}`, {
    signal,
  });

/** The assignments of several courses (the course filter's "All courses" asks for each), newest due date first. */
export const useCoursesAssignments = (courseIds: readonly string[]) =>
  useQueries({
    queries: courseIds.map((courseId) => ({
      queryKey: courseAssignmentsKey(courseId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getCourseAssignments(courseId, signal),
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.isError)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
      assignments: results
        .flatMap((r) => r.data?.assignments ?? [])
        .sort((a, b) => b.due_date.localeCompare(a.due_date)),
    }),
  });
