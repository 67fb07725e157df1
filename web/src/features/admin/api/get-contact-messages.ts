import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@contract/contact';
import { api } from '../../../lib/api-client';

export const CONTACT_MESSAGE_FILTERS = ['all', 'open', 'handled'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages: the messages sent through the public contact form, newest first. */
export const getContactMessages = (status: ContactMessageFilter, signal?: AbortSignal) =>
  api<{ messages: ContactMessage[] }>('/admin/contact-messages', { query: { status }, signal });

export const useContactMessages = (status: ContactMessageFilter) =>
  useQuery({
    queryKey: [...contactMessagesKey, status],
    queryFn: ({ signal }) => getContactMessages(status, signal),
    select: (data) => data.messages,
  });
