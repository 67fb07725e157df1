/** Manage Students and Manage Faculty: who may look, the lists and their filters, the detail views. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { enrollments } from '../../db/schema';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
let studentToken: string;
let facultyToken: string;
let admin: { id: string; email: string };
beforeAll(async () => {
  app = await buildTestApp();
  admin = await buildAdmin(app);
  adminToken = await signIn(app, admin.email);
  studentToken = await signIn(app, (await buildStudent(app)).email);
  facultyToken = await signIn(app, (await buildFaculty(app)).email);
});
afterAll(() => app.close());

const get = (url: string, token = adminToken) => injectAs(app, token, { method: 'GET', url });
const names = (res: { json(): { data: Record<string, { name: string }[]> } }, key: string) =>
  res.json().data[key].map((person) => person.name);

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS = [
  ['GET', '/api/admin/students'],
  ['GET', `/api/admin/students/${SOME_ID}`],
  ['PUT', `/api/admin/students/${SOME_ID}`],
  ['DELETE', `/api/admin/students/${SOME_ID}`],
  ['POST', `/api/admin/students/${SOME_ID}/enrollments`],
  ['DELETE', `/api/admin/students/${SOME_ID}/enrollments/${SOME_ID}`],
  ['GET', '/api/admin/faculty'],
  ['GET', `/api/admin/faculty/${SOME_ID}`],
  ['PUT', `/api/admin/faculty/${SOME_ID}`],
  ['DELETE', `/api/admin/faculty/${SOME_ID}`],
  ['POST', `/api/admin/users/${SOME_ID}/deactivate`],
  ['POST', `/api/admin/users/${SOME_ID}/reactivate`],
] as const;

describe('who may manage students and faculty', () => {
  it('a student cannot reach the admin student list (403)', async () => {
    const res = await get('/api/admin/students', studentToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'You do not have permission to do that.' });
  });

  it.each(ENDPOINTS)(
    '%s %s is refused to a student (403), a teacher (403) and anyone anonymous (401)',
    async (method, url) => {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { course_id: SOME_ID };
      expect((await injectAs(app, studentToken, { method, url, payload })).statusCode).toBe(403);
      expect((await injectAs(app, facultyToken, { method, url, payload })).statusCode).toBe(403);
      const anonymous = await app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
    },
  );
});

describe('GET /api/admin/students', () => {
  it('lists approved and deactivated students, newest first, but not the registrations queue', async () => {
    const older = await buildStudent(app, { name: 'Queue Older Approved' });
    const deactivated = await buildStudent(app, { name: 'Queue Deactivated', status: 'deactivated' });
    await buildStudent(app, { name: 'Queue Pending', status: 'pending' });
    await buildStudent(app, { name: 'Queue Rejected', status: 'rejected' });
    const res = await get('/api/admin/students?search=queue');
    expect(res.statusCode).toBe(200);
    expect(names(res, 'students')).toEqual(['Queue Deactivated', 'Queue Older Approved']);
    expect(res.json().data.students[1]).toMatchObject({
      _id: older.id,
      role: 'student',
      status: 'approved',
      department: 'Information Technology',
      program: 'BS Information Technology',
      semester: 1,
      section: 'A',
    });
    expect(res.json().data.students[0]._id).toBe(deactivated.id);
    expect(names(await get('/api/admin/students'), 'students')).not.toContain('Queue Pending');
  });

  it('comes a page at a time, newest first, with the number of every match', async () => {
    for (const name of ['Pager Oldest', 'Pager Middle', 'Pager Newest']) await buildStudent(app, { name });
    const first = await get('/api/admin/students?search=pager&page_size=2');
    expect(names(first, 'students')).toEqual(['Pager Newest', 'Pager Middle']);
    expect(first.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(await get('/api/admin/students?search=pager&page_size=2&page=2'), 'students')).toEqual([
      'Pager Oldest',
    ]);
    await buildFaculty(app, { name: 'Pager Teacher One' });
    await buildFaculty(app, { name: 'Pager Teacher Two' });
    const faculty = await get('/api/admin/faculty?search=pager&page_size=1');
    expect(names(faculty, 'faculty')).toEqual(['Pager Teacher Two']);
    expect(faculty.json().data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect((await get('/api/admin/students?page_size=500')).statusCode).toBe(400);
  });

  it('a page past the end has no one and the same total; the default answer is the first page of 50', async () => {
    for (const name of ['Bounds One', 'Bounds Two', 'Bounds Three']) await buildStudent(app, { name });
    const beyond = await get('/api/admin/students?search=bounds&page_size=2&page=3');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().data).toMatchObject({ students: [], total: 3, page: 3, pageSize: 2 });
    const last = await get('/api/admin/faculty?page=1&page_size=100');
    expect(last.json().data.page).toBe(1);
    expect((await get('/api/admin/students?search=bounds')).json().data).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 50,
    });
  });

  it.each([
    ['page=0', 'page', 'Page must be between 1 and 10000'],
    ['page=-1', 'page', 'Page must be between 1 and 10000'],
    ['page=two', 'page', 'Page must be a number'],
    ['page=1.5', 'page', 'Page must be a whole number'],
    ['page_size=0', 'page_size', 'Page size must be between 1 and 100'],
    ['page_size=101', 'page_size', 'Page size must be between 1 and 100'],
  ])(
    'refuses %s with 400 naming the field, for students and faculty alike',
    async (query, field, message) => {
      for (const list of ['students', 'faculty']) {
        const res = await get(`/api/admin/${list}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toMatchObject([{ field, message }]);
      }
    },
  );

  it('never lists teachers or admins', async () => {
    await buildFaculty(app, { name: 'Only Faculty Zeta' });
    await buildAdmin(app, { name: 'Only Admin Zeta' });
    expect(names(await get('/api/admin/students?search=zeta'), 'students')).toEqual([]);
  });

  it('admin finds students by name, email or student ID, case-insensitively', async () => {
    const student = await buildStudent(app, { name: 'Fatima Quraishi', email: 'fq.unique@test.edu' });
    const byName = await get('/api/admin/students?search=QURAISHI');
    expect(names(byName, 'students')).toEqual(['Fatima Quraishi']);
    expect(names(await get('/api/admin/students?search=FQ.UNIQUE@'), 'students')).toEqual([
      'Fatima Quraishi',
    ]);
    const studentId = byName.json().data.students[0].student_id as string;
    const byId = await get(`/api/admin/students?search=${encodeURIComponent(studentId.toLowerCase())}`);
    expect(byId.json().data.students.map((s: { _id: string }) => s._id)).toContain(student.id);
  });

  it('admin finds students by department, case-insensitively', async () => {
    await buildStudent(app, { name: 'Dept English Reader', department: 'English' });
    await buildStudent(app, { name: 'Dept Botany Walker', department: 'Botany' });
    expect(names(await get('/api/admin/students?search=dept&department=engl'), 'students')).toEqual([
      'Dept English Reader',
    ]);
    // The department's code matches too.
    expect(names(await get('/api/admin/students?search=dept&department=bot'), 'students')).toEqual([
      'Dept Botany Walker',
    ]);
    expect(names(await get('/api/admin/students?search=dept&department=ENGLISH'), 'students')).toEqual([
      'Dept English Reader',
    ]);
    expect(names(await get('/api/admin/students?search=dept&department=Medicine'), 'students')).toEqual([]);
  });

  it('filters by semester exactly', async () => {
    await buildStudent(app, { name: 'Sem Three Student', semester: 3 });
    await buildStudent(app, { name: 'Sem Four Student', semester: 4 });
    expect(names(await get('/api/admin/students?search=sem%20&semester=3'), 'students')).toEqual([
      'Sem Three Student',
    ]);
  });

  it('takes %, _, quotes and backslashes in the search as plain text', async () => {
    await buildStudent(app, { name: "Meta 100% O'Brien_x\\y" });
    await buildStudent(app, { name: 'Meta 1000 OBrienAxy' });
    for (const search of ['100%', "o'brien_", 'n_x\\y', '%', '_x']) {
      const res = await get(`/api/admin/students?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(names(res, 'students').filter((n) => n.startsWith('Meta'))).toEqual(["Meta 100% O'Brien_x\\y"]);
    }
    expect(names(await get('/api/admin/students?department=%25'), 'students')).toEqual([]);
  });

  it('empty filters mean no filter', async () => {
    const all = await get('/api/admin/students');
    const empty = await get('/api/admin/students?search=&department=&semester=');
    expect(empty.statusCode).toBe(200);
    expect(names(empty, 'students')).toEqual(names(all, 'students'));
  });

  it('refuses a semester out of range with 400 naming the field', async () => {
    const res = await get('/api/admin/students?semester=9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: [{ field: 'semester', message: 'Semester must be between 1 and 8' }],
    });
  });
});

describe('GET /api/admin/faculty', () => {
  it('lists approved and deactivated teachers, newest first', async () => {
    await buildFaculty(app, { name: 'Roster Teacher Old' });
    await buildFaculty(app, { name: 'Roster Teacher New', status: 'deactivated' });
    await buildFaculty(app, { name: 'Roster Teacher Pending', status: 'pending' });
    await buildStudent(app, { name: 'Roster Student' });
    expect(names(await get('/api/admin/faculty?search=roster'), 'faculty')).toEqual([
      'Roster Teacher New',
      'Roster Teacher Old',
    ]);
  });

  it('admin finds teachers by name, employee ID, email or designation', async () => {
    const teacher = await buildFaculty(app, { name: 'Dr. Hamid Zubairi', email: 'hz.search@test.edu' });
    const byName = await get('/api/admin/faculty?search=zubairi');
    expect(names(byName, 'faculty')).toEqual(['Dr. Hamid Zubairi']);
    const employeeId = byName.json().data.faculty[0].employee_id as string;
    for (const search of [employeeId.toLowerCase(), 'HZ.SEARCH']) {
      const res = await get(`/api/admin/faculty?search=${encodeURIComponent(search)}`);
      expect(res.json().data.faculty.map((f: { _id: string }) => f._id)).toEqual([teacher.id]);
    }
    const byDesignation = await get('/api/admin/faculty?search=LECTURER');
    expect(byDesignation.json().data.faculty.map((f: { _id: string }) => f._id)).toContain(teacher.id);
  });

  it('admin finds teachers by department name or code, case-insensitively', async () => {
    await buildFaculty(app, { name: 'Faculty Edu One', department: 'Education' });
    await buildFaculty(app, { name: 'Faculty Urdu One', department: 'Urdu' });
    expect(names(await get('/api/admin/faculty?search=faculty%20&department=EDU'), 'faculty')).toEqual([
      'Faculty Edu One',
    ]);
    expect(names(await get('/api/admin/faculty?search=faculty%20&department=urd'), 'faculty')).toEqual([
      'Faculty Urdu One',
    ]);
  });

  it('takes SQL metacharacters in the search as plain text', async () => {
    await buildFaculty(app, { name: "Prof_50% D'Souza" });
    const res = await get(`/api/admin/faculty?search=${encodeURIComponent("f_50% d'")}`);
    expect(names(res, 'faculty')).toEqual(["Prof_50% D'Souza"]);
  });
});

describe('GET /api/admin/students/:id', () => {
  it("shows every profile field and the student's enrollments by semester then code", async () => {
    const student = await buildStudent(app, { name: 'Detail Student' });
    const later = await buildCourse(app, { code: 'AAA-201', semester: 2 });
    const first = await buildCourse(app, { code: 'ZZZ-101', semester: 1 });
    const second = await buildCourse(app, { code: 'BBB-101', semester: 1, isVirtual: true });
    await app.db
      .insert(enrollments)
      .values([later, first, second].map((course) => ({ studentId: student.id, courseId: course.id })));
    const res = await get(`/api/admin/students/${student.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.student).toMatchObject({
      _id: student.id,
      name: 'Detail Student',
      guardian_name: 'Guardian',
      guardian_relation: 'Father',
      date_of_birth: '2004-05-01',
      batch: '2024',
      department_id: { name: 'Information Technology', code: 'IT' },
    });
    expect(data.enrollments.map((c: { code: string }) => c.code)).toEqual(['BBB-101', 'ZZZ-101', 'AAA-201']);
    expect(data.enrollments[0]).toEqual({
      _id: second.id,
      code: 'BBB-101',
      name: second.name,
      semester: 1,
      credits: 3,
      is_virtual: true,
    });
  });

  it("answers 404 'Student not found' for an unknown id, a teacher's id or an admin's id", async () => {
    const teacher = await buildFaculty(app);
    for (const id of [SOME_ID, teacher.id, admin.id]) {
      const res = await get(`/api/admin/students/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Student not found' });
    }
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const res = await get('/api/admin/students/42');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'id', message: 'Invalid id' }]);
  });
});

describe('GET /api/admin/faculty/:id', () => {
  it('shows the teacher and the courses it teaches', async () => {
    const teacher = await buildFaculty(app, { name: 'Detail Teacher' });
    const course = await buildCourse(app, { instructorId: teacher.id, semester: 3 });
    await buildCourse(app);
    const res = await get(`/api/admin/faculty/${teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.faculty).toMatchObject({ _id: teacher.id, designation: 'Lecturer' });
    expect(res.json().data.courses).toEqual([
      { _id: course.id, code: course.code, name: course.name, semester: 3, credits: 3, is_virtual: false },
    ]);
  });

  it("answers 404 'Faculty member not found' for an unknown id or a student's id", async () => {
    const student = await buildStudent(app);
    for (const id of [SOME_ID, student.id]) {
      const res = await get(`/api/admin/faculty/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Faculty member not found');
    }
  });
});
