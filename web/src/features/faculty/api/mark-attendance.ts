import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark } from '@contract/faculty';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/attendance/mark: one course, date and session type; marking again updates the same records. */
export const markAttendance = (input: AttendanceMark) =>
  apiRequest<{ marked: number }>('/attendance/mark', { method: 'POST', body: input });

export const useMarkAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: ['faculty', 'roster', input.course_id] }),
  });
};
