/** Issue 23: what approving does with the courses a person asked for, said before and after approving. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { catalogueCourses, courses } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  buildStudent,
  facultyPayload,
  injectAs,
  signIn,
  studentPayload,
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

/** Registers through the public form and answers the registration's id. */
async function register(role: 'student' | 'faculty', courseIds: string[]) {
  const payload =
    role === 'student'
      ? studentPayload({ semester: 1, courses: courseIds })
      : facultyPayload({ courses: courseIds });
  const registered = await app.inject({ method: 'POST', url: `/api/auth/register/${role}`, payload });
  expect(registered.statusCode).toBe(201);
  const queue = await injectAs(app, adminToken, {
    method: 'GET',
    url: `/api/admin/registrations?role=${role}`,
  });
  return queue.json().data.registrations.find((r: { email: string }) => r.email === payload.email) as {
    _id: string;
    courses: unknown[];
  };
}

const archive = (id: string) =>
  app.db.update(catalogueCourses).set({ archivedAt: new Date() }).where(eq(catalogueCourses.id, id));

const approve = (id: string) =>
  injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${id}/approve` });

describe('a teacher asking for courses', () => {
  it('the queue shows, before approving, which requested courses already have a teacher', async () => {
    const incumbent = await buildFaculty(app, { name: 'Dr. Imran Qureshi' });
    const free = await buildCourse(app, { code: 'QA-101', name: 'Free Course' });
    const taken = await buildCourse(app, {
      code: 'QA-102',
      name: 'Taken Course',
      instructorId: incumbent.id,
    });
    const closing = await buildCourse(app, { code: 'QA-103', name: 'Closing Course' });
    const registration = await register('faculty', [taken.id, free.id, closing.id]);
    await archive(closing.id);

    const queue = await injectAs(app, adminToken, {
      method: 'GET',
      url: '/api/admin/registrations?role=faculty',
    });
    const listed = queue.json().data.registrations.find((r: { _id: string }) => r._id === registration._id);
    expect(listed.courses).toEqual([
      { _id: free.id, code: 'QA-101', name: 'Free Course', instructor: null, archived: false },
      {
        _id: taken.id,
        code: 'QA-102',
        name: 'Taken Course',
        instructor: { _id: incumbent.id, name: 'Dr. Imran Qureshi' },
        archived: false,
      },
      { _id: closing.id, code: 'QA-103', name: 'Closing Course', instructor: null, archived: true },
    ]);
  });

  it('approving a teacher who asked for a course that already has a teacher keeps that teacher and says which course was not assigned and why', async () => {
    const incumbent = await buildFaculty(app, { name: 'Dr. Nadia Butt' });
    const free = await buildCourse(app, { code: 'QB-101', name: 'Open Course' });
    const taken = await buildCourse(app, { code: 'QB-102', name: 'Held Course', instructorId: incumbent.id });
    const closing = await buildCourse(app, { code: 'QB-103', name: 'Ended Course' });
    const registration = await register('faculty', [free.id, taken.id, closing.id]);
    await archive(closing.id);

    const approved = await approve(registration._id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      success: true,
      message: 'Registration approved',
      data: {
        assigned: [{ _id: free.id, code: 'QB-101', name: 'Open Course' }],
        notAssigned: [
          {
            _id: taken.id,
            code: 'QB-102',
            name: 'Held Course',
            reason: 'has_teacher',
            teacher: { _id: incumbent.id, name: 'Dr. Nadia Butt' },
          },
          { _id: closing.id, code: 'QB-103', name: 'Ended Course', reason: 'archived', teacher: null },
        ],
      },
    });

    const rows = await app.db
      .select()
      .from(courses)
      .where(inArray(courses.id, [free.id, taken.id, closing.id]));
    expect(Object.fromEntries(rows.map((c) => [c.code, c.instructorId]))).toEqual({
      'QB-101': registration._id,
      'QB-102': incumbent.id,
      'QB-103': null,
    });
  });

  it('a teacher who asked for no courses is approved with nothing to assign', async () => {
    const registration = await register('faculty', []);
    const approved = await approve(registration._id);
    expect(approved.json()).toMatchObject({
      message: 'Registration approved',
      data: { assigned: [], notAssigned: [] },
    });
  });
});

describe('a student asking for courses', () => {
  it('is enrolled in the requested courses on approval, and told which archived course took no one', async () => {
    const open = await buildCourse(app, { code: 'QC-101', name: 'Still Taught' });
    const closing = await buildCourse(app, { code: 'QC-102', name: 'Withdrawn' });
    const registration = await register('student', [open.id, closing.id]);
    await archive(closing.id);

    const approved = await approve(registration._id);
    expect(approved.json().data).toEqual({
      assigned: [{ _id: open.id, code: 'QC-101', name: 'Still Taught' }],
      notAssigned: [
        { _id: closing.id, code: 'QC-102', name: 'Withdrawn', reason: 'archived', teacher: null },
      ],
    });
    const roster = await app.database.db.query.enrollments.findMany({
      where: (e, { eq: equals }) => equals(e.studentId, registration._id),
    });
    expect(roster.map((e) => e.courseId)).toEqual([open.id]);
  });
});

describe('who may see and decide', () => {
  it("a teacher can neither read the queue (with its colleagues' names) nor approve", async () => {
    const teacher = await buildFaculty(app);
    const token = await signIn(app, teacher.email);
    const registration = await register('faculty', []);
    const queue = await injectAs(app, token, { method: 'GET', url: '/api/admin/registrations' });
    expect(queue.statusCode).toBe(403);
    const approved = await injectAs(app, token, {
      method: 'POST',
      url: `/api/admin/registrations/${registration._id}/approve`,
    });
    expect(approved.statusCode).toBe(403);
    const student = await buildStudent(app);
    const studentToken = await signIn(app, student.email);
    expect(
      (await injectAs(app, studentToken, { method: 'GET', url: '/api/admin/registrations' })).statusCode,
    ).toBe(403);
  });
});
