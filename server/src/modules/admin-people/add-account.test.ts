/**
 * An admin adds students and teachers directly (issue 23): approved at once, with a temporary password shown once
 * and changed at the first sign-in, or an e-mailed link to choose one; the registration's checks, in one
 * transaction; audited without any password.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { MESSAGES } from '../../../../contract/messages';
import { PASSWORD_CHANGE_REQUIRED } from '../../../../contract/password-reset';
import type { App } from '../../app';
import { auditLog, courses, enrollments, facultyProfiles, studentProfiles, users } from '../../db/schema';
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
import { smtpSettings, startSmtpServer } from '../../test/smtp';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

const NEW_PASSWORD = 'shalimar-garden-9';

let smtp: SmtpServer;
let app: App;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url) });
  admin = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** The registration payload without its password, as the admin's form sends it. */
function newStudent(overrides: Parameters<typeof studentPayload>[0] = {}) {
  const { password: _p, confirmPassword: _c, ...student } = studentPayload(overrides);
  return student;
}
function newTeacher(overrides: Parameters<typeof facultyPayload>[0] = {}) {
  const { password: _p, confirmPassword: _c, ...teacher } = facultyPayload(overrides);
  return teacher;
}

const add = (token: string, who: 'students' | 'faculty', payload: object) =>
  injectAs(app, token, { method: 'POST', url: `/api/admin/${who}`, payload });

const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.8.8.8',
  });

