/**
 * An admin imports students and faculty from a CSV file (issues 23 and 36): a preview shows each row's errors
 * before anything is written; the import makes the good rows' accounts and lists the bad rows, or (if the admin
 * prefers) every account or none, in one transaction.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { importTemplate } from '../../../../contract/admin-import';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/idempotency';
import { formatMessage, MESSAGES } from '../../../../contract/messages';
import { FIELD_LABELS_UR } from '../../../../contract/messages-ur';
import type { App } from '../../app';
import { auditLog, courses, enrollments, studentProfiles, users } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  buildStudent,
  facultyPayload,
  injectAs,
  signIn,
  studentPayload,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app?.close());

type Row = Record<string, unknown>;

/** A CSV file: the header row names the columns of the first row; `courses` holds course codes. */
function csvOf(rows: Row[]) {
  const columns = Object.keys(rows[0]!);
  const cell = (value: Row[string]) => {
    const text = Array.isArray(value)
      ? value.join(';')
      : String((value as string | number | undefined) ?? '');
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n');
}

const studentRow = (overrides: Row = {}): Row => {
  const { password: _p, confirmPassword: _c, ...student } = studentPayload();
  return { ...student, courses: [], ...overrides };
};
const teacherRow = (overrides: Row = {}): Row => {
  const { password: _p, confirmPassword: _c, ...teacher } = facultyPayload();
  return { ...teacher, courses: [], ...overrides };
};

const preview = (token: string, role: string, csv: string) =>
  injectAs(app, token, { method: 'POST', url: '/api/admin/people-import/preview', payload: { role, csv } });
const runImport = (
  token: string,
  role: string,
  csv: string,
  passwordSetup = 'temporary',
  more: { mode?: string; key?: string } = {},
) =>
  injectAs(app, token, {
    method: 'POST',
    url: '/api/admin/people-import',
    payload: { role, csv, passwordSetup, ...(more.mode && { mode: more.mode }) },
    headers: more.key ? { [IDEMPOTENCY_HEADER]: more.key } : {},
  });
const importGoodRows = (csv: string, key?: string) =>
  runImport(admin, 'student', csv, 'temporary', { mode: 'good-rows', key });

/** The accounts with these e-mails, as the database has them. */
const accountsOf = async (emails: unknown[]) =>
  (
    await app.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          emails.map((email) => String(email).toLowerCase()),
        ),
      )
  ).map((user) => user.email);

type Skipped = { line: number; email: string; errors: { field: string; message: string }[] };

