import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey, studentsKey } from './keys';

/** POST /api/admin/users/:id/reactivate: a deactivated account may sign in again. */
export const reactivateUser = (id: string) =>
  apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });

export const useReactivateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentsKey }),
        queryClient.invalidateQueries({ queryKey: facultyKey }),
      ]),
  });
};
