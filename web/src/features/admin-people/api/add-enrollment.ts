import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBrief } from '@contract/admin';
import { apiRequest } from '../../../lib/api-client';
import type { StudentDetail } from './get-student';
import { studentDetailKey, studentsKey } from './keys';

/** POST /api/admin/students/:id/enrollments {course_id}: answers with the student's enrollments. */
export const addEnrollment = ({ studentId, courseId }: { studentId: string; courseId: string }) =>
  apiRequest<{ enrollments: CourseBrief[] }>(`/admin/students/${encodeURIComponent(studentId)}/enrollments`, {
    method: 'POST',
    body: { course_id: courseId },
  });

export const useAddEnrollment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEnrollment,
    onSuccess: ({ data }, { studentId }) =>
      queryClient.setQueryData<StudentDetail>(
        studentDetailKey(studentId),
        (old) => old && { ...old, enrollments: data.enrollments },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
};
