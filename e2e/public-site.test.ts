/** Issue 3 end to end: the server-rendered public pages, their small script, and their budgets. */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

/** First-load JavaScript budget of a public page, gzip (DESIGN.md "Budgets"). */
const PUBLIC_JS_BUDGET = 70 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = [
  ['/', 'Welcome to', ['Our Programs', 'News and Announcements', '500+', 'B.Ed (1.5 years)']],
  ['/about', 'About', ['Our Mission', 'Our Vision', '2018', 'Principal']],
  ['/departments', 'Our Departments and Programs', ['BS Zoology', '+2 more courses', 'Duration: 1.5 Years']],
  [
    '/admissions',
    'Admissions 2025',
    ['150,000 PKR', 'Important dates', '1 September 2025', 'Download Document Checklist'],
  ],
  ['/contact', 'Contact Us', ['Monday to Friday 8:00 to 17:00', 'Department contacts', 'Send Message']],
] as const;

describe('public pages are readable without JavaScript', () => {
  it.each(PAGES)(
    '%s is pre-rendered HTML with its title, description and text',
    async (path, heading, texts) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(heading);
      for (const text of texts) expect(html).toContain(text);
    },
  );

  it('renders the same in a browser with JavaScript switched off', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(heading);
    }
    await context.close();
  });

  it('serves robots.txt, sitemap.xml and a real 404 page', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/departments/bed</loc>');
    const missing = await fetch(`${baseUrl()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});

describe('the public pages in a browser', () => {
  it('a department card leads to its program page with the courses offered this semester', async () => {
    const page = await newPage(browser);
    await page.goto('/departments');
    await page.getByRole('link', { name: 'Learn More about BS Information Technology' }).click();
    await page.waitForURL((url) => url.pathname === '/departments/it');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'BS Information Technology',
    );
    const offered = page.getByRole('region', { name: /Offered this semester/ });
    await expect(offered.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await page.context().close();
  });

  it('an admin sees live counts on the cards, with links that carry the department', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/departments');
    const card = page.locator('[data-program="it"]');
    const students = card.locator('[data-count="students"]');
    await students.waitFor();
    await expect.poll(async () => Number(await students.textContent())).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: 'View students' }).getAttribute('href')).resolves.toBe(
      '/admin/students?department=Information%20Technology',
    );
    await expect(card.getByRole('link', { name: 'View faculty' }).getAttribute('href')).resolves.toBe(
      '/admin/faculty?department=Information%20Technology',
    );
    await expect(card.getByRole('link', { name: /Learn More/ }).isVisible()).resolves.toBe(false);
    // The header knows the admin too.
    await expect(page.getByRole('button', { name: /Account menu/ }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('a visitor sees the duration and Learn More, not the counts', async () => {
    const page = await newPage(browser);
    await page.goto('/departments');
    const card = page.locator('[data-program="bed"]');
    await expect(card.getByText('Duration: 1.5 Years').isVisible()).resolves.toBe(true);
    await expect(card.locator('[data-admin-counts]').isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('the contact form reports missing fields, then sends, thanks the visitor and resets', async () => {
    const page = await newPage(browser);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('[data-error-for="name"]').textContent()).toBe('Name is required');
    await expect
      .poll(() => page.locator('[data-error-for="subject"]').textContent())
      .toBe('Choose a valid subject');
    const subject = `Hostel question ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('Hamza Iqbal');
    await page.getByLabel('Email', { exact: true }).fill('hamza@example.com');
    await page.getByLabel('Subject').selectOption('admissions');
    await page.getByLabel('Message', { exact: true }).fill(subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your message! We will get back to you soon.').waitFor();
    await expect(page.getByLabel('Message', { exact: true }).inputValue()).resolves.toBe('');

    const admin = await newPage(browser);
    await signIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.goto('/admin/messages');
    await admin.getByText(subject).waitFor();
    await admin.context().close();
    await page.context().close();
  });

  it('the admissions checklist is a printable page', async () => {
    const page = await newPage(browser);
    await page.goto('/admissions');
    await page.getByRole('link', { name: 'Download Document Checklist' }).click();
    await page.waitForURL((url) => url.pathname === '/admissions/checklist');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print this checklist' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('the admissions program selector shows the chosen program', async () => {
    const page = await newPage(browser);
    await page.goto('/admissions');
    await page.getByLabel('BS Software Engineering').check();
    await expect(page.locator('[data-program-details="se"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-program-details="it"]').isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('at 360 px the mobile menu opens, keeps focus inside, and closes with Escape', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    const focusInside = await page.evaluate(
      () =>
        !!document.activeElement?.closest('#mobile-menu') ||
        document.activeElement?.getAttribute('aria-controls') === 'mobile-menu',
    );
    expect(focusInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe(
      'mobile-menu',
    );
    // That nothing on any page sticks out at this width is e2e/phone-fit.test.ts's.
    await page.context().close();
  });

  it('the theme toggle switches to dark and the choice survives a reload', async () => {
    const page = await newPage(browser);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Switch to light theme' }).count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe('budgets', () => {
  async function scriptsOf(page: Page, path: string) {
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    return scripts;
  }

  it.each(['/', '/departments', '/admissions', '/contact'])(
    '%s loads under 70 KB of JavaScript and no portal code',
    async (path) => {
      const page = await newPage(browser);
      const scripts = await scriptsOf(page, path);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join('\n')).toBeLessThan(PUBLIC_JS_BUDGET);
      // The portal app (assets/index-*.js) and its pages never load on a public page.
      expect(scripts.filter((s) => /\/assets\/index-/.test(s.url))).toEqual([]);
      await page.context().close();
    },
  );
});
