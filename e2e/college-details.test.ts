/** Issue 36 end to end: the admin edits the college's details and the public site follows without a restart. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function saveDetails(page: Page, details: { officePhone: string; youtube: string }) {
  await page.goto('/admin/college');
  // The boxes, not the footer's links of the same name (the frame shows a save at once).
  await page.getByRole('textbox', { name: 'Office phone' }).fill(details.officePhone);
  await page.getByRole('textbox', { name: 'YouTube' }).fill(details.youtube);
  await page.getByRole('button', { name: 'Save College details' }).click();
  await page.getByText('College details saved').waitFor();
}

describe('College details', () => {
  it("an admin's new office phone and YouTube link show on the contact and forgot-password pages at once", async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/admin');
    const visitor = await newPage(browser);
    await visitor.goto('/contact');
    expect(await visitor.getByRole('link', { name: 'YouTube' }).count()).toBe(0);

    await saveDetails(admin, { officePhone: '+92 62 9255099', youtube: 'https://www.youtube.com/@gac-e2e' });
    // The admin's own footer follows the save without a reload.
    await admin.getByRole('contentinfo').getByRole('link', { name: 'YouTube' }).waitFor();
    try {
      await visitor.goto('/contact');
      // On the page and in the footer.
      const links = visitor.getByRole('link', { name: 'YouTube' });
      expect(await links.count()).toBe(2);
      expect(await links.first().getAttribute('href')).toBe('https://www.youtube.com/@gac-e2e');
      await visitor.goto('/forgot-password');
      const office = visitor.getByRole('region', { name: 'The college office' });
      expect(await office.getByRole('link', { name: '+92 62 9255099' }).getAttribute('href')).toBe(
        'tel:+92629255099',
      );
    } finally {
      // Back as it was, for the other tests' pages.
      await saveDetails(admin, { officePhone: '+92 62 9255001', youtube: '' });
    }
    await visitor.goto('/contact');
    expect(await visitor.getByRole('link', { name: 'YouTube' }).count()).toBe(0);
    await admin.context().close();
    await visitor.context().close();
  });
});
