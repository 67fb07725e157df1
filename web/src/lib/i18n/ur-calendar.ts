/** Urdu texts of the calendar feed card: the translation of en-calendar.ts, key for key. */
import type { enCalendar } from './en-calendar';
import { addStrings } from './dictionaries';

export const urCalendar = {
  'calendar.title': 'کیلنڈر فیڈ',
  'calendar.intro':
    'ایک نجی لنک کے ذریعے اپنی کلاسز، ورچوئل کلاسز اور اسائنمنٹس کی آخری تاریخیں اپنے فون کے کیلنڈر میں شامل کریں۔',
  'calendar.create': 'کیلنڈر لنک بنائیں',
  'calendar.activeSince': 'آپ کا کیلنڈر لنک {date} سے فعال ہے۔',
  'calendar.newLink': 'نیا لنک بنائیں',
  'calendar.turnOff': 'بند کریں',
  'calendar.confirmNew': 'موجودہ لنک کام کرنا چھوڑ دے گا۔ نیا لنک بنائیں؟',
  'calendar.confirmOff':
    'اپنی کیلنڈر فیڈ بند کریں؟ اس لنک کو استعمال کرنے والے کیلنڈر اپ ڈیٹ ہونا بند ہو جائیں گے۔',
  'calendar.link': 'آپ کا کیلنڈر لنک',
  'calendar.copy': 'لنک کاپی کریں',
  'calendar.copied': 'کاپی ہو گیا!',
  'calendar.keepPrivate':
    'یہ لنک کسی کو نہ دیں: جس کے پاس بھی یہ لنک ہو وہ آپ کا کیلنڈر دیکھ سکتا ہے۔ یہ صرف ابھی دکھایا جا رہا ہے؛ اگر گم ہو جائے تو نیا لنک بنا لیں۔',
  'calendar.howTo':
    'اپنی کیلنڈر ایپ میں "Add calendar from URL" (یا "Subscribe") منتخب کریں اور لنک پیسٹ کر دیں۔',
  'calendar.turnedOff': 'کیلنڈر لنک بند کر دیا گیا',
  'calendar.failed': 'کیلنڈر لنک اپ ڈیٹ نہیں ہو سکا',
  'calendar.loadFailed': 'کیلنڈر لنک لوڈ نہیں ہو سکا',
  'calendar.terms': 'کیلنڈر میں ٹرمز',
  'calendar.termsComing': 'موجودہ ٹرم اور اس کے بعد کی ٹرمز',
  'calendar.termsHint': 'لنک میں آپ کا انتخاب شامل ہوتا ہے: کاپی کرنے سے پہلے منتخب کریں۔',
} as const satisfies Record<keyof typeof enCalendar, string>;

addStrings('ur', urCalendar);
