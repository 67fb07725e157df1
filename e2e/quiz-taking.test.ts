/**
 * Issue 37 end to end: the demo teacher sets a quiz through the API; the demo student takes it on a 360 px
 * phone against the real server, with the connection dropped in the middle. The answers given offline are
 * kept on the phone and sent when it is back, and the score shows, the same as the teacher's results.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urQuizTake } from '../web/src/lib/i18n/ur-quiz-take';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A course the demo teacher teaches and the demo student takes (server/src/seed). */
const COURSE = 'Database Systems';

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await res.json()) as { data: T };
  expect(res.ok, `${method} ${path}: ${JSON.stringify(payload)}`).toBe(true);
  return payload.data;
}

async function login(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The demo teacher's session and the course of theirs the demo student takes. */
async function demoTeacherAndCourse() {
  const teacher = await login(DEMO_LOGINS.faculty);
  const { courses } = await call<{ courses: { _id: string; name: string }[] }>(
    teacher,
    'GET',
    '/faculty/courses',
  );
  return { teacher, course: courses.find((c) => c.name === COURSE)! };
}

/** Answers the question on screen rightly, whichever it is (each attempt has its own order). */
async function answerRightly(page: Page, n: number) {
  await page.getByRole('heading', { name: `Question ${n} of 3` }).waitFor();
  const question = page.getByRole('region', { name: `Question ${n} of 3` });
  const text = await question.innerText();
  if (text.includes('partial dependencies')) await question.getByRole('radio', { name: '2NF' }).check();
  else if (text.includes('SQL commands')) {
    await question.getByRole('checkbox', { name: 'SELECT' }).check();
    await question.getByRole('checkbox', { name: 'INSERT' }).check();
  } else await question.getByRole('textbox', { name: 'Your answer' }).fill('  islamabad ');
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: `Question ${n}, answered` })
    .waitFor();
}

describe('taking a quiz on a phone', () => {
  it('a student takes a quiz at 360 px with the connection dropped in the middle; answers are kept and sent, and the score shows', async () => {
    const { teacher, course } = await demoTeacherAndCourse();
    const title = `Normalisation check ${Date.now()}`;
    const { quiz } = await call<{ quiz: { _id: string } }>(
      teacher,
      'POST',
      `/courses/${course._id}/quizzes`,
      {
        title,
        instructions: 'Three questions, twenty minutes.',
        opens_at: new Date(Date.now() - 60_000).toISOString(),
        closes_at: new Date(Date.now() + 3600_000).toISOString(),
        time_limit_minutes: 20,
        attempts_allowed: 1,
        questions: [
          {
            kind: 'single',
            text: 'Which normal form removes partial dependencies?',
            marks: 1,
            options: [
              { text: '1NF', correct: false },
              { text: '2NF', correct: true },
              { text: '3NF', correct: false },
            ],
          },
          {
            kind: 'multiple',
            text: 'Which are SQL commands?',
            marks: 2,
            options: [
              { text: 'SELECT', correct: true },
              { text: 'FETCH ALL', correct: false },
              { text: 'INSERT', correct: true },
            ],
          },
          { kind: 'short', text: 'The capital of Pakistan?', marks: 1, answers: ['Islamabad'] },
        ],
      },
    );

    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/student');
    await page.goto(`/student/courses/${course._id}`);
    const quizzes = page.getByRole('region', { name: 'Quizzes' });
    const row = quizzes.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByRole('link', { name: /^Start/ }).click();
    await page.getByText('Three questions, twenty minutes.').waitFor();
    await page.getByRole('button', { name: 'Start' }).click();

    await page.getByRole('heading', { name: 'Question 1 of 3' }).waitFor();
    expect(await page.getByRole('timer', { name: 'Time left' }).innerText()).toMatch(/^(19:[0-5]\d|20:00)$/);
    await answerRightly(page, 1);
    await page.getByText('All answers saved').waitFor();

    // The connection drops: the next answers stay on the phone, and the page says so.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await answerRightly(page, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await answerRightly(page, 3);
    await page.getByRole('button', { name: 'Previous' }).click();
    // The first answer's save may still be on its way when the connection dropped: then it waits too.
    await page.getByText(/^Waiting for connection: [123] answers? kept on this phone$/).waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('quiz-attempt:')),
    );
    expect(kept.length).toBe(1);

    // It comes back: what was kept is sent.
    await context.setOffline(false);
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
    const nav = page.getByRole('navigation', { name: 'Questions' });
    for (const n of [1, 2, 3]) await nav.getByRole('button', { name: `Question ${n}, answered` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Submit quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the quiz?' });
    await dialog.getByText('You have answered every question.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('region', { name: 'Quiz submitted' });
    await result.getByText('4 / 4').waitFor();

    const results = await call<{ attempts: { score: number | null; total: number }[] }>(
      teacher,
      'GET',
      `/quizzes/${quiz._id}/results`,
    );
    expect(results.attempts.map((a) => [a.score, a.total])).toEqual([[4, 4]]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quiz-attempt:'))),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Urdu at 360 px, the connection dropped: a question written in Urdu reads right to left with its English term kept whole, the answer is kept and sent, and the score shows', async () => {
    const { teacher, course } = await demoTeacherAndCourse();
    const { quiz } = await call<{ quiz: { _id: string } }>(
      teacher,
      'POST',
      `/courses/${course._id}/quizzes`,
      {
        title: `نارملائزیشن ${Date.now()}`,
        instructions: 'ایک سوال، دس منٹ۔',
        opens_at: new Date(Date.now() - 60_000).toISOString(),
        closes_at: new Date(Date.now() + 3600_000).toISOString(),
        time_limit_minutes: 10,
        attempts_allowed: 1,
        questions: [
          {
            kind: 'single',
            text: 'کون سی normal form جزوی انحصار (partial dependencies) ختم کرتی ہے؟',
            marks: 1,
            options: [
              { text: '1NF', correct: false },
              { text: '2NF', correct: true },
            ],
          },
        ],
      },
    );

    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/student');
    await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
    await page.goto(`/student/quizzes/${quiz._id}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: urQuizTake['quizTake.start'], exact: true }).click();

    await page.getByRole('heading', { name: /^سوال/ }).first().waitFor();
    // The English term is its own left-to-right run inside a right-to-left question.
    const term = page.locator('bdi', { hasText: 'normal form' }).first();
    expect(await term.getAttribute('dir')).toBe('ltr');
    expect(await term.evaluate((bdi) => getComputedStyle(bdi.parentElement!).direction)).toBe('rtl');
    // Answered while the connection is down: kept on the phone, sent once it is back.
    await context.setOffline(true);
    await page.getByRole('radio', { name: '2NF' }).check();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quiz-attempt:'))),
    ).toHaveLength(1);
    await context.setOffline(false);
    await page.getByText(urQuizTake['quizTake.saved'], { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: urQuizTake['quizTake.submitQuiz'] }).click();
    const dialog = page.getByRole('dialog', { name: urQuizTake['quizTake.confirmTitle'] });
    await dialog.getByRole('button', { name: urQuizTake['quizTake.submit'], exact: true }).click();
    const result = page.getByRole('region', { name: urQuizTake['quizTake.submitted'] });
    await result.waitFor();
    // The score's figures are isolated left to right (invisible marks around each).
    await expect
      .poll(async () => (await result.innerText()).replace(/[\u2066-\u2069]/g, ''))
      .toContain('1 / 1');
    expect(problems).toEqual([]);
    await context.close();
  });
});
