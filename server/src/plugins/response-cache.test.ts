/** Answers many people share (the catalogue, the admins' pages) are kept in memory between writes, never stale after a write, never another's. */
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../app';
import { catalogueCourses, courses } from '../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../test/factories';
import { buildTestApp } from '../test/harness';
import { databaseUrl } from '../test/postgres';
import { isWrite } from './response-cache';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ responseCacheMs: 2000 });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** The answer to a GET and the statements it took. */
async function read(url: string, token?: string) {
  await app.responseCache.caughtUp();
  const statements: string[] = [];
  const stop = app.database.onStatement((sql) => statements.push(sql));
  try {
    const res = token
      ? await injectAs(app, token, { method: 'GET', url })
      : await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return { statements, body: res.json() };
  } finally {
    stop();
  }
}

async function signedInAdmin() {
  const admin = await buildAdmin(app);
  return signIn(app, admin.email, TEST_PASSWORD);
}

async function signedInStudent(name: string) {
  const student = await buildStudent(app, { name });
  return { student, token: await signIn(app, student.email, TEST_PASSWORD) };
}

describe('the response cache', () => {
  it("answers an admin's repeated dashboard and students list from memory, with the same answer", async () => {
    const token = await signedInAdmin();
    for (const url of ['/api/admin/dashboard', '/api/admin/students']) {
      const first = await read(url, token);
      const second = await read(url, token);
      expect(first.statements.length).toBeGreaterThan(0);
      expect(second.statements).toEqual([]);
      expect(second.body).toEqual(first.body);
    }
  });

  // Issue 22: in a college's traffic a person seldom reads the same page again while a kept answer would
  // still be good, so keeping these cost memory and bought nothing
  // (docs/decisions/0002-shared-answers-kept-in-memory-between-writes.md).
  it.each([
    ['student', '/api/students/dashboard'],
    ['student', '/api/grades/my-grades/summary'],
    ['student', '/api/attendance/my-attendance/summary'],
    ['student', '/api/assignments/my-assignments'],
    ['faculty', '/api/faculty/dashboard'],
    ['faculty', '/api/faculty/students'],
  ])("reads a %s's own %s from the database every time", async (role, url) => {
    const person = role === 'student' ? await buildStudent(app) : await buildFaculty(app);
    const token = await signIn(app, person.email, TEST_PASSWORD);
    const first = await read(url, token);
    const second = await read(url, token);
    expect(second.statements.filter((sql) => !sql.includes('"auth_sessions"')).length).toBeGreaterThan(0);
    expect(second.body).toEqual(first.body);
  });

  it('shows a new student in the kept students list on the very next read after it is written', async () => {
    const token = await signedInAdmin();
    const before = await read('/api/admin/students?search=Fresh%20Arrival', token);
    await buildStudent(app, { name: 'Fresh Arrival' });
    const after = await read('/api/admin/students?search=Fresh%20Arrival', token);
    expect(before.body.data.students).toHaveLength(0);
    expect(after.body.data.students).toHaveLength(1);
  });

  it("never gives one student another's dashboard", async () => {
    const first = await signedInStudent('First Student');
    const second = await signedInStudent('Second Student');
    const course = await buildCourse(app);
    await buildEnrollment(app, first.student.id, course.id);
    const mine = await read('/api/students/dashboard', first.token);
    const theirs = await read('/api/students/dashboard', second.token);
    expect(mine.body.data.enrolledCourses).toBe(1);
    expect(theirs.body.data.enrolledCourses).toBe(0);
    expect(theirs.statements.length).toBeGreaterThan(0);
  });

  it('drops the catalogue when an admin deletes a course through the API', async () => {
    const admin = await buildAdmin(app);
    const adminToken = await signIn(app, admin.email, TEST_PASSWORD);
    const course = await buildCourse(app, { name: 'Soon Gone' });
    const listed = await read('/api/courses');
    expect(listed.body.data.courses.map((c: { code: string }) => c.code)).toContain(course.code);

    const res = await injectAs(app, adminToken, { method: 'DELETE', url: `/api/courses/${course.id}` });
    expect(res.statusCode).toBe(200);
    const after = await read('/api/courses');
    expect(after.body.data.courses.map((c: { code: string }) => c.code)).not.toContain(course.code);
  });

  it('reads again once an answer is older than its time to live (due dates and other processes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signedInAdmin();
    await read('/api/admin/dashboard', token);
    expect((await read('/api/admin/dashboard', token)).statements).toEqual([]);
    vi.setSystemTime(Date.now() + 2001);
    expect((await read('/api/admin/dashboard', token)).statements.length).toBeGreaterThan(0);
  });

  it('renews a busy answer in the background in the last quarter of its life, so callers never wait for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signedInAdmin();
    const start = Date.now();
    const first = await read('/api/admin/dashboard', token);
    vi.setSystemTime(start + 1600);
    const statements: string[] = [];
    const stop = app.database.onStatement((sql) => statements.push(sql));
    const meanwhile = await injectAs(app, token, { method: 'GET', url: '/api/admin/dashboard' });
    expect(meanwhile.json()).toEqual(first.body);
    await vi.waitFor(() => expect(statements.length).toBeGreaterThan(0));
    stop();
    // Past the first answer's time to live, the renewed one is served from memory (the session is checked
    // again, its own cache having expired).
    vi.setSystemTime(start + 2500);
    const later = await read('/api/admin/dashboard', token);
    expect(later.statements.filter((sql) => !sql.includes('"auth_sessions"'))).toEqual([]);
    expect(later.body).toEqual(first.body);
  });

  it('keeps the catalogue past the time to live of the clock, until a write changes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [course] = await app.db.select().from(courses).limit(1);
    const before = await read('/api/courses');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await read('/api/courses')).statements).toEqual([]);
    await app.db
      .update(catalogueCourses)
      .set({ name: 'Renamed Later' })
      .where(eq(catalogueCourses.id, course!.id));
    const after = await read('/api/courses');
    expect(after.statements.length).toBeGreaterThan(0);
    expect(after.body).not.toEqual(before.body);
  });

  it('keeps nothing for long while a write could be missed, and forgets what it kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await read('/api/courses');
    app.responseCache.hearing(false);
    try {
      expect((await read('/api/courses')).statements.length).toBeGreaterThan(0);
      vi.setSystemTime(Date.now() + 2001);
      expect((await read('/api/courses')).statements.length).toBeGreaterThan(0);
    } finally {
      app.responseCache.hearing(true);
    }
  });

  it.runIf(!!inject('postgresTemplate'))(
    'on PostgreSQL, hears of a write another process commits, and reads again',
    async () => {
      const [database] = (
        (await app.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const other = new pg.Client({ connectionString: databaseUrl(database!.name) });
      await other.connect();
      try {
        const [course] = await app.db.select().from(courses).limit(1);
        await read('/api/courses');
        await other.query('update catalogue_courses set name = $1 where id = $2', [
          'Renamed Elsewhere',
          course!.catalogueCourseId,
        ]);
        await vi.waitFor(async () => {
          const names = (await read('/api/courses')).body.data.courses.map((c: { name: string }) => c.name);
          expect(names).toContain('Renamed Elsewhere');
        });
      } finally {
        await other.end();
      }
    },
  );

  it('sends a kept answer in brotli or gzip to a client that takes it, and as it is to one that does not', async () => {
    for (let i = 0; i < 8; i++) await buildCourse(app, { name: `Compressed Reading ${i}` });
    const first = await read('/api/courses');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, encoding] of [
      ['br, gzip;q=0.8', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, *', 'gzip'],
    ] as const) {
      const compressed = await app.inject({
        method: 'GET',
        url: '/api/courses',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(compressed.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(compressed.headers['vary']).toBe('accept-encoding');
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.rawPayload.length).toBeLessThan(JSON.stringify(first.body).length / 3);
      expect(JSON.parse(decoders[encoding](compressed.rawPayload).toString('utf8'))).toEqual(first.body);
    }
    for (const refused of [undefined, 'identity', 'gzip;q=0', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await app.inject({
        method: 'GET',
        url: '/api/courses',
        headers: refused ? { 'accept-encoding': refused } : {},
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(first.body);
    }
  });

  it('hears of a write made straight through the database handle, outside any request', async () => {
    const [course] = await app.db.select().from(courses).limit(1);
    const before = await read('/api/courses');
    await app.db
      .update(catalogueCourses)
      .set({ name: 'Renamed In Place' })
      .where(eq(catalogueCourses.id, course!.id));
    const after = await read('/api/courses');
    expect(after.body).not.toEqual(before.body);
  });
});

describe('which statements are writes', () => {
  it.each([
    ['select * from courses', false],
    ['  (select 1)', false],
    ['insert into "grades" ("id") values ($1)', true],
    ['update "courses" set "name" = $1', true],
    ['delete from "enrollments" where true', true],
    ['with moved as (delete from a returning *) insert into b select * from moved', true],
    ['with taught as (select id from courses) select * from taught', false],
    ['with changed as (update "grades" set "marks" = 1 returning *) select * from changed', true],
    ['update "auth_sessions" set "last_seen_at" = $1', false],
    ['insert into "auth_sessions" ("token_hash") values ($1)', false],
    ['\n    update email_outbox set next_attempt_at = $1 where id = $2', false],
    ['insert into rate_limits as r (key, hits, window_ends_at) values ($1, 1, $2)', false],
    ['with forgotten as (delete from rate_limits where key in ($1)) update rate_limits set hits = 0', false],
    ['\n    insert into sign_in_slowdowns as s (key, failures) values ($1, 1)', false],
    ['delete from sign_in_slowdowns where key in ($1)', false],
    [
      '\n    with forgotten as (delete from sign_in_slowdowns where key in ($1)), device as (insert into known_devices values ($2)) update rate_limits set hits = hits - 1',
      false,
    ],
    ['\n    insert into known_devices (user_id, device_hash) values ($1, $2)', false],
  ])('%s: %s', (statement, write) => {
    expect(isWrite(statement)).toBe(write);
  });
});
