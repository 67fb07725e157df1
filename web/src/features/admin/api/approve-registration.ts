import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registrationsKey } from './get-registrations';

export const approveRegistration = (userId: string) =>
  apiRequest<undefined>(`/admin/registrations/${encodeURIComponent(userId)}/approve`, { method: 'POST' });

export const useApproveRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
};
