/** Class announcements (issue 25, item 2): who posts, who reads, who hears of it, and the audit trail. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, emailOutbox, notifications, users } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { smtpSettings, startSmtpServer } from '../../test/smtp';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const token = {} as Record<'teacher' | 'other' | 'admin' | 'a' | 'b' | 'outsider', string>;
const ids = {} as Record<'course' | 'otherCourse' | 'a' | 'b' | 'outsider', string>;

const post = (who: keyof typeof token, payload: object, course = ids.course) =>
  injectAs(app, token[who], { method: 'POST', url: `/api/courses/${course}/announcements`, payload });
const list = (who: keyof typeof token, course = ids.course) =>
  injectAs(app, token[who], { method: 'GET', url: `/api/courses/${course}/announcements` });
const titles = async (who: keyof typeof token) =>
  (await list(who)).json().data.announcements.map((a: { title: string }) => a.title);
const bell = (userId: string) => app.db.select().from(notifications).where(eq(notifications.userId, userId));

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url) });
  const teacher = await buildFaculty(app);
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'ANN-101', name: 'Databases', instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { code: 'ANN-202', instructorId: other.id });
  const a = await buildStudent(app, { section: 'A', name: 'Amna Section A' });
  const b = await buildStudent(app, { section: 'B', name: 'Bilal Section B' });
  const outsider = await buildStudent(app, { section: 'A' });
  await app.db.update(users).set({ language: 'ur' }).where(eq(users.id, b.id));
  await buildEnrollment(app, a.id, course.id);
  await buildEnrollment(app, b.id, course.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);
  Object.assign(ids, {
    course: course.id,
    otherCourse: otherCourse.id,
    a: a.id,
    b: b.id,
    outsider: outsider.id,
  });
  for (const [key, user] of Object.entries({ teacher, other, admin, a, b, outsider }))
    token[key as keyof typeof token] = await signIn(app, user.email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('posting a class announcement', () => {
  it("reaches the whole class: bell and e-mail in each student's language, and the audit trail", async () => {
    const res = await post('teacher', { title: 'Quiz on Monday', content: 'Chapters 3 and 4.' });
    expect(res.statusCode).toBe(201);
    const { announcement } = res.json().data;
    expect(announcement).toMatchObject({
      title: 'Quiz on Monday',
      section: null,
      course: { _id: ids.course, code: 'ANN-101' },
    });
    for (const student of [ids.a, ids.b]) {
      const [row] = await bell(student);
      expect(row).toMatchObject({ kind: 'announcement', title: 'ANN-101: Quiz on Monday' });
      expect(row.link).toBe(`/student/courses/${ids.course}`);
    }
    expect(await bell(ids.outsider)).toHaveLength(0);
    const mails = await app.db.select().from(emailOutbox);
    const toB = mails.find((m) => m.text === 'Chapters 3 and 4.' && m.subject.startsWith('ANN-101'));
    expect(toB).toBeDefined();
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course-announcement.posted'), eq(auditLog.entityId, announcement._id)));
    expect(audit.summary).toContain('ANN-101');
  });

  it('to one section reaches only that section, and a student of another section does not see it', async () => {
    const res = await post('teacher', {
      title: 'Section B lab moved',
      content: 'Lab 2 today.',
      section: 'b',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.announcement.section).toBe('B');
    expect((await bell(ids.b)).map((n) => n.title)).toContain('ANN-101: Section B lab moved');
    expect((await bell(ids.a)).map((n) => n.title)).not.toContain('ANN-101: Section B lab moved');
    expect(await titles('b')).toContain('Section B lab moved');
    expect(await titles('a')).not.toContain('Section B lab moved');
    expect(await titles('a')).toContain('Quiz on Monday');
    expect(await titles('teacher')).toContain('Section B lab moved');
    expect(await titles('admin')).toContain('Section B lab moved');
  });

  it('may be posted by an admin', async () => {
    expect((await post('admin', { title: 'From the office', content: 'Fees due.' })).statusCode).toBe(201);
  });

  it('is refused to a teacher of another course (404), a student (403), and bad input (400), writing nothing', async () => {
    const before = (await titles('teacher')).length;
    expect((await post('other', { title: 'Not mine', content: 'x' })).statusCode).toBe(404);
    expect((await post('a', { title: 'Not mine', content: 'x' })).statusCode).toBe(403);
    const empty = await post('teacher', { title: ' ', content: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'title', code: 'field.required' });
    expect((await post('teacher', { title: 'T', content: 'x', section: 'AB' })).statusCode).toBe(400);
    expect((await post('teacher', { title: 'T', content: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await titles('teacher')).length).toBe(before);
  });
});

describe('reading class announcements', () => {
  it('is refused (404) to a student not enrolled and to a teacher of another course', async () => {
    expect((await list('outsider')).statusCode).toBe(404);
    expect((await list('other')).statusCode).toBe(404);
  });

  it("lists a student's class announcements of its enrolled courses and own section, and a teacher's", async () => {
    const mine = async (who: keyof typeof token) =>
      (await injectAs(app, token[who], { method: 'GET', url: '/api/course-announcements' }))
        .json()
        .data.announcements.map((a: { title: string }) => a.title);
    expect(await mine('a')).toEqual(expect.arrayContaining(['Quiz on Monday']));
    expect(await mine('a')).not.toContain('Section B lab moved');
    expect(await mine('b')).toContain('Section B lab moved');
    expect(await mine('outsider')).toEqual([]);
    expect(await mine('teacher')).toContain('Section B lab moved');
    expect(await mine('other')).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('the teacher edits and deletes, each audited; a teacher of another course and a student cannot', async () => {
    const { announcement } = (await post('teacher', { title: 'Draft', content: 'v1' })).json().data;
    const url = `/api/course-announcements/${announcement._id}`;
    const put = (who: keyof typeof token, payload: object) =>
      injectAs(app, token[who], { method: 'PUT', url, payload });
    expect((await put('other', { title: 'Hijack', content: 'x' })).statusCode).toBe(404);
    expect((await put('a', { title: 'Hijack', content: 'x' })).statusCode).toBe(403);
    const edited = await put('teacher', { title: 'Final', content: 'v2', section: 'A' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.announcement).toMatchObject({ title: 'Final', content: 'v2', section: 'A' });
    expect(await titles('b')).not.toContain('Final');
    expect((await injectAs(app, token.other, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await injectAs(app, token.teacher, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await injectAs(app, token.teacher, { method: 'DELETE', url })).statusCode).toBe(404);
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.entityId, announcement._id));
    expect(trail.map((r) => r.action).sort()).toEqual([
      'course-announcement.deleted',
      'course-announcement.posted',
      'course-announcement.updated',
    ]);
  });
});
