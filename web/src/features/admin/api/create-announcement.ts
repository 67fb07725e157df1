import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@contract/announcements';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './get-dashboard';
import { announcementsKey } from './get-announcements';

/** POST /api/admin/announcements */
export const createAnnouncement = (input: AnnouncementInput) =>
  apiRequest<{ announcement: Announcement }>('/admin/announcements', { method: 'POST', body: input });

export const useCreateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsKey });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
};
