/** The thread that draws transcripts (pdf-thread.ts): the document in, its PDF bytes out. */
import { renderTranscriptPdf, type TranscriptDocument } from './pdf';

export default function render(document: TranscriptDocument): Promise<Uint8Array> {
  return renderTranscriptPdf(document);
}

/**
 * The first drawing loads this file, the standard fonts, the Urdu face and the PDF library's code (0.3 - 0.45 s
 * here, measured as the first transcript's answer): asked for as the thread starts, with nobody waiting.
 */
export async function warmUp(): Promise<void> {
  await renderTranscriptPdf({
    collegeName: 'College',
    verificationCode: 'WARM-UP',
    issuedAt: new Date(),
    verifyUrl: 'https://college.invalid/verify/WARM-UP',
    timeZone: 'UTC',
    content: {
      student: { name: 'طالب علم', student_id: '-', program: '-', department: '-', batch: '-' },
      semesters: [
        {
          semester: 1,
          terms: [],
          sgpa: 4,
          credits: 3,
          courses: [
            {
              code: 'C-1',
              name: 'Course',
              credits: 3,
              marks_obtained: 90,
              total_marks: 100,
              letter_grade: 'A',
              grade_point: 4,
              repeated: false,
            },
          ],
        },
      ],
      cgpa: 4,
      total_credits: 3,
      total_courses: 1,
    },
  });
}
