/** How academic records leave the server: one presenter per record, shared by the student and faculty areas. */
import type { ExamType } from '../../../../contract/enums';
import type { GradeRecord, Submission } from '../../../../contract/student';
import { courses, type grades, type submissions } from '../../db/schema';

export type CourseRef = { _id: string; code: string; name: string };
export type TermRef = { _id: string; name: string };

/** A result's course and term as a select names them: `{ course: courseRef, term: termRef }` over `courses`. */
export const resultTermRef = { _id: courses.termId, name: courses.termName };

/**
 * A result row as the API shows it; the same shape the student sees. `repeated`: a later attempt's final
 * replaced it (replacedByLaterAttempt in attempts.ts).
 */
export function presentGrade(
  grade: typeof grades.$inferSelect,
  course: CourseRef,
  repeated: boolean,
  term: TermRef,
): GradeRecord {
  return {
    _id: grade.id,
    course_id: course,
    semester: grade.semester,
    exam_type: grade.examType as ExamType,
    marks_obtained: grade.marksObtained,
    total_marks: grade.totalMarks,
    percentage: grade.percentage,
    letter_grade: grade.letterGrade,
    grade_point: grade.gradePoint,
    credits: grade.credits,
    remarks: grade.remarks,
    createdAt: grade.createdAt.toISOString(),
    attempt: grade.attempt,
    repeated,
    term,
  };
}

/** A submission as the API shows it, with its grade once graded. */
export function presentSubmission(row: typeof submissions.$inferSelect): Submission {
  return {
    _id: row.id,
    submission_text: row.text,
    submission_link: row.link,
    submission_file:
      row.filePath && row.fileName
        ? { originalname: row.fileName, size: row.fileSize ?? 0, mimetype: row.fileType ?? '' }
        : null,
    status: row.status,
    is_late: row.isLate,
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    grade:
      row.status === 'graded' && row.marksObtained !== null && row.gradedAt
        ? { marks_obtained: row.marksObtained, feedback: row.feedback, graded_at: row.gradedAt.toISOString() }
        : null,
    returned_at: row.returnedAt?.toISOString() ?? null,
  };
}
