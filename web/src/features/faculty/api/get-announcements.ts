import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@contract/announcements';
import { ANNOUNCEMENTS_DEFAULT_LIMIT } from '@contract/constants';
import { api } from '../../../lib/api-client';

/** GET /api/announcements?limit=5: the latest announcements for everyone and for faculty. */
export const getFacultyAnnouncements = (signal?: AbortSignal) =>
  api<{ announcements: Announcement[] }>('/announcements', {
    query: { limit: ANNOUNCEMENTS_DEFAULT_LIMIT },
    signal,
  });

export const useFacultyAnnouncements = () =>
  useQuery({
    queryKey: ['faculty', 'announcements'],
    queryFn: ({ signal }) => getFacultyAnnouncements(signal),
    select: (data) => data.announcements,
  });
