/** Issue 6 end to end: the demo teacher and the demo student, on one course both of them have. */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A course the demo teacher teaches and the demo student takes (server/src/seed). */
const COURSE = { code: 'IT-302', name: 'Database Systems' };
const COURSE_OPTION = `${COURSE.code} - ${COURSE.name}`;
const STUDENT = 'Ayesha Malik';

async function signedIn(role: 'student' | 'faculty'): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, role);
  await page.waitForURL((url) => url.pathname === `/${role}`);
  return page;
}

/** `YYYY-MM-DDTHH:mm` a week from now, for a `datetime-local` input. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 16);

/** The value (dd) next to a term (dt) of a description list inside `scope`. */
const definition = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('assignments from creation to feedback', () => {
  it('the teacher creates an assignment, the student submits, the teacher grades, the student reads marks and feedback', async () => {
    const title = `Normalisation Exercise ${Date.now()}`;
    const feedback = 'Clear answers; show the functional dependencies next time.';

    const teacher = await signedIn('faculty');
    await teacher.goto('/faculty/assignments');
    await teacher.getByRole('button', { name: 'Create Assignment' }).click();
    const form = teacher.getByRole('region', { name: 'Create Assignment' });
    await form.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_OPTION });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Type', { exact: true }).selectOption('assignment');
    await expect(form.getByLabel('Total Marks', { exact: true }).inputValue()).resolves.toBe('100');
    await form.getByLabel('Due Date', { exact: true }).fill(nextWeek());
    await form.getByLabel('Description (optional)').fill('Normalise the three tables of the handout to 3NF.');
    await form.getByRole('button', { name: 'Create Assignment' }).click();
    await teacher.getByText('Assignment created successfully!').waitFor();
    await teacher.getByRole('article', { name: title, exact: true }).waitFor();

    const student = await signedIn('student');
    await student.goto('/student/assignments');
    const card = student.getByRole('article', { name: title, exact: true });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Submit Assignment' }).click();
    const dialog = student.getByRole('dialog', { name: 'Submit Assignment' });
    await dialog
      .getByLabel('Written Response')
      .fill('Tables R1, R2 and R3 are in 3NF after splitting out the course details.');
    await dialog.getByRole('button', { name: 'Submit Assignment' }).click();
    await student.getByText('Assignment submitted successfully!').waitFor();
    await card.getByText('Submitted', { exact: true }).waitFor();

    await teacher.reload();
    await teacher.getByRole('link', { name: `View Submissions: ${title}` }).click();
    await teacher.waitForURL((url) => url.pathname === '/faculty/grade-submissions');
    await teacher.getByRole('heading', { name: title }).waitFor();
    const submission = teacher.getByRole('article', { name: STUDENT, exact: true });
    await submission.getByText('Tables R1, R2 and R3 are in 3NF').waitFor();
    const grading = submission.getByRole('form', { name: `Grade the submission of ${STUDENT}` });
    await grading.getByLabel('Marks (out of 100)').fill('87');
    await grading.getByLabel('Feedback (optional)').fill(feedback);
    await grading.getByRole('button', { name: 'Submit Grade' }).click();
    await teacher.getByText('Submission graded successfully!').waitFor();
    await submission.getByText('Marks: 87/100').waitFor();
    await teacher.context().close();

    await student.reload();
    await card.getByText('Graded', { exact: true }).waitFor();
    await expect(definition(card, 'Marks').textContent()).resolves.toBe('87/100');
    await card.getByText(feedback).waitFor();
    await student.context().close();
  });
});

