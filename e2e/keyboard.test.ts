/**
 * Issue 10: the portal by keyboard alone. Every step below is a key press; the focused control always shows
 * its focus ring (`:focus-visible`).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What has the focus: its accessible text, and whether its focus ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      ring: element?.matches(':focus-visible') ?? false,
    };
  });

/** Presses Tab until the focus is on the control whose text or id matches, and checks its ring on the way. */
async function tabTo(page: Page, target: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.tag === 'body') continue;
    expect(now.ring, `focus ring on ${now.tag} "${now.text}"`).toBe(true);
    if (target.test(now.text) || target.test(now.id)) return now;
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('keyboard alone', () => {
  it('a student skips to the content, signs in and opens the grades page', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    const skip = await tabTo(page, /Skip to main content/);
    expect(skip.tag).toBe('a');
    await page.keyboard.press('Enter');

    await tabTo(page, /^email$/);
    await page.keyboard.type(DEMO_LOGINS.student);
    await tabTo(page, /^password$/);
    await page.keyboard.type(DEMO_PASSWORD);
    // The server's copy of the form can be typed into but is sent only once the app has loaded.
    await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await tabTo(page, /^Grades$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/student/grades');
    await page.context().close();
  });

  it('the account menu opens with Enter and closes with Escape, giving the focus back', async () => {
    const page = await newPage(browser);
    await signIn(page, 'faculty');
    await page.waitForURL((url) => url.pathname.startsWith('/faculty'));

    await page.locator('body').focus();
    const toggle = await tabTo(page, /Account menu/);
    await page.keyboard.press('Enter');
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe(toggle.text);
    await page.context().close();
  });

  it('a dialog takes the focus, keeps it inside, closes with Escape and returns it to its opener', async () => {
    const page = await newPage(browser);
    await signIn(page, 'faculty');
    await page.waitForURL((url) => url.pathname.startsWith('/faculty'));
    await page.goto('/faculty/students');
    await page
      .getByRole('button', { name: /^View Profile: / })
      .first()
      .waitFor();

    await page.locator('body').focus();
    const opener = await tabTo(page, /^View Profile: /);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toBe(opener.text);
    await page.context().close();
  });
});
