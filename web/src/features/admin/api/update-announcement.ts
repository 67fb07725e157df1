import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@contract/announcements';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './get-dashboard';
import { announcementsKey } from './get-announcements';

/** PUT /api/admin/announcements/:id */
export const updateAnnouncement = ({ id, input }: { id: string; input: AnnouncementInput }) =>
  apiRequest<{ announcement: Announcement }>(`/admin/announcements/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });

export const useUpdateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsKey });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
};
