import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndSessionResult } from '@contract/virtual-classes';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsKey } from './get-my-sessions';

/** PUT /api/virtualclass/:id/end: ongoing → completed; the server records attendance from participation. */
export const endSession = (sessionId: string) =>
  apiRequest<EndSessionResult>(`/virtualclass/${encodeURIComponent(sessionId)}/end`, { method: 'PUT' });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
};
