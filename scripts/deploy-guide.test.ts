/**
 * docs/deploy.md's examples, checked against the portal itself: the settings file is one the server accepts,
 * the proxies point at the address and port it listens on, the units start commands that exist, and the
 * backups the timer keeps are the ones `npm run backup` writes. systemd's own checker reads the units when the
 * machine has it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../contract/uploads';
import { type ConfigError, loadConfig, ROOT_DIR } from '../server/src/config';

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
    expect(example('/etc/caddy/Caddyfile')).toContain('header_up X-Request-Id {http.request.uuid}');
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(nginx) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it("starts the service with the settings file and npm start, and gives it longer to stop than the drain's bound", () => {
    const unit = example('/etc/systemd/system/college-portal.service');
    expect(unitValue(unit, 'EnvironmentFile')).toEqual([settingsFile]);
    expect(unitValue(unit, 'ExecStart')).toEqual(['/usr/bin/npm start']);
    expect(scripts).toHaveProperty('start');
    expect(Number(unitValue(unit, 'TimeoutStopSec')[0])).toBeGreaterThan(loadConfig(env).shutdownDrainS);
    expect(unitValue(unit, 'ReadWritePaths')[0]).toContain('/var/backups/college-portal');
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

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  it.skipIf(analyze.status !== 0)('gives units systemd reads without a complaint about their syntax', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-units-'));
    try {
      for (const name of ['college-portal.service', 'college-portal-backup.timer']) {
        writeFileSync(join(dir, name), example(`/etc/systemd/system/${name}`));
      }
      writeFileSync(
        join(dir, 'college-portal-backup.service'),
        example('/etc/systemd/system/college-portal-backup.service'),
      );
      const run = spawnSync('systemd-analyze', ['verify', '--man=no', join(dir, 'college-portal.service')], {
        encoding: 'utf8',
      });
      // Missing users, paths and executables are this machine's business; unknown keys and bad values are ours.
      const complaints = run.stderr
        .split('\n')
        .filter((line) => /Unknown key|Failed to parse|Invalid|bad-setting/i.test(line));
      expect(complaints).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
