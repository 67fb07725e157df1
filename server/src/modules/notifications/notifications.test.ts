/**
 * Notifications (issue 11): each event leaves a bell row for the right people and, with SMTP configured, an
 * e-mail that a real SMTP server (started here) receives. Sending never holds up or fails the request.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '../../../../contract/college-clock';
import { DEFAULT_COLLEGE_TIME_ZONE } from '../../../../contract/college';
import { renderMessage, type MessageCode } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import type { Notification } from '../../../../contract/notifications';
import type { App } from '../../app';
import { emailOutbox, notifications, users } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { closedPort, smtpSettings, startSmtpServer } from '../../test/smtp';
import { MAX_ATTEMPTS } from './outbox';

const MINUTE = 60_000;
let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let adminToken: string;

const bellOf = (userId: string) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId));
/** One full pass of the worker after everything the test did so far. */
const tick = () => app.notificationWorker.tick();

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({
    smtp: smtpSettings(smtp.url),
    // The timer runs as in production; tests also tick by hand before they look.
    notificationIntervalMs: 100,
  });
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('account approval and rejection', () => {
  it('e-mails an approved student through the worker, from the configured sender, and fills its bell', async () => {
    const student = await buildStudent(app, { status: 'pending', name: 'Hina Pending' });
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${student.id}/approve`,
    });
    expect(res.statusCode).toBe(200);
    // No manual tick: the worker's own timer sends it.
    await expect.poll(() => smtp.to(student.email).length, { timeout: 5000 }).toBe(1);
    const [mail] = smtp.to(student.email);
    expect(mail.subject).toBe('Your account has been approved');
    expect(mail.from).toBe('Test College <no-reply@college.test>');
    expect(mail.text).toContain('Welcome, Hina Pending');
    const [row] = await bellOf(student.id);
    expect(row).toMatchObject({ kind: 'account_approved', link: '/login', readAt: null });
    // Marked sent just after the server has it.
    await expect
      .poll(async () => {
        const [queued] = await app.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.notificationId, row.id));
        return queued.sentAt;
      })
      .not.toBeNull();
  });

  it('tells a rejected applicant why', async () => {
    const teacher = await buildFaculty(app, { status: 'pending' });
    await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${teacher.id}/reject`,
      payload: { reason: 'Documents missing' },
    });
    await tick();
    const [mail] = smtp.to(teacher.email);
    expect(mail.subject).toBe('Your registration was not approved');
    expect(mail.text).toContain('Reason: Documents missing');
  });
});

describe('announcements', () => {
  it('reach the approved users of their audience, and not the other role', async () => {
    const student = await buildStudent(app);
    const pendingStudent = await buildStudent(app, { status: 'pending' });
    const teacher = await buildFaculty(app);
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'Sports week', content: 'Sports week starts Monday.', target_audience: 'students' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.announcement._id;
    await tick();
    expect(smtp.to(student.email).map((m) => m.subject)).toEqual(['Announcement: Sports week']);
    expect(smtp.to(student.email)[0].text).toBe('Sports week starts Monday.');
    expect(await bellOf(student.id)).toMatchObject([
      { kind: 'announcement', link: `/student/announcements/${id}` },
    ]);
    expect(smtp.to(teacher.email)).toEqual([]);
    expect(await bellOf(teacher.id)).toEqual([]);
    expect(await bellOf(pendingStudent.id)).toEqual([]);
  });

  it("to 'all' reach faculty with the announcement's own page as link", async () => {
    const teacher = await buildFaculty(app);
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'Holiday', content: 'Closed on Friday.', target_audience: 'all' },
    });
    const id = res.json().data.announcement._id;
    expect(await bellOf(teacher.id)).toMatchObject([
      { title: 'Announcement: Holiday', link: `/faculty/announcements/${id}` },
    ]);
  });
});

