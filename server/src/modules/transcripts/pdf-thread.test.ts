/**
 * Transcripts are drawn on a thread of their own, so that the server's thread keeps answering meanwhile: here
 * the server thread's copy of the drawing refuses to run, and the transcript still comes back whole.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, expect, it, vi } from 'vitest';
import { openPdfThreads } from './pdf-thread';

vi.mock('./pdf', () => ({
  renderTranscriptPdf: () => {
    throw new Error('a transcript was drawn on the server thread');
  },
}));

const threads = openPdfThreads({ atStart: false });
afterAll(() => threads.close());

it('draws a transcript on a thread of its own, Urdu name included', async () => {
  const pdf = await threads.render({
    collegeName: 'Government Associate College',
    verificationCode: 'ABCD-EFGH-JKLM-NPQR-STUV',
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    verifyUrl: 'https://portal.college.test/verify/ABCD-EFGH-JKLM-NPQR-STUV',
    timeZone: 'Asia/Karachi',
    content: {
      student: {
        name: 'ٹیپو ڈار',
        student_id: 'S-2024-017',
        program: 'BS Information Technology',
        department: 'Information Technology',
        batch: '2024',
      },
      semesters: [],
      cgpa: 0,
      total_credits: 0,
      total_courses: 0,
    },
  });
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  expect(document.getSubject()).toBe('Official transcript, verification code ABCD-EFGH-JKLM-NPQR-STUV');
});
