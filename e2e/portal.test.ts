/** Issue 2 end to end: registration with approval, sign-in by role, route guards and sign-out. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_LOGINS, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the portal page', () => {
  it("names the college's time zone (TZ_COLLEGE), in which it shows dates and reads the times typed", async () => {
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    expect(html).toContain('<meta name="college-time-zone" content="Asia/Karachi" />');
  });
});

describe('signing in', () => {
  it.each([
    ['admin', '/admin'],
    ['faculty', '/faculty'],
    ['student', '/student'],
  ] as const)('the demo %s lands in %s', async (role, area) => {
    const page = await newPage(browser);
    await signIn(page, role);
    await page.waitForURL((url) => url.pathname === area);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('button', { name: /Account menu/ }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('a wrong password is refused with the message of the specification', async () => {
    const page = await newPage(browser);
    await signIn(page, { email: DEMO_LOGINS.student, password: 'not-the-password' });
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Invalid email or password',
    );
    expect(pathOf(page)).toBe('/login');
    await page.context().close();
  });
});

describe('registration waits for approval', () => {
  it('a student registers, cannot sign in while pending, is approved by the admin, then lands on /student', async () => {
    const email = `e2e.student.${Date.now()}@example.com`;
    const page = await newPage(browser);
    await page.goto('/register/student');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Full Name').fill('Zainab Noor');
    await field('Email').fill(email);
    await field('Password').fill('kinnow-harvest-7');
    await field('Confirm Password').fill('kinnow-harvest-7');
    await field('Phone').fill('0301-2345678');
    await field('Date of Birth').fill('2005-04-12');
    await field('Address').fill('Satellite Town, Bahawalpur');
    await field('Emergency Contact').fill('0301-8765432');
    await field('Guardian Name').fill('Noor Ahmed');
    await field('Guardian Phone').fill('0301-1112223');
    await field('Guardian Relation').selectOption('Father');
    await field('Student ID').fill(`E2E-${Date.now()}`);
    await field('Department').selectOption('Information Technology');
    await field('Program').selectOption('BS Information Technology');
    await field('Batch').fill('2025-2029');
    await field('Section').fill('B');
    const firstCourse = page.getByRole('checkbox').first();
    await firstCourse.check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('heading', { name: 'Registration Successful!' }).textContent()).resolves.toBe(
      'Registration Successful!',
    );
    await expect(
      page
        .getByText('Your student account has been created. Please wait for admin approval before logging in.')
        .count(),
    ).resolves.toBe(1);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 6000 });

    await signIn(page, { email, password: 'kinnow-harvest-7' });
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Your account is awaiting admin approval.',
    );

    const admin = await newPage(browser);
    await signIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.goto('/admin/registrations');
    const card = admin.getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Registration approved').waitFor();
    await admin.context().close();

    await signIn(page, { email, password: 'kinnow-harvest-7' });
    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByText('Zainab Noor').first().waitFor();
    await page.context().close();
  });
});

describe('route guards', () => {
  it('a student visiting /admin is sent to /', async () => {
    const page = await newPage(browser);
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/student');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('a signed-out visit to /faculty goes to /login', async () => {
    const page = await newPage(browser);
    await page.goto('/faculty');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('after signing out, Back does not show portal data', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/student');
    const name = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name)) as string;
    await page.getByText(name).first().waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    for (let step = 0; step < 2; step++) {
      await page.goBack({ waitUntil: 'load' });
      await expect.poll(() => pathOf(page)).not.toBe('/student');
      await expect(page.getByText(name).count()).resolves.toBe(0);
    }
    await page.context().close();
  });
});
