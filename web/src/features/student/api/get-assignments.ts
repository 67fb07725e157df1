import { useQuery } from '@tanstack/react-query';
import type { StudentAssignment } from '@contract/student';
import { api } from '../../../lib/api-client';

export const myAssignmentsKey = ['student', 'assignments'] as const;

/**
 * GET /api/assignments/my-assignments: every assignment of the student's courses with its submission. The
 * page filters the one list itself so that the Pending / Submitted / Overdue counts and the cards agree.
 */
export const getMyAssignments = (signal?: AbortSignal) =>
  api<{ assignments: StudentAssignment[] }>('/assignments/my-assignments', { signal });

export const useMyAssignments = () =>
  useQuery({
    queryKey: myAssignmentsKey,
    queryFn: ({ signal }) => getMyAssignments(signal),
    select: (data) => data.assignments,
  });
