/**
 * What arrives for the admins (issue 23): registrations waiting for approval and contact messages raise every
 * admin's bell, and e-mail with SMTP, in the transaction of the arrival; a refused registration raises nothing;
 * a flood keeps one unread notification per admin
 * (docs/decisions/0019-admins-hear-what-arrives-rejected-applicants-learn-why.md). And a rejected applicant
 * learns the admin's reason at sign-in and by e-mail.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_REJECTED } from '../../../../contract/sign-in-refusals';
import type { App } from '../../app';
import { notifications, users } from '../../db/schema';
import {
  buildAdmin,
  buildFaculty,
  buildStudent,
  facultyPayload,
  injectAs,
  signIn,
  studentPayload,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { useUpLimit } from '../../test/limits';
import { REGISTRATIONS_PER_ADDRESS } from '../registrations/throttle';
import { smtpSettings, startSmtpServer } from '../../test/smtp';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admins: { id: string; email: string }[];
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url) });
  admins = [await buildAdmin(app), await buildAdmin(app)];
  adminToken = await signIn(app, admins[0].email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Each test starts with every bell read and every mail sent, so that it sees only what it caused. */
async function readEverything() {
  await app.db.update(notifications).set({ readAt: new Date() }).where(isNull(notifications.readAt));
  await app.notificationWorker.tick();
  smtp.received.length = 0;
}
beforeEach(readEverything);

const bellOf = (userId: string, kind: 'registration_waiting' | 'contact_message') =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const unreadOf = async (userId: string, kind: 'registration_waiting' | 'contact_message') =>
  (await bellOf(userId, kind)).filter((n) => n.readAt === null);
const waitingKinds = ['registration_waiting', 'contact_message'] as const;
const pendingCount = async () =>
  Number(
    (
      (await app.db.execute(
        sql`select count(*)::int as n from users where status = 'pending' and role in ('student', 'faculty')`,
      )) as { rows: { n: number }[] }
    ).rows[0].n,
  );

