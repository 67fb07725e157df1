/**
 * Makes one migrated template database per test run; every test file then gets its own copy
 * (a PGlite data-dir dump, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { adminDatabaseUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { migrationsDir } = loadConfig({});
  if (process.env.TEST_DATABASE === 'postgres' || project.config.env?.TEST_DATABASE === 'postgres') {
    const pg = (await import('pg')).default;
    // One template per project of the run: server-postgres and server-postgres-processes each make theirs, and
    // each drops its own copies at the end (names stay under PostgreSQL's 63 characters with a copy's suffix).
    const name = `portal_template_${project.name.endsWith('-processes') ? 'processes_' : ''}${process.pid}`;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate(migrationsDir);
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const res = await admin.query(`select datname from pg_database where datname like $1`, [`${name}%`]);
      for (const row of res.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate(migrationsDir);
  await ensureReferenceData(database.db);
  // Reach the PGlite client behind drizzle to dump its data directory.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
