import { useQuery } from '@tanstack/react-query';
import type { VirtualSession } from '@contract/virtual-classes';
import { api } from '../../../lib/api-client';

export const mySessionsKey = ['faculty', 'virtual-sessions'] as const;

/** GET /api/virtualclass/my-sessions: every session of the signed-in teacher, past ones included. */
export const getMySessions = (signal?: AbortSignal) =>
  api<{ sessions: VirtualSession[] }>('/virtualclass/my-sessions', { signal });

export const useMySessions = () =>
  useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) => getMySessions(signal),
    select: (data) => data.sessions,
  });
