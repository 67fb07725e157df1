import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FacultySubmission } from '@contract/faculty';
import { apiRequest } from '../../../lib/api-client';
import { submissionsKey } from './get-submissions';

export type GradeInput = { marks_obtained: number; feedback?: string };

/** PUT /api/assignments/:submissionId/grade (the path's id is a submission id, as the specification has it). */
export const gradeSubmission = (submissionId: string, input: GradeInput) =>
  apiRequest<{ submission: FacultySubmission }>(`/assignments/${encodeURIComponent(submissionId)}/grade`, {
    method: 'PUT',
    body: input,
  });

export const useGradeSubmission = (assignmentId: string, submissionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeInput) => gradeSubmission(submissionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKey(assignmentId) }),
  });
};
