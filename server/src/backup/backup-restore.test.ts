/**
 * Backup and restore round-trip the demo college: after a backup, damage to the database and the uploads is
 * undone by a restore, row for row and byte for byte. On PGlite (server project) and on PostgreSQL
 * (server-postgres project, with pg_dump and pg_restore).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { selectOneRow } from '../db/one-row';
import { seedDemoCollegeIfEmpty } from '../seed/demo-college';
import { adminDatabaseUrl, databaseUrl } from '../test/postgres';
import { createSnapshot, readManifest, restoreSnapshot } from './snapshot';

const TABLES = [
  'users',
  'student_profiles',
  'faculty_profiles',
  'courses',
  'enrollments',
  'announcements',
  'assignments',
  'submissions',
  'attendance_records',
  'grades',
  'virtual_sessions',
  'activities',
];
const quiet = { info: () => {} };
const UPLOADED = 'submissions/essay.pdf';

/** Every row of every table, as one fingerprint per table. */
async function fingerprint(db: Db) {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const row = await selectOneRow<{ count: number; digest: string }>(
      db,
      sql.raw(`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
               from ${table} t`),
    );
    result[table] = `${row.count}:${row.digest}`;
  }
  return result;
}

async function withDatabase<T>(config: DatabaseConfig, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Deletes and changes rows that a college would miss. */
async function damage(db: Db) {
  await db.execute(
    sql`delete from attendance_records where id in (select id from attendance_records limit 50)`,
  );
  await db.execute(sql`update grades set marks_obtained = 0`);
  await db.execute(sql`delete from announcements`);
}

const postgresTemplate = inject('postgresTemplate');
const pgliteTemplate = inject('pgliteTemplate');
let root: string;
let settings: { database: DatabaseConfig; uploadsDir: string };
let dropDatabase = async () => {};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const uploadsDir = join(root, 'data', 'uploads');
  mkdirSync(join(uploadsDir, 'submissions'), { recursive: true });
  writeFileSync(join(uploadsDir, UPLOADED), '%PDF-1.4 the student essay');

  if (postgresTemplate) {
    const pg = (await import('pg')).default;
    const name = `${postgresTemplate}_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    settings = { database: { kind: 'postgres', url: databaseUrl(name) }, uploadsDir };
    await withDatabase(settings.database, (db) => seedDemoCollegeIfEmpty(db, quiet));
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminDatabaseUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    // Seeded in memory (faster), then written to a data folder as a server would have it.
    const seeded = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([readFileSync(pgliteTemplate)]),
    });
    await seedDemoCollegeIfEmpty(seeded.db, quiet);
    const dump = await (seeded.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await seeded.close();
    const dataDir = join(root, 'data', 'pgdata');
    await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: dump })).close();
    settings = { database: { kind: 'pglite', dataDir }, uploadsDir };
  }
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(root, { recursive: true, force: true });
});

describe(`backup and restore (${postgresTemplate ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a restore brings back every row and every uploaded file as they were at the backup', async () => {
    const before = await withDatabase(settings.database, fingerprint);
    expect(Number(before.users.split(':')[0])).toBeGreaterThan(100);

    const snapshot = await createSnapshot(settings, join(root, 'backups'));
    expect(readManifest(snapshot)).toMatchObject({ database: settings.database.kind, uploads: 1 });

    await withDatabase(settings.database, damage);
    rmSync(join(settings.uploadsDir, UPLOADED));
    writeFileSync(join(settings.uploadsDir, 'stray.txt'), 'not in the snapshot');
    expect(await withDatabase(settings.database, fingerprint)).not.toEqual(before);

    const { previous } = await restoreSnapshot(settings, snapshot);

    expect(await withDatabase(settings.database, fingerprint)).toEqual(before);
    expect(readFileSync(join(settings.uploadsDir, UPLOADED), 'utf8')).toBe('%PDF-1.4 the student essay');
    expect(existsSync(join(settings.uploadsDir, 'stray.txt'))).toBe(false);
    // The damaged state was kept as a snapshot of its own, so the restore itself can be undone.
    expect(previous).toBeDefined();
    expect(readManifest(previous!).database).toBe(settings.database.kind);
    expect(existsSync(join(previous!, 'uploads', 'stray.txt'))).toBe(true);
  }, 120_000);

  it('refuses a snapshot of the other kind of database and changes nothing', async () => {
    const other = join(root, 'other-kind');
    mkdirSync(other, { recursive: true });
    const otherKind = settings.database.kind === 'pglite' ? 'postgres' : 'pglite';
    writeFileSync(
      join(other, 'manifest.json'),
      JSON.stringify({ format: 1, database: otherKind, createdAt: new Date().toISOString(), uploads: 0 }),
    );
    const before = await withDatabase(settings.database, fingerprint);
    await expect(restoreSnapshot(settings, other)).rejects.toThrow(/Nothing was changed/);
    expect(await withDatabase(settings.database, fingerprint)).toEqual(before);
  }, 60_000);

  it('refuses a folder without a manifest, such as an interrupted backup', async () => {
    const partial = join(root, 'partial');
    mkdirSync(partial, { recursive: true });
    await expect(restoreSnapshot(settings, partial)).rejects.toThrow(/not a complete snapshot/);
  });
});

describe.skipIf(!!postgresTemplate)('the embedded database folder', () => {
  it('cannot be backed up or restored while a server holds it, and no snapshot is left behind', async () => {
    const backups = join(root, 'while-open');
    const server = await openDatabase(settings.database);
    try {
      await expect(createSnapshot(settings, backups)).rejects.toThrow(/in use by process/);
      expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
    } finally {
      await server.close();
    }
    const snapshot = await createSnapshot(settings, backups);
    const again = await openDatabase(settings.database);
    try {
      await expect(restoreSnapshot(settings, snapshot)).rejects.toThrow(/in use by process/);
    } finally {
      await again.close();
    }
  }, 60_000);
});
