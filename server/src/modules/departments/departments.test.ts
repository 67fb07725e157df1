import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/admin/departments', () => {
  it('counts approved students and faculty, and courses, per department', async () => {
    await buildStudent(app, { department: 'Botany' });
    await buildStudent(app, { department: 'Botany' });
    await buildStudent(app, { department: 'Botany', status: 'pending' });
    await buildFaculty(app, { department: 'Botany' });
    await buildCourse(app, { department: 'Botany' });
    const token = await signIn(app, (await buildAdmin(app)).email);
    const res = await injectAs(app, token, { method: 'GET', url: '/api/admin/departments' });
    const botany = res.json().data.departments.find((d: { name: string }) => d.name === 'Botany');
    expect(botany).toMatchObject({ code: 'BOT', students: 2, faculty: 1, courses: 1 });
    const zoology = res.json().data.departments.find((d: { name: string }) => d.name === 'Zoology');
    expect(zoology).toMatchObject({ students: 0, faculty: 0, courses: 0 });
  });

  it('is for admins only', async () => {
    const token = await signIn(app, (await buildFaculty(app)).email);
    expect((await injectAs(app, token, { method: 'GET', url: '/api/admin/departments' })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/college', () => {
  it('gives the configured name with the stored contact details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/college' });
    expect(res.json().data).toMatchObject({
      name: expect.any(String),
      phones: expect.any(Array),
      email: expect.stringContaining('@'),
    });
  });
});
