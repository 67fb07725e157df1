/** The start says which migrations it applies, how long they took, or that the schema was already current. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { buildTestApp } from '../test/harness';
import { applyMigrations } from './migrations';

const { migrationsDir } = loadConfig({});
const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-log-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('migrations in the log', () => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => app?.close());

  const messages = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('says at start that the schema is up to date, naming the newest migration', () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(messages()).toContain(`The database schema is up to date (${journal.entries.at(-1)!.tag})`);
  });

  it('names the migrations it applies and how long they took', async () => {
    const copy = join(folder, 'drizzle');
    cpSync(migrationsDir, copy, { recursive: true });
    const journalFile = join(copy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_logged_probe' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      join(copy, '9999_logged_probe.sql'),
      'CREATE TABLE "logged_probe" ("id" integer PRIMARY KEY);',
    );

    const said: { details: object; message: string }[] = [];
    const log = { info: (details: object, message: string) => void said.push({ details, message }) };
    await applyMigrations(app.database, copy, log);
    expect(said.map((s) => s.message)).toEqual([
      'Applying 1 database migration(s): 9999_logged_probe',
      expect.stringMatching(/^Database migrations applied in \d+ ms: 9999_logged_probe$/),
    ]);
    expect(said[1]!.details).toMatchObject({ applied: ['9999_logged_probe'], ms: expect.any(Number) });

    said.length = 0;
    await applyMigrations(app.database, copy, log);
    expect(said.map((s) => s.message)).toEqual(['The database schema is up to date (9999_logged_probe)']);
  });
});
