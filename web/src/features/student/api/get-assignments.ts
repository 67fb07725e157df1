import { useQuery } from '@tanstack/react-query';
import type { StudentAssignment } from '@contract/student';
import { api } from '../../../lib/api-client';

export const myAssignmentsKey = ['student', 'assignments'] as const;

/**
 * GET /api/assignments/my-assignments?term: every assignment of the student's courses of the term in view (or
 * `term`: a term's id, or `all`) with its submission. The page filters the one list itself so that the
 * Pending / Submitted / Overdue counts and the cards agree.
 */
export const getMyAssignments = (term?: string, signal?: AbortSignal) =>
  api<{ assignments: StudentAssignment[] }>('/assignments/my-assignments', { query: { term }, signal });

export const useMyAssignments = (term?: string) =>
  useQuery({
    queryKey: [...myAssignmentsKey, term ?? 'in-view'],
    queryFn: ({ signal }) => getMyAssignments(term, signal),
    select: (data) => data.assignments,
  });
