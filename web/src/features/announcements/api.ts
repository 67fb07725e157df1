import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@contract/announcements';
import type { PageInfo } from '@contract/paging';
import { api } from '../../lib/api-client';

/** GET /api/announcements?page=N: a page of every announcement the server lets this person see, newest first. */
export const useAnnouncementPage = (page: number) =>
  useQuery({
    queryKey: ['announcements', 'page', page],
    queryFn: ({ signal }) =>
      api<{ announcements: Announcement[] } & PageInfo>('/announcements', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/announcements/:id: one announcement, or 404 when it does not exist or is not for this person. */
export const useAnnouncement = (id: string) =>
  useQuery({
    queryKey: ['announcements', 'one', id],
    queryFn: ({ signal }) =>
      api<{ announcement: Announcement }>(`/announcements/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.announcement,
  });
