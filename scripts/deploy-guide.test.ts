/**
 * docs/deploy.md's examples, checked against the portal itself: the settings file is one the server accepts,
 * the proxies point at the address and port it listens on, the units start commands that exist, and the
 * backups the timer keeps are the ones `npm run backup` writes. systemd's own checker reads the units when the
 * machine has it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../contract/uploads';
import { createSnapshot } from '../server/src/backup/snapshot';
import { type ConfigError, loadConfig, ROOT_DIR } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { newestApplied, newestInJournal } from '../server/src/db/migrations';
import { openOlderRelease } from '../server/src/test/older-release';

const guide = readFileSync(join(ROOT_DIR, 'docs', 'deploy.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: object })
  .scripts;

/** The guide's fenced examples that name the file they are, by that name. */
const files = new Map<string, string>();
for (const [, file, body] of guide.matchAll(/```\w+ file=([^\n]+)\n([\s\S]*?)```/g)) {
  files.set(file.trim(), (files.get(file.trim()) ?? '') + body);
}
const example = (name: string) => {
  const body = files.get(name);
  if (body === undefined) throw new Error(`docs/deploy.md has no example of ${name}`);
  return body;
};

/** KEY=value lines as systemd's EnvironmentFile and a shell read them: one pair of outer quotes removed. */
function environment(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_0-9]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const value = match[2];
    env[match[1]] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

const settingsFile = '/etc/college-portal/portal.env';
/** The settings file as the guide prints it, with its placeholders for the secrets. */
const asPrinted = environment(example(settingsFile) + example(`${settingsFile} (added)`));
/** The same file once the operator has put in their own secrets, as the guide says to. */
const env = Object.fromEntries(
  Object.entries(asPrinted).map(([name, value]) => [
    name,
    value
      .replace(
        'CHANGE-ME-TO-64-HEX-CHARACTERS-FROM-OPENSSL',
        '5f0c3a9e1b7d2c4f6a8e0b1d3c5f7a9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a',
      )
      .replace('CHANGE-ME', 'kR4v9wq2Lm7x'),
  ]),
);
const unitValue = (unit: string, key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());

