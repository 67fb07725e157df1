/**
 * Issue 10: every public page and every portal page passes axe-core (WCAG 2.1 A and AA) in English and in
 * Urdu, on a wide screen and at 360 px (issue 18), and its colours keep AA contrast in the dark theme too.
 * Issue 36 adds the rules axe does not run by default: a control's accessible name contains its visible words
 * (voice control), every tap target is at least 24 px, all content sits in a landmark and no two landmarks
 * share a name.
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './support/browser';
import { AREA_ROUTES, PUBLIC_ROUTES, type RouteTarget } from './support/route-table';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Beyond the WCAG 2.1 tags: experimental (`label-content-name-mismatch`), WCAG 2.2 and best practice. */
const ALSO = ['label-content-name-mismatch', 'target-size', 'region', 'landmark-unique'];

type Finding = { rule: string; impact: string | null | undefined; where: string[] };

/** axe's findings on the page as it is now; `contrastOnly` checks colours alone (the dark theme). */
async function audit(page: Page, contrastOnly = false): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, also, contrastOnly }) => {
      // What `runOnly: tags` ran (experimental and deprecated rules left out), and the rules named besides.
      const tagged = window.axe
        .getRules(tags)
        .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'));
      const rules = [...tagged.map((rule) => rule.ruleId), ...also];
      const result = await window.axe.run(document, {
        runOnly: { type: 'rule', values: contrastOnly ? ['color-contrast'] : rules },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        where: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
    },
    { tags: WCAG, also: ALSO, contrastOnly },
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Waits until the page has drawn what it loads: no pending request, no spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 10_000 });
}

async function inLanguage(context: BrowserContext, lang: 'en' | 'ur') {
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
}

/**
 * The dark theme at once: transitions are switched off first, so that axe never measures colours half-way and
 * the test need not wait for them (400 ms a page and language).
 */
async function darken(page: Page) {
  await page.evaluate(() => {
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    document.documentElement.classList.add('dark');
  });
}

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 360, height: 740 };

/**
 * Each page in English and in Urdu, on a wide screen and on a 360 px phone (where the area's navigation is
 * a bottom bar and the header is compact), light and, on the phone, dark; the findings of every run, by run.
 */
async function auditEverywhere(page: Page, path: string) {
  const findings: Record<string, Finding[]> = {};
  for (const lang of ['en', 'ur'] as const) {
    await page.setViewportSize(DESKTOP);
    await inLanguage(page.context(), lang);
    await page.goto(path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    if (lang === 'ur') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    findings[`${path} ${lang}`] = await audit(page);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(100);
    findings[`${path} ${lang} 360px`] = await audit(page);
    await darken(page);
    findings[`${path} ${lang} 360px dark`] = await audit(page, true);
  }
  await page.setViewportSize(DESKTOP);
  return Object.fromEntries(Object.entries(findings).filter(([, list]) => list.length > 0));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function pageFor(role?: 'student' | 'faculty' | 'admin'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  if (role) {
    await signIn(page, role);
    await page.waitForURL((url) => url.pathname.startsWith(`/${role}`));
  }
  return page;
}

// The route table's public pages, with a transcript check that fails and an address that does not exist.
const PUBLIC_PAGES = [...PUBLIC_ROUTES, '/verify/NOSUCHCODE', '/no-such-page'];

// Six audits a page: a long page (a student's whole attendance) on a busy machine needs more than a minute.
const PAGE_TIMEOUT = 120_000;

describe('public pages', () => {
  // One signed-out browser context for all of them.
  let page: Page;
  beforeAll(async () => {
    page = await pageFor();
  });
  afterAll(() => page?.context().close());

  it.each(PUBLIC_PAGES)(
    '%s has no accessibility violations in either language or theme',
    async (path) => {
      expect(await auditEverywhere(page, path)).toEqual({});
    },
    PAGE_TIMEOUT,
  );
});

/** Every page of a role's area, audited in one signed-in browser context. */
function describeAreaPages(role: 'student' | 'faculty' | 'admin', targets: RouteTarget[]) {
  describe(`${role} pages`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageFor(role);
    });
    afterAll(() => page?.context().close());

    it.each(targets.map((target) => [typeof target === 'string' ? target : target.name, target] as const))(
      '%s has no accessibility violations in either language or theme',
      async (_name, target) => {
        const path = typeof target === 'string' ? target : await target.path(page);
        expect(await auditEverywhere(page, path)).toEqual({});
      },
      PAGE_TIMEOUT,
    );
  });
}

for (const role of ['student', 'faculty', 'admin'] as const) describeAreaPages(role, AREA_ROUTES[role]);
