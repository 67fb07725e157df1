import { useQuery } from '@tanstack/react-query';
import type { GradeRecord } from '@contract/student';
import { api } from '../../../lib/api-client';

/** GET /api/grades/my-grades?semester: the student's results, optionally of one semester. */
export const getMyGrades = (semester: number | undefined, signal?: AbortSignal) =>
  api<{ grades: GradeRecord[] }>('/grades/my-grades', { query: { semester }, signal });

export const useMyGrades = (semester: number | undefined) =>
  useQuery({
    queryKey: ['student', 'grades', semester ?? 'all'],
    queryFn: ({ signal }) => getMyGrades(semester, signal),
    select: (data) => data.grades,
  });
