/** Headless Chromium through playwright-core (Debian's /usr/bin/chromium, or CHROMIUM_PATH). */
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = {
  admin: 'admin@example.edu',
  faculty: 'faculty@example.edu',
  student: 'student@example.edu',
} as const;

export const baseUrl = () => inject('baseUrl');
/** The loopback origin of the Jitsi stand-in (e2e/support/jitsi-stand-in), the app's JITSI_DOMAIN. */
export const jitsiOrigin = () => inject('jitsiOrigin');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh page in its own context (its own localStorage), that fails the test on any page error. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`The page threw: ${error.message}`);
  });
  return page;
}

export async function signIn(
  page: Page,
  who: keyof typeof DEMO_LOGINS | { email: string; password: string },
) {
  const { email, password } =
    typeof who === 'string' ? { email: DEMO_LOGINS[who], password: DEMO_PASSWORD } : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
