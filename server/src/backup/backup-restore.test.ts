/**
 * Backup and restore round-trip the demo college: after a backup, damage to the database and the uploads is
 * undone by a restore, row for row and byte for byte. On PGlite (server project) and on PostgreSQL
 * (server-postgres project, with pg_dump and pg_restore). On PGlite, a backup is also taken while the portal
 * runs and serves writes.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { selectOneRow } from '../db/one-row';
import { announcements } from '../db/schema';
import type { App } from '../app';
import { DEMO_PASSWORD, seedDemoCollegeIfEmpty } from '../seed/demo-college';
import { injectAs, signIn } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { adminDatabaseUrl, databaseUrl } from '../test/postgres';
import { createSnapshot, readManifest, restoreSnapshot, SnapshotError } from './snapshot';

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
/** The embedded database as PGlite's own dump: what snapshots made before the compressed format hold. */
let earlierDump: Blob;

/** The bytes of every file under `dir`. */
const folderSize = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? folderSize(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );

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
    earlierDump = dump;
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
    expect(readManifest(snapshot)).toMatchObject({
      database: settings.database.kind,
      uploads: 1,
      schema: expect.any(Number),
    });

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

  it('refuses a snapshot made by a newer version of the portal and changes nothing', async () => {
    const newer = join(root, 'newer-version');
    mkdirSync(newer, { recursive: true });
    writeFileSync(
      join(newer, 'manifest.json'),
      JSON.stringify({
        format: 1,
        database: settings.database.kind,
        createdAt: new Date().toISOString(),
        uploads: 0,
        // A migration after every one this version knows.
        schema: Date.now() + 365 * 24 * 60 * 60_000,
      }),
    );
    const before = await withDatabase(settings.database, fingerprint);
    await expect(restoreSnapshot(settings, newer)).rejects.toThrow(
      /made by a newer version of the portal.*Nothing was changed/,
    );
    expect(await withDatabase(settings.database, fingerprint)).toEqual(before);
  }, 60_000);

  it('refuses a folder without a manifest, such as an interrupted backup', async () => {
    const partial = join(root, 'partial');
    mkdirSync(partial, { recursive: true });
    await expect(restoreSnapshot(settings, partial)).rejects.toThrow(/not a complete snapshot/);
  });
});

describe.skipIf(!!postgresTemplate)('the embedded database while the portal runs', () => {
  /** Publishes an announcement through the API as the demo admin; resolves with its title once acknowledged. */
  async function announce(app: App, token: string, title: string) {
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title, content: 'Posted while the backup ran.', target_audience: 'all' },
    });
    expect(res.statusCode).toBe(201);
    return title;
  }

  const titlesIn = async (db: Db) => {
    const rows = await db
      .select({ title: announcements.title })
      .from(announcements)
      .where(like(announcements.title, 'During backup %'));
    return new Set(rows.map((row) => row.title));
  };

  it('is backed up without stopping it, while it serves writes, into a gzip file smaller than its folder that restores into a fresh folder with the data', async () => {
    const dataDir = (settings.database as { dataDir: string }).dataDir;
    const app = await buildTestApp({ database: settings.database, uploadsDir: settings.uploadsDir });
    let snapshot: string;
    const before: string[] = [];
    const during: string[] = [];
    try {
      const token = await signIn(app, 'admin@example.edu', DEMO_PASSWORD);
      for (let i = 0; i < 5; i++) before.push(await announce(app, token, `During backup ${i} (before)`));

      let backingUp = true;
      const writes = (async () => {
        for (let i = 0; backingUp; i++)
          during.push(await announce(app, token, `During backup ${i} (during)`));
      })();
      snapshot = await createSnapshot(settings, join(root, 'live')).finally(() => (backingUp = false));
      await writes;
      // The portal kept answering: writes were acknowledged while the backup was being written.
      expect(during.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }

    const archive = join(snapshot, 'database.tar.gz');
    expect([...readFileSync(archive).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(statSync(archive).size).toBeLessThan(folderSize(dataDir) / 2);
    expect(readdirSync(snapshot).sort()).toEqual(['database.tar.gz', 'manifest.json', 'uploads']);

    const fresh = {
      database: { kind: 'pglite', dataDir: join(root, 'fresh', 'pgdata') } as DatabaseConfig,
      uploadsDir: join(root, 'fresh', 'uploads'),
    };
    const { previous } = await restoreSnapshot(fresh, snapshot);
    expect(previous).toBeUndefined();
    const restored = await withDatabase(fresh.database, titlesIn);
    // Everything acknowledged before the backup began is in it; of the writes made meanwhile, a prefix.
    for (const title of before) expect(restored).toContain(title);
    const restoredDuring = during.filter((title) => restored.has(title));
    expect(restoredDuring).toEqual(during.slice(0, restoredDuring.length));
    expect(restored.size).toBe(before.length + restoredDuring.length);
    expect(readFileSync(join(fresh.uploadsDir, UPLOADED), 'utf8')).toBe('%PDF-1.4 the student essay');
    // The restored database is whole: every table reads.
    expect(Number((await withDatabase(fresh.database, fingerprint)).users.split(':')[0])).toBeGreaterThan(
      100,
    );
  }, 180_000);

  it('refuses a restore while the portal runs, with one clear line, and changes nothing', async () => {
    const snapshot = await createSnapshot(settings, join(root, 'refused'));
    const backups = readdirSync(join(root, 'refused'));
    const server = await openDatabase(settings.database);
    try {
      const before = await fingerprint(server.db);
      const refusal = await restoreSnapshot(settings, snapshot).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(SnapshotError);
      expect((refusal as Error).message).toBe(
        `Restore refused: the embedded database in ${(settings.database as { dataDir: string }).dataDir} is in ` +
          `use by a running portal (process ${process.pid}). Stop it, then restore again. Nothing was changed.`,
      );
      expect(await fingerprint(server.db)).toEqual(before);
      // No snapshot of the current data was made for a restore that did not happen.
      expect(readdirSync(join(root, 'refused'))).toEqual(backups);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("restores a snapshot of an earlier version, whose archive is PGlite's own uncompressed dump", async () => {
    const old = join(root, 'earlier-version');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'database.tar.gz'), Buffer.from(await earlierDump.arrayBuffer()));
    writeFileSync(
      join(old, 'manifest.json'),
      JSON.stringify({ format: 1, database: 'pglite', createdAt: new Date().toISOString(), uploads: 0 }),
    );
    const fresh = {
      database: { kind: 'pglite', dataDir: join(root, 'from-earlier', 'pgdata') } as DatabaseConfig,
      uploadsDir: join(root, 'from-earlier', 'uploads'),
    };
    await restoreSnapshot(fresh, old);
    expect(Number((await withDatabase(fresh.database, fingerprint)).users.split(':')[0])).toBeGreaterThan(
      100,
    );
  }, 60_000);
});
