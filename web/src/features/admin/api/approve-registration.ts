import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Approval } from '@contract/registrations';
import { apiRequest } from '../../../lib/api-client';
import { registrationsKey } from './get-registrations';

/** POST …/approve: the server's sentence, and which requested courses it assigned and which not, and why. */
export const approveRegistration = (userId: string) =>
  apiRequest<Approval>(`/admin/registrations/${encodeURIComponent(userId)}/approve`, { method: 'POST' });

export const useApproveRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
};
