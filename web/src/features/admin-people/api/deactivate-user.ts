import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey, studentsKey } from './keys';

/** POST /api/admin/users/:id/deactivate: the account can no longer sign in and its sessions end at once. */
export const deactivateUser = (id: string) =>
  apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });

export const useDeactivateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentsKey }),
        queryClient.invalidateQueries({ queryKey: facultyKey }),
      ]),
  });
};
