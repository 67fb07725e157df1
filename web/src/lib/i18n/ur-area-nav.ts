/** Urdu names of the areas' sections: the translation of en-area-nav.ts, key for key. */
import type { enAreaNav } from './en-area-nav';

export const urAreaNav = {
  'student.nav.label': 'طالب علم کا حصہ',
  'student.nav.dashboard': 'ڈیش بورڈ',
  'student.nav.courses': 'کورسز',
  'student.nav.assignments': 'میری اسائنمنٹس',
  'student.nav.grades': 'گریڈز',
  'student.nav.attendance': 'حاضری',
  'student.nav.virtualClasses': 'ورچوئل کلاسز',
  'student.nav.profile': 'پروفائل',
  'faculty.nav.label': 'فیکلٹی کا حصہ',
  'faculty.nav.dashboard': 'ڈیش بورڈ',
  'faculty.nav.courses': 'میرے کورسز',
  'faculty.nav.students': 'میرے طلبہ',
  'faculty.nav.assignments': 'اسائنمنٹس',
  'faculty.nav.markAttendance': 'حاضری لگائیں',
  'faculty.nav.enterGrades': 'گریڈز درج کریں',
  'faculty.nav.eligibility': 'امتحانی اہلیت',
  'faculty.nav.scheduleClass': 'کلاس شیڈول کریں',
  'faculty.nav.virtualClasses': 'ورچوئل کلاسز',
  'faculty.nav.profile': 'پروفائل',
  'admin.nav.label': 'انتظامیہ کا حصہ',
  'admin.nav.students': 'طلبہ',
  'admin.nav.faculty': 'فیکلٹی',
  'nav.more': 'مزید',
  'nav.moreTitle': 'مزید حصے',
} as const satisfies Record<keyof typeof enAreaNav, string>;
