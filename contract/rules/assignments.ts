/** How a student's assignment reads (spec part 2 §4), in order of precedence. */

export const ASSIGNMENT_DISPLAY_STATUSES = [
  'graded',
  /** Returned by the teacher for resubmission, not resubmitted yet (docs/decisions/0028-class-announcements-submission-history-due-next.md). */
  'returned',
  'late',
  'submitted',
  'overdue',
  'pending',
  /** Its term has ended with nothing handed in: no longer overdue, since nothing can be submitted now. */
  'closed',
] as const;
export type AssignmentDisplayStatus = (typeof ASSIGNMENT_DISPLAY_STATUSES)[number];

export interface SubmissionState {
  status: 'submitted' | 'graded';
  is_late: boolean;
  /** Set while the submission is returned for resubmission. */
  returned_at?: string | null;
}

export function isOverdue(dueDate: Date, now: Date): boolean {
  return now.getTime() > dueDate.getTime();
}

/**
 * Whether an assignment still takes submissions: until the last day of its offering's term (YYYY-MM-DD, on
 * the college's today). After it the term's work is over; a returned submission cannot be resubmitted either.
 */
export const takesSubmissions = (termEndsOn: string, today: string) => today <= termEndsOn;

/** `termOver`: the offering's term has ended (takesSubmissions is false). */
export function assignmentDisplayStatus(
  submission: SubmissionState | null,
  dueDate: Date,
  now: Date,
  termOver = false,
): AssignmentDisplayStatus {
  if (submission?.status === 'graded') return 'graded';
  if (termOver) return submission ? (submission.is_late ? 'late' : 'submitted') : 'closed';
  if (submission?.returned_at) return 'returned';
  if (submission?.is_late) return 'late';
  if (submission) return 'submitted';
  return isOverdue(dueDate, now) ? 'overdue' : 'pending';
}

/** The action the submit dialog offers; a graded submission, or any of a term that has ended, offers none. */
export function submissionAction(
  submission: SubmissionState | null,
  dueDate: Date,
  now: Date,
  termOver = false,
): 'submit' | 'update' | 'submitLate' | null {
  if (termOver || submission?.status === 'graded') return null;
  if (submission) return 'update';
  return isOverdue(dueDate, now) ? 'submitLate' : 'submit';
}
