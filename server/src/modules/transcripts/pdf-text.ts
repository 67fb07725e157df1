/**
 * Text in any script the college writes, laid out for the transcript PDF
 * (docs/decisions/0024-urdu-ltr-fragments-isolated-nastaliq-never-clipped.md).
 *
 * The standard PDF fonts know Latin only, so Urdu and Arabic letters are drawn with Noto Naskh Arabic,
 * embedded (and subset to the letters used) only when a transcript has such text. pdf-lib lays a string out
 * with fontkit, whose GSUB gives the joined forms and turns a right-to-left run around; it ignores GPOS,
 * and this face sets the dots of ی ٹ ڑ (and any vowel mark) as marks placed by GPOS. So the marks are taken
 * out of what pdf-lib draws as text and drawn as outlines where fontkit puts them; the letters stay text,
 * each mapped to the character it stands for, so the name can be copied and searched.
 *
 * A line is ordered by Unicode's bidirectional algorithm (bidi-js), the paragraph taking the direction of
 * its first strong letter as written text does on the pages: an Urdu name reads right to left, and "IT-301",
 * "A-", a date in Latin digits inside it stay left to right.
 */
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

type FontkitFont = ReturnType<typeof fontkit.create>;
type Glyph = FontkitFont extends { getGlyph(id: number): infer G } ? G : never;

const bidi = bidiFactory();
const require = createRequire(import.meta.url);
/** The Arabic-script part of the face (fontsource splits it by script); WOFF, which fontkit reads. */
const FACE_FILES = {
  regular: '@fontsource/scheherazade-new/files/scheherazade-new-arabic-400-normal.woff',
  bold: '@fontsource/scheherazade-new/files/scheherazade-new-arabic-700-normal.woff',
};

/** Arabic-script letters, digits and signs: text that needs the embedded face. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
export const needsArabicFace = (text: string) => ARABIC_SCRIPT.test(text);

/** Letters that read right to left: a run of them is shaped right to left. */
const isRightToLeft = (char: string) => {
  const type = bidi.getBidiCharTypeName(char);
  return type === 'AL' || type === 'R';
};

/**
 * A face with its marks apart: what pdf-lib lays out (through `layout`) leaves out the marks (glyphs with no
 * advance), which `shape` still gives with their positions.
 */
interface ArabicFace {
  font: FontkitFont;
  shape(text: string): { glyphs: Glyph[]; positions: { xOffset: number; yOffset: number }[] };
}

function withMarksApart(font: FontkitFont): ArabicFace {
  // fontkit takes the script and direction after the features; its typings know only the first two.
  const layout = font.layout.bind(font) as unknown as (
    ...args: [string, undefined, string, undefined, 'rtl' | 'ltr']
  ) => ReturnType<FontkitFont['layout']>;
  const shape = (text: string) =>
    layout(text, undefined, 'arab', undefined, [...text].some(isRightToLeft) ? 'rtl' : 'ltr');
  // pdf-lib calls `layout(text, features)` and reads only the glyphs.
  (font as { layout: unknown }).layout = (text: string) => ({
    glyphs: shape(text).glyphs.filter((glyph) => glyph.advanceWidth > 0),
  });
  const createSubset = font.createSubset.bind(font);
  (font as { createSubset: unknown }).createSubset = () =>
    withEvenGlyphs(createSubset() as unknown as Subset);
  return { font, shape };
}

/** The parts of fontkit's TrueType subset that write the glyphs (fontkit's TTFSubset). */
interface Subset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(id: number): number;
}

/**
 * fontkit writes a small subset's glyph offsets in the short format, which counts in two-byte steps, without
 * padding the glyphs to an even length; this face has glyphs of odd length, and every glyph after one came
 * out broken (the letters were missing from the page). Each glyph is padded to an even length, as the
 * TrueType specification asks.
 */
function withEvenGlyphs(subset: Subset): Subset {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (id) => {
    const index = addGlyph(id);
    const data = subset.glyf[index];
    if (data.length % 2 === 1) {
      // fontkit's own Buffer (a copy bundled with it), which its writer accepts, not Node's.
      const padded = (data.constructor as typeof Buffer).alloc(data.length + 1);
      padded.set(data);
      subset.glyf[index] = padded;
      subset.offset += 1;
    }
    return index;
  };
  return subset;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The Arabic-script face, embedded only when the document has such text. */
  arabic?: { regular: PDFFont; bold: PDFFont };
}

/** The marks apart of each embedded Arabic-script font, for drawing them. */
const arabicFaces = new WeakMap<PDFFont, ArabicFace>();

/**
 * The face as a plain TrueType file. fontkit reads WOFF, but inflates a compressed table (in JavaScript) each
 * time it is read, and a subset reads the glyph table once per glyph: a transcript with Urdu in it took 160 -
 * 220 ms to draw instead of about 30. WOFF 1.0 is the TrueType tables, each zlib-compressed, behind a directory
 * of their places (https://www.w3.org/TR/WOFF/): inflated once here, and laid out as TrueType.
 */
function trueTypeOf(woff: Uint8Array): Buffer {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 face');
  const count = source.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, length] = [4, 8, 12].map((at) => source.readUInt32BE(entry + at));
    const stored = source.subarray(offset, offset + compressed);
    return {
      tag: source.readUInt32BE(entry),
      checksum: source.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  // The table records, then each table at a four-byte boundary, as the TrueType offset table asks.
  const power = 2 ** Math.floor(Math.log2(count));
  const places: number[] = [];
  let size = 12 + count * 16;
  for (const table of tables) {
    places.push(size);
    size += Math.ceil(table.data.length / 4) * 4;
  }
  const out = Buffer.alloc(size);
  out.writeUInt32BE(source.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(places[i]!, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, places[i]);
  });
  return out;
}

