/**
 * Issue 18 item 6 end to end: the portal's first screen reads without JavaScript, the app installs (manifest,
 * service worker), a return visit without signal shows the last loaded grades marked as a copy, and signing
 * out leaves none of them on the phone.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_LOGINS, DEMO_PASSWORD, launchBrowser, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
  });
  afterAll(() => context.close());

  it('the sign-in page shows its form', async () => {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.title()).resolves.toMatch(/^Sign In \|/);
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in to the portal' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel('Email').isEditable()).toBe(true);
    // Sent only by the app, which checks the form first.
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
  });

  it('a portal page shows its frame: header, the area navigation, the title and a skeleton', async () => {
    const page = await context.newPage();
    await page.goto('/student/grades');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Student area' });
    expect(await nav.getByRole('link', { name: 'Grades' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('heading', { level: 1, name: 'Grades' }).isVisible()).toBe(true);
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(1);
  });

  it('the frame is in Urdu, right to left, for a visitor who chose Urdu', async () => {
    await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/student/grades');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1, name: 'گریڈز' }).isVisible()).toBe(true);
    await context.clearCookies();
  });
});

describe('one answer for the first paint', () => {
  const portalPage = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${path}`, { headers }).then((res) => res.text());
  /** The page's chunks, preloaded by a tag or, on a page with early reads, by their script after the reads. */
  const preloads = (html: string) => {
    const tagged = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)];
    const early = /<script type="application\/json" id="early-reads">([^<]*)<\/script>/.exec(html)?.[1];
    return [
      ...tagged.map((m) => m[1]!),
      ...(early ? (JSON.parse(early) as { preloads: string[] }).preloads : []),
    ].map((href) => href.replace('/assets/', ''));
  };

  it('a portal page carries its style sheet and theme script, and preloads its page and strings', async () => {
    const html = await portalPage('/student/grades', { cookie: 'lang=ur' });
    expect(html).toMatch(/<style>\/\*! tailwindcss/);
    expect(html).toMatch(/<link disabled rel="stylesheet" crossorigin href="\/assets\/styles-[\w-]+\.css">/);
    expect(html).not.toContain('src="/theme-init.js"');
    expect(preloads(html)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^student-grades-page-/),
        expect.stringMatching(/^ur-student-/),
        expect.stringMatching(/^ur-core-/),
      ]),
    );
    expect(preloads(await portalPage('/faculty/mark-attendance'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mark-attendance-page-/),
        expect.stringMatching(/^en-faculty-/),
      ]),
    );
  });

  it('a page asked for by the service worker links the style sheet the worker keeps', async () => {
    const html = await portalPage('/student/grades', { 'service-worker-navigation-preload': 'true' });
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/styles-[\w-]+\.css">/);
    expect(html).not.toContain('<style>');
  });

  it("the inlined theme script runs under the page's CSP: a dark phone gets the dark theme", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      colorScheme: 'dark',
      javaScriptEnabled: true,
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('the Urdu face on a portal page', () => {
  it('is asked for once the page is shown, not with the first paint', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
    const page = await context.newPage();
    const html = await (await page.goto('/login'))!.text();
    expect(html).toContain('<html class="urdu-face-later" lang="ur" dir="rtl">');
    const faceFetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('nastaliq')));
    await expect.poll(faceFetched).toBe(true);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('urdu-face-later');
    await context.close();
  });
});

describe('on slow mobile data', () => {
  it('what someone typed before the app loaded stays in the form, which then signs them in', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    // The portal's scripts arrive only once the reader has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    // A module script holds up DOMContentLoaded; the form shows before it.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO_LOGINS.student);
    await page.getByLabel('Password', { exact: true }).click();
    await page.keyboard.type(DEMO_PASSWORD.slice(0, 4));
    release();

    const signInButton = page.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => signInButton.isEnabled()).toBe(true);
    // The focus stayed where the reader was typing.
    await page.keyboard.type(DEMO_PASSWORD.slice(4));
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_LOGINS.student);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/student');
    await context.close();
  });
});

