/**
 * Each benchmarked route answers with a small, fixed number of SQL statements (the session lookup included, as
 * when the session is not in memory), whatever the size of the college: PGlite runs one statement at a time, so
 * statements are the cost of a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { clearSessionCache } from '../plugins/session-store';
import { injectAs } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { buildCountingCollege, type CountingCollege } from '../test/counting-college';

type Role = keyof CountingCollege['tokens'];

/** The benchmarked routes, as the bench calls them, and the most statements each may issue. */
const ROUTES: { role: Role | null; url: string; budget: number }[] = [
  { role: 'student', url: '/api/students/dashboard', budget: 2 },
  { role: 'student', url: '/api/grades/my-grades/summary', budget: 2 },
  { role: 'student', url: '/api/attendance/my-attendance/summary', budget: 2 },
  { role: 'student', url: '/api/assignments/my-assignments', budget: 2 },
  { role: 'faculty', url: '/api/faculty/dashboard', budget: 2 },
  { role: 'faculty', url: '/api/faculty/students', budget: 2 },
  { role: 'admin', url: '/api/admin/dashboard', budget: 2 },
  { role: 'admin', url: '/api/admin/students?search=classmate&department=inform&semester=3', budget: 2 },
  { role: 'admin', url: '/api/admin/students', budget: 2 },
  { role: null, url: '/api/courses', budget: 1 },
  { role: 'student', url: '/api/courses', budget: 2 },
];

let app: App;
let college: CountingCollege;
beforeAll(async () => {
  app = await buildTestApp();
  college = await buildCountingCollege(app);
  await college.grow({ courses: 2, classmates: 3 });
});
afterAll(() => app.close());

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements one request issues and its answer, after checking that it succeeded. */
async function call(role: Role | null, url: string): Promise<{ statements: Statement[]; body: string }> {
  const statements: Statement[] = [];
  // Counted as on a request whose session and answer are not in memory: the session lookup is part of every
  // budget.
  clearSessionCache();
  app.responseCache.clear();
  const stop = app.database.onStatement((sql, params) => statements.push({ sql, params }));
  try {
    const res = role
      ? await injectAs(app, college.tokens[role], { method: 'GET', url })
      : await app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url} answered ${res.body.slice(0, 200)}`).toBe(200);
    return { statements, body: res.body };
  } finally {
    stop();
  }
}

describe('statements per request', () => {
  it('stay within each route budget and do not grow with the number of rows', async () => {
    const small = new Map<string, Awaited<ReturnType<typeof call>>>();
    for (const { role, url } of ROUTES) small.set(`${role} ${url}`, await call(role, url));
    await college.grow({ courses: 6, classmates: 25 });
    for (const { role, url, budget } of ROUTES) {
      const before = small.get(`${role} ${url}`)!;
      const after = await call(role, url);
      const who = `${url} as ${role ?? 'anonymous'}`;
      // The larger college shows on the page, so the same request did read the new rows.
      expect(after.body, `${who} looks the same on a larger college`).not.toBe(before.body);
      expect(
        after.statements.length,
        `${who}: ${before.statements.length} statements on a small college, ${after.statements.length} on a larger one`,
      ).toBe(before.statements.length);
      expect(
        after.statements.length,
        `${who} issued more statements than its budget of ${budget}:\n${after.statements.map((s) => s.sql).join('\n')}`,
      ).toBeLessThanOrEqual(budget);
    }
  });
});

// ---- Plans ----------------------------------------------------------------------------------------------------

/** Tables that grow with the college: a statement may reach their rows only through an index. */
const LARGE_TABLES = [
  'attendance_records',
  'grades',
  'submissions',
  'enrollments',
  'users',
  'student_profiles',
  'assignments',
  'auth_sessions',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A connection of its own (PostgreSQL's pool) or the one PGlite has, to change planner settings on. */
async function withConnection<T>(work: (connection: RawClient) => Promise<T>): Promise<T> {
  const client = (
    app.db as unknown as { $client: RawClient & { connect?: () => Promise<RawClient & { release(): void }> } }
  ).$client;
  if (!client.connect) return work(client);
  const connection = await client.connect();
  try {
    return await work(connection);
  } finally {
    connection.release();
  }
}

/**
 * The plan PostgreSQL picks for a statement when sequential scans cost as much as possible: on a test-sized
 * table a sequential scan is the cheap choice, so this shows whether an index could serve it at all.
 */
function planWithoutSeqScans(statement: Statement): Promise<PlanNode> {
  return withConnection(async (connection) => {
    await connection.query('set enable_seqscan = off');
    try {
      const { rows } = await connection.query(`explain (format json) ${statement.sql}`, statement.params);
      const plan = rows[0]!['QUERY PLAN'];
      return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0]!.Plan;
    } finally {
      await connection.query('reset enable_seqscan');
    }
  });
}

/** Each index's first column (or expression): an index condition must constrain it to narrow the scan. */
async function leadingColumns(): Promise<Map<string, string>> {
  const { rows } = await withConnection((connection) =>
    connection.query(`select c.relname as index, pg_get_indexdef(i.indexrelid, 1, true) as first
                        from pg_index i join pg_class c on c.oid = i.indexrelid`),
  );
  return new Map(rows.map((r) => [r.index as string, r.first as string]));
}

/** Every way a plan reaches a large table's rows other than through a condition on an index's first column. */
function wholeTableReads(node: PlanNode, leading: Map<string, string>): string[] {
  const narrows = (index: PlanNode) => {
    const first = leading.get(index['Index Name'] ?? '');
    return Boolean(first && index['Index Cond']?.includes(`(${first} `));
  };
  const table = node['Relation Name'];
  const found: string[] = [];
  if (table && LARGE_TABLES.includes(table)) {
    const type = node['Node Type'];
    if (type === 'Index Scan' || type === 'Index Only Scan') {
      if (!narrows(node))
        found.push(`${type} of ${table} on ${node['Index Name']} without a condition on its first column`);
    } else if (type === 'Bitmap Heap Scan') {
      const indexes = (node.Plans ?? []).flatMap(function bitmapIndexes(n: PlanNode): PlanNode[] {
        return n['Node Type'] === 'Bitmap Index Scan' ? [n] : (n.Plans ?? []).flatMap(bitmapIndexes);
      });
      for (const index of indexes) {
        if (!narrows(index))
          found.push(
            `Bitmap scan of ${table} on ${index['Index Name']} without a condition on its first column`,
          );
      }
    } else {
      found.push(`${type} of ${table}`);
    }
  }
  return [...found, ...(node.Plans ?? []).flatMap((child) => wholeTableReads(child, leading))];
}

function describePlan(node: PlanNode, depth = 0): string {
  const what = [node['Node Type'], node['Relation Name'], node['Index Name'], node['Index Cond']]
    .filter(Boolean)
    .join(' ');
  return ['  '.repeat(depth) + what, ...(node.Plans ?? []).map((p) => describePlan(p, depth + 1))].join('\n');
}

describe('query plans', () => {
  it('reach the large tables of every route only through an index', async () => {
    const leading = await leadingColumns();
    const problems: string[] = [];
    for (const { role, url } of ROUTES) {
      for (const statement of (await call(role, url)).statements) {
        const plan = await planWithoutSeqScans(statement);
        const reads = wholeTableReads(plan, leading);
        if (reads.length > 0) {
          problems.push(
            `${url} as ${role ?? 'anonymous'}: ${reads.join('; ')}\n${statement.sql}\n${describePlan(plan)}`,
          );
        }
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
