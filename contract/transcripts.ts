/** Official transcripts: what one records and prints, and the public check of its verification code. */
import { z } from 'zod';

/** RFC 4648 base32: no 0, 1, 8 or 9, so O/0 and I/1 cannot be confused on paper. */
export const VERIFICATION_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 20 characters of 5 bits each: 100 random bits, printed in groups of four. */
export const VERIFICATION_CODE_LENGTH = 20;
const GROUP = 4;

import { TRANSCRIPT_MESSAGES } from './transcript-messages';

export { TRANSCRIPT_MESSAGES };

/** `ABCD-EFGH-...`: the code as printed and stored. */
export function groupVerificationCode(bare: string): string {
  return bare.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/**
 * A code as someone types it: any case, with or without the dashes and spaces, normalised to the stored form.
 * Anything else is refused here, before a query is made.
 */
export const VerificationCodeSchema = z
  .string()
  .max(64, TRANSCRIPT_MESSAGES.invalidCode)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .refine(
    (code) => new RegExp(`^[${VERIFICATION_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`).test(code),
    TRANSCRIPT_MESSAGES.invalidCode,
  )
  .transform(groupVerificationCode);

export const VerifyTranscriptParamsSchema = z.object({ code: VerificationCodeSchema });

export const TranscriptCourseSchema = z.object({
  code: z.string(),
  name: z.string(),
  credits: z.number().int(),
  marks_obtained: z.number(),
  total_marks: z.number(),
  letter_grade: z.string(),
  grade_point: z.number(),
  /** An earlier attempt, replaced by a later one: printed, marked "Repeated", counted in no GPA. */
  repeated: z.boolean().default(false),
});

export const TranscriptSemesterSchema = z.object({
  semester: z.number().int(),
  /**
   * The terms that taught the semester's results ("Fall 2026"), earliest first: more than one when a course was
   * repeated in a later term. None on transcripts issued before terms (their snapshots keep what was printed).
   */
  terms: z.array(z.string()).default([]),
  sgpa: z.number(),
  credits: z.number().int(),
  courses: z.array(TranscriptCourseSchema),
});

/** The snapshot kept with an issued transcript: exactly what was printed. */
export const TranscriptContentSchema = z.object({
  student: z.object({
    name: z.string(),
    student_id: z.string(),
    program: z.string(),
    department: z.string(),
    batch: z.string(),
  }),
  semesters: z.array(TranscriptSemesterSchema),
  cgpa: z.number(),
  total_credits: z.number().int(),
  total_courses: z.number().int(),
});
export type TranscriptContent = z.infer<typeof TranscriptContentSchema>;

/** What the public check confirms: enough to compare with the paper, nothing more. */
export const TranscriptVerificationSchema = z.object({
  name: z.string(),
  program: z.string(),
  cgpa: z.number(),
  issued_at: z.iso.datetime(),
});
export type TranscriptVerification = z.infer<typeof TranscriptVerificationSchema>;