describe('docs/deploy.md', () => {
  it('gives a settings file that stops the start, one line each, until every placeholder secret is replaced', () => {
    let lines: string[] = [];
    try {
      loadConfig(asPrinted);
    } catch (error) {
      lines = (error as ConfigError).problems;
    }
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.split(' ')[0]))).toEqual(
      new Set(['DATABASE_URL', 'SMTP_URL', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY']),
    );
    expect(example(settingsFile)).toContain('openssl rand -hex 32');
  });

  it('gives a settings file the server accepts, with a public address and only the local proxy trusted', () => {
    const config = loadConfig(env);
    expect(config.database.kind).toBe('postgres');
    expect(config.publicUrl).toBe('https://portal.college.edu.pk');
    expect(config.trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(config.host).toBe('127.0.0.1');
    expect(config.workers).toBeGreaterThan(1);
    expect(config.smtp?.from).toBe('"GAC Bahawalpur" <portal@college.edu.pk>');
    expect(config.collegeName).toBe('Government Associate College');
    expect(config.objectStorage?.bucket).toBe('portal-uploads');
  });

  it('points both proxies at the address and port the server listens on, with room for a 10 MB upload', () => {
    const listen = `${env.HOST}:${env.PORT}`;
    expect(example('/etc/caddy/Caddyfile')).toContain(`reverse_proxy ${listen}`);
    const nginx = example('/etc/nginx/sites-available/college-portal');
    expect(nginx).toContain(`proxy_pass http://${listen};`);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(nginx).toContain('proxy_set_header X-Request-Id $request_id;');
    // nginx 1.22 (Debian 12) knows no `http2 on;` (1.25.1): HTTP/2 is a parameter of `listen` there.
    expect(nginx).toContain('listen 443 ssl http2;');
    expect(nginx).not.toMatch(/^\s*http2 on;/m);
    expect(example('/etc/caddy/Caddyfile')).toContain('header_up X-Request-Id {http.request.uuid}');
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(nginx) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it("starts the service with the settings file and npm start's script, reloads it with SIGHUP to that process, and gives it longer to stop than the shutdown's bound", () => {
    const unit = example('/etc/systemd/system/college-portal.service');
    expect(unitValue(unit, 'EnvironmentFile')).toEqual([settingsFile]);
    // node itself is the main process, so that SIGHUP reaches the server's supervisor (npm would die of it).
    expect(unitValue(unit, 'ExecStart')).toEqual(['/usr/bin/node scripts/start.mjs']);
    expect(scripts).toHaveProperty('start', 'node scripts/start.mjs');
    expect(unitValue(unit, 'ExecReload')).toEqual(['/bin/kill -HUP $MAINPID']);
    expect(unitValue(unit, 'KillSignal')).toEqual(['SIGTERM']);
    // SIGTERM to the supervisor only, which stops its workers in order.
    expect(unitValue(unit, 'KillMode')).toEqual(['mixed']);
    const config = loadConfig(env);
    expect(config.workers).toBeGreaterThanOrEqual(2);
    expect(config.shutdownDelayMs).toBeGreaterThan(0);
    expect(Number(unitValue(unit, 'TimeoutStopSec')[0])).toBeGreaterThan(
      config.shutdownDelayMs / 1000 + config.shutdownDrainS + 2,
    );
    expect(unitValue(unit, 'ReadWritePaths')[0]).toContain('/var/backups/college-portal');
  });

  /** The folders the guide makes with `install -d -o college-portal -g college-portal -m 700`. */
  const serviceFolders = [
    ...guide.matchAll(/^sudo install -d -o college-portal -g college-portal -m 700 (.+)$/gm),
  ].flatMap((match) => match[1]!.trim().split(/\s+/));

  it("makes the settings file root's and readable by the service's group only", () => {
    expect(guide).toContain(
      `sudo chown root:college-portal ${settingsFile} && sudo chmod 640 ${settingsFile}`,
    );
    expect(guide).not.toMatch(/chmod 600 \/etc\/college-portal/);
  });

  it("creates every folder the service writes, owned by it and closed to others: the unit's writable paths, uploads and backups", () => {
    const unit = example('/etc/systemd/system/college-portal.service');
    const writable = unitValue(unit, 'ReadWritePaths').flatMap((line) => line.split(/\s+/));
    expect(writable.length).toBeGreaterThan(0);
    for (const path of writable) expect(serviceFolders, path).toContain(path);
    // DATA_DIR's default is the install's data/ (config.ts): uploads go to its uploads/ folder.
    expect(env.DATA_DIR).toBeUndefined();
    expect(serviceFolders).toContain('/opt/college-portal/data/uploads');
    const [, backups] =
      /npm run backup -- --out (\S+)/.exec(example('/usr/local/bin/college-portal-backup')) ?? [];
    expect(serviceFolders).toContain(backups);
    for (const folder of serviceFolders) {
      expect(
        writable.some((path) => folder === path || folder.startsWith(`${path}/`)),
        folder,
      ).toBe(true);
    }
  });

  it("runs the tools as the service's user with its settings", () => {
    const run = example('/usr/local/bin/college-portal-run');
    expect(run).toContain(`. ${settingsFile}`);
    expect(run).toContain('exec npm run "$@"');
    for (const tool of ['create-admin', 'restore', 'backup']) {
      expect(guide).toContain(`sudo -u college-portal college-portal-run ${tool} -- `);
      expect(scripts).toHaveProperty(tool);
    }
  });

  it('notices a failed backup: OnFailure= runs a unit that logs an error and e-mails the admins', () => {
    const service = example('/etc/systemd/system/college-portal-backup.service');
    expect(unitValue(service, 'OnFailure')).toEqual(['college-portal-backup-failed.service']);
    const failed = example('/etc/systemd/system/college-portal-backup-failed.service');
    const commands = unitValue(failed, 'ExecStart');
    expect(commands[0]).toMatch(/^\/usr\/bin\/logger -p user\.err -t college-portal-backup /);
    expect(commands[1]).toBe('/usr/local/bin/college-portal-run backup -- --report-failure');
    expect(readFileSync(join(ROOT_DIR, 'server', 'src', 'cli', 'backup.ts'), 'utf8')).toContain(
      "'report-failure': { type: 'boolean' }",
    );
  });

  it('backs up nightly with npm run backup and prunes only the snapshots it writes', () => {
    const script = example('/usr/local/bin/college-portal-backup');
    expect(script).toContain(`. ${settingsFile}`);
    expect(script).toContain('npm run backup -- --out /var/backups/college-portal');
    expect(scripts).toHaveProperty('backup');
    // server/src/backup/snapshot.ts names each snapshot portal-backup-<moment>.
    expect(script).toContain("-name 'portal-backup-*'");
    const service = example('/etc/systemd/system/college-portal-backup.service');
    expect(unitValue(service, 'ExecStart')).toEqual(['/usr/local/bin/college-portal-backup']);
    expect(unitValue(example('/etc/systemd/system/college-portal-backup.timer'), 'OnCalendar')).toHaveLength(
      1,
    );
  });

  const nginxFound = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!nginxFound)("gives an nginx site that this machine's nginx accepts (nginx -t)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
    try {
      // A throwaway certificate in place of certbot's, and a configuration of nginx's own around the site.
      const certificate = join(dir, 'fullchain.pem');
      const key = join(dir, 'privkey.pem');
      const openssl = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=portal.college.edu.pk',
        ].concat(['-keyout', key, '-out', certificate]),
        { encoding: 'utf8' },
      );
      expect(openssl.status, openssl.stderr).toBe(0);
      const site = example('/etc/nginx/sites-available/college-portal')
        .replace('/etc/letsencrypt/live/portal.college.edu.pk/fullchain.pem', certificate)
        .replace('/etc/letsencrypt/live/portal.college.edu.pk/privkey.pem', key);
      writeFileSync(join(dir, 'site.conf'), site);
      writeFileSync(
        join(dir, 'nginx.conf'),
        [
          `pid ${join(dir, 'nginx.pid')};`,
          'error_log stderr;',
          'events {}',
          'http {',
          '  access_log off;',
          // Paths of this test's own, so that nginx -t needs no root and no folder of the machine's nginx.
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`,
          ),
          `  include ${join(dir, 'site.conf')};`,
          '}',
        ].join('\n'),
      );
      const test = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
        encoding: 'utf8',
      });
      expect(test.stderr).toContain('syntax is ok');
      expect(test.stderr).not.toMatch(/\[emerg\]/);
      expect(test.stderr).toContain('test is successful');
      expect(test.status, test.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  it.skipIf(analyze.status !== 0)('gives units systemd reads without a complaint about their syntax', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-units-'));
    try {
      const units = [
        'college-portal.service',
        'college-portal-backup.timer',
        'college-portal-backup.service',
        'college-portal-backup-failed.service',
      ];
      for (const name of units) writeFileSync(join(dir, name), example(`/etc/systemd/system/${name}`));
      for (const name of units.filter((unit) => unit.endsWith('.service'))) {
        const run = spawnSync('systemd-analyze', ['verify', '--man=no', join(dir, name)], {
          encoding: 'utf8',
        });
        // Missing users, paths and executables are this machine's business; unknown keys and bad values are ours.
        const complaints = run.stderr
          .split('\n')
          .filter((line) => /Unknown key|Failed to parse|Invalid|bad-setting|not found/i.test(line));
        expect(complaints, name).toEqual([]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The guide's rollback (section 8), its commands one a line, without comments. */
const rollback = (() => {
  const start = guide.indexOf('### Going back to the previous version');
  const section = guide.slice(start, guide.indexOf('\n## ', start));
  const [, block] = /```sh\n([\s\S]*?)```/.exec(section) ?? [];
  return (block ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
})();

describe('docs/deploy.md, going back to the previous version', () => {
  it('stops the service, restores with --replace while the new version is installed, installs the previous one, starts', () => {
    const unit = 'college-portal';
    expect(example(`/etc/systemd/system/${unit}.service`)).toBeDefined();
    const restoreAt = rollback.findIndex((line) => line.includes('college-portal-run restore -- --replace '));
    const installAt = rollback.findIndex((line) => line.includes('npm ci --omit=dev'));
    expect(rollback[0]).toBe(`sudo systemctl stop ${unit}`);
    expect(restoreAt).toBeGreaterThan(0);
    expect(installAt).toBeGreaterThan(restoreAt);
    expect(rollback.at(-1)).toBe(`sudo systemctl start ${unit}`);
    // The install unpacks what step 1 of the guide packs, after removing the newer version's code only.
    const [, packed] = /tar czf college-portal\.tar\.gz (.+)$/m.exec(guide) ?? [];
    const removed = rollback
      .find((line) => line.startsWith('sudo rm -rf '))!
      .split(' ')
      .slice(3);
    expect(removed.map((path) => path.replace('/opt/college-portal/', '')).sort()).toEqual(
      packed!
        .split(' ')
        .filter((entry) => !entry.startsWith('package'))
        .sort(),
    );
    expect(removed.some((path) => path.includes('data'))).toBe(false);
  });

  /** The guide's settings, pointed at this test's database and folders. */
  const onPostgres = !!inject('postgresTemplate');
  it.runIf(onPostgres)(
    "puts back, with the guide's own restore command, exactly the database the previous version left",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'deploy-rollback-'));
      const release = await openOlderRelease('0024_sent_mail_keeps_no_body');
      try {
        if (release.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
        const uploads = join(dir, 'uploads');
        mkdirSync(uploads);
        const journalOf = async () =>
          (
            await release.rows<{ at: string }>(
              'select created_at::text as at from drizzle.__drizzle_migrations',
            )
          )
            .map((row) => row.at)
            .sort();
        const before = await journalOf();
        await release.rows("insert into departments (name, code) values ('Before the upgrade', 'BU')");
        // Step 1 of the upgrade: the previous version's backup.
        const snapshot = await createSnapshot(
          { database: release.config, uploadsDir: uploads, migrationsDir: release.migrationsDir },
          join(dir, 'backups'),
        );
        // The upgrade, and a department made on the new version.
        await release.migrateToNow();
        await release.rows("insert into departments (name, code) values ('After the upgrade', 'AU')");
        await release.disconnect();

        // The guide's tool runner and restore line, with this machine's paths for the install and settings.
        const settings = join(dir, 'portal.env');
        writeFileSync(
          settings,
          [
            `DATABASE_URL=${release.config.url}`,
            `UPLOADS_DIR=${uploads}`,
            'SEED=none',
            'LOG_LEVEL=error',
          ].join('\n'),
        );
        const runner = join(dir, 'college-portal-run');
        writeFileSync(
          runner,
          example('/usr/local/bin/college-portal-run')
            .replace('cd /opt/college-portal', `cd ${ROOT_DIR}`)
            .replace(settingsFile, settings),
        );
        const restoreLine = rollback.find((line) => line.includes('college-portal-run restore'))!;
        const args = restoreLine
          .replace(/^sudo -u college-portal college-portal-run /, '')
          .replace(/\/var\/backups\/college-portal\/portal-backup-\S+/, snapshot)
          .split(' ');
        const restore = spawnSync('sh', [runner, ...args], { encoding: 'utf8', timeout: 120_000 });
        expect(restore.status, restore.stderr + restore.stdout).toBe(0);
        expect(restore.stdout).toContain('The data as it was before the restore is saved in');
        expect(restore.stdout).toContain("The database is at the snapshot's release");

        // What the previous version finds at its start: its own journal, nothing to migrate, its data only.
        const database = await openDatabase(release.config);
        try {
          const rows = async <T>(query: string) =>
            ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
          const journal = (
            await rows<{ at: string }>('select created_at::text as at from drizzle.__drizzle_migrations')
          )
            .map((row) => row.at)
            .sort();
          expect(journal).toEqual(before);
          expect(await newestApplied(database, newestInJournal(release.migrationsDir))).toBe(true);
          expect(
            (await rows<{ name: string }>("select name from departments where code in ('BU', 'AU')")).map(
              (row) => row.name,
            ),
          ).toEqual(['Before the upgrade']);
          expect(await rows("select to_regclass('public.terms') as terms")).toEqual([{ terms: null }]);
        } finally {
          await database.close();
        }
      } finally {
        await release.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
