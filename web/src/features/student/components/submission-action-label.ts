import type { TranslationKey } from '../../../lib/i18n';

/**
 * The label of what a student can do with an assignment: on its card, and as the dialog's title. `read`: an
 * assignment of an ended term with nothing handed in, opened to read it only.
 */
export const ACTION_LABEL: Record<'submit' | 'update' | 'submitLate' | 'view' | 'read', TranslationKey> = {
  submit: 'student.assignments.action.submit',
  update: 'student.assignments.action.update',
  submitLate: 'student.assignments.action.submitLate',
  view: 'student.assignments.action.view',
  read: 'student.assignments.action.read',
};
