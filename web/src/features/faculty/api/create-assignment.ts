import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AssignmentInputSchema, FacultyAssignment } from '@contract/faculty';
import { apiRequest } from '../../../lib/api-client';
import { courseAssignmentsKey } from './get-assignments';

type AssignmentInput = z.output<typeof AssignmentInputSchema>;

/** POST /api/assignments: a new assignment in one of the teacher's courses. */
export const createAssignment = (input: AssignmentInput) =>
  apiRequest<{ assignment: FacultyAssignment }>('/assignments', { method: 'POST', body: input });

export const useCreateAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: courseAssignmentsKey(input.course_id) }),
  });
};
