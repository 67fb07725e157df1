/** Urdu of en-college-texts.ts, key for key. */
import type { enCollegeTexts } from './en-college-texts';
import { addStrings } from './dictionaries';

export const urCollegeTexts = {
  'contact.subject.admissions': 'داخلے',
  'contact.subject.academic': 'تعلیمی امور',
  'contact.subject.support': 'طلبہ کی معاونت',
  'contact.subject.technical': 'تکنیکی (پورٹل)',
  'contact.subject.general': 'عمومی',
  'admissions.date.open': 'درخواستوں کا آغاز',
  'admissions.date.deadline': 'درخواست کی آخری تاریخ',
  'admissions.date.test': 'داخلہ ٹیسٹ',
  'admissions.date.merit': 'میرٹ لسٹ',
  'admissions.date.classes': 'کلاسز کا آغاز',
} as const satisfies Record<keyof typeof enCollegeTexts, string>;

addStrings('ur', urCollegeTexts);
