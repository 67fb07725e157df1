/**
 * The transcript PDF with Urdu in it
 * (docs/decisions/0024-urdu-ltr-fragments-isolated-nastaliq-never-clipped.md): the letters are there (not
 * "?"), joined,
 * read right to left, with "IT-301" and "A-" left to right inside; the face is embedded only when needed,
 * and subset with every glyph whole.
 */
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TranscriptContent } from '../../../../contract/transcripts';
import { sampleTranscript } from '../../test/transcripts';
import { renderTranscriptPdf } from './pdf';

const URDU_NAME = 'ٹیپو ڈار کھڑے ہیں';

function transcript(student: Partial<TranscriptContent['student']>, courseName?: string) {
  return renderTranscriptPdf(sampleTranscript(student, courseName));
}

interface Item {
  str: string;
  x: number;
  y: number;
}

/** The text pieces of page 1 with where they stand. */
async function items(bytes: Uint8Array): Promise<Item[]> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: true, verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const found = content.items.flatMap((item) =>
    'str' in item && item.str ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }] : [],
  );
  await doc.destroy();
  return found;
}

/** What a reader reads on the line of `label`, between `from` and `to` points: right to left, word by word. */
function readRightToLeft(all: Item[], label: string, from: number, to: number): string {
  const y = all.find((item) => item.str === label)!.y;
  return all
    .filter((item) => item.y === y && item.x >= from && item.x < to)
    .sort((a, b) => b.x - a.x)
    .map((item) => item.str)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The font programs embedded in a PDF, by their PostScript names. */
async function embeddedFonts(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<string, Uint8Array>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    const name = object.get(PDFName.of('FontName'))!.toString();
    if (file instanceof PDFRawStream) fonts.set(name, decodePDFRawStream(file).decode());
  }
  return fonts;
}

describe('the transcript PDF in Urdu', () => {
  it('prints an Urdu name in its own letters, read right to left, not as question marks', async () => {
    const pdf = await transcript({ name: URDU_NAME, department: 'کمپیوٹر سائنس' });
    const all = await items(pdf);
    // The name's column starts 70 points in (120 from the page's edge); Student ID's at 330.
    expect(readRightToLeft(all, 'Name', 100, 320)).toBe(URDU_NAME);
    expect(readRightToLeft(all, 'Department', 390, 600)).toBe('کمپیوٹر سائنس');
    expect(all.map((item) => item.str).join('')).not.toContain('?');
    // Each letter is drawn in its joined form (one glyph each: ٹ begins the word, پ sits in its middle).
    expect(all.some((item) => item.str === 'ٹیپو')).toBe(true);
  });

  it('keeps a course code and a grade left to right inside Urdu text', async () => {
    const pdf = await transcript({ program: 'بی ایس IT-301' }, 'اردو ادب');
    const all = await items(pdf);
    const program = all.filter((item) => item.y === all.find((i) => i.str === 'Program')!.y);
    const code = program.find((item) => item.str === 'IT-301');
    expect(code).toBeDefined();
    // In a right-to-left line the code written last stands at the left end, the Urdu words to its right.
    for (const word of program.filter((item) => /[\u0600-\u06ff]/.test(item.str)))
      expect(word.x).toBeGreaterThan(code!.x);
    expect(readRightToLeft(all, 'Program', 100, 320)).toBe('بی ایس IT-301');
    // The grade of a course named in Urdu, in its own column: "A-", not "-A".
    const course = all.filter((item) => item.y === all.find((i) => i.str === 'اردو')!.y);
    expect(course.map((item) => item.str)).toEqual(
      expect.arrayContaining(['IT-301', 'A-', '81/100', '3.67']),
    );
  });

  it('embeds the Arabic-script face only for a transcript that has such text, subset to its letters', async () => {
    const english = await embeddedFonts(await transcript({}));
    expect(english.size).toBe(0);

    const urdu = await transcript({ name: URDU_NAME });
    const fonts = await embeddedFonts(urdu);
    expect([...fonts.keys()].join()).toMatch(/ScheherazadeNew/);
    // The whole face is about 100 KB a weight; the letters of one name are a few.
    expect(urdu.length).toBeLessThan(40_000);
  });

  it('embeds every glyph of the subset whole (fontkit pads none of them by itself)', async () => {
    const fonts = await embeddedFonts(await transcript({ name: URDU_NAME, program: 'بی ایس کمپیوٹر سائنس' }));
    expect(fonts.size).toBeGreaterThan(0);
    for (const bytes of fonts.values()) {
      const font = fontkit.create(Buffer.from(bytes));
      for (let id = 1; id < font.numGlyphs; id++) {
        const glyph = font.getGlyph(id);
        // Every letter has an outline, and reading it must not fail.
        if (glyph.advanceWidth > 0) expect(glyph.path.toSVG(), `glyph ${id}`).not.toBe('');
      }
    }
  });
});
