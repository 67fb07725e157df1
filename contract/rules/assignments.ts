/** How a student's assignment reads (spec part 2 §4), in order of precedence. */

export const ASSIGNMENT_DISPLAY_STATUSES = [
  'graded',
  /** Returned by the teacher for resubmission, not resubmitted yet (docs/decisions/closing-the-loop.md). */
  'returned',
  'late',
  'submitted',
  'overdue',
  'pending',
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

export function assignmentDisplayStatus(
  submission: SubmissionState | null,
  dueDate: Date,
  now: Date,
): AssignmentDisplayStatus {
  if (submission?.status === 'graded') return 'graded';
  if (submission?.returned_at) return 'returned';
  if (submission?.is_late) return 'late';
  if (submission) return 'submitted';
  return isOverdue(dueDate, now) ? 'overdue' : 'pending';
}

/** The action the submit dialog offers; a graded submission offers none. */
export function submissionAction(
  submission: SubmissionState | null,
  dueDate: Date,
  now: Date,
): 'submit' | 'update' | 'submitLate' | null {
  if (submission?.status === 'graded') return null;
  if (submission) return 'update';
  return isOverdue(dueDate, now) ? 'submitLate' : 'submit';
}
