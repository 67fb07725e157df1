/**
 * Accounts can be recovered (issue 19): a forgotten password by an e-mailed link that works once for 30 minutes,
 * an admin's reset (a temporary password shown once and changed at the next sign-in, or a link), and a change
 * of sign-in e-mail that needs the current password and tells the old address.
 */
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { ACCOUNT_MESSAGES_UR } from '../../../../contract/messages-ur';
import { PASSWORD_CHANGE_REQUIRED } from '../../../../contract/password-reset';
import type { App } from '../../app';
import { auditLog, emailOutbox, notifications, users } from '../../db/schema';
import {
  buildAdmin,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildAnotherProcess, buildTestApp } from '../../test/harness';
import { smtpSettings, startSmtpServer } from '../../test/smtp';
import { RESET_ANSWER_MS } from './password-reset-routes';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

const NEW_PASSWORD = 'shalimar-garden-9';
const MINUTE = 60_000;

let smtp: SmtpServer;
let app: App;
/** How far the portal's clock stands ahead of the real one: links expire by it. */
let ahead = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({
    smtp: smtpSettings(smtp.url),
    clock: () => new Date(Date.now() + ahead),
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let addresses = 0;
/** Each test asks from an address of its own, so that the per-address limit is nobody else's. */
const freshAddress = () => `203.0.113.${++addresses}`;

const askForLink = (email: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });

const confirm = (token: string, password = NEW_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, newPassword: password, confirmPassword: password },
  });

const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.9.9.9',
  });

/** Sends what the outbox holds, and the mail the SMTP server received for `email`. */
async function mailTo(email: string) {
  await app.notificationWorker.tick();
  return smtp.to(email);
}

