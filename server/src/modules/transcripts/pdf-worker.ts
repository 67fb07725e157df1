/** The thread that draws transcripts (pdf-thread.ts): the document in, its PDF bytes out. */
import { renderTranscriptPdf, type TranscriptDocument } from './pdf';

// The first drawing loads the standard fonts, the Urdu face and the code of the PDF library (about 150 ms here):
// the thread does it once as it starts, with nobody waiting, instead of in the first student's transcript.
const warmedUp = renderTranscriptPdf({
  collegeName: 'College',
  verificationCode: 'WARM-UP',
  issuedAt: new Date(),
  verifyUrl: 'https://college.invalid/verify/WARM-UP',
  timeZone: 'UTC',
  content: {
    student: { name: 'طالب علم', student_id: '-', program: '-', department: '-', batch: '-' },
    semesters: [],
    cgpa: 0,
    total_credits: 0,
    total_courses: 0,
  },
}).catch(() => undefined);

export default async function render(document: TranscriptDocument): Promise<Uint8Array> {
  await warmedUp;
  return renderTranscriptPdf(document);
}
