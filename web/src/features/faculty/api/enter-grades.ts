import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BulkGradeEntrySchema, BulkGradeResultSchema } from '@contract/faculty';
import { apiRequest } from '../../../lib/api-client';

export type BulkGradeEntry = z.input<typeof BulkGradeEntrySchema>;
type BulkGradeResult = z.infer<typeof BulkGradeResultSchema>;

/** POST /api/grades/bulk: every row of a course's results in one request; all are saved, or none. */
export const enterGrades = (input: BulkGradeEntry) =>
  apiRequest<BulkGradeResult>('/grades/bulk', { method: 'POST', body: input });

export const useEnterGrades = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterGrades,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: ['faculty', 'grades', input.course_id] }),
  });
};
