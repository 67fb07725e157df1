import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './get-dashboard';
import { announcementsKey } from './get-announcements';

/** DELETE /api/admin/announcements/:id */
export const deleteAnnouncement = (id: string) =>
  apiRequest<undefined>(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsKey });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
};
