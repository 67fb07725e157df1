import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey } from './keys';

/** DELETE /api/admin/faculty/:id */
export const deleteFacultyMember = (id: string) =>
  apiRequest<undefined>(`/admin/faculty/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteFacultyMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFacultyMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facultyKey }),
  });
};
