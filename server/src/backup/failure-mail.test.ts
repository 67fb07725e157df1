/**
 * A failed nightly backup is e-mailed to the admins (docs/deploy.md's unit for it runs
 * `npm run backup -- --report-failure`), each in the language of their account, through the portal's outbox.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SENTENCES } from '../../../contract/sentences';
import { SENTENCES_UR } from '../../../contract/messages-ur';
import type { App } from '../app';
import { ROOT_DIR } from '../config';
import { emailOutbox, users } from '../db/schema';
import { buildAdmin, buildFaculty } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { smtpSettings, startSmtpServer } from '../test/smtp';
import { queueBackupFailureMail } from './failure-mail';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: App;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url) });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('a failed backup', () => {
  it("is e-mailed to every approved admin in the account's language, and to nobody else", async () => {
    const principal = await buildAdmin(app);
    const urdu = await buildAdmin(app);
    await app.db.update(users).set({ language: 'ur' }).where(eq(users.id, urdu.id));
    const pending = await buildAdmin(app, { status: 'pending' });
    const teacher = await buildFaculty(app);

    expect(await queueBackupFailureMail(app.db, 'portal-1')).toBeGreaterThanOrEqual(2);
    await app.notificationWorker.tick();
    const [english] = smtp.to(principal.email);
    expect(english?.subject).toBe(SENTENCES['backup.failedTitle']);
    expect(english?.text).toContain('The backup on portal-1 did not finish');
    expect(english?.text).toContain('journalctl -u college-portal-backup');
    expect(smtp.to(urdu.email)[0]?.subject).toBe(SENTENCES_UR['backup.failedTitle']);
    expect(smtp.to(pending.email)).toHaveLength(0);
    expect(smtp.to(teacher.email)).toHaveLength(0);
  });
});

describe.runIf(!!inject('postgresTemplate'))('npm run backup -- --report-failure, on PostgreSQL', () => {
  const tool = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [join(ROOT_DIR, 'scripts', 'run-tool.mjs'), 'backup', '--report-failure'], {
      cwd: ROOT_DIR,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  const url = async () => {
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const address = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    address.pathname = `/${result.rows[0]!.name}`;
    return address.toString();
  };

  it('queues the mail for the running portal to send, and says so', async () => {
    const admin = await buildAdmin(app);
    const run = tool({ DATABASE_URL: await url(), SMTP_URL: smtp.url, SEED: 'none' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/The failed backup is reported by e-mail to \d+ admin\(s\)\./);
    expect(run.status).toBe(0);
    const queued = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, admin.email));
    expect(queued.map((mail) => mail.subject)).toEqual([SENTENCES['backup.failedTitle']]);
  });

  it('without SMTP_URL, says that nobody is e-mailed', () => {
    const run = tool({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal', SMTP_URL: '' });
    expect(run.stdout).toContain('SMTP_URL is not set');
    expect(run.status).toBe(0);
  });
});
