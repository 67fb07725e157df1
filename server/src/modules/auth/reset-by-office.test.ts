/**
 * Recovery without e-mail (issue 36, item 8): with no SMTP, asking for a reset tells every admin on the bell,
 * with a link to the person's page where the reset is; once an hour per e-mail, and nothing at all for an
 * e-mail that has no approved account, while the answer stays the same for all.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { ACCOUNT_MESSAGES_UR, URDU } from '../../../../contract/messages-ur';
import { renderMessage } from '../../../../contract/message-catalogue';
import type { App } from '../../app';
import { notifications } from '../../db/schema';
import { buildAdmin, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let admins: { id: string; token: string }[];
beforeAll(async () => {
  app = await buildTestApp();
  admins = await Promise.all(
    [1, 2].map(async () => {
      const admin = await buildAdmin(app);
      return { id: admin.id, token: await signIn(app, admin.email) };
    }),
  );
});
afterAll(() => app?.close());

let addresses = 0;
const ask = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: `198.51.100.${++addresses}`,
  });

const bellsOf = (userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'password_reset_asked')));

describe('asking for a reset when the college has no e-mail', () => {
  it("rings every admin's bell once, naming the person and linking to their page", async () => {
    const student = await buildStudent(app, { name: 'Ayesha Malik' });
    const res = await ask(student.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      code: 'passwordResetOfficeTold',
      message: ACCOUNT_MESSAGES.passwordResetOfficeTold,
    });

    for (const admin of admins) {
      const [bell, ...more] = await bellsOf(admin.id);
      expect(more).toHaveLength(0);
      expect(bell).toMatchObject({
        title: 'Ayesha Malik asked for a password reset',
        link: `/admin/students/${student.id}`,
        readAt: null,
      });
      // As the admin's bell shows it, in English and Urdu.
      const list = await injectAs(app, admin.token, { method: 'GET', url: '/api/notifications' });
      const shown = list.json().data.notifications.find((n: { _id: string }) => n._id === bell!.id);
      expect(shown.said.title).toMatchObject({
        code: 'notice.passwordResetAsked',
        params: { name: 'Ayesha Malik' },
      });
      const urdu = renderMessage('notice.passwordResetAsked', shown.said.title.params, 'ur', URDU);
      expect(urdu).toContain('Ayesha Malik');
      expect(urdu).toContain('نے پاس ورڈ ری سیٹ کرنے کی درخواست کی');
    }
  });

  it("a teacher's request links to the teacher's page", async () => {
    const teacher = await buildFaculty(app, { name: 'Imran Qureshi' });
    await ask(teacher.email);
    const [bell] = await bellsOf(admins[0]!.id).then((rows) =>
      rows.filter((r) => r.link?.includes(teacher.id)),
    );
    expect(bell).toMatchObject({
      title: 'Imran Qureshi asked for a password reset',
      link: `/admin/faculty/${teacher.id}`,
    });
  });

  it('asking again within the hour rings nothing more, and is answered the same', async () => {
    const student = await buildStudent(app, { name: 'Bilal Ahmed' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await ask(student.email)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const rung = (await bellsOf(admins[1]!.id)).filter((bell) => bell.link?.includes(student.id));
    expect(rung).toHaveLength(1);
  });

  it('an e-mail without an approved account rings nothing, and the answer cannot tell them apart', async () => {
    const before = (await bellsOf(admins[0]!.id)).length;
    const pending = await buildStudent(app, { status: 'pending' });
    const rejected = await buildFaculty(app, { status: 'rejected' });
    const otherAdmin = await buildAdmin(app);
    const approved = await buildStudent(app);
    const answers = [];
    for (const email of [
      'nobody-here@test.edu',
      pending.email,
      rejected.email,
      otherAdmin.email,
      approved.email,
    ]) {
      const res = await ask(email);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202 });
    // Only the approved student's request rang.
    expect((await bellsOf(admins[0]!.id)).length).toBe(before + 1);
  });

  it('the answer is in Urdu for a reader who reads Urdu', () => {
    expect(renderMessage('passwordResetOfficeTold', undefined, 'ur', URDU)).toBe(
      ACCOUNT_MESSAGES_UR.passwordResetOfficeTold,
    );
  });
});
