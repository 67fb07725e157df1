import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { courses, departments, enrollments } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildFaculty,
  buildStudent,
  buildSubmission,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
let itDepartment: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
  [{ id: itDepartment }] = await app.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.code, 'IT'));
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(app, adminToken, { method, url, payload });

describe('POST /api/courses', () => {
  it('creates a course with the defaults of the form: 3 credits, semester 1', async () => {
    const teacher = await buildFaculty(app, { name: 'Dr. Course Maker' });
    const res = await asAdmin('POST', '/api/courses', {
      code: 'it-501',
      name: 'Cloud Computing',
      department_id: itDepartment,
      instructor_id: teacher.id,
      is_virtual: true,
      schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Lab 2' },
      credit_hours: 3,
      prerequisites: ['IT-301'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Course created successfully!',
      data: {
        course: {
          code: 'IT-501',
          credits: 3,
          semester: 1,
          is_virtual: true,
          department_id: { code: 'IT' },
          instructor_id: { name: 'Dr. Course Maker' },
          schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Lab 2' },
          prerequisites: ['IT-301'],
          archived: false,
        },
      },
    });
  });

  it('refuses a duplicate code, whatever its case, with 409 on the code field', async () => {
    await asAdmin('POST', '/api/courses', { code: 'DUP-1', name: 'First' });
    const res = await asAdmin('POST', '/api/courses', { code: 'dup-1', name: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      { field: 'code', message: 'A course with this code already exists' },
    ]);
  });

  it.each([
    [{ code: '', name: 'X' }, 'code', 'Code is required'],
    [{ code: 'X-1', name: '' }, 'name', 'Name is required'],
    [{ code: 'X-2', name: 'X', credits: 7 }, 'credits', 'Credits must be between 1 and 6'],
    [{ code: 'X-3', name: 'X', semester: 0 }, 'semester', 'Semester must be between 1 and 8'],
    [
      { code: 'X-4', name: 'X', schedule: { days: ['Sunday'] } },
      'schedule.days.0',
      'Schedule days run from Monday to Saturday',
    ],
  ])('refuses %j', async (payload, field, message) => {
    const res = await asAdmin('POST', '/api/courses', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses an instructor who is not an approved teacher', async () => {
    const student = await buildStudent(app);
    const res = await asAdmin('POST', '/api/courses', { code: 'X-5', name: 'X', instructor_id: student.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'instructor_id', message: 'Choose an approved faculty member as instructor' },
    ]);
  });

  it('is refused to a teacher', async () => {
    const token = await signIn(app, (await buildFaculty(app)).email);
    expect(
      (
        await injectAs(app, token, {
          method: 'POST',
          url: '/api/courses',
          payload: { code: 'T-1', name: 'T' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/courses/:id', () => {
  it('updates every field and keeps the code unique', async () => {
    const course = await buildCourse(app, { code: 'UPD-1' });
    await buildCourse(app, { code: 'UPD-2' });
    const res = await asAdmin('PUT', `/api/courses/${course.id}`, {
      code: 'UPD-1',
      name: 'Renamed',
      credits: 4,
      semester: 2,
    });
    expect(res.json()).toMatchObject({
      message: 'Course updated successfully!',
      data: { course: { name: 'Renamed', credits: 4, semester: 2 } },
    });
    const clash = await asAdmin('PUT', `/api/courses/${course.id}`, { code: 'upd-2', name: 'Renamed' });
    expect(clash.statusCode).toBe(409);
  });

  it('answers 404 for an unknown course', async () => {
    const res = await asAdmin('PUT', '/api/courses/00000000-0000-4000-8000-000000000000', {
      code: 'N-1',
      name: 'N',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/courses/:id', () => {
  it('deletes a course nobody depends on', async () => {
    const course = await buildCourse(app);
    const res = await asAdmin('DELETE', `/api/courses/${course.id}`);
    expect(res.json().message).toBe('Course deleted successfully!');
    expect((await asAdmin('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
  });

  it('archives a course with enrolled students instead of destroying their records', async () => {
    const course = await buildCourse(app);
    const student = await buildStudent(app);
    await app.db.insert(enrollments).values({ studentId: student.id, courseId: course.id });
    const essay = await buildAssignment(app, course.id);
    await buildAssignment(app, course.id);
    await buildSubmission(app, essay.id, student.id);
    // Another course's work is not this course's.
    const other = await buildCourse(app);
    await buildSubmission(app, (await buildAssignment(app, other.id)).id, student.id);
    const detail = (await asAdmin('GET', `/api/courses/${course.id}`)).json().data;
    expect(detail.records).toEqual({
      enrollments: 1,
      assignments: 2,
      submissions: 1,
      grades: 0,
      attendance: 0,
    });
    const res = await asAdmin('DELETE', `/api/courses/${course.id}`);
    expect(res.json().message).toMatch(/^Course archived/);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.archivedAt).not.toBeNull();
    expect((await app.db.select().from(enrollments).where(eq(enrollments.courseId, course.id))).length).toBe(
      1,
    );
    // Archived courses leave the catalogue, but an admin can still list them.
    const catalogue = (await app.inject({ method: 'GET', url: '/api/courses' })).json().data.courses;
    expect(catalogue.map((c: { _id: string }) => c._id)).not.toContain(course.id);
    const all = (await asAdmin('GET', '/api/courses?include_archived=true')).json().data.courses;
    expect(all.find((c: { _id: string }) => c._id === course.id)).toMatchObject({ archived: true });
    const anonymous = (await app.inject({ method: 'GET', url: '/api/courses?include_archived=true' })).json()
      .data.courses;
    expect(anonymous.map((c: { _id: string }) => c._id)).not.toContain(course.id);
  });
});

describe('GET /api/courses/:id/students', () => {
  it("lists the enrolled students for an admin and for the course's teacher, and is not found for another teacher", async () => {
    const teacher = await buildFaculty(app);
    const other = await buildFaculty(app);
    const course = await buildCourse(app, { instructorId: teacher.id });
    const student = await buildStudent(app, { name: 'Enrolled One' });
    await app.db.insert(enrollments).values({ studentId: student.id, courseId: course.id });
    const url = `/api/courses/${course.id}/students`;
    expect((await asAdmin('GET', url)).json().data.students).toEqual([
      expect.objectContaining({ name: 'Enrolled One', section: 'A' }),
    ]);
    const teacherToken = await signIn(app, teacher.email);
    expect((await injectAs(app, teacherToken, { method: 'GET', url })).json().data.students).toHaveLength(1);
    const otherToken = await signIn(app, other.email);
    expect((await injectAs(app, otherToken, { method: 'GET', url })).statusCode).toBe(404);
    const studentToken = await signIn(app, student.email);
    expect((await injectAs(app, studentToken, { method: 'GET', url })).statusCode).toBe(403);
  });
});
