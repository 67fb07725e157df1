/**
 * Issuing official transcripts and checking them. A transcript is a snapshot: its row keeps what was printed,
 * so a later change of a result or of the student's name cannot change what a verification confirms.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  groupVerificationCode,
  TRANSCRIPT_MESSAGES,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VerificationCodeSchema,
  type TranscriptContent,
  type TranscriptVerification,
} from '../../../../contract/transcripts';
import type { Db } from '../../db/client';
import { courses, grades, terms, transcripts } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { replacedByLaterAttempt } from '../academic-records/attempts';
import { say } from '../../../../contract/message-catalogue';
import { recordAudit } from '../audit/record';
import { summariseFinals } from '../student/queries';
import { findUsersWithProfiles } from '../users/profile-queries';

/** 100 random bits; 256 is a multiple of 32, so every letter is equally likely. */
export function newVerificationCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE_LENGTH);
  const bare = [...bytes].map((b) => VERIFICATION_ALPHABET[b % VERIFICATION_ALPHABET.length]).join('');
  return groupVerificationCode(bare);
}

/**
 * The transcript as it would be printed now: every final result by semester and course code, each semester
 * headed by the terms that taught it, a repeated course's attempts in order, the earlier marked repeated and
 * left out of the SGPA, CGPA and totals.
 */
export async function buildTranscriptContent(db: Db, studentId: string) {
  const [student] = await findUsersWithProfiles(db, [studentId]);
  if (!student || student.role !== 'student') throw notFound(TRANSCRIPT_MESSAGES.studentNotFound);
  const finals = await db
    .select({
      semester: grades.semester,
      code: courses.code,
      name: courses.name,
      credits: grades.credits,
      marks: grades.marksObtained,
      total: grades.totalMarks,
      letter: grades.letterGrade,
      gradePoint: grades.gradePoint,
      repeated: replacedByLaterAttempt(),
      term: terms.name,
      termStartsOn: terms.startsOn,
    })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(terms, eq(terms.id, courses.termId))
    .where(and(eq(grades.studentId, studentId), eq(grades.examType, 'final')))
    .orderBy(asc(grades.semester), asc(courses.code), asc(grades.attempt));
  const summary = summariseFinals(finals);
  const content: TranscriptContent = {
    student: {
      name: student.name,
      student_id: student.student_id ?? '',
      program: student.program ?? '',
      department: student.department ?? '',
      batch: student.batch ?? '',
    },
    semesters: summary.semesters.map((s) => ({
      semester: s.semester,
      terms: termsOf(s.results),
      sgpa: s.sgpa,
      credits: s.totalCredits,
      courses: s.results.map((r) => ({
        code: r.code,
        name: r.name,
        credits: r.credits,
        marks_obtained: r.marks,
        total_marks: r.total,
        letter_grade: r.letter,
        grade_point: r.gradePoint,
        repeated: r.repeated,
      })),
    })),
    cgpa: summary.cgpa,
    total_credits: summary.totalCredits,
    total_courses: summary.totalCourses,
  };
  return { student, content };
}

/** The names of the terms that taught `results`, earliest first, each once. */
function termsOf(results: readonly { term: string; termStartsOn: string }[]): string[] {
  const byStart = [...results].sort((a, b) => a.termStartsOn.localeCompare(b.termStartsOn));
  return [...new Set(byStart.map((r) => r.term))];
}

export interface IssuedTranscript {
  verificationCode: string;
  issuedAt: Date;
  content: TranscriptContent;
}

/**
 * Issues a transcript of an approved student's final results. `issuer` is the admin issuing it for someone
 * else (audited); a student issuing its own passes none. Refused (409) while there are no final results:
 * an official document with nothing on it would only mislead.
 */
export async function issueTranscript(
  db: Db,
  studentId: string,
  issuer?: { id: string },
): Promise<IssuedTranscript> {
  return db.transaction(async (tx) => {
    const { student, content } = await buildTranscriptContent(tx, studentId);
    if (student.status !== 'approved') throw notFound(TRANSCRIPT_MESSAGES.studentNotFound);
    if (content.semesters.length === 0) throw new HttpError(409, TRANSCRIPT_MESSAGES.noResults);
    const [row] = await tx
      .insert(transcripts)
      .values({
        studentId,
        verificationCode: newVerificationCode(),
        issuedBy: issuer?.id ?? studentId,
        studentName: content.student.name,
        program: content.student.program,
        cgpa: content.cgpa,
        content,
      })
      .returning();
    if (issuer) {
      await recordAudit(tx, {
        action: 'transcript.issued',
        entity: 'user',
        entityId: studentId,
        summary: say('audit.transcriptIssued', { name: student.name }),
        after: { verificationCode: row.verificationCode, cgpa: content.cgpa },
      });
    }
    return { verificationCode: row.verificationCode, issuedAt: row.issuedAt, content };
  });
}

/**
 * The transcript with exactly this code (any case, dashes optional), or null. A string that is no code at all
 * is refused without a query.
 */
export async function findVerification(db: Db, typed: string): Promise<TranscriptVerification | null> {
  const code = VerificationCodeSchema.safeParse(typed);
  if (!code.success) return null;
  const [row] = await db
    .select({
      name: transcripts.studentName,
      program: transcripts.program,
      cgpa: transcripts.cgpa,
      issuedAt: transcripts.issuedAt,
    })
    .from(transcripts)
    .where(eq(transcripts.verificationCode, code.data));
  if (!row) return null;
  return { name: row.name, program: row.program, cgpa: row.cgpa, issued_at: row.issuedAt.toISOString() };
}

/** The public check of the API: as findVerification, but a code never issued is a 404. */
export async function verifyTranscript(db: Db, code: string): Promise<TranscriptVerification> {
  const found = await findVerification(db, code);
  if (!found) throw notFound(TRANSCRIPT_MESSAGES.notVerified);
  return found;
}
