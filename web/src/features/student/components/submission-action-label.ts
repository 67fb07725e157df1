import { submissionAction } from '@contract/rules/assignments';
import type { StudentAssignment } from '@contract/student';
import type { TranslationKey } from '../../../lib/i18n';

export type SubmissionActionName = 'submit' | 'update' | 'resubmit' | 'submitLate' | 'view' | 'read';

/**
 * The label of what a student can do with an assignment: on its card, and as the dialog's title. `read`: an
 * assignment of an ended term with nothing handed in, opened to read it only. `resubmit`: the update of a
 * submission the teacher returned, named for what the teacher asked.
 */
export const ACTION_LABEL: Record<SubmissionActionName, TranslationKey> = {
  submit: 'student.assignments.action.submit',
  update: 'student.assignments.action.update',
  resubmit: 'student.assignments.action.resubmit',
  submitLate: 'student.assignments.action.submitLate',
  view: 'student.assignments.action.view',
  read: 'student.assignments.action.read',
};

/** The name of the contract's action (`submissionAction`) for the student: null is only to view or read. */
export function nameOfAction(
  action: 'submit' | 'update' | 'submitLate' | null,
  submission: StudentAssignment['submission'],
): SubmissionActionName {
  if (action === 'update' && submission?.returned_at) return 'resubmit';
  return action ?? (submission ? 'view' : 'read');
}

/** What an assignment offers now. */
export function actionName(assignment: StudentAssignment, now: Date): SubmissionActionName {
  return nameOfAction(
    submissionAction(
      assignment.submission,
      new Date(assignment.due_date),
      now,
      assignment.submissions_closed,
    ),
    assignment.submission,
  );
}
