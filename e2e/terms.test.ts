/**
 * Issue 34 end to end: the admin's Terms page. It adds a term far ahead and previews its start, holding a
 * student back; it never starts or closes one, since the other files share this college and its today.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function asAdmin(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin');
  return page;
}

describe('Terms', () => {
  it('adds a term, refuses one overlapping it by name, and previews its start with a student held back', async () => {
    const page = await asAdmin();
    await page
      .getByRole('navigation', { name: 'Administration area' })
      .getByRole('link', { name: 'Terms' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await page.getByRole('rowheader').first().waitFor();

    await page.getByRole('button', { name: 'Add Term' }).click();
    const form = page.getByRole('region', { name: 'Add a term' });
    await form.getByLabel('Season').selectOption('Spring');
    await form.getByLabel('Year').fill('2090');
    await expect(form.getByLabel('First day').inputValue()).resolves.toBe('2090-02-01');
    await expect(form.getByLabel('Last day').inputValue()).resolves.toBe('2090-08-31');
    await form.getByRole('button', { name: 'Add Term' }).click();
    await page.getByText('Spring 2090 added to the calendar (2090-02-01 to 2090-08-31)').waitFor();
    await page.getByRole('rowheader', { name: 'Spring 2090' }).waitFor();

    // The same days again: the server's 409 names the term in the way, beside the button.
    await page.getByRole('button', { name: 'Add Term' }).click();
    const again = page.getByRole('region', { name: 'Add a term' });
    await again.getByLabel('Season').selectOption('Spring');
    await again.getByLabel('Year').fill('2090');
    await again.getByLabel('Name').fill('Early 2090');
    await again.getByRole('button', { name: 'Add Term' }).click();
    await again
      .getByText('Early 2090 (2090-02-01 to 2090-08-31) overlaps Spring 2090 (2090-02-01 to 2090-08-31)')
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Preview the start of Spring 2090' }).click();
    const preview = page.getByRole('region', { name: 'Start of Spring 2090: preview' });
    const promoted = preview.getByRole('group', { name: 'Students promoted' });
    await promoted.waitFor();
    const before = Number((await promoted.locator('p').nth(1).textContent())?.replace(/,/g, ''));
    expect(before).toBeGreaterThan(0);
    await preview.getByRole('heading', { name: /^Courses offered \(\d+\)$/ }).waitFor();

    const first = preview.getByRole('checkbox', { name: /^Hold back / }).first();
    const asked = page.waitForRequest(
      (request) =>
        request.url().endsWith('/start') && JSON.parse(request.postData() ?? '{}').hold_back?.length === 1,
    );
    await first.check();
    const body = JSON.parse((await asked).postData() ?? '{}');
    expect(body.dry_run).toBe(true);
    await preview
      .getByText(/^Stays in semester \d$/)
      .first()
      .waitFor();
    await expect
      .poll(async () => Number((await promoted.locator('p').nth(1).textContent())?.replace(/,/g, '')))
      .toBe(before - 1);
    await page.context().close();
  });

  it("fits a phone: the calendar, a preview and a planned course's change at 360 px scroll only up and down", async () => {
    const page = await asAdmin();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/admin/terms');
    await page.getByRole('button', { name: 'Preview the start of Spring 2090' }).click();
    const preview = page.getByRole('region', { name: 'Start of Spring 2090: preview' });
    await preview.getByRole('group', { name: 'Enrolments' }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'the page is wider than the phone').toBeLessThanOrEqual(0);

    // The first planned course gets another time; the preview is asked again with the change and marks it.
    await preview
      .getByRole('button', { name: /^Change the teacher or schedule of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /this term$/ });
    await dialog.getByLabel('Time', { exact: false }).fill('07:00 - 08:00');
    expect(await overflow(), 'the change dialog is wider than the phone').toBeLessThanOrEqual(0);
    const asked = page.waitForRequest(
      (request) =>
        request.url().endsWith('/start') && JSON.parse(request.postData() ?? '{}').offerings?.length === 1,
    );
    await dialog.getByRole('button', { name: 'Use in the preview' }).click();
    const body = JSON.parse((await asked).postData() ?? '{}');
    expect(body).toMatchObject({ dry_run: true, offerings: [{ schedule: { time: '07:00 - 08:00' } }] });
    await preview.getByText('Changed').first().waitFor();
    await preview.getByText('07:00 - 08:00').first().waitFor();
    expect(await overflow(), 'the page is wider than the phone').toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
