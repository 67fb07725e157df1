import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentsKey } from './keys';

/** DELETE /api/admin/students/:id */
export const deleteStudent = (id: string) =>
  apiRequest<undefined>(`/admin/students/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
};
