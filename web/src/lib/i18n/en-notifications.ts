/** Texts of the notification panel: loaded with the panel, when the bell is first opened. */
import { addStrings } from './dictionaries';

export const enNotifications = {
  'notifications.title': 'Notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.empty': 'No notifications yet.',
  'notifications.unread': 'Unread',
} as const satisfies Record<string, string>;

addStrings('en', enNotifications);
