/** Urdu texts of the notification panel: the translation of en-notifications.ts, key for key. */
import type { enNotifications } from './en-notifications';
import { addStrings } from './dictionaries';

export const urNotifications = {
  'notifications.title': 'اطلاعات',
  'notifications.markAllRead': 'سب کو پڑھا ہوا قرار دیں',
  'notifications.empty': 'ابھی تک کوئی اطلاع نہیں۔',
  'notifications.unread': 'بغیر پڑھی ہوئی',
} as const satisfies Record<keyof typeof enNotifications, string>;

addStrings('ur', urNotifications);
