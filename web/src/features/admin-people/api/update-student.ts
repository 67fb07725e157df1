import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStudentUpdate } from '@contract/admin';
import type { User } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { StudentDetail } from './get-student';
import { studentDetailKey, studentsKey } from './keys';

/** PUT /api/admin/students/:id: only the fields sent change. */
export const updateStudent = ({ id, changes }: { id: string; changes: AdminStudentUpdate }) =>
  apiRequest<{ student: User }>(`/admin/students/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });

export const useUpdateStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: ({ data }, { id }) =>
      queryClient.setQueryData<StudentDetail>(
        studentDetailKey(id),
        (old) => old && { ...old, student: data.student },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
};
