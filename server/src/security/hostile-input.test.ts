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
import { NUL_MESSAGE } from '../plugins/input-guard';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  signIn,
} from '../test/factories';
import { buildTestApp } from '../test/harness';

/** Written on refusals by design: attempts (failed sign-ins, refused registrations) are counted against limits. */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits']);
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

function urlOf(op: Operation, params: string[], query: Record<string, string>) {
  let path = op.path;
  op.pathParams.forEach((name, i) => {
    path = path.replace(`{${name}}`, encodeURIComponent(params[i]));
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
    expect(contact.json().errors).toEqual([{ field: 'name', message: NUL_MESSAGE }]);
    expect(await fingerprint()).toBe(before);
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
