/**
 * Hostile input against every JSON route of the server's own route table (its OpenAPI document): random and
 * malformed bodies, queries and ids, sent anonymously and as each role. Never a 500; every refusal is a JSON
 * envelope with a message; and a refused request (4xx) leaves the database exactly as it was.
 */
import fc from 'fast-check';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { users } from '../db/schema';
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../plugins/input-guard';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  signIn,
  studentPayload,
} from '../test/factories';
import { buildTestApp } from '../test/harness';

/**
 * Written on refusals by design: attempts (failed sign-ins, refused registrations) are counted against limits,
 * and a wrong password (at sign-in or as the current password) counts towards its slow-down.
 */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits', 'sign_in_slowdowns']);
const RUNS_PER_ROUTE = 30;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
}

let app: App;
let operations: Operation[];
let tokens: (string | null)[];
let people: { id: string; email: string }[];
let realIds: string[];
let fingerprintQuery: SQL;

const rowsOf = async <T>(query: SQL) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** One hash of every row of every table, so that any write shows. */
async function fingerprint(): Promise<string> {
  const [row] = await rowsOf<{ hash: string }>(fingerprintQuery);
  return row.hash;
}

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await buildAdmin(app);
  const teacher = await buildFaculty(app);
  const student = await buildStudent(app);
  const course = await buildCourse(app, { instructorId: teacher.id });
  await buildEnrollment(app, student.id, course.id);
  const assignment = await buildAssignment(app, course.id);
  const submission = await buildSubmission(app, assignment.id, student.id);
  realIds = [admin.id, teacher.id, student.id, course.id, assignment.id, submission.id];
  people = [admin, teacher, student];
  tokens = [null, ...(await Promise.all(people.map((p) => signIn(app, p.email))))];

  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const body = op.requestBody as
          { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined;
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          bodyKeys: Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}),
        };
      }),
    );

  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !name.startsWith('__drizzle'))
    .map(
      (name) => `coalesce((select string_agg(md5(t::text), ',' order by md5(t::text)) from "${name}" t), '')`,
    );
  fingerprintQuery = sql.raw(`select md5(concat(${parts.join(', ')})) as hash`);
});
afterAll(() => app?.close());

/**
 * Random calls may sign a token out or deactivate its owner (and may legitimately: they were allowed);
 * bring the three people back so that every route keeps being tried as every role.
 */
