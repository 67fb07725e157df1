/**
 * Build on one machine, run on another: package.json, package-lock.json, scripts/ and the built dist/ in a
 * folder of their own, `npm ci --omit=dev` there (no Vite, no tsx, no esbuild), and then every command a
 * college runs: the migrations and the first admin on a fresh PostgreSQL database, `npm start` on the
 * embedded database with the demo college, a backup while it runs, a restore refused while it runs and done
 * once it is stopped. npm's cache is warm from the repository's own install, so this takes a minute or two.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabaseUrl, databaseUrl } from '../server/src/test/postgres';

const ROOT = resolve(import.meta.dirname, '..');
let folder: string;
const database = `portal_production_install_${process.pid}`;

interface Run {
  code: number | null;
  out: string;
}

/** Runs `command` in the install folder with the given environment; resolves with its exit code and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: folder,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, out }));
    child.stdin.end(input);
  });
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-production-'));
  for (const part of ['package.json', 'package-lock.json', 'scripts', 'dist']) {
    cpSync(join(ROOT, part), join(folder, part), { recursive: true });
  }
  const install = await run('npm', [
    'ci',
    '--omit=dev',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ]);
  expect(install.code, install.out).toBe(0);
  await admin(`create database ${database}`);
}, 300_000);

afterAll(async () => {
  await admin(`drop database if exists ${database} with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev and a copied dist/)', () => {
  it('has none of the build tools', () => {
    for (const tool of ['vite', 'tsx', 'esbuild', 'typescript']) {
      expect(existsSync(join(folder, 'node_modules', tool))).toBe(false);
    }
  });

  it('migrates a fresh PostgreSQL database, creates the first admin, backs it up and restores it', async () => {
    const env = { DATABASE_URL: databaseUrl(database) };
    const migrate = await run('npm', ['run', 'db:migrate'], env);
    expect(migrate.code, migrate.out).toBe(0);
    expect(migrate.out).toContain('Migrations applied to PostgreSQL');

    const created = await run(
      'npm',
      [
        'run',
        'create-admin',
        '--',
        '--email',
        'principal@college.edu.pk',
        '--name',
        'Nadia Gillani',
        '--password-stdin',
      ],
      env,
      'kinnow-harvest-7\n',
    );
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Admin Nadia Gillani <principal@college.edu.pk> created');

    const backup = await run('npm', ['run', 'backup', '--', '--out', join(folder, 'pg-backups')], env);
    expect(backup.code, backup.out).toBe(0);
    const [snapshot] = readdirSync(join(folder, 'pg-backups'));
    const restore = await run('npm', ['run', 'restore', '--', join(folder, 'pg-backups', snapshot!)], env);
    expect(restore.code, restore.out).toBe(0);
  }, 120_000);

  it('starts on the embedded database with the demo college, is backed up while it runs, and is restored once stopped', async () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'demo',
      DATA_DIR: join(folder, 'data'),
      LOG_LEVEL: 'info',
    };
    // Its own process group, so that the whole `npm start` (npm, its shell, the server) is stopped at the end.
    const server = spawn('npm', ['start'], {
      cwd: folder,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
    try {
      const origin = await expect
        .poll(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1], {
          timeout: 120_000,
          interval: 250,
        })
        .toBeDefined()
        .then(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1]!);
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });

      const backup = await run('npm', ['run', 'backup', '--', '--out', join(folder, 'backups')], env);
      expect(backup.code, backup.out).toBe(0);
      const [snapshot] = readdirSync(join(folder, 'backups'));
      const refused = await run('npm', ['run', 'restore', '--', join(folder, 'backups', snapshot!)], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/Restore refused: .* in use by a running portal .* Nothing was changed\./);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      process.kill(-server.pid!, 'SIGTERM');
      await exited;
      const restore = await run('npm', ['run', 'restore', '--', join(folder, 'backups', snapshot!)], env);
      expect(restore.code, restore.out).toBe(0);
    } finally {
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
    }
  }, 240_000);

  it('refuses to start without a build in one line, rather than try to build without Vite', async () => {
    rmSync(join(folder, 'dist', 'build-info.json'));
    const start = await run('node', ['scripts/start.mjs']);
    expect(start.code).toBe(1);
    expect(start.out.trim()).toBe(
      'There is no build in dist/ and the build tools are not installed (npm ci --omit=dev): run ' +
        '`npm run build` where the development packages are (`npm ci`) and copy dist/ here, or run `npm ci` here.',
    );
  });
});
