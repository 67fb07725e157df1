/**
 * Read your own writes anywhere: two server processes on one PostgreSQL database, each on its own port, with
 * requests alternating between them as a round-robin proxy would send them. A write acknowledged by one is
 * never answered older by the other, from its kept answers or its kept sessions.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app';
import { announcements, attendanceRecords, grades } from '../db/schema';
import {
  buildAdmin,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildGrade,
  buildStudent,
  signIn,
} from '../test/factories';
import { buildAnotherProcess, buildTestApp } from '../test/harness';
import { databaseUrl } from '../test/postgres';

const ROUNDS = 15;

describe.runIf(!!inject('postgresTemplate'))('two processes behind round-robin', () => {
  let one: App;
  let other: App;
  const base: string[] = [];
  beforeAll(async () => {
    one = await buildTestApp({ responseCacheMs: 2000 });
    other = await buildAnotherProcess(one, { responseCacheMs: 2000 });
    for (const app of [one, other]) base.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    // Both listen for writes before the test begins.
    await Promise.all([one.writesHeard.caughtUp(), other.writesHeard.caughtUp()]);
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });

  /** A request to process `i` (0 or 1) over real HTTP. */
  async function call(i: number, path: string, token?: string, init: RequestInit = {}) {
    const res = await fetch(base[i] + path, {
      ...init,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...init.headers },
    });
    return { status: res.status, body: await res.text() };
  }

  /** Reads through the other process (kept there), writes through the first, reads again through the other. */
  async function writeThenRead(path: string, token: string | undefined, write: () => Promise<unknown>) {
    let stale = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = await call(1, path, token);
      expect(before.status, before.body).toBe(200);
      expect((await call(1, path, token)).body).toBe(before.body);
      await write();
      const after = await call(1, path, token);
      const truth = await call(0, path, token);
      expect(truth.body).not.toBe(before.body);
      if (after.body !== truth.body) stale += 1;
    }
    return stale;
  }

  it('answers attendance and grades written through one process with the new figures through the other', async () => {
    const student = await buildStudent(one);
    const token = await signIn(one, student.email);
    const course = await buildCourse(one);
    await buildEnrollment(one, student.id, course.id);
    const [record] = await buildAttendance(one, student.id, course.id, ['present']);
    let present = true;
    const attendanceStale = await writeThenRead('/api/attendance/my-attendance/summary', token, async () => {
      present = !present;
      await one.db
        .update(attendanceRecords)
        .set({ status: present ? 'present' : 'absent' })
        .where(eq(attendanceRecords.id, record!.id));
    });
    const grade = await buildGrade(one, { studentId: student.id, courseId: course.id, marks: 91 });
    let marks = 91;
    const gradesStale = await writeThenRead('/api/grades/my-grades/summary', token, async () => {
      marks = marks === 91 ? 45 : 91;
      await one.db
        .update(grades)
        .set({ marksObtained: marks, gradePoint: marks === 91 ? 4 : 1 })
        .where(eq(grades.id, grade!.id));
    });
    expect({ attendanceStale, gradesStale }).toEqual({ attendanceStale: 0, gradesStale: 0 });
  });

  it('shows an announcement and an approval made through one process through the other', async () => {
    const admin = await buildAdmin(one);
    const token = await signIn(one, admin.email);
    let n = 0;
    const announcementStale = await writeThenRead('/api/announcements', token, () =>
      one.db.insert(announcements).values({ title: `Notice ${++n}`, content: 'x' }),
    );
    const approvalStale = await writeThenRead('/api/admin/students', token, async () => {
      const pending = await buildStudent(one, { status: 'pending' });
      const res = await call(0, `/api/admin/registrations/${pending.id}/approve`, token, {
        method: 'POST',
      });
      expect(res.status, res.body).toBe(200);
    });
    expect({ announcementStale, approvalStale }).toEqual({ announcementStale: 0, approvalStale: 0 });
  });

  it('refuses a token signed out through one process at once through the other', async () => {
    const student = await buildStudent(one);
    for (let round = 0; round < ROUNDS; round++) {
      const token = await signIn(one, student.email);
      expect((await call(1, '/api/auth/me', token)).status).toBe(200);
      expect((await call(1, '/api/auth/me', token)).status).toBe(200);
      expect((await call(0, '/api/auth/logout', token, { method: 'POST' })).status).toBe(200);
      expect((await call(1, '/api/auth/me', token)).status).toBe(401);
    }
  });

  /** A connection of another writer of the database (a script, psql), for the length of `use`. */
  async function anotherWriter(use: (client: pg.Client) => Promise<void>) {
    const [database] = (
      (await one.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const elsewhere = new pg.Client({ connectionString: databaseUrl(database!.name) });
    await elsewhere.connect();
    try {
      await use(elsewhere);
    } finally {
      await elsewhere.end();
    }
  }

  it('refuses a session ended by any other writer of the database at once', async () => {
    const student = await buildStudent(one);
    await anotherWriter(async (elsewhere) => {
      for (let round = 0; round < ROUNDS; round++) {
        const token = await signIn(one, student.email);
        expect((await call(1, '/api/auth/me', token)).status).toBe(200);
        expect((await call(1, '/api/auth/me', token)).status).toBe(200);
        await elsewhere.query('update auth_sessions set revoked_at = now() where user_id = $1', [student.id]);
        expect((await call(1, '/api/auth/me', token)).status).toBe(401);
      }
    });
  });

  it('refuses an account deactivated by any other writer of the database at once', async () => {
    await anotherWriter(async (elsewhere) => {
      for (let round = 0; round < ROUNDS; round++) {
        const student = await buildStudent(one);
        const token = await signIn(one, student.email);
        expect((await call(1, '/api/auth/me', token)).status).toBe(200);
        expect((await call(1, '/api/auth/me', token)).status).toBe(200);
        await elsewhere.query(`update users set status = 'deactivated' where id = $1`, [student.id]);
        expect((await call(1, '/api/auth/me', token)).status).toBe(401);
      }
    });
  });

  it('keeps its sessions while others write courses and attendance: it does not read them again', async () => {
    const student = await buildStudent(one);
    const course = await buildCourse(one);
    const token = await signIn(one, student.email);
    expect((await call(1, '/api/auth/me', token)).status).toBe(200);
    const statements: string[] = [];
    const stop = other.database.onStatement((text) => statements.push(text));
    try {
      await anotherWriter(async (elsewhere) => {
        await elsewhere.query(`update catalogue_courses set name = name || '' where id = $1`, [
          course.catalogueCourseId,
        ]);
        await elsewhere.query(`update attendance_records set status = status where false`);
        await other.writesHeard.caughtUp();
        expect((await call(1, '/api/auth/me', token)).status).toBe(200);
      });
    } finally {
      stop();
    }
    expect(statements.filter((text) => text.includes('"auth_sessions"'))).toEqual([]);
  });
});
