import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VirtualSession } from '@contract/virtual-classes';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsKey } from './get-my-sessions';

/** PUT /api/virtualclass/:id/start: scheduled → ongoing, from 15 minutes before the scheduled time. */
export const startSession = (sessionId: string) =>
  apiRequest<{ session: VirtualSession }>(`/virtualclass/${encodeURIComponent(sessionId)}/start`, {
    method: 'PUT',
  });

export const useStartSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
};
