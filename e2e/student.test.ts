/** Issue 5 end to end, as the demo student: dashboard figures, submitting with a file, semester filters. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
let scratch: string;
beforeAll(async () => {
  browser = await launchBrowser();
  scratch = mkdtempSync(join(tmpdir(), 'portal-e2e-student-'));
});
afterAll(async () => {
  await browser?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function asStudent(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, 'student');
  await page.waitForURL((url) => url.pathname === '/student');
  return page;
}

/** The figure of a stat tile (a group named by its label), once it has loaded. */
async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page.getByRole('group', { name: label, exact: true });
  await tile.waitFor();
  return (await tile.locator('p').nth(1).textContent())!.trim();
}

describe('Student Dashboard', () => {
  it('shows the CGPA of the grades page and the overall percentage of the attendance page', async () => {
    const page = await asStudent();
    const cgpa = await tileValue(page, 'CGPA');
    const attendance = await tileValue(page, 'Attendance');
    expect(cgpa).toMatch(/^\d\.\d{2}$/);
    expect(attendance).toMatch(/^\d{1,3}%$/);

    await page.getByRole('link', { name: 'Grades', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/student/grades');
    await expect(tileValue(page, 'CGPA')).resolves.toBe(cgpa);

    await page.getByRole('link', { name: 'Attendance', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/student/attendance');
    await expect(tileValue(page, 'Overall Attendance')).resolves.toBe(attendance);
    await page.context().close();
  });
});

describe('My Assignments', () => {
  it('submits a pending assignment with a PDF file, then shows it Submitted and under the Submitted filter', async () => {
    const pdf = join(scratch, 'answers.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    const page = await asStudent();
    await page.goto('/student/assignments');
    const filters = page.getByRole('group', { name: 'Show', exact: true });
    await filters.getByRole('button', { name: 'Pending', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const pending = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Submit Assignment' }) });
    await pending.first().waitFor();
    const title = (await pending.first().getByRole('heading').textContent())!.trim();

    await pending.first().getByRole('button', { name: 'Submit Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Assignment' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles(pdf);
    await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
    await page.getByText('Assignment submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await filters.getByRole('button', { name: 'Submitted', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'submitted');
    const card = page.getByRole('article', { name: title, exact: true });
    await card.getByText('Submitted', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Update Submission' }).click();
    await page
      .getByRole('dialog', { name: 'Update Submission' })
      .getByRole('button', { name: 'Download answers.pdf' })
      .waitFor();
    await page.context().close();
  });
});

describe('semester filters', () => {
  it('on My Courses shows only the cards of the chosen semester', async () => {
    const page = await asStudent();
    await page.goto('/student/courses');
    const semesters = page.getByRole('group', { name: 'Semester', exact: true });
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const semesterOf = (card: ReturnType<Page['locator']>) =>
      card
        .getByRole('term')
        .filter({ hasText: /^Semester$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    const chosen = (await semesterOf(cards.first()))!.trim();

    await semesters.getByRole('button', { name: `Semester ${chosen}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('semester') === chosen);
    // The list is read again for the semester: wait until it has settled on that semester's cards.
    const semestersShown = async () => {
      const shown = [];
      for (let i = 0; i < (await cards.count()); i++) shown.push((await semesterOf(cards.nth(i)))?.trim());
      return shown;
    };
    // Every card is of that semester, and the tile of this term's courses counts them. (The list before the click may
    // already be all of one semester, so the cards and the tile are read together until the new list is drawn.)
    const total = page.getByRole('group', { name: /^Courses in / });
    await expect
      .poll(async () => {
        const shown = await semestersShown();
        const tile = await total.locator('p').nth(1).textContent();
        return (
          shown.length > 0 && shown.every((semester) => semester === chosen) && tile === `${shown.length}`
        );
      })
      .toBe(true);

    // The demo student (third semester) is offered its own semesters only, not 1 to 8.
    await expect(semesters.getByRole('button').allTextContents()).resolves.toEqual(['All', '1', '2', '3']);

    await semesters.getByRole('button', { name: 'All semesters', exact: true }).click();
    await cards.first().waitFor();
    await page.context().close();
  });

  it('on My Grades shows only the rows of the chosen semester', async () => {
    const page = await asStudent();
    // Every term's results: this term's are of one semester.
    await page.goto('/student/grades?term=all');
    // Grouped under their terms' names, each term a table of its own.
    const details = page.getByRole('region', { name: 'Grade Details' });
    const rows = details.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await rows.first().waitFor();
    const semesterCell = (row: ReturnType<Page['locator']>) => row.getByRole('cell').first().textContent();
    const all = await Promise.all((await rows.all()).map(semesterCell));
    const semestersSeen = [...new Set(all.map((s) => s!.trim()))];
    expect(semestersSeen.length).toBeGreaterThan(1);
    const chosen = semestersSeen[0];

    await page
      .getByRole('group', { name: 'Semester', exact: true })
      .getByRole('button', { name: `Semester ${chosen}`, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('semester') === chosen);
    // Read in one go: a row replaced while it is read one by one would make the read wait for it.
    const shownSemesters = () =>
      rows.evaluateAll((list) => list.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
    await expect.poll(shownSemesters).toEqual(all.filter((s) => s!.trim() === chosen).map((s) => s!.trim()));
    await page.context().close();
  });
});

describe('My Attendance on a phone', () => {
  // Issue 36, item 4: the demo student's term (about 120 classes) was a 21,500 px scroll at 360 px.
  it.each(['en', 'ur'] as const)(
    'is a page, not a scroll: at 360 px in %s the history is folded by course and month, at most 8,000 px tall',
    async (lang) => {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
      await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      const page = await context.newPage();
      // Signed in by the fields' ids: their labels are in the page's language.
      await page.goto('/login');
      await page.locator('#email').fill(DEMO_LOGINS.student);
      await page.locator('#password').fill(DEMO_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/student');
      await page.goto('/student/attendance');
      const history = page.locator('#attendance-history').locator('xpath=ancestor::*[@role="region"][1]');
      const courses = history.locator('details:not(details details)');
      await courses.first().waitFor();
      // Every course of the term has its fold, each closed until tapped.
      expect(await courses.count()).toBeGreaterThan(1);
      expect(
        await courses.evaluateAll((list) => list.map((d) => (d as HTMLDetailsElement).open)),
      ).not.toContain(true);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThanOrEqual(8_000);
      // Opened, a course shows its latest month; its earlier months stay folded.
      await courses.first().locator('summary').first().click();
      const months = courses.first().locator('details');
      expect(await months.evaluateAll((list) => list.map((d) => (d as HTMLDetailsElement).open))).toEqual([
        true,
        ...Array<boolean>((await months.count()) - 1).fill(false),
      ]);
      await context.close();
    },
  );
});
