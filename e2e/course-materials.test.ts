/**
 * Issue 25 end to end: the demo teacher shares a PDF on the course page, and the demo student, on a 360 px
 * phone, opens it in the page's viewer (pdf.js, loaded only then), with nothing pushing the page sideways.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A course the demo teacher teaches and the demo student takes (server/src/seed). */
const COURSE = 'Database Systems';

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    doc.addPage([595, 842]).drawText(`Normalisation, page ${n}`, { x: 50, y: 780, size: 24, font });
  }
  return Buffer.from(await doc.save());
}

async function phonePage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A worker or a chunk refused by the site's Content-Security-Policy shows here.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused/i.test(message.text()))
      problems.push(message.text());
  });
  return { page, problems };
}

describe('course materials', () => {
  it('a teacher uploads a PDF to the course page; a student opens it in the viewer on a 360 px phone', async () => {
    const title = `Lecture notes ${Date.now()}`;
    const teacher = await newPage(browser);
    await signIn(teacher, 'faculty');
    await teacher.waitForURL((url) => url.pathname === '/faculty');
    await teacher.goto('/faculty/courses');
    await teacher.getByRole('link', { name: COURSE, exact: true }).click();
    await teacher.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const materials = teacher.getByRole('region', { name: 'Materials' });
    await materials.getByRole('button', { name: 'Add material' }).click();
    await materials.getByLabel('Type', { exact: true }).selectOption('file');
    await materials.getByLabel('Title', { exact: true }).fill(title);
    await materials.getByLabel('Week or topic', { exact: true }).fill('Week 1');
    await materials
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() });
    await materials.getByRole('button', { name: 'Save' }).click();
    await teacher.getByText('Material added').waitFor();
    await materials.getByText(title).waitFor();
    await teacher.context().close();

    const { page: student, problems } = await phonePage();
    await signIn(student, 'student');
    await student.waitForURL((url) => url.pathname === '/student');
    await student.goto('/student/courses');
    await student.getByRole('link', { name: `View Course: ${COURSE}` }).click();
    const item = student.getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    const pdfChunks: string[] = [];
    student.on('request', (request) => {
      if (/pdf/.test(new URL(request.url()).pathname) && request.url().includes('/assets/'))
        pdfChunks.push(request.url());
    });
    expect(pdfChunks, 'pdf.js is not loaded before a viewer opens').toEqual([]);
    await item.getByRole('button', { name: 'Open notes.pdf' }).click();
    const viewer = student.getByRole('dialog', { name: 'notes.pdf' });
    await viewer.getByRole('img', { name: 'Page 1 of 2' }).waitFor({ timeout: 20_000 });
    await viewer.getByRole('img', { name: 'Page 2 of 2' }).waitFor();
    expect(pdfChunks.length).toBeGreaterThan(0);
    const canvas = viewer.getByRole('img', { name: 'Page 1 of 2' });
    const box = await canvas.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(box!.width).toBeGreaterThan(300);
    // Drawn, not blank: some pixel of the page is dark (its text).
    const inked = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, Math.floor(c.height / 5)).data;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) return true;
      return false;
    });
    expect(inked).toBe(true);
    await expect(viewer.getByRole('button', { name: 'Download' }).isEnabled()).resolves.toBe(true);
    const sideways = await student.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await student.context().close();
  });
});