describe('assignments and grading', () => {
  it('tells the enrolled students of a new assignment, and a student when its submission is graded', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'NTF-101', instructorId: teacher.id });
    const enrolled = await buildStudent(app);
    const other = await buildStudent(app);
    await buildEnrollment(app, enrolled.id, course.id);
    const teacherToken = await signIn(app, teacher.email);

    const posted = await injectAs(app, teacherToken, {
      method: 'POST',
      url: '/api/assignments',
      payload: {
        course_id: course.id,
        title: 'Recursion',
        description: 'Solve them all.',
        type: 'assignment',
        total_marks: 50,
        due_date: '2026-12-01T17:00:00+05:00',
      },
    });
    expect(posted.statusCode).toBe(201);
    await tick();
    expect(smtp.to(enrolled.email).map((m) => m.subject)).toEqual(['New assignment in NTF-101: Recursion']);
    expect(smtp.to(other.email)).toEqual([]);

    const assignment = await buildAssignment(app, course.id, { title: 'Sorting', totalMarks: 20 });
    const submission = await buildSubmission(app, assignment.id, enrolled.id);
    const graded = await injectAs(app, teacherToken, {
      method: 'PUT',
      url: `/api/assignments/${submission.id}/grade`,
      payload: { marks_obtained: 17, feedback: 'Well done' },
    });
    expect(graded.statusCode).toBe(200);
    await tick();
    const mail = smtp.to(enrolled.email).find((m) => m.subject === 'Graded: Sorting');
    expect(mail?.text).toContain('You scored 17 of 20 on "Sorting". Feedback: Well done');
    expect(await bellOf(enrolled.id)).toHaveLength(2);
  });
});

describe('attendance warning', () => {
  it('warns only the student whose attendance falls from 75% to below it', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'ATT-75', instructorId: teacher.id });
    const crossing = await buildStudent(app, { name: 'At seventy-five' });
    const alreadyBelow = await buildStudent(app, { name: 'Already below' });
    const wellAbove = await buildStudent(app, { name: 'Well above' });
    for (const s of [crossing, alreadyBelow, wellAbove]) await buildEnrollment(app, s.id, course.id);
    await buildAttendance(app, crossing.id, course.id, ['present', 'present', 'present', 'absent']);
    await buildAttendance(app, alreadyBelow.id, course.id, ['present', 'absent', 'absent', 'absent']);
    await buildAttendance(app, wellAbove.id, course.id, ['present', 'present', 'present', 'present']);
    const teacherToken = await signIn(app, teacher.email);
    const mark = (status: 'absent' | 'present', date: string) =>
      injectAs(app, teacherToken, {
        method: 'POST',
        url: '/api/attendance/mark',
        payload: {
          course_id: course.id,
          date,
          session_type: 'lecture',
          students: [crossing, alreadyBelow, wellAbove].map((s) => ({ student_id: s.id, status })),
        },
      });

    // Today's class: attendance is marked for a day of the current term.
    expect((await mark('absent', collegeToday(new Date(), DEFAULT_COLLEGE_TIME_ZONE))).statusCode).toBe(200);
    await tick();
    expect(await bellOf(crossing.id)).toMatchObject([
      { kind: 'attendance_warning', title: 'Attendance below 75% in ATT-75', link: '/student/attendance' },
    ]);
    expect(smtp.to(crossing.email)[0].text).toContain('You have attended 3 of 5 classes of ATT-75');
    // 4 of 5 is still 80%: no warning; already below: nothing new to say.
    expect(await bellOf(wellAbove.id)).toEqual([]);
    expect(await bellOf(alreadyBelow.id)).toEqual([]);
  });

  it('warns when a correction of the same class takes a student below 75%, counting that class once', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'ATT-FIX', instructorId: teacher.id });
    const student = await buildStudent(app, { name: 'Corrected' });
    await buildEnrollment(app, student.id, course.id);
    await buildAttendance(app, student.id, course.id, ['present', 'present', 'absent']);
    const teacherToken = await signIn(app, teacher.email);
    const today = collegeToday(new Date(), DEFAULT_COLLEGE_TIME_ZONE);
    const mark = (status: 'absent' | 'present') =>
      injectAs(app, teacherToken, {
        method: 'POST',
        url: '/api/attendance/mark',
        payload: {
          course_id: course.id,
          date: today,
          session_type: 'lecture',
          students: [{ student_id: student.id, status }],
        },
      });

    // 3 of 4 is 75%: eligible, no warning.
    expect((await mark('present')).statusCode).toBe(200);
    await tick();
    expect(await bellOf(student.id)).toEqual([]);
    // The same class corrected to absent: 2 of 4, not 2 of 5.
    expect((await mark('absent')).statusCode).toBe(200);
    await tick();
    expect(await bellOf(student.id)).toMatchObject([{ kind: 'attendance_warning' }]);
    expect(smtp.to(student.email)[0].text).toContain('You have attended 2 of 4 classes of ATT-FIX');
  });

  it('also warns when ending a virtual class records a student absent', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'VRT-75', instructorId: teacher.id, isVirtual: true });
    const student = await buildStudent(app);
    await buildEnrollment(app, student.id, course.id);
    await buildAttendance(app, student.id, course.id, ['present', 'present', 'present', 'absent']);
    const startedAt = new Date(Date.now() - 30 * MINUTE);
    const session = await buildVirtualSession(app, course, {
      scheduledAt: startedAt,
      startedAt,
      status: 'ongoing',
    });
    const res = await injectAs(app, await signIn(app, teacher.email), {
      method: 'PUT',
      url: `/api/virtualclass/${session.id}/end`,
    });
    expect(res.statusCode).toBe(200);
    expect(await bellOf(student.id)).toMatchObject([{ kind: 'attendance_warning' }]);
  });
});

