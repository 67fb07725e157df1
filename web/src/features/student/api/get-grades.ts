import { useQuery } from '@tanstack/react-query';
import type { GradeRecord } from '@contract/student';
import { api } from '../../../lib/api-client';

/**
 * GET /api/grades/my-grades?semester&term: the student's results of the term in view (or `term`: a term's id,
 * or `all`), optionally of one semester.
 */
export const getMyGrades = (semester: number | undefined, term?: string, signal?: AbortSignal) =>
  api<{ grades: GradeRecord[] }>('/grades/my-grades', { query: { semester, term }, signal });

export const useMyGrades = (semester: number | undefined, term?: string) =>
  useQuery({
    queryKey: ['student', 'grades', semester ?? 'all', term ?? 'in-view'],
    queryFn: ({ signal }) => getMyGrades(semester, term, signal),
    select: (data) => data.grades,
  });