const countUsers = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('an admin adds accounts', () => {
  it('an admin adds a student who can sign in at once with the temporary password and must change it first', async () => {
    const course = await buildCourse(app, { semester: 1 });
    const student = newStudent({ courses: [course.id] });
    const res = await add(admin, 'students', { ...student, passwordSetup: 'temporary' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(ACCOUNT_MESSAGES.accountCreatedTemporary);
    expect(body.data.user).toMatchObject({
      email: student.email,
      role: 'student',
      status: 'approved',
      student_id: student.studentId,
      mustChangePassword: true,
    });
    const { temporaryPassword } = body.data as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^\S{12}$/);
    // Enrolled at once in the chosen course, as an approved registration is.
    const enrolled = await app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, body.data.user._id as string));
    expect(enrolled.map((e) => e.courseId)).toEqual([course.id]);

    // Shown once: nothing the admin reads later carries it.
    const page = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/students/${body.data.user._id}`,
    });
    expect(page.body).not.toContain(temporaryPassword);

    const signedIn = await login(student.email, temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.mustChangePassword).toBe(true);
    const token = signedIn.json().data.token as string;
    const refused = await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: PASSWORD_CHANGE_REQUIRED });
    const changed = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: temporaryPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const dashboard = await injectAs(app, token, { method: 'GET', url: '/api/students/dashboard' });
    expect(dashboard.statusCode).toBe(200);
  });

  it('an admin adds a teacher and the link is e-mailed; courses with a teacher are named, not taken', async () => {
    const free = await buildCourse(app, { code: 'IT-FREE-1' });
    const holder = await buildFaculty(app);
    const taught = await buildCourse(app, { code: 'IT-TAKEN-1', instructorId: holder.id });
    const teacher = newTeacher({ courses: [free.id, taught.id] });
    const res = await add(admin, 'faculty', { ...teacher, passwordSetup: 'email' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(ACCOUNT_MESSAGES.accountCreatedLinkEmailed.replace('{email}', teacher.email));
    expect(body.data.temporaryPassword).toBeUndefined();
    expect(body.data.user).toMatchObject({
      role: 'faculty',
      status: 'approved',
      employee_id: teacher.employeeId,
    });
    expect(body.data.user.mustChangePassword).toBeUndefined();
    expect(body.data.coursesNotAssigned).toEqual([{ _id: taught.id, code: 'IT-TAKEN-1', name: taught.name }]);
    const teachers = await app.db
      .select({ id: courses.id, instructorId: courses.instructorId })
      .from(courses)
      .where(inArray(courses.id, [free.id, taught.id]));
    expect(Object.fromEntries(teachers.map((c) => [c.id, c.instructorId]))).toEqual({
      [free.id]: body.data.user._id,
      [taught.id]: holder.id,
    });

    await app.notificationWorker.tick();
    const [mail] = smtp.to(teacher.email);
    expect(mail?.subject).toBe('Your College Portal account');
    const link = /https:\/\/portal\.college\.test\/reset-password\?token=(\S+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: {
        token: decodeURIComponent(link![1]!),
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(teacher.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.mustChangePassword).toBeUndefined();
  });

  it('a taken e-mail or student ID is refused with the field named and nothing is created', async () => {
    const existing = await buildStudent(app);
    const holder = await buildFaculty(app);
    const [profile] = await app.db
      .select({ studentId: studentProfiles.studentId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, existing.id));
    const before = await countUsers();

    const email = await add(admin, 'students', {
      ...newStudent({ email: existing.email }),
      passwordSetup: 'temporary',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ message: MESSAGES.emailTaken });
    expect(JSON.stringify(email.json().errors)).toContain('"email"');

    const id = await add(admin, 'students', {
      ...newStudent({ studentId: profile!.studentId.toLowerCase() }),
      passwordSetup: 'temporary',
    });
    expect(id.statusCode).toBe(409);
    expect(id.json()).toMatchObject({ message: MESSAGES.studentIdTaken });
    expect(JSON.stringify(id.json().errors)).toContain('"studentId"');

    const [employee] = await app.db
      .select({ employeeId: facultyProfiles.employeeId })
      .from(facultyProfiles)
      .where(eq(facultyProfiles.userId, holder.id));
    const employeeTaken = await add(admin, 'faculty', {
      ...newTeacher({ employeeId: employee!.employeeId }),
      passwordSetup: 'email',
    });
    expect(employeeTaken.statusCode).toBe(409);
    expect(employeeTaken.json()).toMatchObject({ message: MESSAGES.employeeIdTaken });

    // Bad input names its field and changes nothing, as in the registration form.
    const bad = await add(admin, 'students', { ...newStudent({ phone: '12' }), passwordSetup: 'sms' });
    expect(bad.statusCode).toBe(400);
    const fields = JSON.stringify(bad.json().errors);
    expect(fields).toContain('"phone"');
    expect(fields).toContain('"passwordSetup"');
    // A course the semester does not offer rolls the whole account back.
    const later = await buildCourse(app, { semester: 5 });
    const wrongCourse = await add(admin, 'students', {
      ...newStudent({ courses: [later.id] }),
      passwordSetup: 'temporary',
    });
    expect(wrongCourse.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('a non-admin cannot add accounts', async () => {
    const before = await countUsers();
    const student = await signIn(app, (await buildStudent(app)).email);
    const teacher = await signIn(app, (await buildFaculty(app)).email);
    const after = await countUsers();
    for (const token of [student, teacher]) {
      expect((await add(token, 'students', { ...newStudent(), passwordSetup: 'temporary' })).statusCode).toBe(
        403,
      );
      expect((await add(token, 'faculty', { ...newTeacher(), passwordSetup: 'temporary' })).statusCode).toBe(
        403,
      );
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/students',
      payload: { ...newStudent(), passwordSetup: 'temporary' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countUsers()).toBe(after);
    expect(after - before).toBe(2);
  });

  it('is audited as account.created without any password', async () => {
    const teacher = newTeacher();
    const res = await add(admin, 'faculty', { ...teacher, passwordSetup: 'temporary' });
    const { user, temporaryPassword } = res.json().data as {
      user: { _id: string };
      temporaryPassword: string;
    };
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    const created = entries.find((e) => e.action === 'account.created');
    expect(created?.after).toMatchObject({ password_setup: 'temporary-password', added_by_admin: true });
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('password_hash');
  });
});

describe('without e-mail set up', () => {
  let quiet: App;
  beforeAll(async () => {
    quiet = await buildTestApp();
  });
  afterAll(() => quiet?.close());

  it('refuses an e-mailed link at its field and creates nothing', async () => {
    const token = await signIn(quiet, (await buildAdmin(quiet)).email);
    const teacher = newTeacher();
    const res = await injectAs(quiet, token, {
      method: 'POST',
      url: '/api/admin/faculty',
      payload: { ...teacher, passwordSetup: 'email' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('"passwordSetup"');
    expect(await quiet.db.select().from(users).where(eq(users.email, teacher.email))).toHaveLength(0);
  });
});
