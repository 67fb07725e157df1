/** Urdu texts of the live classroom, key for key with `enClassroom`. Server sentences match `MESSAGES_UR`. */
import { addStrings } from './dictionaries';
import type { enClassroom } from './en-classroom';

export const urClassroom = {
  'classroom.title': 'ورچوئل کلاس روم',
  'classroom.loading': 'ورچوئل کلاس لوڈ ہو رہی ہے…',
  'classroom.loadFailed': 'ورچوئل کلاس لوڈ نہیں ہو سکی',
  'classroom.joinFailed': 'کلاس میں شمولیت ناکام ہو گئی',
  'classroom.startFailed': 'کلاس شروع نہیں ہو سکی',

  'classroom.courseHeading': '{name} ({code})',
  'classroom.instructor': 'استاد: {name}',
  'classroom.instructorUnknown': 'استاد: ابھی مقرر نہیں',
  'classroom.participants.one': '{count} شریک',
  'classroom.participants.other': '{count} شرکاء',
  'classroom.leave': 'کلاس چھوڑیں',
  'classroom.leaveBack': 'کلاس چھوڑ کر واپس جائیں',
  'classroom.classInfo': 'کلاس کی معلومات',
  'classroom.goBack': 'واپس جائیں',
  'classroom.retry': 'دوبارہ کوشش کریں',
  'classroom.tryAgain': 'دوبارہ کوشش کریں',

  'classroom.welcome':
    '{course} کے ورچوئل کلاس روم میں خوش آمدید۔ براہِ کرم استاد کے سیشن شروع کرنے کا انتظار کریں۔',
  'classroom.welcomeInstructor':
    '{course} کے ورچوئل کلاس روم میں خوش آمدید۔ یہ سیشن آپ کروا رہے ہیں: آپ کے طلبہ اب شامل ہو سکتے ہیں۔',
  'classroom.closeWelcome': 'خوش آمدید کا پیغام بند کریں',
  'classroom.connecting': 'کلاس روم سے رابطہ ہو رہا ہے...',
  'classroom.tips.title': 'مفید ہدایات',
  'classroom.tips.devices': 'براؤزر پوچھے تو اپنے کیمرے اور مائیکروفون تک رسائی کی اجازت دیں۔',
  'classroom.tips.toolbar':
    'مائیک بند کرنے، کیمرا بند کرنے یا اپنی اسکرین شیئر کرنے کے لیے نیچے موجود ٹول بار استعمال کریں۔',
  'classroom.tips.chat': 'کلاس کو سوالات اور لنکس بھیجنے کے لیے چیٹ کھولیں۔',
  'classroom.tips.raiseHand': 'استاد سے سوال پوچھنے کے لیے ہاتھ اٹھائیں۔',

  'classroom.connectionError': 'رابطے میں خرابی',
  'classroom.failedToLoadVideo': 'ویڈیو کانفرنسنگ لوڈ نہیں ہو سکی۔ براہِ کرم صفحہ ریفریش کریں۔',

  'classroom.refused.title': 'آپ اس کلاس میں شامل نہیں ہو سکتے',
  'classroom.refused.opensAt': 'اس کلاس میں {time} سے شامل ہوا جا سکے گا۔',
  'classroom.refused.waitForTeacher': 'استاد نے ابھی یہ کلاس شروع نہیں کی۔',

  'classroom.preStart.title': 'یہ کلاس ابھی شروع نہیں ہوئی',
  'classroom.preStart.body': 'اپنے طلبہ کے لیے کلاس روم کھولنے کے لیے کلاس شروع کریں۔',
  'classroom.preStart.scheduled': 'مقررہ وقت: {time}',
  'classroom.preStart.start': 'کلاس شروع کریں',
  'classroom.preStart.notYet': 'مقررہ وقت سے 15 منٹ پہلے دستیاب ہوگا',

  'classroom.info.title': 'کلاس کی معلومات',
  'classroom.info.sessionTitle': 'عنوان',
  'classroom.info.description': 'تفصیل',
  'classroom.info.noDescription': 'کوئی تفصیل نہیں',
  'classroom.info.scheduled': 'مقررہ وقت',
  'classroom.info.duration': 'دورانیہ',
  'classroom.info.durationValue': '{minutes} منٹ',
  'classroom.info.section': 'سیکشن',
  'classroom.info.allSections': 'تمام سیکشنز',
  'classroom.info.semester': 'سمسٹر',
  'classroom.info.department': 'شعبہ',
  'classroom.info.status': 'کیفیت',
  'classroom.status.scheduled': 'آئندہ',
  'classroom.status.ongoing': 'اس وقت لائیو',
  'classroom.status.completed': 'مکمل',
  'classroom.status.cancelled': 'منسوخ',
} as const satisfies Record<keyof typeof enClassroom, string>;

addStrings('ur', urClassroom);
