/**
 * Issue 25, item 5 end to end: the teacher returns a submission with a comment, the student resubmits it and
 * comments, and the teacher reads the comment in the submission's history.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(who: 'student' | 'faculty'): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, who);
  await page.waitForURL((url) => url.pathname === `/${who}`);
  return page;
}

/** Calls the API as the page's signed-in user. */
const call = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()).data;
    },
    { method, path, body },
  ) as Promise<T>;

describe('closing the loop on a submission', () => {
  it('return → resubmit → comment, each step in the history both read', async () => {
    const teacher = await signedIn('faculty');
    const student = await signedIn('student');

    // A pending assignment of a course the demo teacher teaches, which the student submits.
    const { courses } = await call<{ courses: { _id: string }[] }>(teacher, 'GET', '/faculty/courses');
    const taught = new Set(courses.map((c) => c._id));
    const { assignments } = await call<{
      assignments: { _id: string; title: string; course_id: { _id: string }; displayStatus: string }[];
    }>(student, 'GET', '/assignments/my-assignments');
    const assignment = assignments.find((a) => a.displayStatus === 'pending' && taught.has(a.course_id._id))!;
    expect(assignment).toBeDefined();
    const { user } = await call<{ user: { name: string } }>(student, 'GET', '/auth/me');
    await student.goto('/student/assignments');
    const card = student.getByRole('article', { name: assignment.title, exact: true });
    await card.getByRole('button', { name: 'Submit Assignment' }).click();
    const dialog = student.getByRole('dialog', { name: 'Submit Assignment' });
    await dialog.getByLabel('Written Response').fill('My first answer.');
    await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
    await student.getByText('Assignment submitted successfully!').waitFor();

    // The teacher returns it, choosing that a late resubmission counts as late.
    await teacher.goto(`/faculty/grade-submissions?assignment=${assignment._id}`);
    const submission = teacher.getByRole('article', { name: user.name, exact: true });
    await submission.getByRole('button', { name: 'Return for resubmission' }).click();
    await submission.getByLabel('What should the student change?').fill('Show your working for question 2.');
    await submission.getByLabel('Count a resubmission after the due date as late').check();
    await submission.getByRole('button', { name: 'Return to student' }).click();
    await submission.getByText('Returned for resubmission', { exact: true }).waitFor();

    // The student sees it returned, reads why, resubmits and answers.
    await student.goto('/student/assignments');
    await card.getByText('Returned', { exact: true }).waitFor();
    // The teacher's reason is on the card itself, and in its history.
    await card.getByText('Show your working for question 2.').first().waitFor();
    await card.getByRole('button', { name: 'Comments and history' }).click();
    await expect.poll(() => card.getByText('Show your working for question 2.').count()).toBe(2);
    await card.getByRole('button', { name: 'Resubmit', exact: true }).click();
    const update = student.getByRole('dialog', { name: 'Resubmit' });
    await update.getByLabel('Written Response').fill('My answer, with the working.');
    await update.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await student.getByText('Submission updated successfully!').waitFor();
    await card.getByLabel('Private comment').fill('Done: see question 2.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByText('Resubmitted', { exact: true }).waitFor();
    await card.getByText('Done: see question 2.').waitFor();

    // The teacher reads the whole exchange.
    await teacher.reload();
    await submission.getByRole('button', { name: 'Comments and history' }).click();
    await submission.getByText('Done: see question 2.').waitFor();
    const steps = await submission.locator('ol > li').allInnerTexts();
    expect(steps.map((s) => s.split(' · ')[0].trim())).toEqual([
      'Submitted',
      'Returned for resubmission',
      'Resubmitted',
      'Comment',
    ]);
  });
});
