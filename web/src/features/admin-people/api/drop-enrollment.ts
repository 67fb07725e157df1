import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBrief } from '@contract/admin';
import { apiRequest } from '../../../lib/api-client';
import type { StudentDetail } from './get-student';
import { studentDetailKey, studentsKey } from './keys';

/** DELETE /api/admin/students/:id/enrollments/:courseId: answers with the remaining enrollments. */
export const dropEnrollment = ({ studentId, courseId }: { studentId: string; courseId: string }) =>
  apiRequest<{ enrollments: CourseBrief[] }>(
    `/admin/students/${encodeURIComponent(studentId)}/enrollments/${encodeURIComponent(courseId)}`,
    { method: 'DELETE' },
  );

export const useDropEnrollment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropEnrollment,
    onSuccess: ({ data }, { studentId }) =>
      queryClient.setQueryData<StudentDetail>(
        studentDetailKey(studentId),
        (old) => old && { ...old, enrollments: data.enrollments },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
};
