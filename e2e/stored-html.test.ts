/**
 * Stored text that carries HTML and script (an announcement, a contact message, a submission) is shown as
 * text on every page that shows it, public and portal: never run, never turned into elements.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser';

const MARK = Date.now() % 100000;
const PAYLOAD = `<img src=x onerror="window.__xss=${MARK}"><script>window.__xss=${MARK}</script>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined &&
        !(init.body instanceof FormData) && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body:
      init.body instanceof FormData
        ? init.body
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown> };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data as Record<string, never>;
}

const tokenOf = async (role: keyof typeof DEMO_LOGINS) =>
  (
    await api('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO_LOGINS[role], password: DEMO_PASSWORD },
    })
  ).token as string;

/** The page shows the payload as text somewhere, and nothing of it ran or became an element. */
async function expectShownAsText(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.locator('body').innerText(), { timeout: 10_000 })
    .toContain(`window.__xss=${MARK}`);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

describe('stored HTML and script are shown as text', () => {
  it('in an announcement, a contact message and a submission, wherever they appear', async () => {
    const admin = await tokenOf('admin');
    const faculty = await tokenOf('faculty');
    const student = await tokenOf('student');

    await api('/api/admin/announcements', {
      method: 'POST',
      token: admin,
      body: {
        title: `Notice ${PAYLOAD}`,
        content: `Details ${PAYLOAD}`,
        target_audience: 'all',
        priority: 'urgent',
      },
    });
    await api('/api/contact', {
      method: 'POST',
      body: { name: `Visitor ${MARK}`, email: 'visitor@example.com', subject: 'general', message: PAYLOAD },
    });
    const courses = (await api('/api/faculty/courses', { token: faculty })).courses as {
      _id: string;
      code: string;
    }[];
    const course = courses.find((c) => c.code === 'IT-303')!;
    const { assignment } = await api('/api/assignments', {
      method: 'POST',
      token: faculty,
      body: {
        course_id: course._id,
        title: `Essay ${MARK}`,
        type: 'assignment',
        total_marks: 10,
        due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    const form = new FormData();
    form.append('submission_text', `My answer ${PAYLOAD}`);
    await api(`/api/assignments/${(assignment as { _id: string })._id}/submit`, {
      method: 'POST',
      token: student,
      body: form,
    });

    const visitor = await newPage(browser);
    await expectShownAsText(visitor, '/');

    const studentPage = await newPage(browser);
    await signIn(studentPage, 'student');
    await studentPage.waitForURL((url) => url.pathname === '/student');
    await expectShownAsText(studentPage, '/student');

    const adminPage = await newPage(browser);
    await signIn(adminPage, 'admin');
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    await expectShownAsText(adminPage, '/admin/announcements');
    await expectShownAsText(adminPage, '/admin/messages');

    const facultyPage = await newPage(browser);
    await signIn(facultyPage, 'faculty');
    await facultyPage.waitForURL((url) => url.pathname === '/faculty');
    await expectShownAsText(
      facultyPage,
      `/faculty/grade-submissions?assignment=${(assignment as { _id: string })._id}`,
    );
  }, 90_000);
});
