/**
 * Importing students or teachers from a CSV file (issues 23 and 36). The file's rows are checked exactly as the
 * admin's Add form is: the contract's schema, then `createAccount` itself, rehearsed in a transaction that is
 * rolled back. A preview shows every row's errors and writes nothing. An import runs in one transaction, each row
 * in a savepoint: `all-or-nothing` keeps it only if no row failed; `good-rows` keeps the rows that passed and
 * answers the others with their reasons.
 */
import { say } from '../../../../contract/message-catalogue';
import { parse } from 'csv-parse/sync';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import {
  IMPORT_COURSE_SEPARATOR,
  PEOPLE_IMPORT_MAX_ROWS,
  readImportHeader,
  type ImportMode,
  type ImportRole,
  type ImportRow,
} from '../../../../contract/admin-import';
import { FacultyAccountSchema, StudentAccountSchema } from '../../../../contract/auth';
import { FIELD_LABELS_UR } from '../../../../contract/messages-ur';
import type { FieldError } from '../../../../contract/envelope';
import type { AdminResetMethod } from '../../../../contract/password-reset';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { fieldError, fieldErrorOf, HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { newSecretToken } from '../../lib/secret-token';
import {
  issuePasswordLink,
  linksCanBeEmailed,
  newTemporaryPassword,
  type ResetMail,
} from '../auth/password-reset';
import { createAccount, type NewAccount, type Tx } from '../users/accounts';

const SCHEMAS = { student: StudentAccountSchema, faculty: FacultyAccountSchema } as const;

/** A row read from the file, checked by the contract's schema. */
interface ReadRow {
  line: number;
  name: string;
  email: string;
  account?: Extract<NewAccount, { role: 'student' | 'faculty' }>;
  errors: FieldError[];
}

/** The file's rows under its header row, as column → text. */
function readCsv(csv: string, role: ImportRole): { line: number; values: Record<string, string> }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fieldError('csv', say('importUnreadable', { reason }));
  }
  const [header, ...rows] = records;
  // Headings in words, English or Urdu (the template's), or the field names of files made before them.
  const read = readImportHeader(role, header?.record ?? [], FIELD_LABELS_UR);
  const names = (columns: { heading: string }[]) => columns.map((column) => column.heading).join(', ');
  if (read.unknown.length > 0) {
    throw fieldError('csv', say('importHeaderUnknown', { columns: read.unknown.join(', ') }));
  }
  if (read.repeated.length > 0) {
    throw fieldError('csv', say('importHeaderRepeated', { labels: names(read.repeated) }));
  }
  if (read.missing.length > 0) {
    throw fieldError('csv', say('importHeaderMissing', { labels: names(read.missing) }));
  }
  if (rows.length === 0) throw fieldError('csv', ACCOUNT_MESSAGES.importNoRows);
  if (rows.length > PEOPLE_IMPORT_MAX_ROWS) {
    throw fieldError('csv', say('importTooManyRows', { max: PEOPLE_IMPORT_MAX_ROWS }));
  }
  return rows.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(read.fields.flatMap((field, i) => (field ? [[field, record[i] ?? '']] : []))),
  }));
}

/** Course codes of the file → ids of courses that are not archived (codes are compared without case). */
async function courseIdsByCode(db: Db, rows: { values: Record<string, string> }[]) {
  const codes = [
    ...new Set(rows.flatMap((row) => splitCodes(row.values.courses).map((code) => code.toLowerCase()))),
  ];
  if (codes.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: courses.id, code: courses.code })
    .from(courses)
    .where(and(inArray(sql`lower(${courses.code})`, codes), isNull(courses.archivedAt)));
  return new Map(found.map((course) => [course.code.toLowerCase(), course.id]));
}

const splitCodes = (cell: string | undefined) =>
  (cell ?? '')
    .split(IMPORT_COURSE_SEPARATOR)
    .map((code) => code.trim())
    .filter(Boolean);

/** Each row through the contract's schema; an e-mail or ID that appears twice in the file is refused the second time. */
async function checkRows(db: Db, csv: string, role: ImportRole): Promise<ReadRow[]> {
  const rows = readCsv(csv, role);
  const courseIds = await courseIdsByCode(db, rows);
  const seen = new Map<string, number>();
  const idField = role === 'student' ? 'studentId' : 'employeeId';
  return rows.map(({ line, values }) => {
    const errors: ReadRow['errors'] = [];
    const codes = splitCodes(values.courses);
    const unknown = codes.filter((code) => !courseIds.has(code.toLowerCase()));
    if (unknown.length > 0) {
      errors.push(fieldErrorOf('courses', say('importUnknownCourse', { codes: unknown.join(', ') })));
    }
    const parsed = SCHEMAS[role].safeParse({
      ...values,
      courses: codes.flatMap((code) => courseIds.get(code.toLowerCase()) ?? []),
    });
    if (!parsed.success) {
      // The first message of each field, as the form shows it.
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if (!errors.some((e) => e.field === field)) errors.push(fieldErrorOf(field, issue.message));
      }
    }
    for (const field of ['email', idField]) {
      const key = `${field}:${(values[field] ?? '').toLowerCase()}`;
      if (!values[field]) continue;
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, line);
      else errors.push(fieldErrorOf(field, say('importDuplicateInFile', { line: earlier })));
    }
    return {
      line,
      name: values.name ?? '',
      email: values.email ?? '',
      account: parsed.success ? ({ role, ...parsed.data } as ReadRow['account']) : undefined,
      errors,
    };
  });
}

