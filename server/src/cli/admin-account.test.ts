import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signIn } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { CliError, createAdmin } from './admin-account';

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
