import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Term } from '@contract/terms';
import { apiRequest } from '../../../lib/api-client';
import { termsKey } from '../../../lib/terms';

/** POST /api/admin/terms/:id/close: an ended term's results and attendance become read-only. */
export const closeTerm = (id: string) =>
  apiRequest<{ term: Term }>(`/admin/terms/${encodeURIComponent(id)}/close`, { method: 'POST' });

export const useCloseTerm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTerm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
};
