import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { buildTestApp } from '../test/harness';
import { applyMigrations } from './migrations';
import { ensureReferenceData } from './reference-data';
import { programs } from './schema';

const { migrationsDir } = loadConfig({});

describe('the start of the server on an existing database', () => {
  let app: App;
  let folder: string;
  beforeAll(async () => {
    app = await buildTestApp();
    folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

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

  it('puts back a program of the reference data that is missing', async () => {
    const [first] = await app.db.select({ name: programs.name }).from(programs).limit(1);
    await app.db.delete(programs).where(eq(programs.name, first.name));
    await ensureReferenceData(app.db);
    const found = await app.db.select().from(programs).where(eq(programs.name, first.name));
    expect(found).toHaveLength(1);
  });
});
