/**
 * Writes that can be retried (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md): a write
 * sent again with the same
 * Idempotency-Key by the same account within a day gets the first answer again and writes nothing again.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../app';
import {
  attendanceRecords,
  courseAnnouncements,
  courseMaterials,
  grades,
  idempotencyKeys,
  submissions,
} from '../db/schema';
import { hashKey } from '../lib/idempotency-keys';
import {
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../test/factories';
import { buildAnotherProcess, buildTestApp } from '../test/harness';
import { databaseUrl } from '../test/postgres';
import { multipartBody, SAMPLE_FILES } from '../test/multipart';

/** Thursday 26 November 2026, 11:00 in Bahawalpur, in the Fall 2026 term. */
const START = new Date('2026-11-26T06:00:00Z');
const HOUR = 60 * 60_000;
let now = START;
let app: App;
let uploadsDir: string;
const token = {} as Record<'teacher' | 'otherTeacher' | 'student', string>;
const ids = {} as Record<'teacher' | 'course' | 'otherCourse' | 'ali' | 'bushra' | 'assignment', string>;
let keys = 0;
/** A fresh key, as the web client makes one per action. */
const newKey = () => `test-key-${++keys}-${crypto.randomUUID()}`;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-idem-'));
  app = await buildTestApp({
    clock: () => now,
    uploadsDir,
    // On PostgreSQL a request waits for a table another transaction holds for the whole of one test.
    databasePool: { max: 10, statementTimeoutMs: 30_000, lockTimeoutMs: 30_000 },
  });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const course = await buildCourse(app, { code: 'IDM-101', instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { code: 'IDM-201', instructorId: otherTeacher.id });
  const ali = await buildStudent(app, { name: 'Ali Raza' });
  const bushra = await buildStudent(app, { name: 'Bushra Khan' });
  for (const s of [ali, bushra]) {
    await buildEnrollment(app, s.id, course.id);
    await buildEnrollment(app, s.id, otherCourse.id);
  }
  const assignment = await buildAssignment(app, course.id);
  Object.assign(ids, {
    teacher: teacher.id,
    course: course.id,
    otherCourse: otherCourse.id,
    ali: ali.id,
    bushra: bushra.id,
    assignment: assignment.id,
  });
  token.teacher = await signIn(app, teacher.email);
  token.otherTeacher = await signIn(app, otherTeacher.email);
  token.student = await signIn(app, ali.email);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const withKey = (key: string | undefined) => (key === undefined ? {} : { 'idempotency-key': key });

const markAttendance = (
  key: string | undefined,
  status = 'present',
  who = token.teacher,
  course = ids.course,
) =>
  injectAs(app, who, {
    method: 'POST',
    url: '/api/attendance/mark',
    headers: withKey(key),
    payload: {
      course_id: course,
      date: '2026-11-26',
      students: [
        { student_id: ids.ali, status },
        { student_id: ids.bushra, status: 'absent' },
      ],
    },
  });
const announce = (key: string | undefined, title: string, who = token.teacher, course = ids.course) =>
  injectAs(app, who, {
    method: 'POST',
    url: `/api/courses/${course}/announcements`,
    headers: withKey(key),
    payload: { title, content: 'Chapters 3 and 4.' },
  });

const attendanceCount = async (course = ids.course) =>
  (
    await app.db.select({ n: count() }).from(attendanceRecords).where(eq(attendanceRecords.courseId, course))
  )[0]!.n;
const announcementsTitled = async (title: string) =>
  (
    await app.db.select({ n: count() }).from(courseAnnouncements).where(eq(courseAnnouncements.title, title))
  )[0]!.n;

/** The second answer is the first one again: status, body and the headers that belong to the answer. */
function expectSameAnswer(second: LightMyRequestResponse, first: LightMyRequestResponse) {
  expect(second.statusCode).toBe(first.statusCode);
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  expect(second.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

describe('a write sent again with the same key', () => {
  it('marks attendance once, and answers the second time as the first', async () => {
    const key = newKey();
    const first = await markAttendance(key);
    expect(first.statusCode).toBe(200);
    const records = await app.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.courseId, ids.course));
    const second = await markAttendance(key);
    expectSameAnswer(second, first);
    expect(
      await app.db.select().from(attendanceRecords).where(eq(attendanceRecords.courseId, ids.course)),
    ).toEqual(records);
  });

  it('enters a result once', async () => {
    const key = newKey();
    const enter = () =>
      injectAs(app, token.teacher, {
        method: 'POST',
        url: '/api/grades',
        headers: withKey(key),
        payload: {
          course_id: ids.course,
          student_id: ids.ali,
          exam_type: 'midterm',
          total_marks: 100,
          marks_obtained: 71,
        },
      });
    const first = await enter();
    expect(first.statusCode).toBe(201);
    const second = await enter();
    expectSameAnswer(second, first);
    const rows = await app.db
      .select()
      .from(grades)
      .where(and(eq(grades.studentId, ids.ali), eq(grades.courseId, ids.course)));
    expect(rows).toHaveLength(1);
  });

  it('keeps one submission and one stored file of an upload sent twice', async () => {
    const key = newKey();
    const submit = async (content = SAMPLE_FILES.pdf()) => {
      // Each retry is a new multipart body, with its own boundary, as a browser builds it again.
      const form = await multipartBody({ submission_text: 'My answer' }, { name: 'answer.pdf', content });
      return injectAs(app, token.student, {
        method: 'POST',
        url: `/api/assignments/${ids.assignment}/submit`,
        headers: { ...form.headers, ...withKey(key) },
        payload: form.payload,
      });
    };
    const first = await submit();
    expect(first.statusCode).toBe(201);
    const second = await submit();
    expectSameAnswer(second, first);
    expect(
      await app.db.select().from(submissions).where(eq(submissions.assignmentId, ids.assignment)),
    ).toHaveLength(1);
    expect(readdirSync(join(uploadsDir, 'submissions'))).toHaveLength(1);

    const otherFile = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.from('another page')]);
    const different = await submit(otherFile);
    expect(different.statusCode).toBe(422);
    expect(different.json().code).toBe('idempotency.keyReused');
    expect(readdirSync(join(uploadsDir, 'submissions'))).toHaveLength(1);
  });

  it("keeps one material and one stored file of a teacher's upload sent twice", async () => {
    const key = newKey();
    const upload = async () => {
      const form = await multipartBody(
        { kind: 'file', title: 'Week 1 slides', group: 'Week 1' },
        { name: 'slides.pdf', content: SAMPLE_FILES.pdf() },
      );
      return injectAs(app, token.teacher, {
        method: 'POST',
        url: `/api/courses/${ids.course}/materials`,
        headers: { ...form.headers, ...withKey(key) },
        payload: form.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload();
    expectSameAnswer(second, first);
    const rows = await app.db
      .select()
      .from(courseMaterials)
      .where(eq(courseMaterials.title, 'Week 1 slides'));
    expect(rows).toHaveLength(1);
    expect(readdirSync(join(uploadsDir, 'materials'))).toHaveLength(1);
  });

  it('posts an announcement once', async () => {
    const key = newKey();
    const first = await announce(key, 'Quiz on Monday');
    expect(first.statusCode).toBe(201);
    const second = await announce(key, 'Quiz on Monday');
    expectSameAnswer(second, first);
    expect(await announcementsTitled('Quiz on Monday')).toBe(1);
  });

  it('keeps a refusal (4xx) as Stripe does: the same request is refused the same way', async () => {
    const key = newKey();
    const first = await announce(key, 'Not my course', token.teacher, ids.otherCourse);
    expect(first.statusCode).toBe(404);
    const second = await announce(key, 'Not my course', token.teacher, ids.otherCourse);
    expectSameAnswer(second, first);
  });
});

describe('a key is one account’s', () => {
  it("is independent of another account's same key", async () => {
    const key = newKey();
    expect((await announce(key, 'Lab moved')).statusCode).toBe(201);
    const other = await announce(key, 'Lab moved', token.otherTeacher, ids.otherCourse);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await announcementsTitled('Lab moved')).toBe(2);
  });

  it('is not remembered for a request without an account: two sign-ins give two sessions', async () => {
    const key = newKey();
    const [student] = await Promise.all([buildStudent(app)]);
    const signInWith = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: withKey(key),
        payload: { email: student!.email, password: 'password123' },
      });
    const first = await signInWith();
    const second = await signInWith();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.token).not.toBe(first.json().data.token);
    const kept = await app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.keyHash, hashKey(key)));
    expect(kept).toEqual([]);
  });

  it('keeps neither the key nor the answer readable in the table', async () => {
    const key = newKey();
    expect((await announce(key, 'Sealed notice')).statusCode).toBe(201);
    const rows = await app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, ids.teacher));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(key);
    expect(text).not.toContain('Sealed notice');
    expect(rows.some((r) => r.keyHash === hashKey(key))).toBe(true);
  });
});

