/** The bell's panel, loaded when the bell is first opened: the list, mark one read by opening it, mark all. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationList } from '@contract/notifications';
import { apiRequest } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { localizeSaid } from '../../lib/i18n/messages';
import '../../lib/i18n/en-notifications';
import { notificationsKey } from '../../lib/notifications';
import { relativeTime } from '../../lib/relative-time';
import { cn } from '../ui/cn';

/** POST /api/notifications/:id/read */
const markRead = (id: string) =>
  apiRequest<{ unreadCount: number }>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
/** POST /api/notifications/read-all */
const markAllRead = () => apiRequest<{ unreadCount: number }>('/notifications/read-all', { method: 'POST' });

/** Shows the change at once (the list is the bell's cached query), then asks the server again. */
function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') => (id === 'all' ? markAllRead() : markRead(id)),
    onMutate: (id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((n) =>
          (id === 'all' || n._id === id) && !n.read_at ? { ...n, read_at: now } : n,
        );
        const wasUnread = list.notifications.filter((n) => !n.read_at).length;
        const nowUnread = notifications.filter((n) => !n.read_at).length;
        return { notifications, unreadCount: Math.max(0, list.unreadCount - (wasUnread - nowUnread)) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

const itemClass =
  'block rounded-md px-3 py-2.5 text-start text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

function Item({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const t = useT();
  const unread = !notification.read_at;
  const content = (
    <>
      <span className="flex items-start gap-2">
        {unread && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-600" />}
        <span className={cn('text-slate-900 dark:text-slate-100', unread && 'font-semibold')}>
          {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
          {localizeSaid({ message: notification.title, ...notification.said?.title })}
        </span>
      </span>
      {notification.body && (
        <span className="mt-0.5 line-clamp-2 block text-slate-600 dark:text-slate-400">
          {localizeSaid({ message: notification.body, ...notification.said?.body })}
        </span>
      )}
      <time
        dateTime={notification.createdAt}
        className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400"
      >
        {relativeTime(notification.createdAt)}
      </time>
    </>
  );
  return notification.link ? (
    <Link to={notification.link} className={itemClass} onClick={onOpen}>
      {content}
    </Link>
  ) : (
    <button type="button" className={cn(itemClass, 'w-full')} onClick={onOpen}>
      {content}
    </button>
  );
}

/** Closes on a click outside the bell and its panel, or on Escape (focus back on the bell). */
function useDismiss(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, button, onClose]);
}

export default function NotificationPanel({
  notifications,
  container,
  button,
  onClose,
}: {
  notifications: Notification[];
  /** The bell and its panel: a click inside them does not close it. */
  container: RefObject<HTMLElement | null>;
  button: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  useDismiss(container, button, onClose);
  const { mutate } = useMarkRead();
  const anyUnread = notifications.some((n) => !n.read_at);
  return (
    <section
      id="notification-panel"
      aria-labelledby="notification-panel-title"
      className="fixed inset-x-2 top-16 rounded-xl sm:absolute sm:inset-x-auto sm:inset-e-0 sm:top-full sm:mt-2 sm:w-80 border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h2
          id="notification-panel-title"
          className="text-sm font-semibold text-slate-900 dark:text-slate-100"
        >
          {t('notifications.title')}
        </h2>
        <button
          type="button"
          className="rounded-md px-2 py-1 text-xs font-medium text-blue-700 hover:bg-blue-50 disabled:text-slate-400 disabled:hover:bg-transparent dark:text-blue-300 dark:hover:bg-slate-800"
          disabled={!anyUnread}
          onClick={() => mutate('all')}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {notifications.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
      ) : (
        <ul className="max-h-[min(24rem,calc(100dvh-10rem))] overflow-y-auto">
          {notifications.map((notification) => (
            <li key={notification._id}>
              <Item
                notification={notification}
                onOpen={() => {
                  if (!notification.read_at) mutate(notification._id);
                  onClose();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
