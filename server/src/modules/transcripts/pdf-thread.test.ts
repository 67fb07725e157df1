/**
 * Transcripts are drawn on a thread of their own, so that the server's thread keeps answering meanwhile: here
 * the server thread's copy of the drawing refuses to run, and the transcript still comes back whole.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, expect, it, vi } from 'vitest';
import { sampleTranscript } from '../../test/transcripts';
import { openPdfThreads } from './pdf-thread';

vi.mock('./pdf', () => ({
  renderTranscriptPdf: () => {
    throw new Error('a transcript was drawn on the server thread');
  },
}));

const threads = openPdfThreads({ atStart: false });
afterAll(() => threads.close());

it('draws a transcript on a thread of its own, Urdu name included', async () => {
  const pdf = await threads.render(sampleTranscript({ name: 'ٹیپو ڈار' }));
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  expect(document.getSubject()).toBe('Official transcript, verification code ABCD-EFGH-JKLM-NPQR-STUV');
});
