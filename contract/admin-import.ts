/**
 * An admin imports students or teachers from a CSV file (issues 23 and 36): the columns of the registration
 * payload without the password, named in words by a header row; a preview of every row's errors before anything
 * is written; then either the good rows (the bad ones listed with their reasons) or every row or none.
 * IMPORT_COLUMNS is the one definition of a file: the server reads headings by it and the page's template is
 * written from it.
 */
import { z } from 'zod';
import { toCsv } from './csv';
import { FieldErrorSchema } from './envelope';
import { FacultyAccountSchema, StudentAccountSchema } from './auth';
import { AdminPasswordResetSchema } from './password-reset';

/** Rows one import may hold: each is an account made in one transaction. */
export const PEOPLE_IMPORT_MAX_ROWS = 200;
/** The file's size at most, as text. */
export const PEOPLE_IMPORT_MAX_CHARS = 500_000;
/** In the `courses` column, course codes are separated by this (the registration payload holds course ids). */
export const IMPORT_COURSE_SEPARATOR = ';';

export const IMPORT_ROLES = ['student', 'faculty'] as const;
export type ImportRole = (typeof IMPORT_ROLES)[number];

type StudentField = keyof typeof StudentAccountSchema.shape;
type FacultyField = keyof typeof FacultyAccountSchema.shape;

/**
 * Each field's heading: the English name its schema's messages use (Urdu: FIELD_LABELS_UR of messages-ur.ts). A
 * field added to a schema without a heading here fails the type check.
 */
const HEADINGS: Record<StudentField | FacultyField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  bloodGroup: 'Blood group',
  address: 'Address',
  nationality: 'Nationality',
  religion: 'Religion',
  emergencyContact: 'Emergency contact',
  courses: 'Courses',
  guardianName: 'Guardian name',
  guardianPhone: 'Guardian phone',
  guardianRelation: 'Guardian relation',
  studentId: 'Student ID',
  department: 'Department',
  program: 'Program',
  batch: 'Batch',
  semester: 'Semester',
  section: 'Section',
  employeeId: 'Employee ID',
  designation: 'Designation',
  qualification: 'Qualification',
  specialization: 'Specialization',
  joiningDate: 'Joining date',
  experience: 'Experience',
};

/** The template's example row: one valid person of each kind (course codes differ by college: none). */
const EXAMPLES: { student: Record<StudentField, string>; faculty: Record<FacultyField, string> } = {
  student: {
    name: 'Ayesha Khan',
    email: 'ayesha.khan@example.com',
    phone: '0301-1234567',
    dateOfBirth: '2006-03-14',
    bloodGroup: 'B+',
    address: 'Model Town, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    emergencyContact: '0301-1112223',
    courses: '',
    guardianName: 'Imran Khan',
    guardianPhone: '0301-7654321',
    guardianRelation: 'Father',
    studentId: 'BIT-2025-001',
    department: 'Information Technology',
    program: 'BS Information Technology',
    batch: '2025',
    semester: '1',
    section: 'A',
  },
  faculty: {
    name: 'Sana Malik',
    email: 'sana.malik@example.com',
    phone: '0302-1234567',
    dateOfBirth: '1982-07-20',
    bloodGroup: '',
    address: 'Satellite Town, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    emergencyContact: '0302-7654321',
    courses: '',
    employeeId: 'EMP-2025-001',
    department: 'Information Technology',
    designation: 'Lecturer',
    qualification: 'M.Phil.',
    specialization: 'Software Engineering',
    joiningDate: '2025-09-01',
    experience: '3 years',
  },
};

/** One column of a file: the field it fills, its heading in words, whether a file must have it, an example. */
export interface ImportColumn {
  field: string;
  heading: string;
  /** Columns whose field has a default (semester, nationality...) or may be empty may be left out. */
  required: boolean;
  example: string;
}

const columnsOf = (
  shape: Record<string, z.ZodType>,
  examples: Record<string, string>,
): readonly ImportColumn[] =>
  Object.keys(shape).map((field) => ({
    field,
    heading: HEADINGS[field as StudentField | FacultyField],
    required: !shape[field]!.safeParse(undefined).success,
    example: examples[field] ?? '',
  }));

