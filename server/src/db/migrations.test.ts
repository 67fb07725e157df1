import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROGRAMS } from '../../../contract/enums';
import type { App } from '../app';
import { loadConfig } from '../config';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
} from '../test/factories';
import { buildTestApp } from '../test/harness';
import { adminDatabaseUrl, databaseUrl } from '../test/postgres';
import { openDatabase } from './client';
import { applyMigrations } from './migrations';
import { ensureReferenceData } from './reference-data';
import { attendanceRecords, programs, users, virtualSessions } from './schema';

const { migrationsDir } = loadConfig({});
const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the start of the server on an existing database', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('does not run the migrator when every migration of the journal is recorded as applied', async () => {
    const migrate = vi.spyOn(app.database, 'migrate');
    await applyMigrations(app.database, migrationsDir);
    expect(migrate).not.toHaveBeenCalled();
    migrate.mockRestore();
  });

  it('applies a migration added to the journal since the last start, and only once', async () => {
    const copy = join(folder, 'drizzle');
    cpSync(migrationsDir, copy, { recursive: true });
    const journalFile = join(copy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(copy, '9999_probe.sql'), 'CREATE TABLE "migration_probe" ("id" integer PRIMARY KEY);');

    const migrate = vi.spyOn(app.database, 'migrate');
    await applyMigrations(app.database, copy);
    expect(migrate).toHaveBeenCalledTimes(1);
    await expect(app.db.execute(sql`select count(*) from migration_probe`)).resolves.toBeDefined();

    await applyMigrations(app.database, copy);
    expect(migrate).toHaveBeenCalledTimes(1);
    migrate.mockRestore();
  });

  it("0012 gives every class still to come a room with a random name, and leaves a live class's room alone", async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'MIG-12', instructorId: teacher.id });
    const coming = await buildVirtualSession(app, course, { scheduledAt: new Date(Date.now() + 86_400_000) });
    const live = await buildVirtualSession(app, course, { status: 'ongoing', startedAt: new Date() });
    // Rooms as they were named before: after the session id.
    for (const session of [coming, live]) {
      await app.db
        .update(virtualSessions)
        .set({ roomName: `college-mig-12-${session.id}` })
        .where(eq(virtualSessions.id, session.id));
    }
    await app.db.execute(
      sql.raw(readFileSync(join(migrationsDir, '0012_rooms_named_at_random.sql'), 'utf8')),
    );
    const roomOf = async (id: string) =>
      (await app.db.select().from(virtualSessions).where(eq(virtualSessions.id, id)))[0].roomName;
    expect(await roomOf(coming.id)).toMatch(/^college-mig-12-[0-9a-f]{32}$/);
    expect(await roomOf(live.id)).toBe(`college-mig-12-${live.id}`);
  });

  it("0015 keeps every attendance record and moves a virtual class's record to that class's meeting", async () => {
    const teacher = await buildFaculty(app);
    const once = await buildCourse(app, { code: 'MIG-15A', instructorId: teacher.id, isVirtual: true });
    const twice = await buildCourse(app, { code: 'MIG-15B', instructorId: teacher.id, isVirtual: true });
    const student = await buildStudent(app);
    for (const course of [once, twice]) await buildEnrollment(app, student.id, course.id);
    // 14:00 in Pakistan on 2 November; the second course held two classes on the 3rd.
    await buildVirtualSession(app, once, {
      scheduledAt: new Date('2026-11-02T09:00:00Z'),
      status: 'completed',
    });
    await buildVirtualSession(app, twice, {
      scheduledAt: new Date('2026-11-03T05:00:00Z'),
      status: 'completed',
    });
    await buildVirtualSession(app, twice, {
      scheduledAt: new Date('2026-11-03T09:00:00Z'),
      status: 'completed',
    });
    // Records as they were before: one per student, course, date and session type.
    const before = [
      { courseId: once.id, date: '2026-11-02', sessionType: 'virtual' as const, status: 'present' as const },
      { courseId: once.id, date: '2026-11-02', sessionType: 'lecture' as const, status: 'absent' as const },
      { courseId: twice.id, date: '2026-11-03', sessionType: 'virtual' as const, status: 'late' as const },
    ];
    await app.db.insert(attendanceRecords).values(before.map((r) => ({ ...r, studentId: student.id })));
    const migration = readFileSync(join(migrationsDir, '0015_attendance_per_meeting.sql'), 'utf8');
    await app.db.execute(sql.raw(migration.slice(migration.indexOf('-- hand-written:'))));

    const after = await app.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.studentId, student.id));
    const meetingOf = (courseId: string, sessionType: string) =>
      after.find((r) => r.courseId === courseId && r.sessionType === sessionType);
    expect(after).toHaveLength(3);
    expect(meetingOf(once.id, 'virtual')).toMatchObject({ startTime: '14:00', status: 'present' });
    expect(meetingOf(once.id, 'lecture')).toMatchObject({ startTime: '', status: 'absent' });
    // Two classes that day: which one cannot be told, so it stays the day's class.
    expect(meetingOf(twice.id, 'virtual')).toMatchObject({ startTime: '', status: 'late' });
    // The student holds a program the next test removes.
    await app.db.delete(users).where(eq(users.id, student.id));
  });

  it('puts back a program of the reference data that is missing', async () => {
    const [first] = await app.db.select({ name: programs.name }).from(programs).limit(1);
    await app.db.delete(programs).where(eq(programs.name, first.name));
    await ensureReferenceData(app.db);
    const found = await app.db.select().from(programs).where(eq(programs.name, first.name));
    expect(found).toHaveLength(1);
  });
});

describe.runIf(!!inject('postgresTemplate'))('on PostgreSQL, processes that start together', () => {
  let admin: pg.Client;
  const names: string[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function emptyDatabase() {
    const name = `${inject('postgresTemplate')}_together_${names.length}`;
    names.push(name);
    await admin.query(`create database ${name}`);
    return databaseUrl(name);
  }

  async function recordedMigrations(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      );
      const programs = await client.query<{ n: number }>('select count(*)::int as n from programs');
      return { rows, programs: programs.rows[0]!.n };
    } finally {
      await client.end();
    }
  }

  const journalLength = () =>
    (JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: [] })
      .entries.length;

  it('all come up on a fresh database, and each migration is applied once', async () => {
    const url = await emptyDatabase();
    const apps = await Promise.all(
      Array.from({ length: 4 }, () => buildTestApp({ database: { kind: 'postgres', url } })),
    );
    try {
      for (const app of apps) {
        expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    const { rows, programs: found } = await recordedMigrations(url);
    expect(rows).toHaveLength(journalLength());
    expect(rows.every((row) => row.times === 1)).toBe(true);
    expect(found).toBe(PROGRAMS.length);
  });

  it('all come up on an older database, and the newer migrations are applied once', async () => {
    const url = await emptyDatabase();
    // The database of an earlier release: only the first migrations of the journal.
    const older = join(folder, 'older');
    cpSync(migrationsDir, older, { recursive: true });
    const journalFile = join(older, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -3) }));
    const first = await openDatabase({ kind: 'postgres', url });
    await applyMigrations(first, older);
    await first.close();

    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const database = await openDatabase({ kind: 'postgres', url });
        try {
          await applyMigrations(database, migrationsDir);
          await ensureReferenceData(database.db);
        } finally {
          await database.close();
        }
      }),
    );
    const { rows } = await recordedMigrations(url);
    expect(rows).toHaveLength(journalLength());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });
});
