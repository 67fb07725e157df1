import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, importTemplate, readImportHeader } from './admin-import';
import { renderMessage, say } from './message-catalogue';
import { FIELD_LABELS_UR, URDU } from './messages-ur';
import { FacultyAccountSchema, StudentAccountSchema } from './auth';

describe('the columns of an import file', () => {
  it('a heading in words, in Urdu, or the field name of an older file names the same column', () => {
    const read = readImportHeader(
      'student',
      ['Student ID', 'student_id', 'studentId', 'طالب علم آئی ڈی'],
      FIELD_LABELS_UR,
    );
    expect(read.fields).toEqual(['studentId', 'studentId', 'studentId', 'studentId']);
    expect(read.repeated.map((column) => column.heading)).toEqual(['Student ID']);
    expect(readImportHeader('faculty', ['Name', 'Roll number']).unknown).toEqual(['Roll number']);
  });

  it('every column has a heading with Urdu, and the example row passes the schema', () => {
    for (const role of ['student', 'faculty'] as const) {
      for (const column of IMPORT_COLUMNS[role])
        expect(FIELD_LABELS_UR[column.heading], column.heading).toBeTruthy();
      const example = Object.fromEntries(
        IMPORT_COLUMNS[role].map((column) => [
          column.field,
          column.example === '' ? undefined : column.example,
        ]),
      );
      const schema = role === 'student' ? StudentAccountSchema : FacultyAccountSchema;
      expect(schema.safeParse({ ...example, courses: [] }).success).toBe(true);
    }
    expect(importTemplate('faculty').split('\r\n')[0]).toContain('Employee ID,Department,Designation');
  });

  it('the missing columns are named in the reader’s language', () => {
    const { code, params } = say('importHeaderMissing', { labels: 'Student ID, Department' });
    expect(renderMessage(code, params, 'ur', URDU)).toContain('طالب علم آئی ڈی، شعبہ');
  });
});
