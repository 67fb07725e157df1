/**
 * An admin imports students or teachers from a CSV file (issue 23): the columns of the registration payload
 * without the password (a header row names them), a preview of every row's errors before anything is written, and
 * an import of every row or none.
 */
import { z } from 'zod';
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

/** Every column a role's file may have, in the order a new file lists them. */
export const IMPORT_COLUMNS: Record<ImportRole, readonly string[]> = {
  student: Object.keys(StudentAccountSchema.shape),
  faculty: Object.keys(FacultyAccountSchema.shape),
};

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
});
export type PeopleImport = z.infer<typeof PeopleImportSchema>;

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
});
export type PeopleImportResult = z.infer<typeof PeopleImportResultSchema>;
