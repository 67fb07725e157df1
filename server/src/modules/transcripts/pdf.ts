/**
 * The transcript as an A4 PDF, drawn with pdf-lib: the college's name and logo, the student, every semester's
 * results with its SGPA, the CGPA, the date of issue, and the verification code with a QR code of its URL.
 */
import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { TranscriptContent } from '../../../../contract/transcripts';
import { drawPieces, embedArabicFace, type Fonts, needsArabicFace, pieces, widthOf } from './pdf-text';

export interface TranscriptDocument {
  collegeName: string;
  content: TranscriptContent;
  verificationCode: string;
  issuedAt: Date;
  /** The full address of the public check, such as `https://college.edu.pk/verify/ABCD-...`. */
  verifyUrl: string;
  timeZone: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const ROW = 15;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.114, 0.306, 0.847); // #1d4ed8, the site's logo
const RULE = rgb(0.8, 0.82, 0.86);
/** The mortarboard of web/public/favicon.svg (a 32 by 32 box), so the paper carries the site's logo. */
const LOGO_PATH = 'M16 6 4 12l12 6 10-5v7h2v-8L16 6zm-7 10v5c0 2 3.5 4 7 4s7-2 7-4v-5l-7 3.5L9 16z';
const LOGO_BOX = 'M6 0H26Q32 0 32 6V26Q32 32 26 32H6Q0 32 0 26V6Q0 0 6 0Z';

/** Columns of a semester's table, in points from the left margin: where text starts, or where figures end. */
const COLUMNS = [
  { key: 'code', label: 'Code', x: 0 },
  { key: 'name', label: 'Course', x: 68, width: 210 },
  { key: 'credits', label: 'Credits', right: 330 },
  { key: 'marks', label: 'Marks', right: 392 },
  { key: 'letter', label: 'Letter', right: 432 },
  { key: 'points', label: 'Grade Points', right: CONTENT_WIDTH },
] as const;

/** The mark of an attempt a later one replaced (docs/decisions/0013-results-count-once.md), and its footnote. */
const REPEATED = ' (Repeated)';
const REPEATED_NOTE =
  'Repeated: an earlier attempt at a course, replaced by a later one; not counted in the SGPA or CGPA.';

const figure = (n: number) => String(Math.round(n * 100) / 100);

/** "23 November 2026" in the college's time zone. */
export function issueDateText(issuedAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(issuedAt);
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  /** A line's pieces in the order they are seen, each in the font that has its letters (pdf-text.ts). */
  line(text: string, bold = false) {
    return pieces(text, {
      latin: bold ? this.fonts.bold : this.fonts.regular,
      arabic: bold ? this.fonts.arabic?.bold : this.fonts.arabic?.regular,
    });
  }

  width(text: string, size = 10, bold = false) {
    return widthOf(this.line(text, bold), size);
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    drawPieces(this.page, this.line(text, options.bold), {
      x: MARGIN + x,
      y: this.y,
      size: options.size ?? 10,
      color: options.color ?? INK,
    });
  }

  rightText(
    text: string,
    right: number,
    options: { size?: number; bold?: boolean; color?: typeof INK } = {},
  ) {
    this.text(text, right - this.width(text, options.size, options.bold), options);
  }

  /**
   * Cuts text to a width, with an ellipsis, so a long course name cannot run into the next column. It is cut
   * at its end as written, which is the right of an English name and the left of an Urdu one.
   */
  fit(text: string, width: number, options: { size?: number; bold?: boolean } = {}): string {
    const fits = (t: string) => this.width(t, options.size, options.bold) <= width;
    if (fits(text)) return text;
    let cut = [...text];
    while (cut.length > 1 && !fits(`${cut.join('').trimEnd()}...`)) cut = cut.slice(0, -1);
    return `${cut.join('').trimEnd()}...`;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }
}

function drawHeader(w: Writer, collegeName: string) {
  const scale = 1.5; // 48 points
  const top = w.y + 8;
  w.page.drawSvgPath(LOGO_BOX, { x: MARGIN, y: top, scale, color: BRAND });
  w.page.drawSvgPath(LOGO_PATH, { x: MARGIN, y: top, scale, color: rgb(1, 1, 1) });
  w.y -= 14;
  w.text(collegeName, 62, { size: 18, bold: true });
  w.y -= 22;
  w.text('Official Transcript', 62, { size: 13, color: BRAND, bold: true });
  w.y -= 20;
  w.rule();
  w.y -= 20;
}

function drawStudent(w: Writer, student: TranscriptContent['student']) {
  const rows: [string, string, string, string][] = [
    ['Name', student.name, 'Student ID', student.student_id],
    ['Program', student.program, 'Department', student.department],
    ['Batch', student.batch, '', ''],
  ];
  for (const [label1, value1, label2, value2] of rows) {
    w.text(label1, 0, { color: MUTED });
    w.text(w.fit(value1, 190, { bold: true }), 70, { bold: true });
    if (label2) {
      w.text(label2, 280, { color: MUTED });
      w.text(w.fit(value2, 150, { bold: true }), 345, { bold: true });
    }
    w.y -= ROW;
  }
  w.y -= 10;
}

