/** Deactivating and reactivating accounts; adding and dropping a student's courses. */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { authSessions } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let admin: { id: string; email: string };
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await buildAdmin(app);
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

const post = (url: string, payload?: object) => injectAs(app, adminToken, { method: 'POST', url, payload });
const me = (token: string) => injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/admin/users/:id/end-sessions', () => {
  it('an admin signs a person out of every device while the account stays usable', async () => {
    const teacher = await buildFaculty(app);
    const laptop = await signIn(app, teacher.email);
    const phone = await signIn(app, teacher.email);

    const res = await post(`/api/admin/users/${teacher.id}/end-sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed out everywhere: 2 active sessions ended');
    for (const token of [laptop, phone]) expect((await me(token)).statusCode).toBe(401);

    expect((await login(teacher.email)).statusCode).toBe(200);
  });

  it('counts only sessions that were still alive', async () => {
    const student = await buildStudent(app);
    await signIn(app, student.email);
    await post(`/api/admin/users/${student.id}/end-sessions`);
    const again = await post(`/api/admin/users/${student.id}/end-sessions`);
    expect(again.json().message).toBe('Signed out everywhere: 0 active sessions ended');
  });

  it('is for admins only, and an unknown person is not found', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const other = await buildStudent(app);
    const refused = await injectAs(app, token, {
      method: 'POST',
      url: `/api/admin/users/${other.id}/end-sessions`,
    });
    expect(refused.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${SOME_ID}/end-sessions`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/deactivate and /reactivate', () => {
  it('deactivating an account ends its sessions at once and refuses its sign-in', async () => {
    const student = await buildStudent(app);
    const laptop = await signIn(app, student.email);
    const phone = await signIn(app, student.email);
    expect((await me(laptop)).statusCode).toBe(200);

    const res = await post(`/api/admin/users/${student.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Account deactivated' });

    for (const token of [laptop, phone]) expect((await me(token)).statusCode).toBe(401);
    const refused = await login(student.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been deactivated.');

    // The sessions are revoked, not merely paused: reactivation does not bring them back.
    const live = await app.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, student.id), isNull(authSessions.revokedAt)));
    expect(live).toEqual([]);

    const list = await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/students' });
    expect(list.json().data.students.find((s: { _id: string }) => s._id === student.id)).toMatchObject({
      status: 'deactivated',
    });
  });

  it('reactivating lets the account sign in again, though not with its old sessions', async () => {
    const teacher = await buildFaculty(app);
    const before = await signIn(app, teacher.email);
    await post(`/api/admin/users/${teacher.id}/deactivate`);
    const res = await post(`/api/admin/users/${teacher.id}/reactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Account reactivated' });
    expect((await me(before)).statusCode).toBe(401);
    expect((await login(teacher.email)).statusCode).toBe(200);
  });

  it('refuses a transition from any other state with 409', async () => {
    const active = await buildStudent(app);
    const again = await post(`/api/admin/users/${active.id}/reactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a deactivated account can be reactivated');

    await post(`/api/admin/users/${active.id}/deactivate`);
    const twice = await post(`/api/admin/users/${active.id}/deactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only an approved account can be deactivated');

    for (const status of ['pending', 'rejected'] as const) {
      const waiting = await buildFaculty(app, { status });
      expect((await post(`/api/admin/users/${waiting.id}/deactivate`)).statusCode).toBe(409);
      expect((await post(`/api/admin/users/${waiting.id}/reactivate`)).statusCode).toBe(409);
    }
  });

  it('an admin cannot deactivate itself, and admins are not managed here', async () => {
    const self = await post(`/api/admin/users/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(403);
    expect((await me(adminToken)).statusCode).toBe(200);
    const other = await buildAdmin(app);
    expect((await post(`/api/admin/users/${other.id}/deactivate`)).statusCode).toBe(404);
    expect((await post(`/api/admin/users/${SOME_ID}/reactivate`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/students/:id/enrollments', () => {
  it('enrolls a student and answers the new list (201)', async () => {
    const student = await buildStudent(app);
    const course = await buildCourse(app, { semester: 2 });
    const res = await post(`/api/admin/students/${student.id}/enrollments`, { course_id: course.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Student enrolled in the course',
      data: {
        enrollments: [
          {
            _id: course.id,
            code: course.code,
            name: course.name,
            semester: 2,
            credits: 3,
            is_virtual: false,
          },
        ],
      },
    });
    const detail = await injectAs(app, adminToken, {
      method: 'GET',
      url: `/api/admin/students/${student.id}`,
    });
    expect(detail.json().data.enrollments.map((c: { _id: string }) => c._id)).toEqual([course.id]);
  });

  it('refuses a course the student already takes with 409', async () => {
    const student = await buildStudent(app);
    const course = await buildCourse(app);
    await post(`/api/admin/students/${student.id}/enrollments`, { course_id: course.id });
    const res = await post(`/api/admin/students/${student.id}/enrollments`, { course_id: course.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The student is already enrolled in this course',
    });
  });

  it('refuses an archived course with 409', async () => {
    const student = await buildStudent(app);
    const archived = await buildCourse(app, { archivedAt: new Date() });
    const res = await post(`/api/admin/students/${student.id}/enrollments`, { course_id: archived.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This course is archived and takes no new enrollments');
  });

  it('answers 404 for an unknown student, a teacher, or an unknown course', async () => {
    const course = await buildCourse(app);
    const teacher = await buildFaculty(app);
    const student = await buildStudent(app);
    const unknownStudent = await post(`/api/admin/students/${SOME_ID}/enrollments`, { course_id: course.id });
    expect(unknownStudent.statusCode).toBe(404);
    expect(unknownStudent.json().message).toBe('Student not found');
    expect(
      (await post(`/api/admin/students/${teacher.id}/enrollments`, { course_id: course.id })).statusCode,
    ).toBe(404);
    const unknownCourse = await post(`/api/admin/students/${student.id}/enrollments`, { course_id: SOME_ID });
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().message).toBe('Course not found');
  });

  it('requires a course id (400 on course_id)', async () => {
    const student = await buildStudent(app);
    const res = await post(`/api/admin/students/${student.id}/enrollments`, { course_id: 'maths' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'course_id', message: 'Choose a course' }]);
  });
});

describe('DELETE /api/admin/students/:id/enrollments/:courseId', () => {
  it('drops a course and answers the remaining list', async () => {
    const student = await buildStudent(app);
    const kept = await buildCourse(app);
    const dropped = await buildCourse(app);
    for (const course of [kept, dropped]) {
      await post(`/api/admin/students/${student.id}/enrollments`, { course_id: course.id });
    }
    const res = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/students/${student.id}/enrollments/${dropped.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Course dropped');
    expect(res.json().data.enrollments.map((c: { _id: string }) => c._id)).toEqual([kept.id]);
  });

  it('answers 404 when the student is not enrolled, or is unknown', async () => {
    const student = await buildStudent(app);
    const course = await buildCourse(app);
    const notEnrolled = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/students/${student.id}/enrollments/${course.id}`,
    });
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json().message).toBe('The student is not enrolled in this course');
    const unknown = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/students/${SOME_ID}/enrollments/${course.id}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Student not found');
  });

  it('refuses ids that are not UUIDs with 400', async () => {
    const res = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/students/${SOME_ID}/enrollments/abc`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'courseId', message: 'Invalid id' }]);
  });
});

describe('the OpenAPI document', () => {
  it('shows the admin people routes with their answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const deactivated = paths['/api/admin/users/{id}/deactivate'].post.responses['200'];
    expect(deactivated.content['application/json'].schema.required).toEqual(['success', 'message']);
    expect(paths['/api/admin/students/{id}/enrollments'].post.responses['201']).toBeDefined();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/students',
        '/api/admin/faculty/{id}',
        '/api/admin/users/{id}/reactivate',
      ]),
    );
  });
});
