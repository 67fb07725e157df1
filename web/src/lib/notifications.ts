/**
 * The bell's query, in the portal entry: the newest notifications and the unread count, polled every minute.
 * Kept small on purpose (the panel and its mutations load only when the bell is opened).
 */
import { useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@contract/notifications';
import { api } from './api-client';

export const notificationsKey = ['notifications'] as const;
const POLL_MS = 60_000;

/** GET /api/notifications: the newest 20 and how many are unread. */
export const getNotifications = (signal?: AbortSignal) => api<NotificationList>('/notifications', { signal });

/** For a signed-in user only (the bell is not rendered for a visitor). */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: POLL_MS,
  });