async function restorePeople() {
  await app.db
    .update(users)
    .set({ status: 'approved' })
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
  for (const [i, person] of people.entries()) {
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${tokens[i + 1]}` },
    });
    if (me.statusCode !== 200) tokens[i + 1] = await signIn(app, person.email);
  }
}

// ---- Arbitraries -----------------------------------------------------------------------------------------

const NASTY = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  'null',
  '-1',
  '1e999',
  'NaN',
  '٣',
  'ی'.repeat(500),
  '0'.repeat(5000),
  // Days that do not exist, and one PostgreSQL cannot store.
  '2004-04-31',
  '2026-02-30',
  '0000-01-01',
  // A lone surrogate, a bidirectional override and a control character.
  '\ud800',
  'Ali\u202eB',
  'Ali\u0007',
];
const nasty = fc.constantFrom(...NASTY);
const scalar = fc.oneof(
  fc.string(),
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), scalar, { maxKeys: 3 }) },
);
/** Real ids too, so that some calls reach the records; but the three people are never deleted. */
const idArbitrary = (op: Operation) =>
  fc.oneof(
    fc.constantFrom(...(op.method === 'DELETE' ? realIds.slice(people.length) : realIds)),
    fc.uuid(),
    fc.string({ minLength: 1 }),
    nasty.filter((s) => s.length > 0),
  );

function requestArbitrary(op: Operation) {
  const body =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant(undefined)
      : fc.oneof(
          {
            weight: 5,
            arbitrary: op.bodyKeys.length ? fc.dictionary(fc.constantFrom(...op.bodyKeys), value) : value,
          },
          { weight: 2, arbitrary: fc.anything() },
          { weight: 1, arbitrary: fc.string().map((text) => ({ raw: `{${text}` })) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map(deeplyNested) },
        );
  return fc.record({
    token: fc.constantFrom(...tokens),
    params: fc.tuple(...op.pathParams.map(() => idArbitrary(op))),
    query: op.queryParams.length
      ? fc.dictionary(fc.constantFrom(...op.queryParams), fc.oneof(fc.string(), nasty), { maxKeys: 3 })
      : fc.constant({}),
    body,
  });
}

/** `depth` arrays inside each other: 16 KB of `[[[[...` once overflowed the stack of the input check. */
const deeplyNested = (depth: number) => ({ raw: `${'['.repeat(depth)}${']'.repeat(depth)}` });

/** A lone surrogate has no UTF-8: it goes as the bytes a careless client would send for it (invalid UTF-8). */
const encodePathPart = (part: string) =>
  part
    .split(/(\p{Cs})/u)
    .map((piece, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

function urlOf(op: Operation, params: string[], query: Record<string, string>) {
  let path = op.path;
  op.pathParams.forEach((name, i) => {
    path = path.replace(`{${name}}`, encodePathPart(params[i]));
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

// ---- The property -----------------------------------------------------------------------------------------

describe('hostile input to every JSON route', () => {
  it('finds the routes in the route table', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('SQL metacharacters in every search box are plain text: they match nothing, and break nothing', async () => {
    const searchable = operations.filter((op) => op.method === 'GET' && op.queryParams.includes('search'));
    expect(searchable.length).toBeGreaterThanOrEqual(3);
    for (const op of searchable) {
      for (const search of ['%', '_', '\\', "' OR 1=1 --", "%' OR '1'='1"]) {
        for (const token of tokens.filter(Boolean)) {
          const res = await app.inject({
            method: 'GET',
            url: urlOf(
              op,
              op.pathParams.map(() => realIds[0]),
              { search },
            ),
            headers: { authorization: `Bearer ${token}` },
          });
          if (res.statusCode === 403) continue;
          expect(res.statusCode, `${op.path}?search=${search}`).toBe(200);
          const lists = Object.values(res.json().data as Record<string, unknown>).filter(Array.isArray);
          expect(lists.length, op.path).toBeGreaterThan(0);
          for (const list of lists) expect(list, `${op.path}?search=${search}`).toEqual([]);
        }
      }
    }
  });

  it('a NUL character in an address, a query or a body is refused with the field that holds it', async () => {
    const admin = { authorization: `Bearer ${tokens[1]}` };
    const search = await app.inject({
      method: 'GET',
      url: '/api/admin/faculty?search=a%00b',
      headers: admin,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ message: NUL_MESSAGE, errors: [{ field: 'search' }] });

    const before = await fingerprint();
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ali\u0000',
        email: 'ali@example.com',
        subject: 'Fees',
        message: 'When are fees due?',
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toMatchObject([{ field: 'name', message: NUL_MESSAGE }]);
    expect(await fingerprint()).toBe(before);
  });

  it('JSON nested thousands deep is refused, even on the public sign-in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deeplyNested(16_000).raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: TOO_DEEP_MESSAGE, errors: [{ field: 'body' }] });
  });

  it('a day that does not exist is refused with the field named, wherever a date is typed', async () => {
    const [, admin, teacher] = tokens;
    const courseId = realIds[3];
    const before = await fingerprint();
    const calls = [
      {
        field: 'dateOfBirth',
        res: await app.inject({
          method: 'POST',
          url: '/api/auth/register/student',
          payload: studentPayload({ dateOfBirth: '2004-04-31' }),
        }),
      },
      {
        field: 'dateOfBirth',
        res: await app.inject({
          method: 'PUT',
          url: `/api/admin/students/${people[2].id}`,
          headers: { authorization: `Bearer ${admin}` },
          payload: { dateOfBirth: '2003-02-29' },
        }),
      },
      {
        field: 'date',
        res: await app.inject({
          method: 'GET',
          url: `/api/attendance/course/${courseId}/students?date=2026-02-30`,
          headers: { authorization: `Bearer ${teacher}` },
        }),
      },
      {
        field: 'date',
        res: await app.inject({
          method: 'POST',
          url: '/api/attendance/mark',
          headers: { authorization: `Bearer ${teacher}` },
          payload: {
            course_id: courseId,
            date: '2026-02-30',
            session_type: 'lecture',
            students: [{ student_id: people[2].id, status: 'present' }],
          },
        }),
      },
    ];
    for (const { field, res } of calls) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors, res.body).toContainEqual(
        expect.objectContaining({
          field,
          message: expect.stringMatching(/ must be a real date$/),
        }),
      );
    }
    expect(await fingerprint()).toBe(before);
  });

  it('a lone surrogate in remarks, feedback or a reason is refused with the field named', async () => {
    const [, admin, teacher] = tokens;
    const before = await fingerprint();
    const remarks = await app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { authorization: `Bearer ${teacher}` },
      payload: {
        course_id: realIds[3],
        date: '2026-02-02',
        session_type: 'lecture',
        students: [{ student_id: people[2].id, status: 'late', remarks: 'bus \ud800' }],
      },
    });
    expect(remarks.statusCode).toBe(400);
    expect(remarks.json().errors).toMatchObject([{ field: 'students.0.remarks', message: NUL_MESSAGE }]);
    const feedback = await app.inject({
      method: 'PUT',
      url: `/api/assignments/${realIds[5]}/grade`,
      headers: { authorization: `Bearer ${teacher}` },
      payload: { marks_obtained: 5, feedback: '\udfff good' },
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().errors).toMatchObject([{ field: 'feedback', message: NUL_MESSAGE }]);
    const reason = await app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${people[2].id}/reject`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { reason: '\ud83d' },
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().errors).toMatchObject([{ field: 'reason', message: NUL_MESSAGE }]);
    expect(await fingerprint()).toBe(before);
  });

  it('a name hiding a bidirectional override or a control character is refused, naming the field', async () => {
    for (const name of ['Ali\u202eBaba', 'Ali\u2066Baba', 'Ali\u0007']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register/student',
        payload: studentPayload({ name }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'name',
          message: 'Name contains a character that is not allowed',
        }),
      );
    }
    // The marks Urdu text needs stay allowed.
    const urdu = studentPayload({ name: 'علی\u200fرضا' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/register/student', payload: urdu })).statusCode,
    ).toBe(201);
  });

  // Last: random calls may sign the tokens out or delete the people behind them.
  it('never answers 500, and a refused request changes nothing in the database', async () => {
    let before = await fingerprint();
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async ({ token, params, query, body }) => {
          const raw = body && typeof body === 'object' && 'raw' in body ? String(body.raw) : undefined;
          const res = await app.inject({
            method: op.method,
            url: urlOf(op, params, query),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: raw ?? JSON.stringify(body) } : {}),
          });
          const where = `${op.method} ${op.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const after = await fingerprint();
          if (res.statusCode >= 400) {
            expect(res.json(), where).toMatchObject({ success: false, message: expect.any(String) });
            expect(after, `${where}, yet the database changed`).toBe(before);
          }
          before = after;
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      await restorePeople();
      before = await fingerprint();
    }
  }, 300_000);
});
