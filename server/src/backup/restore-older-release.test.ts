/**
 * The rollback of an upgrade: a snapshot taken by the release before (the database at migration 0024), then the
 * upgrade (0025 makes tables with foreign keys to the old ones), then the snapshot restored over the upgraded
 * database. The database is then exactly the old one: the same objects, every row, and the migrations journal
 * at 0024, so that the older release starts on it without a migration. On PGlite, and on PostgreSQL, where a
 * database holding tables the snapshot does not know is refused unless the restore is told to replace them.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations, newestApplied, newestInJournal } from '../db/migrations';
import { openOlderRelease, type OlderRelease } from '../test/older-release';
import { createSnapshot, readManifest, restoreSnapshot, SnapshotError } from './snapshot';

const OLDER = '0024_sent_mail_keeps_no_body';
const onPostgres = !!inject('postgresTemplate');
const { migrationsDir } = loadConfig({});
const id = (n: string) => `00000000-0000-4000-8000-${n.padStart(12, '0')}`;

let root: string;
let release: OlderRelease;
let uploadsDir: string;
let snapshot: string;
/** The database as the older release left it, and as the upgrade made it. */
let olderState: DatabaseState;
let upgradedState: DatabaseState;

const rows = async <T>(database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

interface DatabaseState {
  /** Every table, view, type and routine of the portal's schemas. */
  objects: string[];
  /** Each table's rows, as a count and a digest. */
  tables: Record<string, string>;
  /** The migrations journal: each applied migration's moment. */
  journal: string[];
}

async function stateOf(database: Database): Promise<DatabaseState> {
  const objects = await rows<{ name: string }>(
    database,
    `select n.nspname || '.' || c.relname || ':' || c.relkind::text as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'v', 'm', 'S')
     union all
     select n.nspname || '.' || t.typname || ':type' from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname in ('public', 'drizzle') and t.typtype = 'e'
     union all
     select n.nspname || '.' || p.proname || ':routine' from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'drizzle')
     order by 1`,
  );
  const tables: Record<string, string> = {};
  for (const { name } of objects) {
    const [, qualified, kind] = /^(.+):(\w+)$/.exec(name)!;
    if (kind !== 'r') continue;
    const [schema, table] = qualified!.split('.');
    const [row] = await rows<{ count: number; digest: string }>(
      database,
      `select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
         from "${schema}"."${table}" t`,
    );
    tables[qualified!] = `${row!.count}:${row!.digest}`;
  }
  const journal = await rows<{ at: string }>(
    database,
    'select created_at::text as at from drizzle.__drizzle_migrations order by created_at',
  );
  return { objects: objects.map((o) => o.name), tables, journal: journal.map((j) => j.at) };
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(release.config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const settings = () => ({ database: release.config, uploadsDir, migrationsDir });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-rollback-'));
  uploadsDir = join(root, 'uploads');
  mkdirSync(join(uploadsDir, 'submissions'), { recursive: true });
  writeFileSync(join(uploadsDir, 'submissions', 'essay.pdf'), '%PDF-1.4 before the upgrade');
  release = await openOlderRelease(OLDER, { dataDir: join(root, 'pgdata') });
  const [D, P, T, S, C] = ['d1', 'f1', 'e1', '51', 'c1'].map(id);
  const run = (query: string) => release.rows(query);
  await run(`insert into departments (id, name, code) values ('${D}', 'Rollback', 'RB')`);
  await run(
    `insert into programs (id, name, department_id, duration_years) values ('${P}', 'BS Rollback', '${D}', 4)`,
  );
  await run(`
    insert into users (id, name, email, password_hash, role, status) values
      ('${T}', 'Teacher', 't@college.test', 'x', 'faculty', 'approved'),
      ('${S}', 'Student', 's@college.test', 'x', 'student', 'approved')`);
  await run(`
    insert into courses (id, code, name, semester, credits, department_id, instructor_id, schedule_days, schedule_time)
    values ('${C}', 'RB-101', 'Before the upgrade', 1, 3, '${D}', '${T}', '{Monday}', '08:30 - 10:00')`);
  await run(`insert into enrollments (student_id, course_id) values ('${S}', '${C}')`);
  await run(
    `insert into attendance_records (course_id, student_id, date, status) values ('${C}', '${S}', '2026-10-05', 'present')`,
  );
  olderState = await stateOf(release.database);

  // The older release's nightly backup, with that release's migrations.
  snapshot = await createSnapshot(
    { database: release.config, uploadsDir, migrationsDir: release.migrationsDir },
    join(root, 'backups'),
  );

  // The upgrade, and a day of work on it: a new term, and a file replaced.
  await release.migrateToNow();
  await run(`insert into terms (name, season, year, starts_on, ends_on)
             values ('Spring 2031', 'Spring', 2031, '2031-02-01', '2031-06-30')`);
  writeFileSync(join(uploadsDir, 'submissions', 'essay.pdf'), '%PDF-1.4 after the upgrade');
  upgradedState = await stateOf(release.database);
  await release.disconnect();
}, 240_000);

afterAll(async () => {
  await release?.close();
  rmSync(root, { recursive: true, force: true });
});

describe(`rolling back an upgrade (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the snapshot names the older release’s schema, and the upgrade changed the database', () => {
    expect(readManifest(snapshot).schema).toBeLessThan(
      Math.max(
        ...JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')).entries.map(
          (e: { when: number }) => e.when,
        ),
      ),
    );
    expect(upgradedState.objects).toContain('public.catalogue_courses:r');
    expect(olderState.objects).not.toContain('public.catalogue_courses:r');
    expect(upgradedState.journal.length).toBeGreaterThan(olderState.journal.length);
  });

  it.runIf(onPostgres)(
    'is refused without --replace, in one line naming the tables the snapshot does not know, changing nothing',
    async () => {
      const refusal = await restoreSnapshot(settings(), snapshot).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(SnapshotError);
      const message = (refusal as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(
        /^Restore refused: the database has \d+ table\(s\) or other object\(s\) this snapshot does not know \(.*catalogue_courses.*\), such as a newer release's: restore with --replace .* Nothing was changed\.$/,
      );
      expect(message).not.toContain('postgres://');
      expect(await withDatabase(stateOf)).toEqual(upgradedState);
      expect(readFileSync(join(uploadsDir, 'submissions', 'essay.pdf'), 'utf8')).toBe(
        '%PDF-1.4 after the upgrade',
      );
    },
    60_000,
  );

  it.runIf(onPostgres)(
    'with --replace, a snapshot whose dump breaks off changes nothing: the emptying is rolled back with it',
    async () => {
      const damaged = join(root, 'damaged', basename(snapshot));
      cpSync(snapshot, damaged, { recursive: true });
      const dump = join(damaged, 'database.dump');
      truncateSync(dump, Math.floor(statSync(dump).size * 0.8));
      await expect(restoreSnapshot(settings(), damaged, { replace: true })).rejects.toThrow(
        /^pg_restore failed: .*Nothing was changed\.$/s,
      );
      expect(await withDatabase(stateOf)).toEqual(upgradedState);
    },
    60_000,
  );

  it('with --replace, leaves exactly the older database: its objects, its rows and its journal, and its files', async () => {
    const { previous } = await restoreSnapshot(settings(), snapshot, { replace: true });

    expect(await withDatabase(stateOf)).toEqual(olderState);
    expect(readFileSync(join(uploadsDir, 'submissions', 'essay.pdf'), 'utf8')).toBe(
      '%PDF-1.4 before the upgrade',
    );
    // The upgraded data was saved first, so the rollback itself can be undone.
    expect(readManifest(previous!).schema).toBeGreaterThan(readManifest(snapshot).schema!);
  }, 120_000);

  it('the older release then finds nothing to migrate, and the newer one upgrades it again', async () => {
    await withDatabase(async (database) => {
      expect(await newestApplied(database, newestInJournal(release.migrationsDir))).toBe(true);
      expect(await newestApplied(database, newestInJournal(migrationsDir))).toBe(false);
      await applyMigrations(database, release.migrationsDir);
      expect(await stateOf(database)).toEqual(olderState);
      await applyMigrations(database, migrationsDir);
      expect(await newestApplied(database, newestInJournal(migrationsDir))).toBe(true);
    });
  }, 120_000);
});