function drawSemester(w: Writer, semester: TranscriptContent['semesters'][number]) {
  // The heading, the table's header and at least one result stay together.
  w.room(ROW * 4);
  // The terms that taught it ("Semester 3 (Fall 2026)"); a transcript issued before terms has none.
  const terms = semester.terms.length ? ` (${semester.terms.join(', ')})` : '';
  w.text(`Semester ${semester.semester}${terms}`, 0, { size: 12, bold: true, color: BRAND });
  w.y -= ROW + 2;
  for (const column of COLUMNS) {
    if ('right' in column) w.rightText(column.label, column.right, { bold: true, size: 9 });
    else w.text(column.label, column.x, { bold: true, size: 9 });
  }
  w.y -= 5;
  w.rule();
  w.y -= ROW - 3;
  for (const course of semester.courses) {
    w.room(ROW * 2);
    const suffixWidth = w.width(REPEATED);
    const cells = {
      code: course.code,
      name: course.repeated
        ? `${w.fit(course.name, COLUMNS[1].width - suffixWidth)}${REPEATED}`
        : w.fit(course.name, COLUMNS[1].width),
      credits: String(course.credits),
      marks: `${figure(course.marks_obtained)}/${figure(course.total_marks)}`,
      letter: course.letter_grade,
      points: course.grade_point.toFixed(2),
    };
    // A repeated attempt is printed in grey: it is on the record but counts in nothing.
    const color = course.repeated ? MUTED : INK;
    for (const column of COLUMNS) {
      if ('right' in column) w.rightText(cells[column.key], column.right, { color });
      else w.text(cells[column.key], column.x, { color });
    }
    w.y -= ROW;
  }
  w.y -= 2;
  w.text(`SGPA ${semester.sgpa.toFixed(2)}`, 0, { bold: true });
  w.text(`Credits ${semester.credits}`, 100, { color: MUTED });
  w.y -= ROW + 12;
}

function drawQr(w: Writer, url: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      w.page.drawRectangle({
        x: x + col * cell,
        y: top - (row + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

export async function renderTranscriptPdf(t: TranscriptDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = issueDateText(t.issuedAt, t.timeZone);
  // The document's properties are Unicode: the name as written.
  doc.setTitle(`Transcript of ${t.content.student.name}`);
  doc.setAuthor(t.collegeName);
  doc.setSubject(`Official transcript, verification code ${t.verificationCode}`);
  doc.setCreationDate(t.issuedAt);
  const student = t.content.student;
  const written = [t.collegeName, student.name, student.program, student.department, student.batch];
  for (const semester of t.content.semesters)
    for (const course of semester.courses) written.push(course.name);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    // Only a transcript with Urdu (or other Arabic-script) text carries the face, subset to its letters.
    arabic: written.some(needsArabicFace) ? await embedArabicFace(doc) : undefined,
  });

  drawHeader(w, t.collegeName);
  drawStudent(w, t.content.student);
  for (const semester of t.content.semesters) drawSemester(w, semester);
  if (t.content.semesters.some((s) => s.courses.some((c) => c.repeated))) {
    w.room(ROW * 2);
    w.text(REPEATED_NOTE, 0, { size: 8, color: MUTED });
    w.y -= ROW + 4;
  }

  // The totals, the date and the verification block stay together on the last page.
  const qrSize = 96;
  w.room(ROW * 3 + qrSize + 30);
  w.rule();
  w.y -= ROW + 3;
  w.text(`CGPA ${t.content.cgpa.toFixed(2)}`, 0, { size: 13, bold: true });
  w.text(`Total credits ${t.content.total_credits}`, 120, { size: 11 });
  w.text(`Courses ${t.content.total_courses}`, 250, { size: 11 });
  w.y -= ROW + 4;
  w.text(`Date of issue: ${issued}`, 0);
  w.y -= ROW + 10;

  const top = w.y + 10;
  drawQr(w, t.verifyUrl, A4.width - MARGIN - qrSize, top, qrSize);
  w.text('Verification code', 0, { color: MUTED });
  w.y -= ROW + 2;
  w.text(t.verificationCode, 0, { size: 14, bold: true });
  w.y -= ROW + 4;
  // A long host name shrinks the line rather than running it under the QR code.
  const verifyLine = `Verify at ${t.verifyUrl}`;
  const room = CONTENT_WIDTH - qrSize - 12;
  const width = w.width(verifyLine, 9);
  w.text(verifyLine, 0, { size: width > room ? (9 * room) / width : 9 });
  w.y -= ROW;
  w.text('Scan the code or open the address to confirm this transcript with the college.', 0, {
    size: 8,
    color: MUTED,
  });

  return doc.save();
}