describe('the same key for something else', () => {
  it('refuses another body with 422 and writes nothing', async () => {
    const key = newKey();
    expect((await markAttendance(key, 'present')).statusCode).toBe(200);
    const before = await app.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.courseId, ids.course));
    const res = await markAttendance(key, 'late');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'idempotency.keyReused' });
    expect(
      await app.db.select().from(attendanceRecords).where(eq(attendanceRecords.courseId, ids.course)),
    ).toEqual(before);
  });

  it('refuses another address with 422', async () => {
    const key = newKey();
    expect((await announce(key, 'First address')).statusCode).toBe(201);
    const res = await markAttendance(key);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('idempotency.keyReused');
  });
});

describe('a key whose first request is still running', () => {
  it('answers 409 with Retry-After, and writes nothing', async () => {
    const key = newKey();
    // Claimed by a request still running in this or another process.
    await app.db.insert(idempotencyKeys).values({
      accountId: ids.teacher,
      keyHash: hashKey(key),
      method: 'POST',
      path: `/api/courses/${ids.course}/announcements`,
      requestHash: null,
      createdAt: now,
    });
    const res = await announce(key, 'Still running');
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ success: false, code: 'idempotency.inProgress' });
    expect(await announcementsTitled('Still running')).toBe(0);
  });

  it('lets only one of two requests sent at once write', async () => {
    const key = newKey();
    const answers = await Promise.all([
      announce(key, 'Sent twice at once'),
      announce(key, 'Sent twice at once'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toContainEqual(201);
    for (const answer of answers) {
      // The other one either found the first running (409) or its answer kept (the same 201 again).
      if (answer.headers['idempotent-replayed']) expect(answer.statusCode).toBe(201);
      else if (answer.statusCode !== 201) expect(answer.statusCode).toBe(409);
    }
    expect(answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await announcementsTitled('Sent twice at once')).toBe(1);
  });

  it('gives the key up when its request never answered, after ten minutes', async () => {
    const key = newKey();
    await app.db.insert(idempotencyKeys).values({
      accountId: ids.teacher,
      keyHash: hashKey(key),
      method: 'POST',
      path: `/api/courses/${ids.course}/announcements`,
      requestHash: null,
      createdAt: new Date(now.getTime() - 11 * 60_000),
    });
    expect((await announce(key, 'After a crash')).statusCode).toBe(201);
    expect(await announcementsTitled('After a crash')).toBe(1);
  });
});

describe.runIf(!!inject('postgresTemplate'))('on PostgreSQL, two processes sharing the database', () => {
  it('the second answers 409 while the first still writes, and the first answer once it has one', async () => {
    const other = await buildAnotherProcess(app, { clock: () => now, uploadsDir });
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const locker = new pg.Client({ connectionString: databaseUrl(result.rows[0]!.name) });
    await locker.connect();
    try {
      const key = newKey();
      // Another transaction holds the table: the first request claims its key, then waits to write.
      await locker.query('begin');
      await locker.query('lock table course_announcements in share row exclusive mode');
      const first = announce(key, 'Across processes');
      await vi.waitFor(async () =>
        expect(
          await app.db
            .select()
            .from(idempotencyKeys)
            .where(eq(idempotencyKeys.keyHash, hashKey(key))),
        ).toHaveLength(1),
      );
      const meanwhile = await injectAs(other, token.teacher, {
        method: 'POST',
        url: `/api/courses/${ids.course}/announcements`,
        headers: withKey(key),
        payload: { title: 'Across processes', content: 'Chapters 3 and 4.' },
      });
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.headers['retry-after']).toBe('1');
      await locker.query('commit');
      const answered = await first;
      expect(answered.statusCode).toBe(201);
      const later = await injectAs(other, token.teacher, {
        method: 'POST',
        url: `/api/courses/${ids.course}/announcements`,
        headers: withKey(key),
        payload: { title: 'Across processes', content: 'Chapters 3 and 4.' },
      });
      expectSameAnswer(later, answered);
      expect(await announcementsTitled('Across processes')).toBe(1);
    } finally {
      await locker.end();
      await other.close();
    }
  });
});

