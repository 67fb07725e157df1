/**
 * Issue 21: Urdu pages read as an Urdu reader expects. What is checked is what the reader sees, the visual
 * order of the characters on screen (each character's box, through Range.getClientRects), not the markup:
 * "A-" shows its A left of the minus, "+92 62 9255001" starts at the left with "+92", "IT-301" reads
 * I-T-minus-3-0-1 from left to right, and an English announcement keeps its full stop at its right end.
 * And Nastaliq breathes: at 360 px no Urdu text is cut by a box that hides its overflow, wrapped Urdu lines
 * are tall enough not to touch, and the college's name in the header is shown whole.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

/** A context whose pages are in Urdu; signed in as `role` first when one is given. */
async function urduPage(role?: 'student'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`The page threw: ${error.message}`);
  });
  if (role) {
    await signIn(page, role);
    await page.waitForURL((url) => url.pathname.startsWith(`/${role}`));
  }
  await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
  return { context, page };
}

/** Opens a page and waits until it is drawn in its final face: no request pending, Nastaliq loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.animate-spin') &&
      !document.documentElement.classList.contains('urdu-face-later'),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

type CharBox = { char: string; left: number; right: number; top: number };

/**
 * The characters of the first element matching `selector` whose text contains `text`, each with its box on
 * screen, in the order they are stored (the invisible isolate marks left out).
 */
function charBoxes(page: Page, selector: string, text: string): Promise<CharBox[]> {
  return page.evaluate(
    ({ selector, text }) => {
      const element = [...document.querySelectorAll(selector)].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      if (!element) throw new Error(`Nothing on the page shows "${text}" (${selector})`);
      element.scrollIntoView();
      const boxes: CharBox[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          if (/[\u2066-\u2069\s]/.test(value[i]!)) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) boxes.push({ char: value[i]!, left: rect.left, right: rect.right, top: rect.top });
        }
      }
      return boxes;
    },
    { selector, text },
  );
}

/** The characters as the reader sees them on one line, from left to right. */
const seenLeftToRight = (boxes: CharBox[]) =>
  [...boxes]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.char)
    .join('');

