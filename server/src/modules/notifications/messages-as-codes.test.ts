/**
 * Messages travel as codes (issue 21): a refusal, a field error and a success arrive with the catalogue's code
 * and parameters beside the specification's English; notifications and the activity log are stored as code +
 * parameters; an e-mail goes out in the language the recipient saved.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../../contract/message-catalogue';
import { MESSAGES_UR, URDU } from '../../../../contract/messages-ur';
import type { Notification } from '../../../../contract/notifications';
import type { App } from '../../app';
import { activities, users } from '../../db/schema';
import { buildAdmin, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { smtpSettings, startSmtpServer } from '../../test/smtp';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url), notificationIntervalMs: 100 });
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('a refusal arrives with its code', () => {
  it('a student refused a faculty route gets the code forbidden beside the English sentence', async () => {
    const student = await buildStudent(app);
    const res = await injectAs(app, await signIn(app, student.email), {
      method: 'GET',
      url: '/api/faculty/courses',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'You do not have permission to do that.',
      code: 'forbidden',
    });
    expect(renderMessage('forbidden', undefined, 'ur', URDU)).toBe(MESSAGES_UR.forbidden);
  });

  it('a field error carries the rule it broke, with the field name as a parameter', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/student',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const name = res.json().errors.find((e: { field: string }) => e.field === 'name');
    expect(name).toEqual({
      field: 'name',
      message: 'Name is required',
      code: 'field.required',
      params: { label: 'Name' },
    });
    expect(renderMessage(name.code, name.params, 'ur', URDU)).toBe('نام درج کرنا ضروری ہے');
  });

  it('a success names its code and its number, and one session reads in the singular', async () => {
    const student = await buildStudent(app);
    await signIn(app, student.email);
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/users/${student.id}/end-sessions`,
    });
    expect(res.json()).toMatchObject({
      message: 'Signed out everywhere: 1 active session ended',
      code: 'sessionsEndedByAdmin',
      params: { n: 1 },
    });
    expect(renderMessage('sessionsEndedByAdmin', { n: 1 }, 'ur', URDU)).toBe(
      'ہر جگہ سے لاگ آؤٹ: 1 فعال سیشن ختم کر دیا گیا',
    );
  });
});

describe('notifications and the activity log are stored as code and parameters', () => {
  it('the approval notification shows in Urdu to an Urdu reader and in English to an English reader', async () => {
    const student = await buildStudent(app, { status: 'pending', name: 'Sana Codes' });
    await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${student.id}/approve`,
    });
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, { method: 'GET', url: '/api/notifications' });
    const [notification] = res.json().data.notifications as Notification[];
    expect(notification!.said).toEqual({
      title: { code: 'notice.accountApproved' },
      body: { code: 'notice.accountApprovedBody', params: { name: 'Sana Codes', label: 'student' } },
    });
    const { title, body } = notification!.said!;
    expect(renderMessage(title.code as 'notice.accountApproved', title.params, 'en')).toBe(
      'Your account has been approved',
    );
    expect(renderMessage(title.code as 'notice.accountApproved', title.params, 'ur', URDU)).toBe(
      'آپ کا اکاؤنٹ منظور ہو گیا ہے',
    );
    // An English name inside an Urdu sentence keeps its own direction (contract/bidi.ts).
    expect(renderMessage(body!.code as 'notice.accountApprovedBody', body!.params, 'ur', URDU)).toBe(
      'خوش آمدید، \u2068Sana Codes\u2069۔ آپ کا طالب علم اکاؤنٹ منظور ہو گیا ہے: اب آپ کالج پورٹل میں لاگ ان کر سکتے ہیں۔',
    );
  });

  it('an activity entry keeps its code and parameters beside its English', async () => {
    const teacher = await buildFaculty(app, { status: 'pending', name: 'Usman Codes' });
    await injectAs(app, adminToken, {
      method: 'POST',
      url: `/api/admin/registrations/${teacher.id}/approve`,
    });
    const rows = await app.db.select().from(activities).where(eq(activities.code, 'activity.approved'));
    const entry = rows.find((row) => row.message.endsWith('Usman Codes'));
    expect(entry).toMatchObject({
      message: 'Faculty registration approved: Usman Codes',
      params: { label: 'Faculty', name: 'Usman Codes' },
    });
    expect(renderMessage('activity.approved', entry!.params!, 'ur', URDU)).toBe(
      'فیکلٹی کی رجسٹریشن منظور: \u2068Usman Codes\u2069',
    );
  });
});

describe('e-mail in the recipient’s language', () => {
  it('an Urdu-preferring student is e-mailed in Urdu, an English one in English', async () => {
    const urdu = await buildStudent(app, { status: 'pending', name: 'Ayesha Urdu' });
    const english = await buildStudent(app, { status: 'pending', name: 'Bilal English' });
    await app.db.update(users).set({ language: 'ur' }).where(eq(users.id, urdu.id));
    for (const { id } of [urdu, english]) {
      await injectAs(app, adminToken, { method: 'POST', url: `/api/admin/registrations/${id}/approve` });
    }
    await app.notificationWorker.tick();
    await expect.poll(() => smtp.to(urdu.email).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => smtp.to(english.email).length, { timeout: 5000 }).toBe(1);
    const [inUrdu] = smtp.to(urdu.email);
    expect(inUrdu!.subject).toBe('آپ کا اکاؤنٹ منظور ہو گیا ہے');
    expect(inUrdu!.text).toContain('خوش آمدید، \u2068Ayesha Urdu\u2069');
    const [inEnglish] = smtp.to(english.email);
    expect(inEnglish!.subject).toBe('Your account has been approved');
    expect(inEnglish!.text).toContain('Welcome, Bilal English');
  });
});
