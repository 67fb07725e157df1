import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactMessagesKey } from './get-contact-messages';

/** DELETE /api/admin/contact-messages/:id */
export const deleteContactMessage = (id: string) =>
  apiRequest<undefined>(`/admin/contact-messages/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteContactMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
};
