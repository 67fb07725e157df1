/**
 * Issue 34 end to end, as the demo student: My Grades and Attendance open on the term in view, the term picker
 * shows the term before it (the demo student's previous semester), and the choice stays in the address.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function asStudent(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, 'student');
  await page.waitForURL((url) => url.pathname === '/student');
  return page;
}

/** Chooses the term just before the term in view (the picker lists terms newest first) and answers its name. */
async function chooseEarlierTerm(page: Page): Promise<{ id: string; name: string }> {
  const picker = page.getByLabel('Term', { exact: true });
  await picker.waitFor();
  const earlier = picker.locator('option').nth(1);
  const id = (await earlier.getAttribute('value'))!;
  const name = (await earlier.textContent())!.trim();
  await picker.selectOption(id);
  await page.waitForURL((url) => url.searchParams.get('term') === id);
  return { id, name };
}

describe("the student's earlier term", () => {
  it("My Grades shows the earlier term's results under its name, and a reload keeps it", async () => {
    const page = await asStudent();
    await page.goto('/student/grades');
    const details = page.getByRole('region', { name: 'Grade Details' });
    const thisTerm = (await page.getByLabel('Term', { exact: true }).locator('option').first().textContent())!
      .replace(/ \(this term\)$/, '')
      .trim();
    const { id, name } = await chooseEarlierTerm(page);
    expect(name).not.toBe(thisTerm);
    const group = details.getByRole('region', { name, exact: true });
    await group.getByRole('heading', { level: 3, name }).waitFor();
    await expect(group.getByRole('rowheader').count()).resolves.toBeGreaterThan(0);
    await expect(details.getByRole('heading', { level: 3, name: thisTerm }).count()).resolves.toBe(0);

    await page.reload();
    await expect(page.getByLabel('Term', { exact: true }).inputValue()).resolves.toBe(id);
    await details.getByRole('region', { name, exact: true }).getByRole('rowheader').first().waitFor();
    await page.context().close();
  });

  it("Attendance shows the earlier term's final figures (nothing red, no outlook), and this term's again when chosen", async () => {
    const page = await asStudent();
    await page.goto('/student/attendance');
    const courses = page.locator('section[aria-labelledby="attendance-courses"] [role="group"]');
    await courses.first().waitFor();
    const thisTerms = await courses.locator('h3').allTextContents();
    expect(thisTerms.length).toBeGreaterThan(0);

    const { name } = await chooseEarlierTerm(page);
    // Its final figures, or (the demo records no attendance before this term) a line saying there is none.
    await page
      .getByText(
        new RegExp(
          `^(${name} has ended: these are its final figures\\.|No attendance of yours was recorded in ${name})$`,
        ),
      )
      .waitFor();
    await expect
      .poll(async () => (await courses.locator('h3').allTextContents()).filter((c) => thisTerms.includes(c)))
      .toEqual([]);
    await expect(page.getByText(/^Attend |^You may miss/).count()).resolves.toBe(0);
    await expect(page.locator('main .text-red-700').count()).resolves.toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.getByLabel('Term', { exact: true }).selectOption('');
    await expect.poll(() => courses.locator('h3').allTextContents()).toEqual(thisTerms);
    await page.context().close();
  });

  it('a course of the earlier term opens read only: its results, nothing red, nothing to submit', async () => {
    const page = await asStudent();
    await page.goto('/student/courses');
    const { name } = await chooseEarlierTerm(page);
    const card = page.getByRole('article').first();
    await card.getByText(name, { exact: true }).waitFor();
    await card.getByRole('link', { name: /^View Course: / }).click();
    await page.waitForURL((url) => /^\/student\/courses\/[0-9a-f-]{36}$/.test(url.pathname));
    const grades = page.getByRole('region', { name: 'My Grades' });
    await grades.getByRole('row').nth(1).waitFor();
    await page.getByRole('region', { name: 'Course Information' }).getByText(name, { exact: true }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('main .text-red-700').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Submit/ }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