describe('a first request that failed', () => {
  it('gives the key back after a 5xx, so that a retry runs again', async () => {
    const key = newKey();
    await app.db.execute(sql`
      create function idem_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full'; end $$`);
    await app.db.execute(sql`
      create trigger idem_disk_full before insert on course_announcements
      for each row execute function idem_disk_full()`);
    let failed;
    try {
      failed = await announce(key, 'After a failure');
    } finally {
      await app.db.execute(sql`drop trigger idem_disk_full on course_announcements`);
      await app.db.execute(sql`drop function idem_disk_full()`);
    }
    expect(failed.statusCode).toBe(500);
    const retry = await announce(key, 'After a failure');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await announcementsTitled('After a failure')).toBe(1);
  });
});

describe('a key older than a day', () => {
  it('is forgotten: the same key writes again, and old keys are purged', async () => {
    const key = newKey();
    expect((await announce(key, 'Weekly reminder')).statusCode).toBe(201);
    now = new Date(START.getTime() + 23 * HOUR);
    expect((await announce(key, 'Weekly reminder')).headers['idempotent-replayed']).toBe('true');
    now = new Date(START.getTime() + 24 * HOUR + 60_000);
    try {
      const again = await announce(key, 'Weekly reminder');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await announcementsTitled('Weekly reminder')).toBe(2);
      // Every other key of the first day is gone with it.
      const old = await app.db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(
          sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - 24 * HOUR).toISOString()}::timestamptz`,
        );
      expect(old[0]!.n).toBe(0);
    } finally {
      now = START;
    }
  });
});

describe('the key itself', () => {
  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'کلید'],
  ])('is refused with 400 when %s, and nothing is written', async (_case, key) => {
    const before = await attendanceCount();
    const res = await injectAs(app, token.teacher, {
      method: 'POST',
      url: `/api/courses/${ids.course}/announcements`,
      headers: { 'idempotency-key': Buffer.from(key).toString('latin1') },
      payload: { title: `Bad key ${_case}`, content: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'idempotency.keyInvalid' });
    expect(await announcementsTitled(`Bad key ${_case}`)).toBe(0);
    expect(await attendanceCount()).toBe(before);
  });

  it('of 255 visible characters is taken, and a write without a key is not remembered', async () => {
    const key = `${'k'.repeat(254)}~`;
    expect((await announce(key, 'Long key')).statusCode).toBe(201);
    expect((await announce(key, 'Long key')).headers['idempotent-replayed']).toBe('true');
    expect((await announce(undefined, 'No key')).statusCode).toBe(201);
    expect((await announce(undefined, 'No key')).statusCode).toBe(201);
    expect(await announcementsTitled('No key')).toBe(2);
  });
});