const countUsers = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('importing people from a CSV file', () => {
  it('the preview shows each row with its errors, and writes nothing', async () => {
    const taken = await buildStudent(app);
    const semester5 = await buildCourse(app, { code: 'IMP-501', semester: 5 });
    const good = studentRow();
    const rows = [
      good,
      studentRow({ email: taken.email }),
      studentRow({ phone: '12', section: '' }),
      studentRow({ email: String(good.email).toUpperCase() }),
      studentRow({ courses: ['NOPE-1'] }),
      studentRow({ courses: [semester5.code] }),
    ];
    const before = await countUsers();
    const res = await preview(admin, 'student', csvOf(rows));
    expect(res.statusCode).toBe(200);
    const { rows: checked, ready } = res.json().data as {
      rows: { line: number; email: string; errors: { field: string; message: string }[] }[];
      ready: number;
    };
    expect(ready).toBe(1);
    expect(checked.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(checked[0]!.errors).toMatchObject([]);
    expect(checked[1]!.errors).toMatchObject([{ field: 'email', message: MESSAGES.emailTaken }]);
    expect(checked[2]!.errors.map((e) => e.field).sort()).toEqual(['phone', 'section']);
    expect(checked[3]!.errors).toMatchObject([{ field: 'email', message: 'Also on line 2 of this file' }]);
    expect(checked[4]!.errors).toMatchObject([{ field: 'courses', message: 'No such course: NOPE-1' }]);
    expect(checked[5]!.errors).toMatchObject([
      { field: 'courses', message: 'Choose courses offered in semester 1' },
    ]);
    expect(await countUsers()).toBe(before);
    expect(
      await app.db
        .select()
        .from(users)
        .where(eq(users.email, String(good.email))),
    ).toHaveLength(0);
  });

  it('a header row is required and names known columns', async () => {
    const noHeader = await preview(admin, 'student', 'Ayesha,ayesha@example.com');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0].field).toBe('csv');
    const unknown = await preview(admin, 'faculty', csvOf([{ ...teacherRow(), password: 'x' }]));
    expect(unknown.json().message).toBe('Unknown columns in the first row: password');
    const { name: _n, ...withoutName } = studentRow();
    const missing = await preview(admin, 'student', csvOf([withoutName]));
    expect(missing.json().message).toBe('The first row must name the columns; missing: Name');
  });

  it('headings are words: "Student ID", "student id" and studentId name one column; what is missing is named in words', async () => {
    const { studentId, department: _d, ...rest } = studentRow();
    const inWords = `Name,E-mail,Student ID\r\nAli,ali@example.com,${String(studentId)}`;
    const missing = await preview(admin, 'student', inWords);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'importHeaderMissing',
      params: { labels: expect.stringMatching(/^Phone, Date of birth, Address, /) as string },
    });
    expect(missing.json().message).not.toMatch(/dateOfBirth|studentId|Email/);
    const twice = await preview(admin, 'student', csvOf([{ ...rest, studentId, 'student id': 'X' }]));
    expect(twice.json().message).toBe('The first row names a column twice: Student ID');
  });

  it("the template's headings and example row are a file the import takes, in English and in Urdu", async () => {
    for (const role of ['student', 'faculty'] as const) {
      for (const template of [
        importTemplate(role),
        importTemplate(role, (heading) => FIELD_LABELS_UR[heading] ?? heading),
      ]) {
        const res = await preview(admin, role, template);
        expect(res.statusCode, template).toBe(200);
        expect(res.json().data).toMatchObject({ ready: 1, rows: [{ line: 2, errors: [] }] });
      }
    }
    expect(importTemplate('student')).toMatch(/^\uFEFFName,Email,Phone,Date of birth,/);
    expect(importTemplate('student', (heading) => FIELD_LABELS_UR[heading] ?? heading)).toContain(
      'طالب علم آئی ڈی',
    );
    const imported = await runImport(admin, 'student', importTemplate('student'));
    expect(imported.statusCode).toBe(201);
    expect(await accountsOf(['ayesha.khan@example.com'])).toEqual(['ayesha.khan@example.com']);
  });

  it('imports nothing when one row has an error', async () => {
    const taken = await buildFaculty(app);
    const rows = [teacherRow(), teacherRow({ email: taken.email })];
    const before = await countUsers();
    const res = await runImport(admin, 'faculty', csvOf(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatCount(ACCOUNT_MESSAGES.importHasErrors, 1));
    expect(res.json().errors).toMatchObject([{ field: 'line 3: email', message: MESSAGES.emailTaken }]);
    expect(await countUsers()).toBe(before);
  });

  it('imports every row at once, approved, with courses, temporary passwords and an audit entry each', async () => {
    const course = await buildCourse(app, { code: 'IMP-101', semester: 1 });
    const rows = [
      studentRow({ courses: ['imp-101'] }),
      studentRow(),
      studentRow({ semester: '', religion: '' }),
    ];
    const res = await runImport(admin, 'student', csvOf(rows));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('3 accounts imported.');
    const imported = res.json().data.imported as { _id: string; email: string; temporaryPassword: string }[];
    expect(imported.map((p) => p.email)).toEqual(rows.map((r) => r.email));
    const made = await app.db
      .select({ status: users.status, must: users.mustChangePassword })
      .from(users)
      .where(
        inArray(
          users.id,
          imported.map((p) => p._id),
        ),
      );
    expect(made).toEqual(made.map(() => ({ status: 'approved', must: true })));
    const enrolled = await app.db.select().from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(enrolled.map((e) => e.studentId)).toEqual([imported[0]!._id]);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: imported[1]!.email, password: imported[1]!.temporaryPassword },
      remoteAddress: '10.7.7.7',
    });
    expect(signedIn.json().data.user.mustChangePassword).toBe(true);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          imported.map((p) => p._id),
        ),
      );
    expect(audit.filter((a) => a.action === 'account.created')).toHaveLength(3);
    for (const person of imported) expect(JSON.stringify(audit)).not.toContain(person.temporaryPassword);
    // Assigned only where a course has no teacher, for a teacher's file.
    const free = await buildCourse(app, { code: 'IMP-201' });
    const teachers = await runImport(admin, 'faculty', csvOf([teacherRow({ courses: [free.code] })]));
    expect(teachers.statusCode).toBe(201);
    const [assigned] = await app.db.select().from(courses).where(eq(courses.id, free.id));
    expect(assigned!.instructorId).toBe(teachers.json().data.imported[0]._id);
  });

  it('a non-admin cannot preview or import (403), and nothing is written', async () => {
    const student = await signIn(app, (await buildStudent(app)).email);
    const teacher = await signIn(app, (await buildFaculty(app)).email);
    const before = await countUsers();
    const file = csvOf([studentRow()]);
    for (const token of [student, teacher]) {
      expect((await preview(token, 'student', file)).statusCode).toBe(403);
      expect((await runImport(token, 'student', file)).statusCode).toBe(403);
      expect((await runImport(token, 'student', file, 'temporary', { mode: 'good-rows' })).statusCode).toBe(
        403,
      );
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('importing the good rows and listing the bad ones', () => {
  it('imports the good rows once and lists each bad row with its line and reason; bad rows are never written', async () => {
    const taken = await buildStudent(app);
    const [{ takenId }] = await app.db
      .select({ takenId: studentProfiles.studentId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, taken.id));
    const first = studentRow();
    const rows = [
      first, // line 2
      studentRow({ email: taken.email }), // line 3: already has an account
      studentRow({ studentId: takenId }), // line 4: that student ID too
      studentRow({ email: String(first.email).toUpperCase() }), // line 5: line 2's e-mail again
      studentRow({ studentId: first.studentId }), // line 6: line 2's student ID again
      studentRow({ phone: '12' }), // line 7
      studentRow(), // line 8
    ];
    const before = await countUsers();
    const res = await importGoodRows(csvOf(rows));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 accounts imported; 5 rows with errors were not imported.');
    const { imported, skipped } = res.json().data as { imported: { email: string }[]; skipped: Skipped[] };
    expect(imported.map((p) => p.email)).toEqual([first.email, rows[6]!.email]);
    expect(skipped.map((row) => [row.line, row.errors.map((e) => [e.field, e.message])])).toEqual([
      [3, [['email', MESSAGES.emailTaken]]],
      [4, [['studentId', MESSAGES.studentIdTaken]]],
      [5, [['email', 'Also on line 2 of this file']]],
      [6, [['studentId', 'Also on line 2 of this file']]],
      [7, [['phone', expect.stringMatching(/^Phone /) as string]]],
    ]);
    expect(await countUsers()).toBe(before + 2);
    // Lines 4, 6 and 7 have e-mails of their own: none was written.
    expect(await accountsOf([rows[2]!.email, rows[4]!.email, rows[5]!.email])).toEqual([]);
  });

  it('a file with no good row imports nothing (400 naming each line)', async () => {
    const before = await countUsers();
    const res = await importGoodRows(csvOf([studentRow({ phone: '12' }), studentRow({ section: '' })]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(formatCount(ACCOUNT_MESSAGES.importHasErrors, 2));
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'line 2: phone',
      'line 3: section',
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('all-or-nothing imports none of the good rows when one row is bad', async () => {
    const rows = [studentRow(), studentRow({ dateOfBirth: 'yesterday' }), studentRow()];
    const before = await countUsers();
    const res = await runImport(admin, 'student', csvOf(rows), 'temporary', { mode: 'all-or-nothing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'line 3: dateOfBirth' }]);
    expect(await countUsers()).toBe(before);
    expect(await accountsOf(rows.map((row) => row.email))).toEqual([]);
  });

  it('a retry with the same Idempotency-Key writes nothing twice and answers the same accounts', async () => {
    const rows = [studentRow(), studentRow({ phone: '12' }), studentRow()];
    const file = csvOf(rows);
    const before = await countUsers();
    const first = await importGoodRows(file, 'import-retry-1');
    expect(first.statusCode).toBe(201);
    const again = await importGoodRows(file, 'import-retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countUsers()).toBe(before + 2);
    // Without the key the same file is a new import, and its rows are now taken.
    const later = await importGoodRows(file, 'import-retry-2');
    expect(later.statusCode).toBe(400);
    expect(await countUsers()).toBe(before + 2);
  });
});

const formatCount = (template: string, count: number) => formatMessage(template, { count });
