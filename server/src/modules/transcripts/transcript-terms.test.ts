/**
 * A transcript names the terms that taught each semester (issue 34, item 5): "Semester 1 (Fall 1950)", and a
 * course repeated in a later term adds that term to its semester.
 */
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { transcripts } from '../../db/schema';
import { buildCourse, buildGrade, buildStudent, buildTerm, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let token: string;
let studentId: string;
const names = {} as Record<'first' | 'second' | 'repeat', string>;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  app = await buildTestApp();
  const [first, second, repeat] = [await buildTerm(app), await buildTerm(app), await buildTerm(app)];
  Object.assign(names, { first: first.name, second: second.name, repeat: repeat.name });
  const student = await buildStudent(app, { semester: 3 });
  studentId = student.id;
  const calculus = await buildCourse(app, { code: 'TT-101', semester: 1, termId: first.id });
  const physics = await buildCourse(app, { code: 'TT-102', semester: 1, termId: first.id });
  const algebra = await buildCourse(app, { code: 'TT-201', semester: 2, termId: second.id });
  const calculusAgain = await buildCourse(app, {
    catalogueCourseId: calculus.catalogueCourseId,
    semester: 1,
    termId: repeat.id,
  });
  await buildGrade(app, { studentId, courseId: calculus.id, marks: 45, semester: 1 });
  await buildGrade(app, { studentId, courseId: physics.id, marks: 80, semester: 1 });
  await buildGrade(app, { studentId, courseId: algebra.id, marks: 70, semester: 2 });
  await buildGrade(app, { studentId, courseId: calculusAgain.id, marks: 75, semester: 1, attempt: 2 });
  token = await signIn(app, student.email);
});
afterAll(() => app.close());

describe('a transcript by term', () => {
  it('heads each semester with the terms that taught it, earliest first, in the PDF and its snapshot', async () => {
    const res = await injectAs(app, token, { method: 'POST', url: '/api/students/transcript' });
    expect(res.statusCode, res.body).toBe(200);
    const [issued] = await app.db.select().from(transcripts).where(eq(transcripts.studentId, studentId));
    const content = issued!.content as { semesters: { semester: number; terms: string[] }[] };
    expect(content.semesters.map((s) => [s.semester, s.terms])).toEqual([
      [1, [names.first, names.repeat]],
      [2, [names.second]],
    ]);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(`Semester 1 (${names.first}, ${names.repeat})`);
    expect(text).toContain(`Semester 2 (${names.second})`);
  });
});
