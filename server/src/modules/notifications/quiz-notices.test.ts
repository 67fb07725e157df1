/**
 * Quizzes on the bell and in e-mail (issue 37, item 4): a quiz's opening reaches its enrolled students, and its
 * close coming near reaches those who have not submitted, each once, in each student's language, however many
 * ticks and processes. The server's clock stands where each moment matters.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE } from '../../../../contract/college';
import { renderMessage, type MessageCode } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import type { App } from '../../app';
import { notifications, users } from '../../db/schema';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildAnotherProcess, buildTestApp } from '../../test/harness';
import { quizPayload } from '../../test/quiz-payload';
import { smtpSettings, startSmtpServer } from '../../test/smtp';

const HOUR = 60 * 60_000;
/**
 * Days ahead of the real clock: the outbox sends mail queued at the database's real time once the worker's clock
 * has reached it.
 */
const OPENS = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 2 * 24 * HOUR);
let now = new Date(OPENS.getTime() - HOUR);
let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let teacher: string;
let teacherId: string;

const bellOf = (userId: string) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId));
const tick = () => app.notificationWorker.tick();
/** The college's clock in a language, as the sentence writes it ("Fri 20 Nov, 10:00", "جمعہ، 20 نومبر، 10:00 صبح"). */
const moment = (at: Date, locale: string) => {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: DEFAULT_COLLEGE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);
  // English's 24-hour clock; Urdu's 12-hour one with its words for the part of the day, never a Latin AM/PM.
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: DEFAULT_COLLEGE_TIME_ZONE,
    ...(locale === 'ur-PK'
      ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }).format(at);
  return `${day}${locale === 'ur-PK' ? '،' : ','} ${clock}`;
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ clock: () => now, smtp: smtpSettings(smtp.url) });
  const faculty = await buildFaculty(app);
  teacherId = faculty.id;
  teacher = await signIn(app, faculty.email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function courseWithStudents(code: string, names: string[]) {
  const course = await buildCourse(app, { code, instructorId: teacherId });
  const students = [];
  for (const name of names) {
    const student = await buildStudent(app, { name });
    await buildEnrollment(app, student.id, course.id);
    students.push(student);
  }
  return { course, students };
}

async function setQuiz(courseId: string, overrides: Record<string, unknown>) {
  const res = await injectAs(app, teacher, {
    method: 'POST',
    url: `/api/courses/${courseId}/quizzes`,
    payload: quizPayload(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.quiz as { _id: string };
}

describe('a quiz opening', () => {
  it('tells each enrolled student once, in their language on the bell and in e-mail, and nobody else', async () => {
    now = new Date(OPENS.getTime() - HOUR);
    const { course, students } = await courseWithStudents('QZN-101', ['Ali Raza', 'Sana Urdu']);
    const [english, urdu] = students;
    await app.db.update(users).set({ language: 'ur' }).where(eq(users.id, urdu.id));
    const pending = await buildStudent(app, { status: 'pending' });
    await buildEnrollment(app, pending.id, course.id);
    const outsider = await buildStudent(app);
    await buildEnrollment(app, outsider.id, (await buildCourse(app)).id);
    const closes = new Date(OPENS.getTime() + 3 * 24 * HOUR);
    const quiz = await setQuiz(course.id, {
      title: 'Routing',
      opens_at: OPENS.toISOString(),
      closes_at: closes.toISOString(),
      time_limit_minutes: 20,
    });

    await tick();
    expect(await bellOf(english.id)).toEqual([]);

    now = new Date(OPENS.getTime() + 60_000);
    await tick();
    await tick();
    for (const student of students) {
      const rows = await bellOf(student.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'quiz_opened',
        dedupeKey: `quiz-opened:${quiz._id}`,
        link: `/student/courses/${course.id}`,
      });
    }
    const [bell] = await bellOf(urdu.id);
    const body = bell.said!.body!;
    expect(renderMessage(body.code as MessageCode, body.params, 'ur', URDU)).toContain(
      moment(closes, 'ur-PK'),
    );
    expect(renderMessage(body.code as MessageCode, body.params, 'en')).toBe(
      `QZN-101 Routing is open until ${moment(closes, 'en-GB')}, with 20 minutes once you start. Start it from the course page.`,
    );

    await expect.poll(() => smtp.to(english.email).length, { timeout: 5000 }).toBe(1);
    expect(smtp.to(english.email)[0]).toMatchObject({
      subject: 'Quiz open: QZN-101 Routing',
      text: expect.stringContaining(`open until ${moment(closes, 'en-GB')}`),
    });
    await expect.poll(() => smtp.to(urdu.email).length, { timeout: 5000 }).toBe(1);
    const [inUrdu] = smtp.to(urdu.email);
    expect(inUrdu.subject).toBe(
      renderMessage('notice.quizOpened', { course: 'QZN-101', title: 'Routing' }, 'ur', URDU),
    );
    expect(inUrdu.text).toContain(moment(closes, 'ur-PK'));
    expect(inUrdu.text).not.toContain('open until');

    expect(await bellOf(pending.id)).toEqual([]);
    expect(await bellOf(outsider.id)).toEqual([]);
    expect(smtp.to(outsider.email)).toEqual([]);
  });

  it('tells a student who enrols while the quiz is open', async () => {
    now = new Date(OPENS.getTime() + 2 * HOUR);
    const { course } = await courseWithStudents('QZN-102', ['Early Bird']);
    await setQuiz(course.id, {
      opens_at: OPENS.toISOString(),
      closes_at: new Date(OPENS.getTime() + 72 * HOUR).toISOString(),
    });
    await tick();
    const late = await buildStudent(app);
    await buildEnrollment(app, late.id, course.id);
    await tick();
    expect(await bellOf(late.id)).toMatchObject([{ kind: 'quiz_opened' }]);
  });
});

describe('a quiz closing soon', () => {
  it('reminds, once, the students who have not submitted, 24 hours before a long quiz closes', async () => {
    now = new Date(OPENS.getTime() - HOUR);
    const { course, students } = await courseWithStudents('QZN-201', ['Submitted', 'Started', 'Not Started']);
    const [done, started, idle] = students;
    const closes = new Date(OPENS.getTime() + 3 * 24 * HOUR);
    const quiz = await setQuiz(course.id, {
      title: 'Switching',
      opens_at: OPENS.toISOString(),
      closes_at: closes.toISOString(),
      // Untimed: the started attempt stays open until the close (a timed one would be submitted at its limit).
      time_limit_minutes: null,
    });
    now = new Date(OPENS.getTime() + HOUR);
    const tokens = await Promise.all(students.map((s) => signIn(app, s.email)));
    for (const token of [tokens[0], tokens[1]]) {
      const res = await injectAs(app, token, { method: 'POST', url: `/api/quizzes/${quiz._id}/attempts` });
      expect(res.statusCode).toBe(200);
    }
    const attempt = (
      await injectAs(app, tokens[0], { method: 'POST', url: `/api/quizzes/${quiz._id}/attempts` })
    ).json().data.attempt;
    const submitted = await injectAs(app, tokens[0], {
      method: 'POST',
      url: `/api/quiz-attempts/${attempt._id}/submit`,
    });
    expect(submitted.statusCode).toBe(200);

    // A day and a minute before the close: not yet.
    now = new Date(closes.getTime() - 24 * HOUR - 60_000);
    await tick();
    const closingOf = async (id: string) => (await bellOf(id)).filter((n) => n.kind === 'quiz_closing');
    for (const s of students) expect(await closingOf(s.id)).toEqual([]);

    now = new Date(closes.getTime() - 23 * HOUR);
    await tick();
    now = new Date(closes.getTime() - 2 * HOUR);
    await tick();
    expect(await closingOf(done.id)).toEqual([]);
    for (const s of [started, idle]) {
      expect(await closingOf(s.id)).toMatchObject([{ dedupeKey: `quiz-closing:${quiz._id}` }]);
      await expect
        .poll(() => smtp.to(s.email).map((m) => m.subject), { timeout: 5000 })
        .toContain('Quiz closing soon: QZN-201 Switching');
    }
    const [reminder] = await closingOf(idle.id);
    const body = reminder.said!.body!;
    expect(renderMessage(body.code as MessageCode, body.params, 'en')).toContain(
      `closes at ${moment(closes, 'en-GB')} and you have not submitted it`,
    );

    // After the close, nobody more is told.
    now = new Date(closes.getTime() + HOUR);
    const late = await buildStudent(app);
    await buildEnrollment(app, late.id, course.id);
    await tick();
    expect(await bellOf(late.id)).toEqual([]);
  });

  it('reminds halfway through a quiz shorter than two days, not with its opening notice', async () => {
    now = new Date(OPENS.getTime() - HOUR);
    const { course, students } = await courseWithStudents('QZN-202', ['Short Window']);
    await setQuiz(course.id, {
      opens_at: OPENS.toISOString(),
      closes_at: new Date(OPENS.getTime() + 2 * HOUR).toISOString(),
    });
    now = new Date(OPENS.getTime() + 30 * 60_000);
    await tick();
    expect((await bellOf(students[0].id)).map((n) => n.kind)).toEqual(['quiz_opened']);
    now = new Date(OPENS.getTime() + 61 * 60_000);
    await tick();
    expect((await bellOf(students[0].id)).map((n) => n.kind).sort()).toEqual(['quiz_closing', 'quiz_opened']);
  });
});

describe('several ticks at once', () => {
  it('tell each student once when two ticks run together', async () => {
    now = new Date(OPENS.getTime() - HOUR);
    const { course, students } = await courseWithStudents(
      'QZN-301',
      Array.from({ length: 6 }, (_, i) => `Crowd ${i}`),
    );
    const quiz = await setQuiz(course.id, {
      opens_at: OPENS.toISOString(),
      closes_at: new Date(OPENS.getTime() + 72 * HOUR).toISOString(),
    });
    now = new Date(OPENS.getTime() + 60_000);
    await Promise.all([tick(), tick()]);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `quiz-opened:${quiz._id}`));
    expect(rows).toHaveLength(students.length);
  });
});

describe.runIf(!!inject('postgresTemplate'))('on PostgreSQL, two processes sharing the database', () => {
  it('tell each student once, with one e-mail each', async () => {
    now = new Date(OPENS.getTime() - HOUR);
    const { course, students } = await courseWithStudents(
      'QZN-401',
      Array.from({ length: 8 }, (_, i) => `Shared ${i}`),
    );
    const quiz = await setQuiz(course.id, {
      opens_at: OPENS.toISOString(),
      closes_at: new Date(OPENS.getTime() + 72 * HOUR).toISOString(),
    });
    const other = await buildAnotherProcess(app, { clock: () => now, smtp: smtpSettings(smtp.url) });
    try {
      now = new Date(OPENS.getTime() + 60_000);
      await Promise.all([tick(), other.notificationWorker.tick(), tick(), other.notificationWorker.tick()]);
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `quiz-opened:${quiz._id}`));
      expect(rows).toHaveLength(students.length);
      for (const s of students) {
        await expect.poll(() => smtp.to(s.email).length, { timeout: 5000 }).toBe(1);
      }
    } finally {
      await other.close();
    }
  });
});
