/** The rules of closing the loop on a submission (docs/decisions/0028-class-announcements-submission-history-due-next.md), without Zod for pages. */

/** A private comment is a short note, not an essay: the work itself is the submission. */
export const SUBMISSION_COMMENT_MAX = 1_000;

/** A resubmission's lateness: past the due date it is the teacher's choice when returning; before, never late. */
export function resubmissionIsLate(pastDue: boolean, markLate: boolean): boolean {
  return pastDue && markLate;
}