/** Each face read, made TrueType and opened once per thread, and shared by the transcripts it draws. */
const openFaces = new Map<string, { bytes: Buffer; face: ArabicFace }>();
function openFace(file: string) {
  let open = openFaces.get(file);
  if (!open) {
    const bytes = trueTypeOf(readFileSync(require.resolve(file)));
    open = { bytes, face: withMarksApart(fontkit.create(bytes)) };
    openFaces.set(file, open);
  }
  return open;
}

/** Embeds the Arabic-script face (regular and bold), subset to what is drawn. */
export async function embedArabicFace(doc: PDFDocument): Promise<NonNullable<Fonts['arabic']>> {
  const embed = async (file: string) => {
    const { bytes, face } = openFace(file);
    // pdf-lib reads the font through the fontkit it is given: this one gives the face opened once, marks apart.
    // A document's subset is its own (`createSubset`); what the documents share is only read.
    doc.registerFontkit({ create: () => face.font } as unknown as typeof fontkit);
    const font = await doc.embedFont(bytes, { subset: true });
    arabicFaces.set(font, face);
    return font;
  };
  return { regular: await embed(FACE_FILES.regular), bold: await embed(FACE_FILES.bold) };
}

/** A piece of a line drawn in one font, in the order it is seen (left to right). */
interface Piece {
  text: string;
  font: PDFFont;
  /** Shaped by fontkit (the Arabic-script face), which turns a right-to-left piece around itself. */
  shaped: boolean;
}

/**
 * What a character is drawn with: printable ASCII in the standard font; a character the Arabic-script face
 * has in it; anything else as the standard font can (accents dropped) or '?'.
 */
function clean(text: string, arabic: PDFFont | undefined): { char: string; arabic: boolean }[] {
  const chars: { char: string; arabic: boolean }[] = [];
  const face = arabic && arabicFaces.get(arabic);
  for (const char of text) {
    if (/[\x20-\x7e]/.test(char)) chars.push({ char, arabic: false });
    else if (face?.font.hasGlyphForCodePoint(char.codePointAt(0)!)) chars.push({ char, arabic: true });
    else
      for (const part of char.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
        chars.push({ char: /[\x20-\x7e]/.test(part) ? part : '?', arabic: false });
  }
  return chars;
}

/** The pieces of one line in visual order (UAX #9's rule L2, over pieces of one level and one font). */
export function pieces(text: string, fonts: { latin: PDFFont; arabic?: PDFFont }): Piece[] {
  const chars = clean(text, fonts.arabic);
  const plain = chars.map((c) => c.char).join('');
  if (!chars.some((c) => c.arabic) && !/[^\x20-\x7e]/.test(plain))
    return plain ? [{ text: plain, font: fonts.latin, shaped: false }] : [];
  const { levels } = bidi.getEmbeddingLevels(plain, 'auto');
  const runs: { chars: string[]; level: number; arabic: boolean }[] = [];
  chars.forEach((c, i) => {
    // Each character is one UTF-16 unit here (the face's letters and ASCII), so `i` indexes `levels`.
    const last = runs.at(-1);
    if (last && last.level === levels[i] && last.arabic === c.arabic) last.chars.push(c.char);
    else runs.push({ chars: [c.char], level: levels[i], arabic: c.arabic });
  });
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    if (run.arabic) return { text: run.chars.join(''), font: fonts.arabic!, shaped: true };
    // A right-to-left run in the standard font (spaces, punctuation between Urdu words) is turned around
    // here, its brackets mirrored.
    const text =
      run.level % 2 === 1
        ? run.chars
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join('')
        : run.chars.join('');
    return { text, font: fonts.latin, shaped: false };
  });
}

export function widthOf(line: Piece[], size: number): number {
  return line.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size), 0);
}

/** Draws a line's pieces from `x` rightwards, and the marks of the Arabic-script ones as outlines. */
export function drawPieces(
  page: PDFPage,
  line: Piece[],
  at: { x: number; y: number; size: number; color: RGB },
) {
  let x = at.x;
  for (const piece of line) {
    page.drawText(piece.text, { x, y: at.y, size: at.size, font: piece.font, color: at.color });
    const face = piece.shaped ? arabicFaces.get(piece.font) : undefined;
    if (face) {
      const scale = at.size / face.font.unitsPerEm;
      const { glyphs, positions } = face.shape(piece.text);
      let pen = x;
      glyphs.forEach((glyph, i) => {
        if (glyph.advanceWidth > 0) {
          pen += glyph.advanceWidth * scale;
          return;
        }
        // The outline is in the face's units, y upwards; drawSvgPath's y runs downwards.
        // (Path.scale is in fontkit, not in its typings.)
        const path = glyph.path as typeof glyph.path & { scale(x: number, y: number): typeof glyph.path };
        page.drawSvgPath(path.scale(1, -1).toSVG(), {
          x: pen + positions[i].xOffset * scale,
          y: at.y + positions[i].yOffset * scale,
          scale,
          color: at.color,
        });
      });
    }
    x += piece.font.widthOfTextAtSize(piece.text, at.size);
  }
}
