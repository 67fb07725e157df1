import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/account-messages';
import type { App } from '../app';
import { auditLog, emailOutbox, notifications } from '../db/schema';
import { buildStudent, injectAs, signIn, TEST_PASSWORD } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { CliError, createAdmin, resetAdminPassword } from './admin-account';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('npm run create-admin', () => {
  it('creates an approved admin who can sign in and lands as admin', async () => {
    await createAdmin(
      { email: '  Principal@College.edu.PK ', name: 'Nadia Gillani', password: 'strong-pass' },
      app.db,
    );
    const token = await signIn(app, 'principal@college.edu.pk', 'strong-pass');
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user).toMatchObject({
      email: 'principal@college.edu.pk',
      name: 'Nadia Gillani',
      role: 'admin',
      status: 'approved',
    });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await createAdmin(
      { email: 'registrar@college.edu.pk', name: 'Tariq Bhatti', password: 'kinnow-harvest-7' },
      app.db,
    );
    await expect(
      createAdmin({ email: 'REGISTRAR@college.edu.pk', name: 'Someone Else', password: 'secret34' }, app.db),
    ).rejects.toThrow(
      new CliError('An account with the email registrar@college.edu.pk already exists; nothing was changed.'),
    );
  });

  it('refuses an invalid email and a short password with the form messages', async () => {
    await expect(
      createAdmin({ email: 'not-an-email', name: 'X Y', password: 'kinnow-harvest-7' }, app.db),
    ).rejects.toThrow('Enter a valid email address');
    await expect(
      createAdmin({ email: 'ok@college.edu.pk', name: 'X Y', password: '123' }, app.db),
    ).rejects.toThrow('Password must be at least 6 characters long');
  });
});

describe('npm run create-admin -- --reset-password', () => {
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it("sets an admin's new password, ends its sessions, audits it and tells its owner on the bell and by e-mail", async () => {
    const { id } = await createAdmin(
      { email: 'bursar@college.edu.pk', name: 'Saima Qureshi', password: 'kinnow-harvest-7' },
      app.db,
    );
    const session = await signIn(app, 'bursar@college.edu.pk', 'kinnow-harvest-7');

    const reset = await resetAdminPassword(
      { email: 'Bursar@College.edu.pk', password: 'shalimar-garden-9' },
      app.db,
      { sendsEmail: true },
    );
    expect(reset).toEqual({ name: 'Saima Qureshi', email: 'bursar@college.edu.pk' });

    expect((await injectAs(app, session, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login('bursar@college.edu.pk', 'kinnow-harvest-7')).statusCode).toBe(401);
    const signedIn = await login('bursar@college.edu.pk', 'shalimar-garden-9');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.mustChangePassword).toBeUndefined();
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(bell).toMatchObject([
      { title: ACCOUNT_MESSAGES.passwordResetTitle, body: ACCOUNT_MESSAGES.passwordResetOnServerBody },
    ]);
    const mail = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'bursar@college.edu.pk'));
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_MESSAGES.passwordResetTitle]);
    const audited = (await app.db.select().from(auditLog).where(eq(auditLog.entityId, id))).find(
      (entry) => entry.action === 'account.password-reset',
    );
    expect(audited).toMatchObject({
      action: 'account.password-reset',
      summaryCode: 'audit.passwordResetOnServer',
      after: { method: 'create-admin', sessions_ended: 1 },
    });
    expect(JSON.stringify(audited)).not.toContain('shalimar-garden-9');
  });

  it('without SMTP, tells the owner on the bell only', async () => {
    const { id } = await createAdmin(
      { email: 'examiner@college.edu.pk', name: 'Imran Shah', password: 'kinnow-harvest-7' },
      app.db,
    );
    await resetAdminPassword({ email: 'examiner@college.edu.pk', password: 'shalimar-garden-9' }, app.db, {
      sendsEmail: false,
    });
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, id))).toHaveLength(1);
    expect(
      await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'examiner@college.edu.pk')),
    ).toHaveLength(0);
  });

  it("refuses a student's e-mail, an unknown one and a common password, changing nothing", async () => {
    const student = await buildStudent(app);
    await expect(
      resetAdminPassword({ email: student.email, password: 'shalimar-garden-9' }, app.db, {
        sendsEmail: true,
      }),
    ).rejects.toThrow(new CliError(`No admin has the email ${student.email}; nothing was changed.`));
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(200);
    await expect(
      resetAdminPassword({ email: 'nobody@college.edu.pk', password: 'shalimar-garden-9' }, app.db, {
        sendsEmail: true,
      }),
    ).rejects.toThrow(/^No admin has the email nobody@college.edu.pk/);
    await expect(
      resetAdminPassword({ email: 'principal@college.edu.pk', password: 'password123' }, app.db, {
        sendsEmail: true,
      }),
    ).rejects.toThrow(CliError);
    expect((await login('principal@college.edu.pk', 'strong-pass')).statusCode).toBe(200);
  });
});