let address = 0;
/** Each registration from an address of its own, so that the per-address limit plays no part. */
const register = (role: 'student' | 'faculty', payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/register/${role}`,
    payload,
    remoteAddress: `10.23.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe('registrations waiting for approval', () => {
  it("a student's registration raises every admin's bell with a link to the queue", async () => {
    const student = await buildStudent(app);
    const pendingAdmin = await buildAdmin(app, { status: 'pending' });
    const res = await register('student', studentPayload({ name: 'Zainab Arrived' }));
    expect(res.statusCode).toBe(201);

    const waiting = await pendingCount();
    for (const admin of admins) {
      const [row] = await unreadOf(admin.id, 'registration_waiting');
      expect(row).toMatchObject({
        link: '/admin/registrations',
        title:
          waiting === 1
            ? 'A registration is waiting for approval'
            : `${waiting} registrations are waiting for approval`,
        body: 'New student registration: Zainab Arrived',
      });
    }
    // Only approved admins are told.
    for (const other of [student, pendingAdmin]) {
      const rows = await app.db.select().from(notifications).where(eq(notifications.userId, other.id));
      expect(rows.filter((n) => (waitingKinds as readonly string[]).includes(n.kind))).toEqual([]);
    }
    // With SMTP, each admin is e-mailed too.
    await app.notificationWorker.tick();
    for (const admin of admins) {
      expect(smtp.to(admin.email).map((m) => m.text)).toEqual(['New student registration: Zainab Arrived']);
    }
  });

  it("a teacher's registration raises the bell too", async () => {
    expect((await register('faculty', facultyPayload({ name: 'Dr. Arrived' }))).statusCode).toBe(201);
    for (const admin of admins) {
      const [row] = await unreadOf(admin.id, 'registration_waiting');
      expect(row).toMatchObject({
        link: '/admin/registrations',
        body: 'New faculty registration: Dr. Arrived',
      });
    }
  });

  it('a refused registration raises nothing', async () => {
    const taken = await buildStudent(app);
    const first = studentPayload();
    expect((await register('student', first)).statusCode).toBe(201);
    await readEverything();

    const refusals = [
      // Validation.
      [studentPayload({ email: 'not-an-email' }), 400],
      // A student ID already used.
      [studentPayload({ studentId: first.studentId }), 409],
      // A taken e-mail, answered as a new registration would be.
      [studentPayload({ email: taken.email }), 201],
    ] as const;
    for (const [payload, status] of refusals) {
      expect((await register('student', payload)).statusCode).toBe(status);
    }
    // Over the limit of its address.
    await useUpLimit(app, REGISTRATIONS_PER_ADDRESS, '203.0.113.23');
    const limited = await app.inject({
      method: 'POST',
      url: '/api/auth/register/student',
      payload: studentPayload(),
      remoteAddress: '203.0.113.23',
    });
    expect(limited.statusCode).toBe(429);
    for (const admin of admins) expect(await unreadOf(admin.id, 'registration_waiting')).toEqual([]);
    await app.notificationWorker.tick();
    for (const admin of admins) expect(smtp.to(admin.email)).toEqual([]);
  });

  it('a flood of registrations raises one notification per admin, not one per registration', async () => {
    const before = (await bellOf(admins[0].id, 'registration_waiting')).length;
    const flood = Array.from({ length: 12 }, (_, i) => studentPayload({ name: `Flood ${i}` }));
    const answers = await Promise.all(flood.map((payload) => register('student', payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(flood.map(() => 201));

    const waiting = await pendingCount();
    for (const admin of admins) {
      const unread = await unreadOf(admin.id, 'registration_waiting');
      expect(unread).toHaveLength(1);
      expect(unread[0].title).toBe(`${waiting} registrations are waiting for approval`);
      expect(unread[0].body).toMatch(/^New student registration: Flood \d+$/);
    }
    expect(await bellOf(admins[0].id, 'registration_waiting')).toHaveLength(before + 1);
    // One e-mail per admin for the whole flood.
    await app.notificationWorker.tick();
    for (const admin of admins) expect(smtp.to(admin.email)).toHaveLength(1);

    // Once read, the next arrival is news again.
    const [read] = await unreadOf(admins[0].id, 'registration_waiting');
    await injectAs(app, adminToken, { method: 'POST', url: `/api/notifications/${read.id}/read` });
    expect((await register('student', studentPayload({ name: 'After Reading' }))).statusCode).toBe(201);
    const [fresh] = await unreadOf(admins[0].id, 'registration_waiting');
    expect(fresh.id).not.toBe(read.id);
    expect(fresh.body).toBe('New student registration: After Reading');
    // The other admin, who has not read theirs, still has one.
    expect(await unreadOf(admins[1].id, 'registration_waiting')).toHaveLength(1);
  });
});

describe('contact messages', () => {
  const message = {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    phone: '',
    subject: 'admissions',
    message: 'When does the BS IT entrance test take place?',
  };

  it("a contact message raises every admin's bell", async () => {
    const teacher = await buildFaculty(app);
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    for (const admin of admins) {
      const [row] = await unreadOf(admin.id, 'contact_message');
      expect(row).toMatchObject({ link: '/admin/messages', body: 'New contact message from Bilal Ahmed' });
      expect(row.title).toMatch(/^(A contact message is|\d+ contact messages are) waiting for a reply$/);
    }
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, teacher.id))).toEqual([]);
    await app.notificationWorker.tick();
    for (const admin of admins) expect(smtp.to(admin.email)).toHaveLength(1);
  });

  it('a message refused as invalid raises nothing, and many messages keep one unread notification', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    for (const admin of admins) expect(await unreadOf(admin.id, 'contact_message')).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, name: `Sender ${i}`, email: `sender${i}@example.com` },
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const admin of admins) {
      const unread = await unreadOf(admin.id, 'contact_message');
      expect(unread).toHaveLength(1);
      expect(unread[0].body).toBe('New contact message from Sender 2');
    }
  });
});

describe('a rejected registration', () => {
  const login = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  const reject = (userId: string, payload: object) =>
    injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${userId}/reject`, payload });

  it('a rejected applicant is told the reason at sign-in', async () => {
    const student = await buildStudent(app, { status: 'pending' });
    const reason = 'Your <b>fee receipt</b> was missing — please register again with it.';
    expect((await reject(student.id, { reason })).statusCode).toBe(200);
    const res = await login(student.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Your registration was not approved.',
      code: ACCOUNT_REJECTED,
      params: { reason },
    });
  });

  it('a rejection without a reason keeps the specification’s refusal alone', async () => {
    const student = await buildStudent(app, { status: 'pending' });
    expect((await reject(student.id, {})).statusCode).toBe(200);
    const res = await login(student.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Your registration was not approved.',
      code: ACCOUNT_REJECTED,
    });
  });

  it('the reason is not shown to someone without the password', async () => {
    const student = await buildStudent(app, { status: 'pending' });
    await reject(student.id, { reason: 'Private reason' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Private reason');
  });

  it('the reason is e-mailed with SMTP', async () => {
    const student = await buildStudent(app, { status: 'pending', name: 'Rejected Rida' });
    expect((await reject(student.id, { reason: 'Documents incomplete.' })).statusCode).toBe(200);
    await app.notificationWorker.tick();
    const mails = smtp.to(student.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your registration was not approved']);
    expect(mails[0].text).toContain('Reason: Documents incomplete.');
    const [row] = await app.db
      .select()
      .from(users)
      .where(inArray(users.id, [student.id]));
    expect(row.status).toBe('rejected');
  });
});
