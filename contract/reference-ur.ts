/**
 * Urdu for the college's reference data that the site shows as text: the public programs' cards and the
 * values of the enumerations (departments, programs, designations, qualifications, relations, weekdays).
 * The stored values stay English (they are what the API takes); only what a reader sees changes.
 */
import type {
  AttendanceStatus,
  DepartmentName,
  DESIGNATIONS,
  GUARDIAN_RELATIONS,
  PROGRAMS,
  QUALIFICATIONS,
  Weekday,
} from './enums';
import type { PublicProgramId } from './programs';

type ProgramText = { name: string; description: string; courses: readonly string[] };

export const PUBLIC_PROGRAMS_UR: Record<PublicProgramId, ProgramText> = {
  urdu: {
    name: 'بی ایس اردو',
    description: 'اردو زبان، کلاسیکی اور جدید ادب، تنقید اور قومی زبان میں تحقیق۔',
    courses: [
      'کلاسیکی اردو شاعری',
      'اردو افسانہ اور ڈراما',
      'ادبی تنقید',
      'اردو زبان کی تاریخ',
      'تحقیق کا طریقۂ کار',
    ],
  },
  it: {
    name: 'بی ایس انفارمیشن ٹیکنالوجی',
    description:
      'سافٹ ویئر اور آئی ٹی کی صنعت میں روزگار کے لیے پروگرامنگ، نیٹ ورکس، ڈیٹا بیس اور ویب ڈیولپمنٹ۔',
    courses: [
      'پروگرامنگ کی بنیادیں',
      'ڈیٹا اسٹرکچرز اور الگورتھمز',
      'ڈیٹا بیس سسٹمز',
      'کمپیوٹر نیٹ ورکس',
      'ویب انجینئرنگ',
    ],
  },
  english: {
    name: 'بی ایس انگریزی',
    description: 'تدریس، میڈیا اور سول سروس کے لیے انگریزی زبان و ادب، لسانیات اور ابلاغی مہارتیں۔',
    courses: ['ادب کا تعارف', 'صوتیات اور فونولوجی', 'رومانوی شاعری', 'جدید ناول', 'اطلاقی لسانیات'],
  },
  botany: {
    name: 'بی ایس نباتیات',
    description:
      'خلیے سے ماحولیاتی نظام تک پودوں کی زندگی، چولستان کے پودوں پر تجربہ گاہ اور میدانی کام کے ساتھ۔',
    courses: ['نباتاتی تنوع', 'پودوں کی فعلیات', 'جینیات', 'نباتاتی ماحولیات', 'نباتاتی بائیو ٹیکنالوجی'],
  },
  zoology: {
    name: 'بی ایس حیوانیات',
    description:
      'تحقیق، صحت اور تحفظ کے شعبوں کے لیے حیوانی تنوع، فعلیات اور جنگلی حیات، تجربہ گاہ کی مشق کے ساتھ۔',
    courses: ['حیوانی تنوع', 'خلیاتی حیاتیات', 'حیوانی فعلیات', 'جنگلی حیات کا انتظام', 'حشریات'],
  },
  bba: {
    name: 'بی بی اے',
    description: 'کاروبار، بینکاری اور کاروباری صلاحیت کے لیے انتظام، اکاؤنٹنگ، مارکیٹنگ اور مالیات۔',
    courses: ['انتظام کے اصول', 'مالیاتی اکاؤنٹنگ', 'مارکیٹنگ مینجمنٹ', 'کاروباری مالیات', 'کاروباری صلاحیت'],
  },
  bed: {
    name: 'بی ایڈ',
    description: 'پڑھانے کے خواہش مند گریجویٹس کے لیے تدریسی طریقے، تعلیمی نفسیات اور کمرۂ جماعت کی مشق۔',
    courses: ['تعلیمی نفسیات', 'تدریسی طریقے', 'کمرۂ جماعت کا انتظام', 'جانچ اور تشخیص', 'تدریسی مشق'],
  },
};

type EnumValue =
  | DepartmentName
  | (typeof PROGRAMS)[number]['name']
  | (typeof DESIGNATIONS)[number]
  | (typeof QUALIFICATIONS)[number]
  | (typeof GUARDIAN_RELATIONS)[number]
  | Weekday
  | AttendanceStatus;

/** Every enumeration value, and the admissions page's programs that are not (yet) taught. */
export const ENUM_LABELS_UR: Record<EnumValue | 'BS Software Engineering', string> = {
  'Information Technology': 'انفارمیشن ٹیکنالوجی',
  'Computer Science': 'کمپیوٹر سائنس',
  English: 'انگریزی',
  Urdu: 'اردو',
  Botany: 'نباتیات',
  Zoology: 'حیوانیات',
  'Business Administration': 'بزنس ایڈمنسٹریشن',
  Education: 'تعلیم',
  'BS Information Technology': 'بی ایس انفارمیشن ٹیکنالوجی',
  'BS Computer Science': 'بی ایس کمپیوٹر سائنس',
  'BS English': 'بی ایس انگریزی',
  'BS Urdu': 'بی ایس اردو',
  'BS Botany': 'بی ایس نباتیات',
  'BS Zoology': 'بی ایس حیوانیات',
  BBA: 'بی بی اے',
  'B.Ed': 'بی ایڈ',
  'BS Software Engineering': 'بی ایس سافٹ ویئر انجینئرنگ',
  Professor: 'پروفیسر',
  'Associate Professor': 'ایسوسی ایٹ پروفیسر',
  'Assistant Professor': 'اسسٹنٹ پروفیسر',
  Lecturer: 'لیکچرر',
  'Lab Instructor': 'لیب انسٹرکٹر',
  'Visiting Faculty': 'وزٹنگ فیکلٹی',
  'Ph.D.': 'پی ایچ ڈی',
  'M.Phil.': 'ایم فل',
  'MS/MSc': 'ایم ایس / ایم ایس سی',
  MBA: 'ایم بی اے',
  'BS/BSc': 'بی ایس / بی ایس سی',
  Father: 'والد',
  Mother: 'والدہ',
  Guardian: 'سرپرست',
  present: 'حاضر',
  absent: 'غیر حاضر',
  late: 'دیر سے',
  excused: 'رخصت',
  Monday: 'پیر',
  Tuesday: 'منگل',
  Wednesday: 'بدھ',
  Thursday: 'جمعرات',
  Friday: 'جمعہ',
  Saturday: 'ہفتہ',
};