describe('class starting in 15 minutes', () => {
  it("reminds the course's students of the session's section and its teacher, once", async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'CLS-15', instructorId: teacher.id, isVirtual: true });
    const inSection = await buildStudent(app, { section: 'B' });
    const otherSection = await buildStudent(app, { section: 'C' });
    for (const s of [inSection, otherSection]) await buildEnrollment(app, s.id, course.id);
    const soon = await buildVirtualSession(app, course, {
      title: 'Graphs',
      scheduledAt: new Date(Date.now() + 10 * MINUTE),
      section: 'B',
    });
    const later = await buildVirtualSession(app, course, { scheduledAt: new Date(Date.now() + 40 * MINUTE) });

    await tick();
    await tick();
    for (const user of [inSection, teacher]) {
      const rows = await bellOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'class_starting', dedupeKey: `class-starting:${soon.id}` });
      expect(smtp.to(user.email).map((m) => m.subject)).toEqual(['Class starting soon: CLS-15 Graphs']);
    }
    expect((await bellOf(inSection.id))[0].link).toBe('/student/virtual-classes');
    expect((await bellOf(teacher.id))[0].link).toBe('/faculty/virtual-classes');
    expect(await bellOf(otherSection.id)).toEqual([]);
    const laterRows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `class-starting:${later.id}`));
    expect(laterRows).toEqual([]);
  });
});

describe('a class reminder in the reader’s language', () => {
  it('writes the time in Urdu for an Urdu reader, on the bell and in the e-mail, and in English for another', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { code: 'CLS-16', instructorId: teacher.id, isVirtual: true });
    const student = await buildStudent(app);
    await app.db.update(users).set({ language: 'ur' }).where(eq(users.id, student.id));
    await buildEnrollment(app, student.id, course.id);
    const start = new Date(Date.now() + 10 * MINUTE);
    await buildVirtualSession(app, course, { title: 'Trees', scheduledAt: start, durationMinutes: 60 });
    await tick();
    await tick();

    const zone = DEFAULT_COLLEGE_TIME_ZONE;
    const clock = (locale: string, at: Date) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(start);
    const end = new Date(start.getTime() + 60 * MINUTE);
    const times = `${clock('en-GB', start)}-${clock('en-GB', end)}`;
    // Urdu's 12-hour clock with its words for the part of the day, never a Latin AM/PM.
    const urduTimes = new Intl.DateTimeFormat('ur-PK', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    }).formatRange(start, end);
    expect(urduTimes).not.toMatch(/[A-Za-z]/);

    const [bell] = await bellOf(student.id);
    const said = bell.said!.body!;
    expect(bell.kind).toBe('class_starting');
    expect(renderMessage(said.code as MessageCode, said.params, 'ur', URDU)).toContain(
      `${day('ur-PK')}، ${urduTimes}`,
    );
    expect(renderMessage(said.code as MessageCode, said.params, 'en')).toContain(`${day('en-GB')}, ${times}`);
    await expect.poll(() => smtp.to(student.email).length, { timeout: 5000 }).toBe(1);
    const [inUrdu] = smtp.to(student.email);
    expect(inUrdu!.text).toContain(`${day('ur-PK')}، ${urduTimes}`);
    expect(inUrdu!.text).not.toContain(day('en-GB'));
    await expect.poll(() => smtp.to(teacher.email).length, { timeout: 5000 }).toBe(1);
    expect(smtp.to(teacher.email)[0]!.text).toContain(`CLS-16 Trees, ${day('en-GB')}, ${times}.`);
  });
});

