import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VirtualSession } from '@contract/virtual-classes';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsKey } from './get-my-sessions';

/** PUT /api/virtualclass/:id/cancel: scheduled → cancelled. */
export const cancelSession = (sessionId: string) =>
  apiRequest<{ session: VirtualSession }>(`/virtualclass/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'PUT',
  });

export const useCancelSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
};
