import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Admissions } from '@contract/admissions-content';
import { api, apiRequest } from '../../../lib/api-client';

const admissionsKey = ['admissions'] as const;

/** GET /api/admissions: what the public Admissions page shows. */
export const useAdmissions = () =>
  useQuery({ queryKey: admissionsKey, queryFn: () => api<Admissions>('/admissions') });

/** PUT /api/admin/admissions: replaces it; answers with what was saved and the server's sentence. */
export function useSaveAdmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Admissions) =>
      apiRequest<Admissions>('/admin/admissions', { method: 'PUT', body: input }),
    onSuccess: ({ data }) => queryClient.setQueryData(admissionsKey, data),
  });
}
