import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@contract/contact';
import { api } from '../../../lib/api-client';
import { contactMessagesKey } from './get-contact-messages';

/** PATCH /api/admin/contact-messages/:id: marks a message handled, or open again. */
export const updateContactMessage = ({ id, handled }: { id: string; handled: boolean }) =>
  api<{ messages: ContactMessage[] }>(`/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { handled },
  });

export const useUpdateContactMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
};
