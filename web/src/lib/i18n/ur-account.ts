/** Urdu texts of getting back into an account, key for key with `enAccount`. */
import { addStrings } from './dictionaries';
import type { enAccount } from './en-account';

export const urAccount = {
  'auth.forgotTitle': 'کیا آپ اپنا پاس ورڈ بھول گئے ہیں؟',
  'auth.forgotIntro':
    'وہ ای میل درج کریں جس سے آپ لاگ ان کرتے ہیں۔ اگر یہ کسی منظور شدہ اکاؤنٹ کی ہے تو ہم نیا پاس ورڈ منتخب کرنے کا لنک ای میل کریں گے۔',
  'auth.forgotByOffice':
    'پاس ورڈ کالج کا دفتر ری سیٹ کرتا ہے۔ براہِ کرم اپنی طالب علم یا ملازم آئی ڈی کے ساتھ دفتر آئیں یا فون کریں۔',
  'auth.forgotSubmit': 'ری سیٹ لنک بھیجیں',
  'auth.forgotSent':
    'اگر اس ای میل پتے سے کوئی منظور شدہ اکاؤنٹ موجود ہے تو نیا پاس ورڈ بنانے کا لنک بھیج دیا گیا ہے۔ یہ لنک صرف ایک بار، 30 منٹ کے اندر کام کرتا ہے۔',
  'auth.forgotOffice': 'کالج کا دفتر',
  'auth.forgotOfficePhone': 'فون:',
  'auth.forgotOfficeHours': 'اوقات:',
  'auth.forgotOfficeIntro':
    'آپ وہ ای میل بھی درج کر سکتے ہیں جس سے آپ لاگ ان کرتے ہیں: دفتر دیکھ لے گا کہ آپ نے درخواست کی ہے، اور آپ کے فون کرنے یا آنے پر آپ کا پاس ورڈ ری سیٹ کر سکے گا۔',
  'auth.forgotTellOffice': 'دفتر کو اطلاع دیں',
  'auth.forgotOfficeTold':
    'اگر اس ای میل پتے سے کوئی منظور شدہ اکاؤنٹ موجود ہے تو کالج کے دفتر کو اطلاع دے دی گئی ہے۔ پاس ورڈ ری سیٹ کروانے کے لیے اپنی طالب علم یا ملازم آئی ڈی کے ساتھ دفتر آئیں یا فون کریں۔',
  'auth.backToSignIn': 'لاگ ان پر واپس',
  'auth.resetTitle': 'نیا پاس ورڈ منتخب کریں',
  'auth.resetIntro': 'نیا پاس ورڈ پرانے کی جگہ لے لے گا، اور آپ ہر ڈیوائس سے لاگ آؤٹ ہو جائیں گے۔',
  'auth.resetSubmit': 'نیا پاس ورڈ محفوظ کریں',
  'auth.resetDone': 'آپ کا پاس ورڈ ری سیٹ ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے لاگ ان کریں۔',
  'auth.resetNoToken':
    'پاس ورڈ ری سیٹ کرنے کا یہ لنک درست نہیں: یہ پہلے استعمال ہو چکا ہے، اس کی میعاد ختم ہو چکی ہے یا اس کی جگہ نیا لنک بھیجا جا چکا ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  'auth.resetAskAgain': 'نیا لنک منگوائیں',
  'auth.resetFailed': 'پاس ورڈ ری سیٹ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'auth.requiredChangeTitle': 'اپنا پاس ورڈ منتخب کریں',
  'auth.requiredChangeIntro':
    'آپ نے کالج کے دفتر سے ملنے والے عارضی پاس ورڈ سے لاگ ان کیا ہے۔ جاری رکھنے کے لیے اپنا پاس ورڈ منتخب کریں۔',
  'auth.requiredChangeCurrent': 'عارضی پاس ورڈ',
  'auth.signOut': 'لاگ آؤٹ',
  'adminPeople.resetPassword.title': 'پاس ورڈ',
  'adminPeople.resetPassword.hint':
    'اگر {name} اپنا پاس ورڈ بھول گئے ہیں: ایک عارضی پاس ورڈ، جو یہاں صرف ایک بار دکھایا جائے گا اور اگلی بار لاگ ان پر انہیں بدلنا ہوگا (وہ ابھی ہر جگہ سے لاگ آؤٹ ہو جائیں گے)، یا انہیں ای میل کیا گیا لنک۔',
  'adminPeople.resetPassword.temporary': 'عارضی پاس ورڈ جاری کریں',
  'adminPeople.resetPassword.email': 'ری سیٹ لنک ای میل کریں',
  'adminPeople.resetPassword.confirmTemporary':
    'کیا {name} کو عارضی پاس ورڈ دیا جائے؟ موجودہ پاس ورڈ کام کرنا بند کر دے گا اور وہ ہر جگہ سے لاگ آؤٹ ہو جائیں گے۔',
  'adminPeople.resetPassword.confirmEmail': 'کیا {name} کو نیا پاس ورڈ منتخب کرنے کا لنک ای میل کیا جائے؟',
  'adminPeople.resetPassword.shownOnce':
    '{name} کا عارضی پاس ورڈ۔ یہ صرف اسی ایک بار دکھایا جا رہا ہے: اسے خود ان تک پہنچائیں۔ اگلی بار لاگ ان پر انہیں اسے بدلنا ہوگا۔',
  'adminPeople.resetPassword.copy': 'کاپی کریں',
  'adminPeople.resetPassword.copied': 'کاپی ہو گیا',
  'adminPeople.resetPassword.done': 'مکمل',
  'adminPeople.resetPassword.issued':
    'عارضی پاس ورڈ جاری کر دیا گیا۔ یہ صرف ایک بار دکھایا جاتا ہے؛ اگلی بار لاگ ان پر اسے بدلنا لازمی ہے۔',
  'adminPeople.resetPassword.failed': 'پاس ورڈ ری سیٹ نہیں ہو سکا۔',
  'adminPeople.addAccount.intro':
    'اکاؤنٹ فوراً منظور ہو جاتا ہے: کوئی رجسٹریشن منظور کرنے کی ضرورت نہیں۔ رجسٹریشن فارم والی تفصیلات درج کریں۔',
  'adminPeople.addAccount.password': 'پاس ورڈ',
  'adminPeople.addAccount.passwordHint': 'انہیں اپنا پاس ورڈ کیسے ملے گا؟',
  'adminPeople.addAccount.temporary':
    'یہاں ایک بار عارضی پاس ورڈ دکھائیں (پہلی بار لاگ ان پر انہیں اسے بدلنا ہو گا)',
  'adminPeople.addAccount.email': 'انہیں اپنا پاس ورڈ منتخب کرنے کا لنک ای میل کریں',
  'adminPeople.addAccount.emailUnavailable':
    'اس پورٹل پر ای میل ترتیب نہیں دی گئی، اس لیے عارضی پاس ورڈ دکھایا جائے گا۔',
  'adminPeople.addAccount.submit': 'اکاؤنٹ بنائیں',
  'adminPeople.addAccount.failed': 'اکاؤنٹ نہیں بن سکا۔',
  'adminPeople.addAccount.shownOnce':
    '{name} کا عارضی پاس ورڈ۔ یہ صرف اسی ایک بار دکھایا جا رہا ہے: انہیں خود دیں۔ پہلی بار لاگ ان پر انہیں اسے بدلنا ہو گا۔',
  'adminPeople.addAccount.notAssigned':
    'ان کورسز کا پہلے سے استاد موجود ہے اس لیے یہ {name} کو نہیں دیے گئے:',
  'adminPeople.addAccount.view': '{name} دیکھیں',
  'adminPeople.addAccount.another': 'ایک اور شامل کریں',
  'adminPeople.addAccount.close': 'فہرست پر واپس',
  'adminPeople.import.studentsTitle': 'CSV سے طلبہ درآمد کریں',
  'adminPeople.import.facultyTitle': 'CSV سے اساتذہ درآمد کریں',
  'adminPeople.import.hint':
    'سانچے سے شروع کریں: اس کی پہلی قطار میں کالموں کے نام ہیں اور دوسری قطار ایک مثال ہے جسے بدل دیں۔ جو کالم شامل نہ ہوں وہ اپنی طے شدہ قدر لیتے ہیں۔ کورسز میں کورس کوڈ "{separator}" سے الگ کر کے لکھیں۔ ایک بار میں زیادہ سے زیادہ {max} قطاریں۔',
  'adminPeople.import.columns': 'کالم: {columns}۔',
  'adminPeople.import.template': 'سانچہ ڈاؤن لوڈ کریں (CSV)',
  'adminPeople.import.listSeparator': '، ',
  'adminPeople.import.mode': 'اگر کچھ قطاروں میں غلطیاں ہوں',
  'adminPeople.import.modeGoodRows': 'درست قطاریں درآمد کریں، اور غلطیوں والی قطاروں کی فہرست دکھائیں',
  'adminPeople.import.modeAllOrNothing': 'جب تک ہر قطار درست نہ ہو کچھ بھی درآمد نہ کریں',
  'adminPeople.import.skipping': 'غلطیوں والی قطاریں درآمد نہیں کی جائیں گی (سطر نمبر: {lines})۔',
  'adminPeople.import.submitGood':
    '{count, plural, one {درست قطار درآمد کریں} other {# درست قطاریں درآمد کریں}}',
  'adminPeople.import.skipped': 'درآمد نہیں ہوئی',
  'adminPeople.import.recheck': 'فائل دوبارہ جانچی گئی: قطاریں اب نیچے کی طرح ہیں۔',
  'adminPeople.import.file': 'CSV فائل',
  'adminPeople.import.check': 'فائل جانچیں',
  'adminPeople.import.ready': '{total} میں سے {ready} قطاریں تیار ہیں۔',
  'adminPeople.import.fix': 'فائل میں غلطی والی قطاریں درست کر کے دوبارہ جانچیں۔ ابھی کچھ درآمد نہیں ہوا۔',
  'adminPeople.import.line': 'سطر',
  'adminPeople.import.problems': 'مسائل',
  'adminPeople.import.rowReady': 'تیار',
  'adminPeople.import.submit': '{count} اکاؤنٹ درآمد کریں',
  'adminPeople.import.failed': 'فائل درآمد نہیں ہو سکی۔',
  'adminPeople.import.checkFailed': 'فائل جانچی نہیں جا سکی۔',
  'adminPeople.import.shownOnce':
    'عارضی پاس ورڈ، صرف اسی ایک بار دکھائے جا رہے ہیں: ہر ایک اس کے مالک کو دیں۔ پہلی بار لاگ ان پر انہیں اسے بدلنا ہو گا۔',
  'adminPeople.import.copyAll': 'سب کاپی کریں',
} as const satisfies Record<keyof typeof enAccount, string>;

addStrings('ur', urAccount);
