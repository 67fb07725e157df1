import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@contract/announcements';
import { ANNOUNCEMENTS_DEFAULT_LIMIT } from '@contract/constants';
import { api } from '../../../lib/api-client';

/** GET /api/announcements?limit=5: the latest announcements for everyone and for students. */
export const getStudentAnnouncements = (signal?: AbortSignal) =>
  api<{ announcements: Announcement[] }>('/announcements', {
    query: { limit: ANNOUNCEMENTS_DEFAULT_LIMIT },
    signal,
  });

export const useStudentAnnouncements = () =>
  useQuery({
    queryKey: ['student', 'announcements'],
    queryFn: ({ signal }) => getStudentAnnouncements(signal),
    select: (data) => data.announcements,
  });
