/** Issue 10: English and Urdu, chosen in the header, remembered per browser and per account. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { MESSAGES_UR } from '../contract/messages-ur';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const documentLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Whether the page downloaded the Nastaliq face. */
const fetchedUrduFont = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return performance.getEntriesByType('resource').some((r) => r.name.includes('nastaliq'));
  });

/** A fresh approved admin account, so that no other test meets the language this one leaves behind. */
async function newAdminAccount(): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((res) => res.json());
  const { data } = await post('/auth/login', { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
  const email = `languages-${Date.now()}@example.edu`;
  const created = await post(
    '/auth/register',
    {
      role: 'admin',
      name: 'Language Tester',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
    data.token,
  );
  expect(created.success).toBe(true);
  return email;
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('the language switch', () => {
  it('turns the public site into Urdu, right to left, with its own font, and remembers it', async () => {
    const page = await newPage(browser);
    await page.goto('/about');
    expect(await documentLanguage(page)).toEqual(['en', 'ltr']);
    expect(await fetchedUrduFont(page)).toBe(false);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Language: اردو' }).click(),
    ]);
    expect(await documentLanguage(page)).toEqual(['ur', 'rtl']);
    await page.getByRole('heading', { level: 1, name: 'گورنمنٹ ایسوسی ایٹ کالج کا تعارف' }).waitFor();
    expect(await fetchedUrduFont(page)).toBe(true);

    // Another page of the same browser opens in Urdu: the choice is remembered.
    await page.goto('/contact');
    expect(await documentLanguage(page)).toEqual(['ur', 'rtl']);
    await page.getByRole('button', { name: 'زبان: English' }).waitFor();
    await page.context().close();
  });

  it("shows the server's refusal and the form's own checks in Urdu", async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: اردو' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ur');

    await signInAs(page, DEMO_LOGINS.student, 'not-the-password');
    await page.getByText(MESSAGES_UR.invalidCredentials).waitFor();
    expect(await page.getByText(MESSAGES.invalidCredentials).count()).toBe(0);

    await page.locator('#email').fill('');
    await page.locator('button[type="submit"]').click();
    await page.getByText('ای میل درج کرنا ضروری ہے').waitFor();
    await page.context().close();
  });

  it('switches a portal page at once, and the account remembers the choice in another browser', async () => {
    const account = await newAdminAccount();
    const first = await newPage(browser);
    await signInAs(first, account);
    await first.waitForURL((url) => url.pathname.startsWith('/admin'));
    await first.getByRole('heading', { level: 1 }).waitFor();
    await first.evaluate(() => ((window as unknown as { before: boolean }).before = true));

    await first.getByRole('button', { name: 'Language: اردو' }).click();
    await first.waitForFunction(() => document.documentElement.dir === 'rtl');
    // No reload: the page changed language in place.
    expect(await first.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    await first.getByRole('button', { name: 'زبان: English' }).waitFor();
    await first.getByRole('heading', { level: 1, name: 'ایڈمن ڈیش بورڈ' }).waitFor();

    // A browser that never chose follows the account at sign-in.
    const second = await newPage(browser);
    await signInAs(second, account);
    await second.waitForURL((url) => url.pathname.startsWith('/admin'));
    await second.waitForFunction(() => document.documentElement.lang === 'ur');
    expect(await documentLanguage(second)).toEqual(['ur', 'rtl']);

    // Back to English, for the account too.
    await second.getByRole('button', { name: 'زبان: English' }).click();
    await second.waitForFunction(() => document.documentElement.lang === 'en');
    const saved = await second.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).data.user.language;
    });
    expect(saved).toBe('en');
    await first.context().close();
    await second.context().close();
  });
});

describe('right to left', () => {
  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('mirrors the header, the icons with a direction, the fields and the tabs', async () => {
    // An account of its own: switching back to English below is remembered with the account.
    const account = await newAdminAccount();
    const page = await newPage(browser);
    await page.context().addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
    await page.goto('/login');
    await page.locator('#password').waitFor();
    expect(await documentLanguage(page)).toEqual(['ur', 'rtl']);

    // The college's name starts the header on the right; its controls end it on the left.
    const brand = await box(page, 'header a[href="/"]');
    const languageSwitch = await box(page, 'header [data-language-switch]');
    expect(brand.x).toBeGreaterThan(languageSwitch.x);

    // "Back to Home" points right, the way back in a right-to-left page.
    const back = page.getByRole('link', { name: 'ہوم پیج پر واپس' }).locator('svg');
    expect(await back.evaluate((icon) => getComputedStyle(icon).scale)).toMatch(/^-1/);

    // The password's Show button sits at the field's left end; an e-mail address is typed left to right.
    const password = await box(page, '#password');
    const toggle = await box(page, 'button[aria-controls="password"]');
    expect(toggle.x - password.x).toBeLessThan(password.width / 2);
    expect(await page.locator('#email').getAttribute('dir')).toBe('ltr');

    // The admin dashboard's first tab is the rightmost, and the left arrow moves to the next one.
    await page.locator('#email').fill(account);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const [first, second] = [(await tabs.nth(0).boundingBox())!, (await tabs.nth(1).boundingBox())!];
    expect(first.x).toBeGreaterThan(second.x);
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');

    // Back to English in place: the area's English strings load then, as the page started in Urdu.
    await page.getByRole('button', { name: 'زبان: English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await documentLanguage(page)).toEqual(['en', 'ltr']);
    await page.context().close();
  });
});