/** Every column a role's file may have, in the order the template lists them. */
export const IMPORT_COLUMNS: Record<ImportRole, readonly ImportColumn[]> = {
  student: columnsOf(StudentAccountSchema.shape, EXAMPLES.student),
  faculty: columnsOf(FacultyAccountSchema.shape, EXAMPLES.faculty),
};

/** A field's heading in English, or undefined for what is not a column (a row's general error). */
export const importHeading = (role: ImportRole, field: string) =>
  IMPORT_COLUMNS[role].find((column) => column.field === field)?.heading;

/** A heading compared without case, spaces or punctuation: "Student ID", "student_id" and "studentId" agree. */
const headingKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** What a file's header row names: each column's field (undefined: not known), and what it lacks or repeats. */
export interface ImportHeader {
  fields: (string | undefined)[];
  unknown: string[];
  missing: ImportColumn[];
  repeated: ImportColumn[];
}

/**
 * Reads a header row: a column is named by its heading in English or in another language (`translations`,
 * English heading → that language's, e.g. FIELD_LABELS_UR) or by its field (files made before headings were words).
 */
export function readImportHeader(
  role: ImportRole,
  headings: readonly string[],
  translations: Readonly<Record<string, string>> = {},
): ImportHeader {
  const byKey = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS[role]) {
    for (const name of [column.field, column.heading, translations[column.heading]]) {
      if (name) byKey.set(headingKey(name), column);
    }
  }
  const found = headings.map((heading) => byKey.get(headingKey(heading)));
  const repeated = found.filter((column, i) => column && found.indexOf(column) !== i) as ImportColumn[];
  return {
    fields: found.map((column) => column?.field),
    unknown: headings.filter((heading, i) => !found[i] && heading.trim() !== ''),
    missing: IMPORT_COLUMNS[role].filter((column) => column.required && !found.includes(column)),
    repeated: [...new Set(repeated)],
  };
}

/**
 * The template a page offers: the headings (in the reader's language: `heading`) and one example row. It starts
 * with a byte-order mark so that a spreadsheet opens its Urdu as UTF-8.
 */
export function importTemplate(
  role: ImportRole,
  heading: (english: string) => string = (english) => english,
): string {
  const columns = IMPORT_COLUMNS[role];
  return (
    '\uFEFF' +
    toCsv(
      columns.map((column) => heading(column.heading)),
      [columns.map((column) => column.example)],
    )
  );
}

/**
 * What an import does with a file that has bad rows: `good-rows` imports the others and lists the bad ones;
 * `all-or-nothing` imports nothing until every row is correct (the default, as before issue 36).
 */
export const IMPORT_MODES = ['good-rows', 'all-or-nothing'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** `POST /api/admin/people-import/preview`. */
export const PeopleImportPreviewSchema = z.object({
  role: z.enum(IMPORT_ROLES, { error: 'Choose students or faculty' }),
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'Choose a CSV file')
    .max(PEOPLE_IMPORT_MAX_CHARS, 'The file is too large: import at most 200 rows at a time'),
});
export type PeopleImportPreview = z.infer<typeof PeopleImportPreviewSchema>;

/** `POST /api/admin/people-import`: the same file, and how each person gets a password. */
export const PeopleImportSchema = PeopleImportPreviewSchema.extend({
  passwordSetup: AdminPasswordResetSchema.shape.method,
  mode: z
    .enum(IMPORT_MODES, { error: 'Choose what to do with rows that have errors' })
    .default('all-or-nothing'),
});
export type PeopleImport = z.input<typeof PeopleImportSchema>;

const RowErrorSchema = FieldErrorSchema;

/** One row of the file: its line, who it names, and what is wrong with it (nothing: it can be imported). */
export const ImportRowSchema = z.object({
  line: z.number(),
  name: z.string(),
  email: z.string(),
  errors: z.array(RowErrorSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const PeopleImportPreviewResultSchema = z.object({
  rows: z.array(ImportRowSchema),
  /** Rows without errors. */
  ready: z.number(),
});
export type PeopleImportPreviewResult = z.infer<typeof PeopleImportPreviewResultSchema>;

/** The accounts made; each temporary password is in this answer only. */
export const PeopleImportResultSchema = z.object({
  imported: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      temporaryPassword: z.string().optional(),
    }),
  ),
  /** The rows not imported (`good-rows` only) and why; never written. */
  skipped: z.array(ImportRowSchema),
});
export type PeopleImportResult = z.infer<typeof PeopleImportResultSchema>;
