/** PUT /api/auth/preferences: the account remembers its language for every browser. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildFaculty, buildStudent, injectAs, signIn, TEST_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const me = async (token: string) =>
  (await injectAs(app, token, { method: 'GET', url: '/api/auth/me' })).json().data.user;

describe('the language of an account', () => {
  it('is not chosen until the person chooses', async () => {
    const student = await buildStudent(app);
    expect((await me(await signIn(app, student.email))).language).toBeNull();
  });

  it('is saved, returned with the user, and given to the next sign-in', async () => {
    const teacher = await buildFaculty(app);
    const token = await signIn(app, teacher.email);
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { language: 'ur' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Language saved',
      data: { user: { language: 'ur' } },
    });

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.email, password: TEST_PASSWORD },
    });
    expect(login.json().data.user.language).toBe('ur');
  });

  it('refuses a language the site does not have, and keeps the one it had', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await injectAs(app, token, { method: 'PUT', url: '/api/auth/preferences', payload: { language: 'en' } });
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'language', message: 'Choose English or Urdu' }]);
    expect((await me(token)).language).toBe('en');
  });

  it("is only ever the caller's own: it needs a session", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { language: 'ur' },
    });
    expect(res.statusCode).toBe(401);
  });
});
