import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Term, TermUpdateSchema } from '@contract/terms';
import { apiRequest } from '../../../lib/api-client';
import { termsKey } from '../../../lib/terms';

export type TermUpdate = z.input<typeof TermUpdateSchema>;

/** PUT /api/admin/terms/:id: new dates or name of a term that is not closed. */
export const updateTerm = ({ id, input }: { id: string; input: TermUpdate }) =>
  apiRequest<{ term: Term }>(`/admin/terms/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const useUpdateTerm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
};
