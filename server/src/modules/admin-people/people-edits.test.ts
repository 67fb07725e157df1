/** Editing and deleting students and faculty members. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activities, courses, enrollments, grades, studentProfiles, users } from '../../db/schema';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
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

const put = (url: string, payload: object) => injectAs(app, adminToken, { method: 'PUT', url, payload });
const del = (url: string) => injectAs(app, adminToken, { method: 'DELETE', url });
const lastActivity = async () =>
  (await app.db.select().from(activities).orderBy(desc(activities.createdAt)).limit(1))[0];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('PUT /api/admin/students/:id', () => {
  it("editing a student's semester shows in the list", async () => {
    const student = await buildStudent(app, { name: 'Semester Mover', semester: 2 });
    const res = await put(`/api/admin/students/${student.id}`, { semester: 5, section: 'c' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Student updated successfully!',
      data: { student: { _id: student.id, semester: 5, section: 'C', name: 'Semester Mover' } },
    });
    const list = await injectAs(app, adminToken, {
      method: 'GET',
      url: '/api/admin/students?search=semester%20mover&semester=5',
    });
    expect(list.json().data.students.map((s: { _id: string }) => s._id)).toEqual([student.id]);
  });

  it('edits every field, academic ones included, and leaves absent fields unchanged', async () => {
    const student = await buildStudent(app, { name: 'Everything Edited' });
    const res = await put(`/api/admin/students/${student.id}`, {
      email: 'Edited.Student@Example.com',
      phone: '0333-9999999',
      bloodGroup: 'O-',
      address: 'New Address',
      guardianRelation: 'Mother',
      studentId: 'CS-2025-777',
      department: 'Computer Science',
      program: 'BS Computer Science',
      batch: '2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student).toMatchObject({
      name: 'Everything Edited',
      email: 'edited.student@example.com',
      phone: '0333-9999999',
      blood_group: 'O-',
      address: 'New Address',
      guardian_relation: 'Mother',
      guardian_name: 'Guardian',
      student_id: 'CS-2025-777',
      department: 'Computer Science',
      department_id: { code: 'CS' },
      program: 'BS Computer Science',
      batch: '2025',
      semester: 1,
    });
    const cleared = await put(`/api/admin/students/${student.id}`, { bloodGroup: '' });
    expect(cleared.json().data.student.blood_group).toBeNull();
  });

  it("records the edit in the admin's recent activities", async () => {
    const student = await buildStudent(app);
    await put(`/api/admin/students/${student.id}`, { name: 'Renamed By Admin' });
    expect(await lastActivity()).toMatchObject({
      type: 'student',
      message: 'Student updated: Renamed By Admin',
      actorId: admin.id,
    });
  });

  it('refuses invalid fields with 400 and field errors, changing nothing', async () => {
    const student = await buildStudent(app, { name: 'Validated Student', semester: 2 });
    const res = await put(`/api/admin/students/${student.id}`, {
      name: '',
      semester: 9,
      department: 'Education',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'Name is required' }),
        expect.objectContaining({ field: 'semester', message: 'Semester must be between 1 and 8' }),
        expect.objectContaining({ field: 'department', message: 'Choose a valid department' }),
        expect.objectContaining({ field: 'email', message: 'Enter a valid email address' }),
      ]),
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, student.id));
    expect(row.name).toBe('Validated Student');
  });

  it('a duplicate student ID is refused with 409 on studentId', async () => {
    const first = await buildStudent(app);
    const second = await buildStudent(app);
    const [profile] = await app.db
      .select({ studentId: studentProfiles.studentId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, first.id));
    const res = await put(`/api/admin/students/${second.id}`, { studentId: profile.studentId.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This student ID is already registered',
      errors: [{ field: 'studentId', message: 'This student ID is already registered' }],
    });
  });

  it('a duplicate email is refused with 409 on email, whatever its case', async () => {
    await buildStudent(app, { email: 'taken.by.one@test.edu' });
    const other = await buildStudent(app);
    const res = await put(`/api/admin/students/${other.id}`, { email: 'TAKEN.by.one@test.edu' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      expect.objectContaining({ field: 'email', message: 'An account with this email already exists' }),
    ]);
  });

  it("keeping the student's own email and student ID is no conflict", async () => {
    const student = await buildStudent(app, { email: 'keeps.own@test.edu' });
    const [profile] = await app.db
      .select({ studentId: studentProfiles.studentId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.id));
    const res = await put(`/api/admin/students/${student.id}`, {
      email: 'Keeps.Own@test.edu',
      studentId: profile.studentId.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for an unknown id or a teacher's id", async () => {
    const teacher = await buildFaculty(app);
    for (const id of [SOME_ID, teacher.id]) {
      const res = await put(`/api/admin/students/${id}`, { semester: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Student not found');
    }
  });
});

describe('PUT /api/admin/faculty/:id', () => {
  it("edits a teacher's academic fields and records a 'user' activity", async () => {
    const teacher = await buildFaculty(app, { name: 'Promoted Teacher' });
    const res = await put(`/api/admin/faculty/${teacher.id}`, {
      designation: 'Associate Professor',
      department: 'Education',
      qualification: 'Ph.D.',
      joiningDate: '2018-02-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Faculty member updated successfully!',
      data: {
        faculty: {
          _id: teacher.id,
          designation: 'Associate Professor',
          department: 'Education',
          qualification: 'Ph.D.',
          joining_date: '2018-02-01',
          specialization: 'Databases',
        },
      },
    });
    expect(await lastActivity()).toMatchObject({
      type: 'user',
      message: 'Faculty member updated: Promoted Teacher',
    });
  });

  it('a duplicate employee ID is refused with 409 on employeeId', async () => {
    const first = await buildFaculty(app);
    const second = await buildFaculty(app);
    const detail = await injectAs(app, adminToken, { method: 'GET', url: `/api/admin/faculty/${first.id}` });
    const employeeId = detail.json().data.faculty.employee_id as string;
    const res = await put(`/api/admin/faculty/${second.id}`, { employeeId: employeeId.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      expect.objectContaining({ field: 'employeeId', message: 'This employee ID is already registered' }),
    ]);
  });

  it('refuses an unknown designation with 400 on designation', async () => {
    const teacher = await buildFaculty(app);
    const res = await put(`/api/admin/faculty/${teacher.id}`, { designation: 'Dean' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'designation', message: 'Choose a valid designation' },
    ]);
  });

  it("answers 404 for a student's id", async () => {
    const student = await buildStudent(app);
    const res = await put(`/api/admin/faculty/${student.id}`, { experience: '3 years' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Faculty member not found');
  });
});

describe('DELETE /api/admin/students/:id', () => {
  it('deletes a student together with its enrollments and grades', async () => {
    const student = await buildStudent(app, { name: 'Leaving Student' });
    const course = await buildCourse(app);
    await app.db.insert(enrollments).values({ studentId: student.id, courseId: course.id });
    await app.db.insert(grades).values({
      studentId: student.id,
      courseId: course.id,
      catalogueCourseId: course.catalogueCourseId,
      semester: 1,
      marksObtained: 80,
      totalMarks: 100,
      percentage: 80,
      letterGrade: 'A',
      gradePoint: 4,
      credits: 3,
    });
    const res = await del(`/api/admin/students/${student.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Student deleted successfully!' });
    expect(await app.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
    expect(await app.db.select().from(enrollments).where(eq(enrollments.studentId, student.id))).toEqual([]);
    expect(await app.db.select().from(grades).where(eq(grades.studentId, student.id))).toEqual([]);
    expect(await lastActivity()).toMatchObject({
      type: 'student',
      message: 'Student deleted: Leaving Student',
    });
    expect((await del(`/api/admin/students/${student.id}`)).statusCode).toBe(404);
  });

  it('cannot delete a teacher or an admin, not even the admin itself', async () => {
    const teacher = await buildFaculty(app);
    const other = await buildAdmin(app);
    expect((await del(`/api/admin/students/${teacher.id}`)).statusCode).toBe(404);
    expect((await del(`/api/admin/students/${other.id}`)).statusCode).toBe(404);
    expect((await del(`/api/admin/faculty/${other.id}`)).statusCode).toBe(404);
    expect((await del(`/api/admin/faculty/${admin.id}`)).statusCode).toBe(403);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe('DELETE /api/admin/faculty/:id', () => {
  it('deleting a teacher leaves its courses unassigned', async () => {
    const teacher = await buildFaculty(app, { name: 'Departing Teacher' });
    const course = await buildCourse(app, { instructorId: teacher.id });
    const res = await del(`/api/admin/faculty/${teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Faculty member deleted successfully!' });
    const [kept] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(kept.instructorId).toBeNull();
    expect(await lastActivity()).toMatchObject({
      type: 'user',
      message: 'Faculty member deleted: Departing Teacher',
    });
  });

  it("answers 404 for an unknown id or a student's id", async () => {
    const student = await buildStudent(app);
    for (const id of [SOME_ID, student.id]) {
      const res = await del(`/api/admin/faculty/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Faculty member not found');
    }
  });
});
