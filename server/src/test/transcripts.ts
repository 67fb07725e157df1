/** A transcript to draw in tests: one semester with one course, the student's details as given. */
import type { TranscriptContent } from '../../../contract/transcripts';
import type { TranscriptDocument } from '../modules/transcripts/pdf';

export function sampleTranscript(
  student: Partial<TranscriptContent['student']> = {},
  courseName = 'Programming Fundamentals',
): TranscriptDocument {
  return {
    collegeName: 'Government Associate College',
    verificationCode: 'ABCD-EFGH-JKLM-NPQR-STUV',
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    verifyUrl: 'https://portal.college.test/verify/ABCD-EFGH-JKLM-NPQR-STUV',
    timeZone: 'Asia/Karachi',
    content: {
      student: {
        name: 'Hina Bashir',
        student_id: 'S-2024-017',
        program: 'BS Information Technology',
        department: 'Information Technology',
        batch: '2024',
        ...student,
      },
      semesters: [
        {
          semester: 1,
          terms: [],
          sgpa: 3.67,
          credits: 3,
          courses: [
            {
              code: 'IT-301',
              name: courseName,
              credits: 3,
              marks_obtained: 81,
              total_marks: 100,
              letter_grade: 'A-',
              grade_point: 3.67,
              repeated: false,
            },
          ],
        },
      ],
      cgpa: 3.67,
      total_credits: 3,
      total_courses: 1,
    },
  };
}
