/**
 * Issue 18 item 8, feedback where the eye is: on a 360 x 740 phone, after Submit at the foot of a long form,
 * the message is on the screen, not hundreds of pixels above it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './support/browser';

const PHONE = { width: 360, height: 740 };
/** A course the demo teacher teaches (server/src/seed), with a roster longer than a phone's screen. */
const COURSE_OPTION = 'IT-302 - Database Systems';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function teacherOnPhone(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`The page threw: ${error.message}`);
  });
  await signIn(page, 'faculty');
  await page.waitForURL((url) => url.pathname === '/faculty');
  return page;
}

/** Whether the whole of `element` is inside the visible part of the page. */
async function onScreen(element: Locator): Promise<{ top: number; bottom: number; visible: boolean }> {
  const box = (await element.boundingBox())!;
  return {
    top: box.y,
    bottom: box.y + box.height,
    visible: box.y >= 0 && box.y + box.height <= PHONE.height,
  };
}

describe('feedback after Submit on a phone', () => {
  it("Enter Grades: 'Please enter marks for at least one student' is on screen after Submit Grades", async () => {
    const page = await teacherOnPhone();
    await page.goto('/faculty/enter-grades');
    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_OPTION });
    await page.getByRole('region', { name: /^Students/ }).waitFor();
    const submit = page.getByRole('button', { name: 'Submit Grades' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), 'the form is longer than the screen').toBeGreaterThan(
      PHONE.height,
    );
    await submit.click();
    const message = page.getByText('Please enter marks for at least one student');
    await message.waitFor();
    expect(await onScreen(message)).toMatchObject({ visible: true });
    await page.context().close();
  });

  it("Mark Attendance: 'Attendance marked successfully for N students!' is on screen after Submit Attendance", async () => {
    const page = await teacherOnPhone();
    await page.goto('/faculty/mark-attendance');
    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_OPTION });
    await page.getByRole('button', { name: 'Mark all present' }).click();
    // Submit rides in a bar that stays on screen; the teacher has scrolled to the end of the roster.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight),
      'the form is longer than the screen',
    ).toBeGreaterThan(PHONE.height);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const submit = page.getByRole('button', { name: 'Submit Attendance' });
    await submit.click();
    const message = page.getByText(/^Attendance marked successfully for \d+ students!$/);
    await message.waitFor();
    expect(await onScreen(message)).toMatchObject({ visible: true });
    expect(await message.evaluate((element) => element.closest('[aria-live]') !== null)).toBe(true);
    await page.context().close();
  });
});