describe('left-to-right fragments on Urdu pages', () => {
  it('the grading scale shows "A-" and "B+" with the letter left of its sign, and course codes read IT-301', async () => {
    const { context, page } = await urduPage('student');
    await open(page, '/student/grades');
    const scale = '[aria-labelledby="grading-scale"] tbody th';
    expect(seenLeftToRight(await charBoxes(page, scale, 'A-'))).toBe('A-');
    expect(seenLeftToRight(await charBoxes(page, scale, 'B+'))).toBe('B+');
    // The grades table: a course's code in its row, its letter in a badge.
    const code = await charBoxes(page, 'main span', 'IT-301');
    expect(seenLeftToRight(code.filter((box) => box.top === code[0]!.top))).toBe('IT-301');
    await context.close();
  });

  it('the footer and the contact page show "+92 62 9255001" in its own order, e-mail addresses too', async () => {
    const { context, page } = await urduPage();
    await open(page, '/contact');
    for (const where of ['main a[href^="tel:"]', 'footer a[href^="tel:"]']) {
      const phone = await charBoxes(page, where, '+92');
      expect(seenLeftToRight(phone), `the phone number in ${where}`).toMatch(/^\+92629255\d{3}$/);
    }
    const email = await charBoxes(page, 'footer a[href^="mailto:"]', '@');
    expect(seenLeftToRight(email)).toMatch(/^[\w.]+@[\w.]+$/);
    await context.close();
  });

  it('an English announcement reads left to right, its full stop at the right end of its line', async () => {
    const { context, page } = await urduPage('student');
    await open(page, '/student/announcements');
    // The list: the summary of an English announcement is cut at its end, on the right. A demo college's
    // announcement, not one another test posted (stored-html.test.ts posts markup).
    const item = page.locator('main li').filter({ hasNotText: 'onerror' }).first();
    const summary = item.locator('p[dir="auto"]').first();
    expect(await summary.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await item.locator('h2 a').first().click();
    await page.waitForURL(/\/student\/announcements\/.+/);
    await open(page, new URL(page.url()).pathname);
    const body = await page
      .locator('main p[dir="auto"]')
      .first()
      .evaluate((element) => element.textContent ?? '');
    const sentence = body.trim();
    expect(sentence, 'the demo announcement is an English sentence').toMatch(/^[A-Z].*\.$/s);
    const boxes = await charBoxes(page, 'main p[dir="auto"]', sentence.slice(0, 20));
    const stop = boxes.at(-1)!;
    expect(stop.char).toBe('.');
    const sameLine = boxes.filter((box) => Math.abs(box.top - stop.top) < 4);
    expect(Math.max(...sameLine.map((box) => box.right))).toBeCloseTo(stop.right, 0);
    // And its first letter starts the first line at the left.
    const first = boxes[0]!;
    const firstLine = boxes.filter((box) => Math.abs(box.top - first.top) < 4);
    expect(Math.min(...firstLine.map((box) => box.left))).toBeCloseTo(first.left, 0);
    await context.close();
  });
});

describe('figures, dates and times on Urdu pages (issue 36)', () => {
  it('the home page\'s figures read "500+" and "95%" as written, the sign after the number', async () => {
    const { context, page } = await urduPage();
    await open(page, '/');
    for (const figure of ['500+', '25+', '95%'])
      expect(seenLeftToRight(await charBoxes(page, 'main dd', figure))).toBe(figure);
    await context.close();
  });

  it("a student's dashboard and course page write times and days in Urdu, and the activity feed in Urdu", async () => {
    const { context, page } = await urduPage('student');
    await open(page, '/student');
    // What the portal wrote, without what people wrote (an English announcement may say "9:00 am").
    const main = await page.locator('main').evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const written of copy.querySelectorAll('[dir="auto"]')) written.remove();
      return copy.textContent ?? '';
    });
    expect(main, 'a time written with a Latin AM or PM').not.toMatch(/\d\s*(AM|PM|am|pm)\b|\b(AM|PM)\s*\d/);
    expect(main).not.toMatch(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/);
    expect(main).toMatch(/\d:\d\d (صبح|دوپہر|سہ پہر|شام|رات)/);
    const feed = page.getByRole('region', { name: 'حالیہ سرگرمیاں' });
    const items = await feed.locator('li').allInnerTexts();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item, 'an activity left in English').not.toMatch(/New assignment|graded|result posted/);
    await page.goto('/student/courses');
    await page
      .getByRole('link', { name: /^کورس دیکھیں/ })
      .first()
      .click();
    await page.waitForURL(/\/student\/courses\/.+/);
    await open(page, new URL(page.url()).pathname);
    const schedule = await page.locator('main dt:text-is("شیڈول") + dd').innerText();
    expect(schedule).not.toMatch(/[A-Za-z]/);
    expect(schedule).toMatch(/^(پیر|منگل|بدھ|جمعرات|جمعہ|ہفتہ)/);
    // The demo courses' descriptions are English: each reads left to right in its own paragraph.
    const description = page.locator('[aria-labelledby="course-info"] p[dir="auto"]');
    expect(await description.evaluate((p) => getComputedStyle(p).direction)).toBe('ltr');
    await context.close();
  });
});

/**
 * Urdu text that a box cuts (overflow hidden and taller than the box) or whose wrapped lines are too close
 * (a line height under 1.6 times the text), each as tag, start of the text and what is wrong.
 */
function crampedUrdu(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urdu = /[\u0600-\u06FF]/;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && urdu.test(node.textContent ?? ''),
      );
      if (!own.length || element.closest('[hidden], .sr-only, template, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || !element.getBoundingClientRect().width) continue;
      const name = `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (hides && element.scrollHeight > element.clientHeight + 1)
        found.push(`${name} is cut: ${element.scrollHeight} px of text in ${element.clientHeight} px`);
      const range = document.createRange();
      range.selectNodeContents(own[0]!);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (lines > 1 && ratio < 1.6) found.push(`${name} wraps with lines ${ratio.toFixed(2)} times its size`);
    }
    return found;
  });
}

describe('Nastaliq at 360 px', () => {
  const PUBLIC = ['/', '/about', '/contact', '/login'];
  const STUDENT = ['/student', '/student/grades', '/student/announcements'];

  it('no Urdu text is cut or cramped on the public pages, and the header shows the college name whole', async () => {
    const { context, page } = await urduPage();
    for (const path of PUBLIC) {
      await open(page, path);
      expect(await crampedUrdu(page), path).toEqual([]);
      const name = page.locator('header a[title]').first();
      const whole = await name.evaluate((link) => {
        const text = link.querySelector('span')!;
        const box = text.getBoundingClientRect();
        return (
          text.scrollWidth <= text.clientWidth &&
          getComputedStyle(text).textOverflow !== 'ellipsis' &&
          box.left >= 0 &&
          box.right <= window.innerWidth
        );
      });
      expect(whole, `the college name in the header of ${path}`).toBe(true);
    }
    await context.close();
  });

  it('no Urdu text is cut or cramped on the student pages, the bottom bar included', async () => {
    const { context, page } = await urduPage('student');
    for (const path of STUDENT) {
      await open(page, path);
      expect(await crampedUrdu(page), path).toEqual([]);
    }
    await context.close();
  });
});
