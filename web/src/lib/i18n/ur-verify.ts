/** Urdu texts of the transcript verification page: the translation of en-verify.ts, key for key. */
import type { enVerify } from './en-verify';
import { addStrings } from './dictionaries';

export const urVerify = {
  'verify.title': 'ٹرانسکرپٹ کی تصدیق',
  'verify.description': 'کالج کی جاری کردہ ٹرانسکرپٹ کی اس کے تصدیقی کوڈ سے تصدیق کرتا ہے۔',
  'verify.verified': 'ٹرانسکرپٹ کی تصدیق ہو گئی',
  'verify.verifiedBody':
    'کالج نے اس تصدیقی کوڈ کے ساتھ ٹرانسکرپٹ جاری کی ہے۔ ان تفصیلات کا کاغذ پر درج تفصیلات سے موازنہ کریں۔',
  'verify.code': 'تصدیقی کوڈ',
  'verify.name': 'نام',
  'verify.program': 'پروگرام',
  'verify.cgpa': 'سی جی پی اے',
  'verify.issued': 'تاریخِ اجرا',
  'verify.failed': 'اس ٹرانسکرپٹ کی تصدیق نہیں ہو سکی',
  'verify.failedBody':
    'اس کوڈ کے ساتھ کوئی ٹرانسکرپٹ جاری نہیں کی گئی۔ ٹرانسکرپٹ پر چھپا ہوا کوڈ دوبارہ دیکھیں، یا کالج سے رابطہ کریں۔',
} as const satisfies Record<keyof typeof enVerify, string>;

addStrings('ur', urVerify);
