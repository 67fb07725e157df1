/**
 * An admin imports students and faculty from a CSV file (issue 23): a preview shows each row's errors before
 * anything is written, and the import makes every account in one transaction, or none.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { formatMessage, MESSAGES } from '../../../../contract/messages';
import type { App } from '../../app';
import { auditLog, courses, enrollments, users } from '../../db/schema';
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
const runImport = (token: string, role: string, csv: string, passwordSetup = 'temporary') =>
  injectAs(app, token, {
    method: 'POST',
    url: '/api/admin/people-import',
    payload: { role, csv, passwordSetup },
  });

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
    expect(missing.json().message).toBe('The first row must name the columns; missing: name');
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

  it('a non-admin cannot preview or import', async () => {
    const student = await signIn(app, (await buildStudent(app)).email);
    const before = await countUsers();
    const file = csvOf([studentRow()]);
    expect((await preview(student, 'student', file)).statusCode).toBe(403);
    expect((await runImport(student, 'student', file)).statusCode).toBe(403);
    expect(await countUsers()).toBe(before);
  });
});

const formatCount = (template: string, count: number) => formatMessage(template, { count });
