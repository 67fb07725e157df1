/** The audit trail of the admin's changes: approvals, accounts, enrollments, courses and deletions. */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { announcements, auditLog, contactMessages } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  facultyPayload,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminToken: string;
const ADMIN_IP = '203.0.113.5';

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(app, adminToken, { method, url, payload, remoteAddress: ADMIN_IP });
const entriesFor = (entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at));
const auditCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await buildAdmin(app, { name: 'Asma Admin' });
  adminToken = await signIn(app, admin.email);
});
afterAll(() => app.close());

describe('registrations and accounts', () => {
  it('approving a registration is audited', async () => {
    const applicant = await buildStudent(app, { name: 'Pending Person', status: 'pending' });
    expect((await as('POST', `/api/admin/registrations/${applicant.id}/approve`)).statusCode).toBe(200);
    const [entry] = await entriesFor(applicant.id);
    expect(entry).toMatchObject({
      action: 'registration.approved',
      entity: 'user',
      actorId: admin.id,
      actorName: 'Asma Admin',
      actorRole: 'admin',
      ip: ADMIN_IP,
      summary: 'Student registration approved: Pending Person',
      // The same sentence as a code of the catalogue, for the audit page to show in the reader's language.
      summaryCode: 'audit.registrationApproved',
      summaryParams: { label: 'Student', name: 'Pending Person' },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const listed = (await as('GET', `/api/admin/audit?entity_id=${applicant.id}`)).json().data.entries;
    expect(listed[0]).toMatchObject({
      summary: 'Student registration approved: Pending Person',
      summary_said: {
        code: 'audit.registrationApproved',
        params: { label: 'Student', name: 'Pending Person' },
      },
    });
  });

  it('rejecting a registration is audited with the reason', async () => {
    const applicant = await buildFaculty(app, { status: 'pending' });
    await as('POST', `/api/admin/registrations/${applicant.id}/reject`, { reason: 'Not on staff list' });
    const [entry] = await entriesFor(applicant.id);
    expect(entry).toMatchObject({
      action: 'registration.rejected',
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'Not on staff list' },
    });
  });

  it('an account an admin creates is audited with its role, never its password', async () => {
    const payload = { ...facultyPayload({ name: 'New Teacher' }), role: 'faculty' };
    const res = await as('POST', '/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const [entry] = await entriesFor(res.json().data.user._id);
    expect(entry).toMatchObject({
      action: 'account.created',
      summary: 'Faculty account created: New Teacher',
      before: null,
      after: { name: 'New Teacher', role: 'faculty', status: 'approved' },
    });
    expect(JSON.stringify(entry)).not.toContain(payload.password);
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash/i);
  });

  it('editing a student records only the fields that changed, semester and section included', async () => {
    const student = await buildStudent(app, { name: 'Sana Ullah', semester: 3, section: 'A' });
    const res = await as('PUT', `/api/admin/students/${student.id}`, {
      name: 'Sana Ullah',
      semester: 4,
      section: 'B',
      department: 'Computer Science',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesFor(student.id);
    expect(entry).toMatchObject({
      action: 'account.updated',
      summary: 'Student updated: Sana Ullah (department, semester, section)',
      before: { department: 'Information Technology', semester: 3, section: 'A' },
      after: { department: 'Computer Science', semester: 4, section: 'B' },
    });
  });

  it('an edit that changes nothing writes no audit row', async () => {
    const teacher = await buildFaculty(app, { name: 'Same Name' });
    const before = await auditCount();
    expect((await as('PUT', `/api/admin/faculty/${teacher.id}`, { name: 'Same Name' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('a faculty member’s new designation is audited', async () => {
    const teacher = await buildFaculty(app);
    await as('PUT', `/api/admin/faculty/${teacher.id}`, { designation: 'Professor' });
    const [entry] = await entriesFor(teacher.id);
    expect(entry.action).toBe('account.updated');
    expect(entry.after).toEqual({ designation: 'Professor' });
  });

  it('deactivating an account is audited with the status before and after', async () => {
    const student = await buildStudent(app, { name: 'Zara Ali' });
    await signIn(app, student.email);
    expect((await as('POST', `/api/admin/users/${student.id}/deactivate`)).statusCode).toBe(200);
    expect((await as('POST', `/api/admin/users/${student.id}/reactivate`)).statusCode).toBe(200);
    const [reactivated, deactivated] = await entriesFor(student.id);
    expect(deactivated).toMatchObject({
      action: 'account.deactivated',
      summary: 'Student account deactivated: Zara Ali (1 active session ended)',
      summaryCode: 'audit.deactivated',
      summaryParams: { label: 'Student', name: 'Zara Ali', n: 1 },
      before: { status: 'approved' },
      after: { status: 'deactivated' },
    });
    expect(reactivated).toMatchObject({
      action: 'account.reactivated',
      before: { status: 'deactivated' },
      after: { status: 'approved' },
    });
  });

  it('a refused deactivation writes no audit row', async () => {
    const student = await buildStudent(app, { status: 'pending' });
    const before = await auditCount();
    expect((await as('POST', `/api/admin/users/${student.id}/deactivate`)).statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
  });

  it('signing a person out everywhere is audited with the sessions it ended', async () => {
    const teacher = await buildFaculty(app, { name: 'Kamran Teacher' });
    await signIn(app, teacher.email, TEST_PASSWORD);
    await signIn(app, teacher.email, TEST_PASSWORD);
    await as('POST', `/api/admin/users/${teacher.id}/end-sessions`);
    const [entry] = await entriesFor(teacher.id);
    expect(entry).toMatchObject({
      action: 'account.sessions-ended',
      summary: 'Faculty member signed out everywhere: Kamran Teacher (2 active sessions ended)',
      before: { active_sessions: 2 },
      after: { active_sessions: 0 },
    });
  });

  it('deleting a student is audited with a snapshot of who it was', async () => {
    const student = await buildStudent(app, { name: 'Gone Student', semester: 2, section: 'C' });
    expect((await as('DELETE', `/api/admin/students/${student.id}`)).statusCode).toBe(200);
    const [entry] = await entriesFor(student.id);
    expect(entry).toMatchObject({
      action: 'account.deleted',
      entity: 'user',
      summary: 'Student deleted: Gone Student',
      after: null,
      before: {
        name: 'Gone Student',
        email: student.email,
        role: 'student',
        status: 'approved',
        department: 'Information Technology',
        semester: 2,
        section: 'C',
      },
    });
  });
});

describe('enrollments', () => {
  it('adding and dropping a course are audited', async () => {
    const student = await buildStudent(app, { name: 'Enrolled One' });
    const course = await buildCourse(app, { code: 'ENR-1' });
    const added = await as('POST', `/api/admin/students/${student.id}/enrollments`, { course_id: course.id });
    expect(added.statusCode).toBe(201);
    await as('DELETE', `/api/admin/students/${student.id}/enrollments/${course.id}`);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'enrollment'))
      .orderBy(auditLog.at);
    expect(rows.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      [
        'enrollment.added',
        'Enrolled Enrolled One in ENR-1',
        null,
        { student: 'Enrolled One', course: 'ENR-1' },
      ],
      [
        'enrollment.dropped',
        "Dropped ENR-1 from Enrolled One's courses",
        { student: 'Enrolled One', course: 'ENR-1' },
        null,
      ],
    ]);
    expect(rows[0].entityId).toBe(rows[1].entityId);
  });
});

describe('courses, announcements and contact messages', () => {
  const courseInput = (overrides: object = {}) => ({
    code: 'AUD-200',
    name: 'Auditing',
    credits: 3,
    semester: 2,
    schedule: { days: ['Monday'], time: '09:00', room: 'B-1' },
    ...overrides,
  });

  it('updating a course records the changed fields, the teacher by name', async () => {
    const teacher = await buildFaculty(app, { name: 'Dr. Hamid' });
    const created = await as('POST', '/api/courses', courseInput());
    const id = created.json().data.course._id;
    const res = await as('PUT', `/api/courses/${id}`, courseInput({ credits: 4, instructor_id: teacher.id }));
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({
      action: 'course.updated',
      summary: 'Course updated: AUD-200 Auditing (credits, instructor)',
      before: { credits: 3, instructor: null },
      after: { credits: 4, instructor: 'Dr. Hamid' },
    });
  });

  it('deleting a course is audited with a snapshot', async () => {
    const created = await as('POST', '/api/courses', courseInput({ code: 'DEL-1', name: 'Short Lived' }));
    const id = created.json().data.course._id;
    expect((await as('DELETE', `/api/courses/${id}`)).statusCode).toBe(200);
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({
      action: 'course.deleted',
      summary: 'Course deleted: DEL-1 Short Lived',
      before: { code: 'DEL-1', name: 'Short Lived', credits: 3, semester: 2, schedule_days: ['Monday'] },
      after: null,
    });
  });

  it('a course with records is archived, and that is audited', async () => {
    const course = await buildCourse(app, { code: 'ARC-1', name: 'Kept' });
    const student = await buildStudent(app);
    await buildEnrollment(app, student.id, course.id);
    await buildGrade(app, { studentId: student.id, courseId: course.id, marks: 70 });
    await as('DELETE', `/api/courses/${course.id}`);
    const [entry] = await entriesFor(course.id);
    expect(entry).toMatchObject({
      action: 'course.archived',
      before: { archived: false },
      after: { archived: true },
    });
    expect(entry.summary).toMatch(
      /^Course archived: ARC-1 Kept \(kept for 1 enrollment, 0 submissions, 1 grade, /,
    );
  });

  it('deleting an announcement is audited with a snapshot', async () => {
    const [announcement] = await app.db
      .insert(announcements)
      .values({ title: 'Exam week', content: '<b>Bring</b> your card', priority: 'high', authorId: admin.id })
      .returning();
    expect((await as('DELETE', `/api/admin/announcements/${announcement.id}`)).statusCode).toBe(200);
    const [entry] = await entriesFor(announcement.id);
    expect(entry).toMatchObject({
      action: 'announcement.deleted',
      entity: 'announcement',
      summary: 'Announcement deleted: Exam week',
      before: {
        title: 'Exam week',
        content: '<b>Bring</b> your card',
        target_audience: 'all',
        priority: 'high',
      },
    });
  });

  it('deleting a contact message is audited with a snapshot, and an unknown one writes nothing', async () => {
    const [message] = await app.db
      .insert(contactMessages)
      .values({ name: 'Visitor', email: 'v@example.com', subject: 'admissions', message: 'When?' })
      .returning();
    expect((await as('DELETE', `/api/admin/contact-messages/${message.id}`)).statusCode).toBe(200);
    const [entry] = await entriesFor(message.id);
    expect(entry).toMatchObject({
      action: 'contact-message.deleted',
      summary: 'Contact message deleted: "admissions" from Visitor',
      before: {
        name: 'Visitor',
        email: 'v@example.com',
        subject: 'admissions',
        message: 'When?',
        handled: false,
      },
    });

    const before = await auditCount();
    expect((await as('DELETE', `/api/admin/contact-messages/${message.id}`)).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});
