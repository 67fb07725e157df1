import type { StudentAssignment } from '@contract/student';

export const ASSIGNMENT_FILTERS = ['all', 'pending', 'submitted', 'overdue'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

/**
 * Spec part 2 §4: pending is no submission and not overdue; submitted is any submission (graded and late
 * too); overdue is no submission past the due date. The server's display status already applies that rule.
 */
export function matchesFilter(assignment: StudentAssignment, filter: AssignmentFilter): boolean {
  if (filter === 'pending') return assignment.displayStatus === 'pending';
  if (filter === 'submitted') return assignment.submission !== null;
  if (filter === 'overdue') return assignment.displayStatus === 'overdue';
  return true;
}