describe('the bell list API', () => {
  it('lists only the caller’s notifications, newest first, and marks one or all read', async () => {
    const me = await buildStudent(app);
    const someoneElse = await buildStudent(app);
    const base = Date.now() - 10 * MINUTE;
    const rows = await app.db
      .insert(notifications)
      .values([
        { userId: me.id, kind: 'announcement', title: 'First', createdAt: new Date(base) },
        { userId: me.id, kind: 'announcement', title: 'Second', createdAt: new Date(base + MINUTE) },
        { userId: me.id, kind: 'announcement', title: 'Third', createdAt: new Date(base + 2 * MINUTE) },
        { userId: someoneElse.id, kind: 'announcement', title: 'Not mine' },
      ])
      .returning();
    const token = await signIn(app, me.email);
    const list = async (query = '') => {
      const res = await injectAs(app, token, { method: 'GET', url: `/api/notifications${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { notifications: Notification[]; unreadCount: number };
    };

    const all = await list();
    expect(all.notifications.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(all.unreadCount).toBe(3);
    expect((await list('?limit=2')).notifications).toHaveLength(2);
    expect(
      (await injectAs(app, token, { method: 'GET', url: '/api/notifications?limit=101' })).statusCode,
    ).toBe(400);

    const read = await injectAs(app, token, { method: 'POST', url: `/api/notifications/${rows[1].id}/read` });
    expect(read.json()).toMatchObject({ success: true, data: { unreadCount: 2 } });
    expect((await list()).notifications.find((n) => n.title === 'Second')?.read_at).not.toBeNull();

    const notMine = await injectAs(app, token, {
      method: 'POST',
      url: `/api/notifications/${rows[3].id}/read`,
    });
    expect(notMine.statusCode).toBe(404);
    const [untouched] = await app.db.select().from(notifications).where(eq(notifications.id, rows[3].id));
    expect(untouched.readAt).toBeNull();

    const readAll = await injectAs(app, token, { method: 'POST', url: '/api/notifications/read-all' });
    expect(readAll.json()).toMatchObject({ data: { unreadCount: 0 } });
    expect((await list()).unreadCount).toBe(0);
    const [stillUnread] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, rows[3].id)));
    expect(stillUnread.readAt).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('when the SMTP server is down', () => {
  it('still approves (200), retries with back-off, gives the error, and delivers once the server is back', async () => {
    const port = await closedPort();
    let offset = 0;
    const down = await buildTestApp({
      smtp: smtpSettings(`smtp://127.0.0.1:${port}`),
      notificationIntervalMs: 60 * MINUTE,
      clock: () => new Date(Date.now() + offset),
    });
    let revived: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const admin = await signIn(down, (await buildAdmin(down)).email);
      const student = await buildStudent(down, { status: 'pending' });
      const res = await injectAs(down, admin, {
        method: 'POST',
        url: `/api/admin/registrations/${student.id}/approve`,
      });
      expect(res.statusCode).toBe(200);
      const outbox = async () => {
        const [row] = await down.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, student.email));
        return row;
      };

      await down.notificationWorker.tick();
      const failed = await outbox();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);

      // Not due yet: nothing is tried.
      await down.notificationWorker.tick();
      expect((await outbox()).attempts).toBe(1);

      revived = await startSmtpServer(port);
      offset = 31_000;
      await down.notificationWorker.tick();
      expect(await outbox()).toMatchObject({ attempts: 1, lastError: null });
      expect((await outbox()).sentAt).not.toBeNull();
      expect(revived.to(student.email).map((m) => m.subject)).toEqual(['Your account has been approved']);
    } finally {
      await down.close();
      await revived?.close();
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the last error`, async () => {
    const port = await closedPort();
    let offset = 0;
    const down = await buildTestApp({
      smtp: smtpSettings(`smtp://127.0.0.1:${port}`),
      notificationIntervalMs: 60 * MINUTE,
      clock: () => new Date(Date.now() + offset),
    });
    try {
      const student = await buildStudent(down);
      await down.db.insert(emailOutbox).values({ toAddress: student.email, subject: 'Hello', text: 'Hi' });
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
        await down.notificationWorker.tick();
        offset += 365 * 24 * 60 * MINUTE;
      }
      const [row] = await down.db.select().from(emailOutbox);
      expect(row.attempts).toBe(MAX_ATTEMPTS);
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});
