/** Urdu admin texts that other pages share: the translation of en-admin.ts, key for key. */
import type { enAdmin } from './en-admin';

export const urAdmin = {
  'common.save': 'محفوظ کریں',
  'common.edit': 'ترمیم کریں',
  'common.delete': 'حذف کریں',
  'common.tryAgain': 'دوبارہ کوشش کریں',

  'nav.courses': 'کورسز',
  'nav.announcements': 'اعلانات',
  'nav.audit': 'آڈٹ ٹریل',

  'profile.title': 'میرا پروفائل',
  'profile.details': 'اکاؤنٹ کی تفصیلات',
  'profile.edit': 'پروفائل میں ترمیم کریں',
  'profile.save': 'تبدیلیاں محفوظ کریں',
  'profile.updated': 'پروفائل کامیابی سے اپ ڈیٹ ہو گیا!',
  'profile.updateFailed': 'پروفائل اپ ڈیٹ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'profile.emailHint': 'آپ کا ای میل پتا ہی آپ کا لاگ ان نام ہے اور اسے یہاں تبدیل نہیں کیا جا سکتا۔',
  'profile.role': 'کردار',

  'password.title': 'پاس ورڈ تبدیل کریں',
  'password.current': 'موجودہ پاس ورڈ',
  'password.new': 'نیا پاس ورڈ',
  'password.confirm': 'نئے پاس ورڈ کی تصدیق کریں',
  'password.hint': 'کم از کم 6 حروف۔',
  'password.submit': 'پاس ورڈ تبدیل کریں',
  'password.changed': 'پاس ورڈ کامیابی سے تبدیل ہو گیا',
  'password.failed': 'پاس ورڈ تبدیل نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
} as const satisfies Record<keyof typeof enAdmin, string>;
