import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registrationsKey } from './get-registrations';

export const rejectRegistration = ({ userId, reason }: { userId: string; reason?: string }) =>
  apiRequest<undefined>(`/admin/registrations/${encodeURIComponent(userId)}/reject`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });

export const useRejectRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
};
