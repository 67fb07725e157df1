import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Term, TermInput } from '@contract/terms';
import { apiRequest } from '../../../lib/api-client';
import { termsKey } from '../../../lib/terms';

/** POST /api/admin/terms: a term added to the calendar (409 when its dates overlap another's, naming it). */
export const createTerm = (input: TermInput) =>
  apiRequest<{ term: Term }>('/admin/terms', { method: 'POST', body: input });

export const useCreateTerm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
};
