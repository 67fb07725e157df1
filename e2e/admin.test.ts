/** Issue 4 end to end: the admin manages courses, announcements, students and reports. */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function asAdmin(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin');
  return page;
}

/** What a signed-in page can read through the API with its own token. */
const announcementTitles = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/announcements?limit=50', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()).data.announcements as { title: string }[]).map((a) => a.title);
  });

describe('Manage Courses', () => {
  it('creates, edits, filters and deletes a course', async () => {
    const page = await asAdmin();
    await page.goto('/admin/courses');
    const code = `E2E-${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add New Course' }).click();
    const form = page.locator('form');
    await form.getByLabel('Course Code').fill(code);
    await form.getByLabel('Course Name').fill('End to End Testing');
    await form.getByLabel('Semester', { exact: true }).selectOption('5');
    await form.getByRole('button', { name: 'Monday' }).click();
    await form.getByRole('button', { name: 'Create Course' }).click();
    await page.getByText('Course created successfully!').waitFor();
    // The catalogue comes a page at a time (semester, then code); the search finds the new course on any page.
    await page.getByLabel('Search').fill(code.toLowerCase());
    await page.getByText(/^Showing 1 of 1 courses \(active courses\)$/).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row.textContent()).resolves.toContain('End to End Testing');
    await expect(row.textContent()).resolves.toContain('Not assigned');

    await page.getByRole('button', { name: `Edit ${code}` }).click();
    await page.locator('form').getByLabel('Course Name').fill('End to End Testing II');
    await page.locator('form').getByRole('button', { name: 'Update Course' }).click();
    await page.getByText('Course updated successfully!').waitFor();
    // The refetched list renders a moment after the message (TanStack Query tells the table on its next tick).
    await page
      .getByRole('row')
      .filter({ hasText: code })
      .filter({ hasText: 'End to End Testing II' })
      .waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByText('Course deleted successfully!').waitFor();
    await page.getByText('No courses match your filters. Try adjusting your search criteria.').waitFor();
    await page.context().close();
  });
});

describe('Manage Announcements', () => {
  it('an announcement for students reaches students and not faculty', async () => {
    const page = await asAdmin();
    await page.goto('/admin/announcements');
    const title = `Library hours ${Date.now()}`;
    await page.getByRole('button', { name: 'New Announcement' }).click();
    const form = page.locator('form');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Content').fill('The library stays open until 8 PM during exams.');
    await form.getByLabel('Target Audience').selectOption('students');
    await form.getByRole('button', { name: 'Post Announcement' }).click();
    await page.getByText('Announcement created successfully!').waitFor();
    await page.context().close();

    const student = await newPage(browser);
    await signIn(student, 'student');
    await student.waitForURL((url) => url.pathname === '/student');
    await expect(announcementTitles(student)).resolves.toContain(title);
    await student.context().close();

    const teacher = await newPage(browser);
    await signIn(teacher, 'faculty');
    await teacher.waitForURL((url) => url.pathname === '/faculty');
    await expect(announcementTitles(teacher)).resolves.not.toContain(title);
    await teacher.context().close();
  });
});

describe('Manage Students', () => {
  it('finds students by the department preset from the Departments page, and shows an edited semester in the list', async () => {
    const page = await asAdmin();
    await page.goto('/departments');
    await page.locator('[data-program="botany"]').getByRole('link', { name: 'View students' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/students' && url.searchParams.get('department') === 'Botany',
    );
    await expect(page.getByLabel('Department', { exact: true }).inputValue()).resolves.toBe('Botany');
    const rows = page.getByRole('row').filter({ hasText: '@' });
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Botany');

    const row = rows.filter({ hasNotText: 'Semester 8' }).first();
    const name = (await row.getByRole('rowheader').locator('span').first().textContent())!.trim();
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    const form = page.locator('form');
    await form.getByLabel('Semester', { exact: true }).selectOption('8');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Student updated successfully!').waitFor();
    await page.goto('/admin/students?department=Botany&semester=8');
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await page.context().close();
  });
});

describe('Reports', () => {
  it('opens from the navigation, jumps to a section and downloads its CSV', async () => {
    const page = await asAdmin();
    await page
      .getByRole('navigation', { name: 'Administration area' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    // This term's finals are not in yet, and every section is of one term: the term before it, which has them.
    const picker = page.getByLabel('Term', { exact: true });
    await picker.selectOption({ index: 1 });
    const termName = (await picker.locator('option:checked').textContent())!;
    await page.waitForURL((url) => url.searchParams.has('term'));
    await page
      .getByRole('navigation', { name: 'Report sections' })
      .getByRole('link', { name: /^Grade distribution per course/ })
      .click();
    await page.waitForURL((url) => url.hash === '#grade-distribution');
    const section = page.getByRole('region', { name: 'Grade distribution per course' });
    // The jump brings the section's heading into view, below the sticky header.
    const top = await section
      .getByRole('heading', { level: 2 })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(300);
    // Its chart says what each colour is.
    expect(await section.getByRole('list', { name: 'Legend' }).textContent()).toContain('Green: A+, A, A-');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download CSV: Grade distribution per course' }).click(),
    ]);
    // Named by the term it holds and the day: two terms' downloads never look alike.
    const termTag = termName.toLowerCase().replace(/\s+/g, '-');
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^grade-distribution-${termTag}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(termTag).toMatch(/^(?:fall|spring|summer)-\d{4}$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Course,Name,A+,A,A-,B+,B,B-,C+,C,C-,D,F,Total');
    // The page shows ten courses at a time; the CSV has every one the section counts.
    const counted = await section.getByText(/^Rows 1 to 10 of \d+\./).textContent();
    expect(lines.length - 1).toBe(Number(/of (\d+)\./.exec(counted!)![1]));
    await page.context().close();
  });

  it('downloads a report as CSV', async () => {
    const page = await asAdmin();
    await page.goto('/admin/reports#courses-per-department');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: Courses per department' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Information Technology');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await page.context().close();
  });
});

describe('Contact messages', () => {
  it("show each message's subject by its name, not its key", async () => {
    const page = await asAdmin();
    const sent = await page.evaluate(async () => {
      const res = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bilal Ahmad',
          email: 'bilal.ahmad@example.com',
          subject: 'admissions',
          message: 'When does the entrance test for BS IT take place this year?',
        }),
      });
      return res.status;
    });
    expect(sent).toBe(201);
    await page.goto('/admin/messages');
    const card = page.locator('article, li').filter({ hasText: 'Bilal Ahmad' }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Admissions');
    expect(await page.locator('main').textContent()).not.toContain('contact.subject.');
    await page.context().close();
  });
});