/** The token of the last reset link mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = (await mailTo(email)).filter((m) => m.subject.includes('Reset'));
  const link = /https:\/\/portal\.college\.test\/reset-password\?token=(\S+)/.exec(mail.at(-1)?.text ?? '');
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

describe('asking for a reset link', () => {
  it('answers the same, in comparable time, whether the e-mail has an approved account, a pending one or none', async () => {
    const approved = await buildStudent(app);
    const pending = await buildStudent(app, { status: 'pending' });
    const rejected = await buildFaculty(app, { status: 'rejected' });
    const answers = [];
    for (const email of [approved.email, 'nobody-here@test.edu', pending.email, rejected.email]) {
      const start = performance.now();
      const res = await askForLink(email);
      answers.push({ status: res.statusCode, body: res.json(), ms: performance.now() - start });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.passwordResetRequested });
      expect(answer.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    }
    const times = answers.map((a) => a.ms);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(RESET_ANSWER_MS / 2);

    expect(await mailTo(approved.email)).toHaveLength(1);
    expect(await mailTo(pending.email)).toHaveLength(0);
    expect(await mailTo(rejected.email)).toHaveLength(0);
  });

  it('keeps only a hash of the token', async () => {
    const student = await buildStudent(app);
    await askForLink(student.email);
    const token = await linkTokenFor(student.email);
    const rows = (await app.db.execute(sql`select token_hash from password_reset_tokens`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(rows.rows.length).toBeGreaterThan(0);
  });

  it('once the link is mailed, the database holds it nowhere: the sent mail keeps its subject, not its body', async () => {
    const student = await buildStudent(app);
    await askForLink(student.email);
    const token = await linkTokenFor(student.email);
    const sent = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, student.email));
    expect(sent).toEqual([
      expect.objectContaining({
        subject: expect.stringContaining('Reset'),
        text: '',
        sentAt: expect.any(Date),
      }),
    ]);
    const dump = JSON.stringify(await app.db.execute(sql`select * from email_outbox`));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(encodeURIComponent(token));
  });

  it('past three links an hour to one e-mail, still answers the same but sends no more', async () => {
    const student = await buildStudent(app);
    for (let i = 0; i < 5; i++) expect((await askForLink(student.email)).statusCode).toBe(202);
    expect(await mailTo(student.email)).toHaveLength(3);
  });

  it('refuses an address that asks too often with 429 and Retry-After', async () => {
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => askForLink(`flood-${i}@test.edu`, from)),
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const res = await askForLink('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });
});

describe('using a reset link', () => {
  it('sets the new password once, ends every session of the account, and tells its owner', async () => {
    const student = await buildStudent(app);
    const phone = await signIn(app, student.email);
    const laptop = await signIn(app, student.email);
    await askForLink(student.email);
    const token = await linkTokenFor(student.email);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_MESSAGES.passwordResetDone);
    for (const session of [phone, laptop]) {
      expect((await injectAs(app, session, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    }
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(student.email, NEW_PASSWORD)).statusCode).toBe(200);
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(bell.map((n) => n.title)).toContain(ACCOUNT_MESSAGES.passwordResetTitle);
    // By e-mail too: whoever used the link, the owner hears of it.
    const told = (await mailTo(student.email)).filter(
      (m) => m.subject === ACCOUNT_MESSAGES.passwordResetTitle,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(ACCOUNT_MESSAGES.passwordResetBody);

    const again = await confirm(token, 'another-password-5');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject([
      { field: 'token', message: ACCOUNT_MESSAGES.passwordResetLinkInvalid },
    ]);
    expect((await login(student.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for 30 minutes and not after', async () => {
    const early = await buildStudent(app);
    const late = await buildStudent(app);
    await askForLink(early.email);
    await askForLink(late.email);
    const earlyToken = await linkTokenFor(early.email);
    const lateToken = await linkTokenFor(late.email);
    try {
      ahead = 29 * MINUTE;
      expect((await confirm(earlyToken)).statusCode).toBe(200);
      ahead = 30 * MINUTE + 1000;
      const expired = await confirm(lateToken);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().errors[0].field).toBe('token');
    } finally {
      ahead = 0;
    }
    expect((await login(late.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an earlier link stops working once a newer one is sent', async () => {
    const student = await buildStudent(app);
    await askForLink(student.email);
    const first = await linkTokenFor(student.email);
    await askForLink(student.email);
    const second = await linkTokenFor(student.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('refuses an unknown token, mismatched passwords and a password too short, changing nothing', async () => {
    const student = await buildStudent(app);
    await askForLink(student.email);
    const token = await linkTokenFor(student.email);
    expect((await confirm('made-up-token')).statusCode).toBe(400);
    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual(
      expect.objectContaining({ field: 'newPassword', message: MESSAGES.passwordTooShort }),
    );
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: NEW_PASSWORD, confirmPassword: 'something-else' },
    });
    expect(mismatch.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'confirmPassword',
        message: MESSAGES.passwordsDoNotMatch,
      }),
    );
    // The link was not spent by the refused attempts.
    expect((await confirm(token)).statusCode).toBe(200);
  });
});

describe('without SMTP', () => {
  let quiet: App;
  beforeAll(async () => {
    quiet = await buildTestApp();
  });
  afterAll(() => quiet?.close());

  it('says links cannot be e-mailed, queues nothing, and an admin can only issue a temporary password', async () => {
    const available = await quiet.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(available.json().data).toEqual({ byEmail: false });
    const student = await buildStudent(quiet);
    const res = await quiet.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: student.email },
    });
    expect(res.statusCode).toBe(202);
    expect(await quiet.db.select().from(emailOutbox)).toHaveLength(0);

    const admin = await signIn(quiet, (await buildAdmin(quiet)).email);
    const byLink = await injectAs(quiet, admin, {
      method: 'POST',
      url: `/api/admin/users/${student.id}/reset-password`,
      payload: { method: 'email' },
    });
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json().message).toBe(ACCOUNT_MESSAGES.resetLinkNeedsEmail);
  });

  it('with SMTP, the sign-in page learns that links can be e-mailed', async () => {
    const available = await app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(available.json().data).toEqual({ byEmail: true });
  });
});

describe("an admin resets someone's password", () => {
  const reset = (token: string, userId: string, method: 'temporary' | 'email') =>
    injectAs(app, token, {
      method: 'POST',
      url: `/api/admin/users/${userId}/reset-password`,
      payload: { method },
    });

  it('shows a temporary password once; the account must change it before anything else', async () => {
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const student = await buildStudent(app);
    const before = await signIn(app, student.email);

    const res = await reset(admin, student.id, 'temporary');
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json().data as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^\S{12}$/);
    expect((await injectAs(app, before, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(401);

    // Shown once: nothing the admin reads later carries it.
    const page = await injectAs(app, admin, { method: 'GET', url: `/api/admin/students/${student.id}` });
    expect(page.body).not.toContain(temporaryPassword);

    const signedIn = await login(student.email, temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.mustChangePassword).toBe(true);
    const token = signedIn.json().data.token as string;
    const me = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().data.user.mustChangePassword).toBe(true);
    const refused = await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: PASSWORD_CHANGE_REQUIRED,
      message: ACCOUNT_MESSAGES.passwordChangeRequired,
    });

    const changed = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: temporaryPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' })).statusCode).toBe(
      200,
    );
    const after = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(after.json().data.user.mustChangePassword).toBeUndefined();
  });

  it("tells the account's owner, on the bell and by e-mail", async () => {
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const teacher = await buildFaculty(app);
    expect((await reset(admin, teacher.id, 'temporary')).statusCode).toBe(200);
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, teacher.id));
    expect(bell).toMatchObject([
      { title: ACCOUNT_MESSAGES.passwordResetTitle, body: ACCOUNT_MESSAGES.passwordResetByOfficeBody },
    ]);
    const mail = await mailTo(teacher.email);
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_MESSAGES.passwordResetTitle]);
  });

  it("refuses another admin's password, saying to use the create-admin tool on the server, changing nothing", async () => {
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const other = await buildAdmin(app);
    for (const method of ['temporary', 'email'] as const) {
      const res = await reset(admin, other.id, method);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'adminPasswordResetOnServer',
        message: `Another admin's password is not reset here. On the server, run: npm run create-admin -- --email ${other.email} --reset-password`,
      });
    }
    // Shown in Urdu from its code, with the same command.
    expect(ACCOUNT_MESSAGES_UR.adminPasswordResetOnServer).toContain(
      'npm run create-admin -- --email {email} --reset-password',
    );
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await mailTo(other.email)).toHaveLength(0);
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.entityId, other.id));
    expect(audited).toHaveLength(0);
  });

  it('is recorded in the audit trail without the password', async () => {
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const teacher = await buildFaculty(app);
    const res = await reset(admin, teacher.id, 'temporary');
    const { temporaryPassword } = res.json().data as { temporaryPassword: string };
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, teacher.id));
    const entry = entries.find((e) => e.action === 'account.password-reset');
    expect(entry).toBeDefined();
    expect(entry!.after).toMatchObject({ method: 'temporary-password', must_change_password: true });
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);
    const [row] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, teacher.id));
    expect(row!.hash).not.toContain(temporaryPassword);
  });

  it('e-mails a reset link instead when asked, and keeps the password until the link is used', async () => {
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const student = await buildStudent(app);
    const res = await reset(admin, student.id, 'email');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ method: 'email' });
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Its owner is told on the bell, and the link's e-mail says the office sent it (not "probably you").
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(bell).toMatchObject([
      { title: ACCOUNT_MESSAGES.resetLinkSentTitle, body: ACCOUNT_MESSAGES.resetLinkSentBody },
    ]);
    const [letter] = (await mailTo(student.email)).filter((m) => m.subject.includes('Reset'));
    expect(letter!.text).toContain('The college office sent you this link');
    expect(letter!.text).not.toContain('probably you');
    expect((await confirm(await linkTokenFor(student.email))).statusCode).toBe(200);
    expect((await login(student.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('nobody but an admin can reset a password, and an admin not their own', async () => {
    const victim = await buildStudent(app);
    const student = await signIn(app, (await buildStudent(app)).email);
    const teacher = await signIn(app, (await buildFaculty(app)).email);
    for (const token of [student, teacher]) {
      expect((await reset(token, victim.id, 'temporary')).statusCode).toBe(403);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/reset-password`,
      payload: { method: 'temporary' },
    });
    expect(anonymous.statusCode).toBe(401);
    const adminRow = await buildAdmin(app);
    const own = await reset(await signIn(app, adminRow.email), adminRow.id, 'temporary');
    expect(own.statusCode).toBe(403);
    expect((await login(victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.entityId, victim.id));
    expect(audited).toHaveLength(0);
  });
});

describe('changing the sign-in e-mail', () => {
  const changeEmail = (token: string, payload: object) =>
    injectAs(app, token, { method: 'PUT', url: '/api/auth/profile', payload });
  const emailOf = async (id: string) =>
    (await app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

  it('is refused without the current password, or with a wrong one, and nothing changes', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const without = await changeEmail(token, { email: 'taken-over@test.edu', name: 'Changed Name' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toMatchObject([
      { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordForEmail },
    ]);
    const wrong = await changeEmail(token, {
      email: 'taken-over@test.edu',
      name: 'Changed Name',
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject([
      { field: 'currentPassword', message: MESSAGES.currentPasswordWrong },
    ]);
    expect(await emailOf(student.id)).toBe(student.email);
    const me = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().data.user.name).toBe(student.name);
  });

  it('is slowed down after ten wrong current passwords, like a change of password', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const attempt = (currentPassword: string) =>
      changeEmail(token, { email: 'taken-over@test.edu', name: student.name, currentPassword });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
    const refused = await attempt(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong current passwords. Please try again in 15 minutes.');
    expect(await emailOf(student.id)).toBe(student.email);
  });

  it('with the current password, changes it and tells the old address and the account', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const newEmail = `moved-${student.id.slice(0, 8)}@test.edu`;
    const res = await changeEmail(token, { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(student.id)).toBe(newEmail);
    const toOld = await mailTo(student.email);
    expect(toOld).toHaveLength(1);
    expect(toOld[0]!.subject).toBe(ACCOUNT_MESSAGES.emailChangedTitle);
    expect(toOld[0]!.text).toContain(newEmail);
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(bell.map((n) => n.title)).toContain(ACCOUNT_MESSAGES.emailChangedTitle);
  });

  it('other edits need no password', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await changeEmail(token, { phone: '0300-7654321', email: student.email });
    expect(res.statusCode).toBe(200);
  });
});

describe.runIf(!!inject('postgresTemplate'))('with two server processes on one PostgreSQL', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildAnotherProcess(app);
    await Promise.all([app.writesHeard.caughtUp(), other.writesHeard.caughtUp()]);
  });
  afterAll(() => other?.close());

  it("a reset through one ends the account's sessions that the other trusts", async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    // The other process reads the session and keeps it in memory.
    expect((await injectAs(other, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const reset = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/users/${student.id}/reset-password`,
      payload: { method: 'temporary' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await injectAs(other, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
