/** Admissions facts of the specification (part 1 §9), in one place for the page and the checklist. */
export const ADMISSION_YEAR = 2025;

export const ADMISSION_PROGRAMS = [
  { id: 'it', name: 'BS Information Technology', creditHours: 132, feePerSemester: 150_000 },
  { id: 'cs', name: 'BS Computer Science', creditHours: 132, feePerSemester: 150_000 },
  { id: 'se', name: 'BS Software Engineering', creditHours: 132, feePerSemester: 160_000 },
] as const;

export const ADMISSION_DATES = [
  { key: 'admissions.date.open', date: '2025-03-01' },
  { key: 'admissions.date.deadline', date: '2025-06-30' },
  { key: 'admissions.date.test', date: '2025-07-15' },
  { key: 'admissions.date.merit', date: '2025-07-30' },
  { key: 'admissions.date.classes', date: '2025-09-01' },
] as const;

export const ADMISSION_DOCUMENT_KEYS = [
  'admissions.doc.1',
  'admissions.doc.2',
  'admissions.doc.3',
  'admissions.doc.4',
  'admissions.doc.5',
  'admissions.doc.6',
  'admissions.doc.7',
] as const;
