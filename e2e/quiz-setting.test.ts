/**
 * Issue 37 end to end, the teacher's side: on a 360 px phone the demo teacher sets a quiz on their course (the
 * rules name a question without a correct option first), a student's attempt is marked by the server, and the
 * teacher, now locked to the answer key, changes it: the attempt is marked again and the results agree.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A course the demo teacher teaches and the demo student takes (server/src/seed). */
const COURSE = 'Database Systems';

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`The page threw: ${error.message}`);
  });
  return page;
}

/** The student's side through the API (the student's pages are tested on their own). */
async function studentCall<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      'idempotency-key': crypto.randomUUID(),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${payload.message}`);
  return payload.data;
}

/** A moment as a `datetime-local` value on the college's clocks, as the page reads it. */
async function collegeInput(page: Page, moment: Date): Promise<string> {
  const zone = await page.locator('meta[name="college-time-zone"]').getAttribute('content');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone ?? 'Asia/Karachi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe('setting a quiz', () => {
  it('a teacher sets a quiz on a phone; after an attempt only its key changes, and the attempt is re-marked', async () => {
    const title = `Normal forms ${Date.now()}`;
    const teacher = await phonePage();
    await signIn(teacher, 'faculty');
    await teacher.waitForURL((url) => url.pathname === '/faculty');
    await teacher.goto('/faculty/courses');
    await teacher.getByRole('link', { name: COURSE, exact: true }).click();
    await teacher.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await teacher.getByRole('link', { name: 'Quizzes', exact: true }).click();
    await teacher.getByRole('heading', { level: 1, name: `Quizzes of ${COURSE}` }).waitFor();
    await teacher.getByRole('link', { name: 'New quiz' }).click();

    await teacher.getByLabel('Title', { exact: true }).fill(title);
    await teacher.getByLabel('Opens at').fill(await collegeInput(teacher, new Date(Date.now() - 3_600_000)));
    await teacher.getByLabel('Time limit (minutes)').fill('15');
    const first = teacher.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Marks').fill('2');
    await first
      .getByLabel('Question', { exact: true })
      .fill('Which normal form removes partial dependencies?');
    await first.getByLabel('Option 1', { exact: true }).fill('1NF');
    await first.getByLabel('Option 2', { exact: true }).fill('2NF');
    await teacher.getByRole('button', { name: 'Add a question' }).click();
    const second = teacher.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Kind').selectOption('short');
    await second.getByLabel('Question', { exact: true }).fill('The SQL keyword that removes rows?');
    await second.getByLabel('Accepted answer 1', { exact: true }).fill('DELETE');

    // No correct option yet: the contract's rule, beside the question, and nothing saved.
    await teacher.getByRole('button', { name: 'Set quiz' }).click();
    await first.getByText('Mark the correct option').waitFor();
    await first.getByLabel('Option 2 is correct').check();

    // The editor fits the phone: nothing pushes the page sideways.
    const overflow = await teacher.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await teacher.getByRole('button', { name: 'Set quiz' }).click();
    await teacher.getByText(`${title} saved`).waitFor();
    const card = teacher.getByRole('region', { name: title });
    await card.getByText('Open', { exact: true }).waitFor();
    const resultsHref = await card.getByRole('link', { name: `Results of ${title}` }).getAttribute('href');
    const quizId = resultsHref!.split('/')[3]!;

    // A student takes it: the server shuffles, never sends the key, and marks the submission.
    const { token } = await studentCall<{ token: string }>(null, 'POST', '/auth/login', {
      email: DEMO_LOGINS.student,
      password: DEMO_PASSWORD,
    });
    const { attempt } = await studentCall<{
      attempt: {
        _id: string;
        questions: { _id: string; kind: string; options: { _id: string; text: string }[] }[];
      };
    }>(token, 'POST', `/quizzes/${quizId}/attempts`);
    const choice = attempt.questions.find((q) => q.kind === 'single')!;
    const short = attempt.questions.find((q) => q.kind === 'short')!;
    expect(JSON.stringify(attempt)).not.toContain('correct');
    await studentCall(token, 'PUT', `/quiz-attempts/${attempt._id}/answers`, {
      answers: [
        { question_id: choice._id, choice_ids: [choice.options.find((o) => o.text === '1NF')!._id] },
        { question_id: short._id, text: '  delete ' },
      ],
    });
    const marked = await studentCall<{ attempt: { score: number; total: number } }>(
      token,
      'POST',
      `/quiz-attempts/${attempt._id}/submit`,
    );
    expect(marked.attempt).toMatchObject({ score: 1, total: 3 });

    // Attempted: only the key can change, and changing it re-marks the attempt.
    await teacher.reload();
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await teacher.getByText('Students have attempted this quiz (1 attempt)').waitFor();
    expect(await teacher.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
    await teacher.getByRole('group', { name: 'Question 1' }).getByLabel('Option 1 is correct').check();
    await teacher.getByRole('button', { name: 'Save answer key' }).click();
    const confirm = teacher.getByRole('dialog', { name: 'Change the answer key?' });
    await confirm.getByText(/Every attempt is marked again/).waitFor();
    await confirm.getByRole('button', { name: 'Change key and re-mark' }).click();
    await teacher.getByText(`Answer key of ${title} saved: 1 attempt marked again`).waitFor();

    await teacher
      .getByRole('region', { name: title })
      .getByRole('link', { name: `Results of ${title}` })
      .click();
    const attempts = teacher.getByRole('region', { name: 'Attempts' });
    await attempts.getByText('3 / 3').waitFor();
    const shares = teacher.getByRole('region', { name: 'Correct answers per question' });
    await shares.getByText('100% correct (1 of 1)').first().waitFor();
    await teacher.context().close();
  });
});
