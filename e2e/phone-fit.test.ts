/**
 * Issue 18: every page fits a phone. Each page of the route table, as each role, at 360 x 740, in English
 * (light) and in Urdu (right to left, dark): nothing reaches past the screen's edges, so no page scrolls
 * sideways. A failure names the element that sticks out. The notification panel opens on-screen both ways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './support/browser';
import { AREA_ROUTES, PUBLIC_ROUTES, targetName, targetPath, type RouteTarget } from './support/route-table';

const PHONE = { width: 360, height: 740 };
type Pass = { lang: 'en' | 'ur'; colorScheme: 'light' | 'dark' };
const PASSES: Pass[] = [
  { lang: 'en', colorScheme: 'light' },
  { lang: 'ur', colorScheme: 'dark' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits until the page has drawn what it loads: no pending request, no spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 10_000 });
}

/**
 * What makes the page wider than the screen: null when it fits, else the page's width and the outermost
 * elements past an edge (not those a scrolling box of their own clips), each with its classes and text.
 */
function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.scrollingElement!.scrollWidth;
    if (width <= window.innerWidth) return null;
    const past = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
    };
    const clippedByScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        past(element) &&
        !clippedByScroller(element) &&
        !(element.parentElement && past(element.parentElement)),
    );
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    return [
      `the page is ${width} px wide on a ${window.innerWidth} px screen`,
      ...offenders.slice(0, 3).map(describe),
    ].join('\n  ');
  });
}

const phoneContext = (pass: Pass): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl(), viewport: PHONE, colorScheme: pass.colorScheme });

/** The pass's language from now on (signing in reads the English labels first). */
const inLanguage = (context: BrowserContext, pass: Pass) =>
  context.addCookies([{ name: 'lang', value: pass.lang, url: baseUrl() }]);

/** Visits each page and collects what overflows, by page; an empty object when every page fits. */
async function overflowOf(page: Page, targets: RouteTarget[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const target of targets) {
    const path = await targetPath(page, target);
    await page.goto(path);
    await settled(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow) found[targetName(target)] = overflow;
  }
  return found;
}

describe.each(PASSES)('at 360 px in $lang ($colorScheme)', (pass) => {
  it('no public page scrolls sideways for a visitor', async () => {
    const context = await phoneContext(pass);
    await inLanguage(context, pass);
    const page = await context.newPage();
    expect(await overflowOf(page, PUBLIC_ROUTES)).toEqual({});
    await context.close();
  });

  it.each(['student', 'faculty', 'admin'] as const)(
    'no page scrolls sideways for a signed-in %s, the public pages included',
    async (role) => {
      const context = await phoneContext(pass);
      const page = await context.newPage();
      await signIn(page, role);
      await page.waitForURL((url) => url.pathname.startsWith(`/${role}`));
      await inLanguage(context, pass);
      const publicPages = PUBLIC_ROUTES.filter(
        (path) => !path.startsWith('/login') && !path.startsWith('/register'),
      );
      expect(await overflowOf(page, [...AREA_ROUTES[role], ...publicPages])).toEqual({});
      await context.close();
    },
  );

  it('the notification panel opens wholly on the screen', async () => {
    const context = await phoneContext(pass);
    const page = await context.newPage();
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname.startsWith('/student'));
    await inLanguage(context, pass);
    await page.reload();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(pass.lang);
    await page.locator('[aria-controls="notification-panel"]').click();
    const panel = page.locator('#notification-panel');
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBeNull();
    await context.close();
  });
});