/** Thrown to roll back a rehearsal, or an import with errors. */
class RolledBack extends Error {}

interface Made {
  id: string;
  name: string;
  email: string;
  temporaryPassword?: string;
}

/**
 * Every row that passed the schema goes through `createAccount`, each in a savepoint of one transaction, so that
 * a refused row (a taken e-mail or ID, a course of another semester) is named and the others still checked.
 * With `commit`, the transaction is kept if no row has an error, or (`good-rows`) if any row was made: a refused
 * row's savepoint is rolled back, so it leaves nothing behind.
 */
async function runRows(
  db: Db,
  rows: ReadRow[],
  options: {
    adminId: string;
    commit?: { passwordSetup: AdminResetMethod; mail: ResetMail; mode: ImportMode };
  },
): Promise<Made[]> {
  const { commit } = options;
  // Hashed before the transaction opens: argon2 takes a while for each row, and nothing should wait on it.
  const passwords = await Promise.all(
    rows.map(async (row) => {
      if (!commit || row.errors.length > 0) return { password: newSecretToken(), hash: 'preview' };
      const temporary = commit.passwordSetup === 'temporary' ? newTemporaryPassword() : undefined;
      const password = temporary ?? newSecretToken();
      return { password, temporary, hash: await hashPassword(password) };
    }),
  );
  const made: Made[] = [];
  try {
    await db.transaction(async (tx: Tx) => {
      for (const [i, row] of rows.entries()) {
        if (!row.account || row.errors.length > 0) continue;
        const { password, temporary, hash } = passwords[i]!;
        const account = row.account;
        try {
          const id = await createAccount(
            tx,
            { ...account, password, confirmPassword: password },
            {
              status: 'approved',
              decidedBy: options.adminId,
              passwordHash: hash,
              mustChangePassword: commit?.passwordSetup === 'temporary',
              auditDetails: {
                added_by_admin: true,
                imported: true,
                password_setup: commit?.passwordSetup === 'email' ? 'email-link' : 'temporary-password',
              },
              alsoInTransaction: async (inner, userId) => {
                if (commit?.passwordSetup === 'email') {
                  await issuePasswordLink(
                    inner,
                    { id: userId, email: account.email, name: account.name },
                    commit.mail,
                    'new-account',
                  );
                }
              },
            },
          );
          made.push({ id, name: account.name, email: account.email, temporaryPassword: temporary });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const { message, code, params } = error;
          row.errors.push(
            ...(error.errors?.length ? error.errors : [{ field: 'row', message, code, params }]),
          );
        }
      }
      const keep =
        commit &&
        (commit.mode === 'good-rows' ? made.length > 0 : rows.every((row) => row.errors.length === 0));
      if (!keep) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return [];
  }
  return made;
}

const summary = (rows: ReadRow[]): ImportRow[] =>
  rows.map(({ line, name, email, errors }) => ({ line, name, email, errors }));

/** `POST /api/admin/people-import/preview`: every row and its errors; nothing is written. */
export async function previewImport(db: Db, csv: string, role: ImportRole, adminId: string) {
  const rows = await checkRows(db, csv, role);
  await runRows(db, rows, { adminId });
  return { rows: summary(rows), ready: rows.filter((row) => row.errors.length === 0).length };
}

/**
 * `POST /api/admin/people-import`: the accounts of the good rows and the bad rows not imported (`good-rows`), or
 * every row's account (`all-or-nothing`). A file whose rows are all refused, or (`all-or-nothing`) with any row
 * refused, is answered 400 naming each row's line and field, and nothing is written.
 */
export async function importPeople(
  db: Db,
  input: { csv: string; role: ImportRole; passwordSetup: AdminResetMethod; mode: ImportMode },
  adminId: string,
  mail: ResetMail,
): Promise<{ made: Made[]; skipped: ImportRow[] }> {
  const { csv, role, passwordSetup, mode } = input;
  if (passwordSetup === 'email' && !linksCanBeEmailed(mail)) {
    throw fieldError('passwordSetup', ACCOUNT_MESSAGES.resetLinkNeedsEmail);
  }
  const rows = await checkRows(db, csv, role);
  const good = rows.filter((row) => row.errors.length === 0);
  const worthRunning = mode === 'good-rows' ? good.length > 0 : good.length === rows.length;
  const made = worthRunning
    ? await runRows(db, rows, { adminId, commit: { passwordSetup, mail, mode } })
    : [];
  const failed = rows.filter((row) => row.errors.length > 0);
  if (made.length === 0 && failed.length > 0) {
    throw new HttpError(
      400,
      say('importHasErrors', { count: failed.length }),
      failed.flatMap((row) =>
        row.errors.map((error) => ({ ...error, field: `line ${row.line}: ${error.field}` })),
      ),
    );
  }
  return { made, skipped: summary(failed) };
}
