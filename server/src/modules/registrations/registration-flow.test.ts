/** The whole path of issue 2: register → pending login refused → approval → login → me → profile → password → logout. */
import { inArray } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  injectAs,
  signIn,
  studentPayload,
  facultyPayload,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  const admin = await buildAdmin(app);
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('a student registers, waits for approval, and then uses the portal', () => {
  it('walks the whole path', async () => {
    const course = await buildCourse(app, { semester: 1 });
    const payload = studentPayload({ email: 'Ayesha.Flow@Example.com', courses: [course.id] });

    const registered = await app.inject({ method: 'POST', url: '/api/auth/register/student', payload });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      success: true,
      message: 'Your student account has been created. Please wait for admin approval before logging in.',
    });

    const pending = await login('ayesha.flow@example.com', 'kinnow-harvest-7');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Your account is awaiting admin approval.');

    const queue = await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/registrations' });
    const registration = queue
      .json()
      .data.registrations.find((r: { email: string }) => r.email === 'ayesha.flow@example.com');
    expect(registration).toMatchObject({
      role: 'student',
      status: 'pending',
      student_id: payload.studentId,
      program: 'BS Information Technology',
      department: 'Information Technology',
      guardian_relation: 'Father',
      courses: [{ _id: course.id, code: course.code, name: course.name }],
    });

    const approved = await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${registration._id}/approve`,
    });
    expect(approved.statusCode).toBe(200);

    const signedIn = await login('AYESHA.FLOW@example.com', 'kinnow-harvest-7');
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json().data;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(user).toMatchObject({ email: 'ayesha.flow@example.com', role: 'student', status: 'approved' });

    const me = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().data.user).toMatchObject({
      name: 'Ayesha Khan',
      student_id: payload.studentId,
      semester: 1,
      section: 'A',
    });

    const students = await injectAs(app, adminToken, { method: 'GET', url: `/api/courses?semester=1` });
    expect(students.statusCode).toBe(200);

    const edited = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: {
        name: 'Ayesha K. Khan',
        address: 'Cantt, Bahawalpur',
        studentId: 'HACKED',
        semester: 8,
        program: 'BBA',
        role: 'admin',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.user).toMatchObject({
      name: 'Ayesha K. Khan',
      address: 'Cantt, Bahawalpur',
      student_id: payload.studentId,
      semester: 1,
      program: 'BS Information Technology',
      role: 'student',
    });

    const otherSession = await signIn(app, 'ayesha.flow@example.com', 'kinnow-harvest-7');
    const changed = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'kinnow-harvest-7', newPassword: 'newsecret34' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await injectAs(app, otherSession, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login('ayesha.flow@example.com', 'kinnow-harvest-7')).statusCode).toBe(401);
    expect((await login('ayesha.flow@example.com', 'newsecret34')).statusCode).toBe(200);

    const out = await injectAs(app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    const dead = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().success).toBe(false);
  });
});

describe('approval', () => {
  it('enrolls an approved student in the courses chosen at registration', async () => {
    const course = await buildCourse(app, { semester: 2 });
    const payload = studentPayload({ semester: 2, courses: [course.id] });
    await app.inject({ method: 'POST', url: '/api/auth/register/student', payload });
    const list = await injectAs(app, adminToken, {
      method: 'GET',
      url: '/api/admin/registrations?role=student',
    });
    const id = list.json().data.registrations.find((r: { email: string }) => r.email === payload.email)._id;
    await injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${id}/approve` });
    const roster = await app.database.db.query.enrollments.findMany({
      where: (e, { eq }) => eq(e.courseId, course.id),
    });
    expect(roster.map((e) => e.studentId)).toEqual([id]);
  });

  it('gives an approved teacher the chosen courses that have no instructor, and leaves taken ones alone', async () => {
    const incumbent = await buildFaculty(app);
    const free = await buildCourse(app);
    const taken = await buildCourse(app, { instructorId: incumbent.id });
    const payload = facultyPayload({ courses: [free.id, taken.id] });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/register/faculty', payload })).statusCode,
    ).toBe(201);
    const list = await injectAs(app, adminToken, {
      method: 'GET',
      url: '/api/admin/registrations?role=faculty',
    });
    const id = list.json().data.registrations.find((r: { email: string }) => r.email === payload.email)._id;
    await injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${id}/approve` });
    const rows = await app.db
      .select()
      .from(courses)
      .where(inArray(courses.id, [free.id, taken.id]));
    expect(Object.fromEntries(rows.map((c) => [c.id, c.instructorId]))).toEqual({
      [free.id]: id,
      [taken.id]: incumbent.id,
    });
  });

  it('a rejected registration cannot sign in and shows the reason to admins', async () => {
    const payload = studentPayload();
    await app.inject({ method: 'POST', url: '/api/auth/register/student', payload });
    const list = await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/registrations' });
    const id = list.json().data.registrations.find((r: { email: string }) => r.email === payload.email)._id;
    const rejected = await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${id}/reject`,
      payload: { reason: 'Student ID not on the admission list' },
    });
    expect(rejected.statusCode).toBe(200);
    const res = await login(payload.email, payload.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your registration was not approved.');
    const decided = await injectAs(app, adminToken, {
      method: 'GET',
      url: '/api/admin/registrations?status=rejected',
    });
    expect(decided.json().data.registrations.find((r: { _id: string }) => r._id === id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Student ID not on the admission list',
    });
  });

  it('a registration decided once cannot be decided again', async () => {
    const payload = studentPayload();
    await app.inject({ method: 'POST', url: '/api/auth/register/student', payload });
    const list = await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/registrations' });
    const id = list.json().data.registrations.find((r: { email: string }) => r.email === payload.email)._id;
    await injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${id}/approve` });
    const again = await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${id}/reject`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This registration has already been decided');
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('an unknown registration answers 404', async () => {
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/registrations/00000000-0000-4000-8000-000000000000/approve',
    });
    expect(res.statusCode).toBe(404);
  });

  it('a deactivated account is refused at sign-in with its own message', async () => {
    const payload = studentPayload();
    await app.inject({ method: 'POST', url: '/api/auth/register/student', payload });
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await app.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, payload.email));
    const res = await login(payload.email, payload.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been deactivated.');
  });
});

describe('POST /api/auth/register (admin creates an account)', () => {
  it('creates an approved account of any role that can sign in at once', async () => {
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...facultyPayload({ email: 'made.by.admin@example.com' }), role: 'faculty' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: 'faculty', status: 'approved' });
    expect((await login('made.by.admin@example.com', 'kinnow-harvest-7')).statusCode).toBe(200);
  });

  it('is refused to a student (403) and to an anonymous caller (401)', async () => {
    const payload = { ...studentPayload(), role: 'student' };
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(401);
    const list = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...studentPayload(), role: 'student' },
    });
    const studentToken = await signIn(app, list.json().data.user.email, 'kinnow-harvest-7');
    const res = await injectAs(app, studentToken, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...studentPayload(), role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});
