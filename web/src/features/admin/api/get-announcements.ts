import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@contract/announcements';
import { api } from '../../../lib/api-client';

export const announcementsKey = ['admin', 'announcements'] as const;

/** GET /api/admin/announcements: every announcement, newest first. */
export const getAdminAnnouncements = (signal?: AbortSignal) =>
  api<{ announcements: Announcement[] }>('/admin/announcements', { signal });

export const useAdminAnnouncements = () =>
  useQuery({
    queryKey: announcementsKey,
    queryFn: ({ signal }) => getAdminAnnouncements(signal),
    select: (data) => data.announcements,
  });