describe('Mark Attendance', () => {
  it("marking today's class adds one class to the student's attendance in that course", async () => {
    const student = await signedIn('student');
    await student.goto('/student/attendance');
    const courseCard = student.getByRole('group', { name: COURSE.name, exact: true });
    await courseCard.waitFor();
    const before = Number(await definition(courseCard, 'Classes').textContent());
    const remark = `Not in class (e2e ${Date.now()})`;

    const teacher = await signedIn('faculty');
    await teacher.goto('/faculty/mark-attendance');
    await teacher.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_OPTION });
    const today = await teacher.getByLabel('Date', { exact: true }).inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A tutorial: the demo college only holds lectures and labs, so today has no record of this kind yet.
    await teacher.getByLabel('Session Type', { exact: true }).selectOption('tutorial');
    await teacher.getByRole('button', { name: 'Mark all present' }).click();
    const choice = teacher.getByRole('group', { name: `Attendance of ${STUDENT}` });
    await choice.getByTitle('Absent').click();
    await expect(choice.getByRole('radio', { name: 'Absent' }).isChecked()).resolves.toBe(true);
    await teacher.getByLabel(`Remarks for ${STUDENT}`).fill(remark);
    await teacher.getByRole('button', { name: 'Submit Attendance' }).click();
    await teacher.getByText(/^Attendance marked successfully for \d+ students!$/).waitFor();
    await teacher.context().close();

    await student.reload();
    await courseCard.waitFor();
    await expect(definition(courseCard, 'Classes').textContent()).resolves.toBe(String(before + 1));
    await student
      .getByLabel('Course', { exact: true })
      .selectOption({ label: `${COURSE.code} · ${COURSE.name}` });
    // Narrowed to the course, its history opens on its latest month; the fold names the course, not each row.
    const row = student.getByRole('row').filter({ hasText: remark });
    await row.waitFor();
    const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      shown,
      'Tutorial',
      'Absent',
      remark,
    ]);
    await student.context().close();
  });

  it("opens on the teacher's class of the moment, and on a phone keeps the counts and Submit in view over a full roster", async () => {
    const teacher = await signedIn('faculty');
    // Today's Classes: an in-person class opens its roster with that course chosen (when one meets today).
    await teacher.goto('/faculty/dashboard');
    const today = teacher.getByRole('region', { name: "Today's Classes" });
    await today.waitFor();
    const marking = today.getByRole('link', { name: /^Mark attendance of / });
    if ((await marking.count()) > 0) {
      const href = (await marking.first().getAttribute('href'))!;
      await marking.first().click();
      await teacher.waitForURL((url) => url.pathname === '/faculty/mark-attendance');
      const chosen = new URL(href, 'http://x').searchParams.get('course');
      await expect(teacher.getByLabel('Course', { exact: true }).inputValue()).resolves.toBe(chosen);
    }

    // Without a chosen course the page opens on the class meeting now: the browser's clock is put ten minutes
    // into the class of the teacher's largest timetabled course, on its latest weekday up to today.
    type Listed = { _id: string; enrolledCount: number; schedule: { days: string[]; time: string } };
    const courses = await teacher.evaluate(async () => {
      const res = await fetch('/api/faculty/courses', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).data.courses as Listed[];
    });
    const [course] = courses
      .filter((c) => c.schedule.days.length > 0 && /\d:\d\d/.test(c.schedule.time))
      .sort((a, b) => b.enrolledCount - a.enrolledCount);
    expect(course).toBeDefined();
    const [hours, minutes] = /(\d{1,2}):(\d{2})/.exec(course!.schedule.time)!.slice(1).map(Number);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Karachi', weekday: 'long' });
    let day = new Date();
    while (!course!.schedule.days.includes(weekday.format(day))) day = new Date(day.getTime() - 86_400_000);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(day);
    const start = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    const inClass = new Date(new Date(`${date}T${start}:00+05:00`).getTime() + 10 * 60_000);
    await teacher.clock.setFixedTime(inClass);
    await teacher.setViewportSize({ width: 360, height: 740 });
    await teacher.goto('/faculty/mark-attendance');
    const rows = teacher.getByRole('group', { name: /^Attendance of / });
    await rows.first().waitFor();
    await expect(teacher.getByLabel('Course', { exact: true }).inputValue()).resolves.toBe(course!._id);
    await expect(teacher.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(date);
    await teacher.getByRole('list', { name: 'What the letters mean' }).waitFor();

    // Halfway down a roster several screens long, Submit and the counts are on screen, not under the navigation.
    const size = await rows.count();
    expect(size).toBe(course!.enrolledCount);
    await expect(
      teacher.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight),
    ).resolves.toBe(true);
    await rows.nth(Math.floor(size / 2)).scrollIntoViewIfNeeded();
    const submit = teacher.getByRole('button', { name: 'Submit Attendance' });
    const uncovered = () =>
      submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && box.top >= 0 && !!hit && button.contains(hit);
      });
    await expect(uncovered()).resolves.toBe(true);
    const counts = teacher.getByRole('list', { name: 'Marked so far' });
    await expect(counts.isVisible()).resolves.toBe(true);
    await teacher.getByRole('button', { name: 'Mark all present' }).click();
    await rows.nth(size - 1).scrollIntoViewIfNeeded();
    await expect(counts.getByRole('listitem').first().textContent()).resolves.toBe(`PPresent${size}`);
    await expect(uncovered()).resolves.toBe(true);
    await teacher.context().close();
  });

  it('with a second class that day the teacher chooses which class, and each keeps its own marks', async () => {
    const teacher = await signedIn('faculty');
    await teacher.goto('/faculty/mark-attendance');
    await teacher.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_OPTION });
    // Today's tutorial was marked above (the student absent); now today's lab, everyone present.
    await teacher.getByLabel('Session Type', { exact: true }).selectOption('lab');
    await teacher.getByRole('button', { name: 'Mark all present' }).click();
    await teacher.getByRole('button', { name: 'Submit Attendance' }).click();
    await teacher.getByText(/^Attendance marked successfully for \d+ students!$/).waitFor();

    const classChoice = teacher.getByLabel('Class', { exact: true });
    await classChoice.waitFor();
    await classChoice.selectOption('tutorial|');
    await expect(teacher.getByLabel('Session Type', { exact: true }).inputValue()).resolves.toBe('tutorial');
    const choice = teacher.getByRole('group', { name: `Attendance of ${STUDENT}` });
    await expect(choice.getByRole('radio', { name: 'Absent' }).isChecked()).resolves.toBe(true);
    await classChoice.selectOption('lab|');
    await expect(choice.getByRole('radio', { name: 'Present' }).isChecked()).resolves.toBe(true);
    await teacher.context().close();
  });
});