describe('a signed-in phone while the scripts download', () => {
  it('the frame never offers Sign In: a neutral account placeholder until the session is known', async () => {
    const context = await signedInStudent();
    const page = await context.newPage();
    let release = () => {};
    const looked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await looked;
      await route.continue();
    });
    await page.goto('/student/grades', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Grades' }).waitFor();
    expect(await page.locator('[data-account-pending]').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    release();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    expect(await page.locator('[data-account-pending]').isVisible()).toBe(false);
    await context.close();
  });

  it('a visitor without a session sees Sign In in the frame at once', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/student/grades');
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.locator('[data-account-pending]').isVisible()).toBe(false);
    await context.close();
  });
});

/** A browser whose student has signed in, with nothing of the portal kept but the session (no service worker). */
async function signedInStudent() {
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
  const signedIn = await context.newPage();
  await signIn(signedIn, 'student');
  await signedIn.waitForURL((url) => url.pathname === '/student');
  await signedIn.close();
  return context;
}

describe("a page's first reads", () => {
  it("a student's dashboard asks for its data while its scripts download, and only once", async () => {
    const context = await signedInStudent();

    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const dashboardReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/students/dashboard') dashboardReads.push(request.url());
    });
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // For each request of the page's own code: had the dashboard's read been asked for already?
    const pageCodeAfterRead: boolean[] = [];
    page.on('request', (request) => {
      if (/\/assets\/student-dashboard-page-/.test(request.url()))
        pageCodeAfterRead.push(dashboardReads.length > 0);
    });
    await page.goto('/student', { waitUntil: 'commit' });
    // No script of the app has arrived: the page's HTML asked.
    await expect.poll(() => dashboardReads.length).toBe(1);
    // The page's own code is asked for after its reads (on HTTP/1.1 it would otherwise hold a connection).
    await expect.poll(() => pageCodeAfterRead).toEqual([true]);
    release();
    // A figure of the dashboard (the stat tiles), as npm run bench:phone waits for it.
    await page.locator('main p.text-3xl').first().waitFor();
    expect(dashboardReads).toHaveLength(1);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('the style sheet on a first visit', () => {
  it('is the one in the HTML: the page never downloads it again before showing its data', async () => {
    const context = await signedInStudent();

    const page = await context.newPage();
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(request.url());
    });
    await page.goto('/student/grades');
    await page.locator('main [aria-labelledby="grade-details"] table').waitFor();
    // Other pages' code, loaded on the way, asks for the sheet too.
    await page
      .getByRole('navigation', { name: 'Student area' })
      .getByRole('link', { name: 'Attendance' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My Attendance' }).waitFor();
    expect(sheets).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('block');
    await context.close();
  });
});

describe('installed on the phone', () => {
  it('serves the manifest and the service worker, which registers', async () => {
    const manifest = await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/login' });
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    await context.close();
  });

  it('keeps the portal page it was installed on, and never shows a kept page in another language', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const keptLanguage = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('pages-'));
        const kept = name && (await (await caches.open(name)).match('/login', { ignoreVary: true }));
        return kept ? kept.headers.get('content-language') : null;
      });
    await expect.poll(keptLanguage).toBe('en');

    // The visitor chose Urdu since: the kept English page is not shown, the server's Urdu one is, and kept.
    await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('ur');
    await expect.poll(keptLanguage).toBe('ur');

    // Without signal the kept page is shown.
    await context.setOffline(true);
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('ur');
    await context.setOffline(false);
    await context.close();
  });

  it('offline, a return visit shows the last loaded grades marked as such; sign-out deletes them', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await signIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/student');
    // The worker controls the page from now on; the grades loaded through it are kept.
    await page.goto('/student/grades');
    const table = page.locator('main [aria-labelledby="grade-details"] table');
    await table.waitFor();
    const firstRow = await table.locator('tbody tr').first().textContent();

    await context.setOffline(true);
    await page.reload();
    await table.waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toBe(firstRow);
    expect(await page.getByText(/^Offline: showing what was loaded at /).isVisible()).toBe(true);
    await context.setOffline(false);

    await page.reload();
    await table.waitFor();
    const kept = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        return names.includes('offline-reads-v1')
          ? (await (await caches.open('offline-reads-v1')).keys()).length
          : 0;
      });
    expect(await kept()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(kept).toBe(0);
    await context.close();
  });
});
