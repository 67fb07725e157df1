import { useQuery } from '@tanstack/react-query';
import type { VirtualSessionDetail } from '@contract/virtual-classes';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/virtualclass/:id: a session id, or a virtual course id (its current or next session). */
export const getVirtualSession = (classId: string, signal?: AbortSignal) =>
  api<{ session: VirtualSessionDetail }>(`/virtualclass/${encodeURIComponent(classId)}`, { signal });

/** Read once when the classroom opens; what happens next (start, join, leave) does not refetch it. */
export const useVirtualSession = (classId: string) =>
  useQuery({
    queryKey: ['classroom', 'session', classId],
    queryFn: ({ signal }) => getVirtualSession(classId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A refusal (403, 404) stays a refusal; only network trouble and 5xx are asked again.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
