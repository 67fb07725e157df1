/**
 * What is due next (issue 25, item 6; reordered by issue 36, item 1): the one order of a student's work, used by
 * the dashboard's Due next (assignments and open quizzes) and by My Assignments. What asks for action leads:
 * work returned for resubmission, then overdue work (past due, nothing handed in); then what is still to come,
 * by due date; then what waits for its grade; graded work, and work of a term that has ended, last.
 */
import { isOverdue } from './assignments';

export const DUE_NEXT_GROUPS = [
  'returned',
  'overdue',
  'dueSoon',
  'awaitingGrade',
  'graded',
  'closed',
] as const;
export type DueNextGroup = (typeof DUE_NEXT_GROUPS)[number];

export interface DueNextItem {
  due_date: string;
  submission: { status: 'submitted' | 'graded'; returned_at?: string | null } | null;
  /** Its term has ended: nothing can be handed in any more, so it is not overdue (rules/assignments.ts). */
  submissions_closed?: boolean;
}

export function dueNextGroup(item: DueNextItem, now: Date): DueNextGroup {
  const { submission } = item;
  if (submission?.status === 'graded') return 'graded';
  if (item.submissions_closed) return submission ? 'awaitingGrade' : 'closed';
  if (submission?.returned_at) return 'returned';
  if (submission) return 'awaitingGrade';
  return isOverdue(new Date(item.due_date), now) ? 'overdue' : 'dueSoon';
}

/**
 * The comparator of that order: by group, then by due date, the earliest first (so the longest overdue leads
 * the overdue work); graded and closed work the latest first, as the most recent matters most. Equal items
 * compare 0, so a stable sort keeps their given order.
 */
export function compareDueNext(a: DueNextItem, b: DueNextItem, now: Date): number {
  const ga = dueNextGroup(a, now);
  const gb = dueNextGroup(b, now);
  if (ga !== gb) return DUE_NEXT_GROUPS.indexOf(ga) - DUE_NEXT_GROUPS.indexOf(gb);
  const da = new Date(a.due_date).getTime();
  const db = new Date(b.due_date).getTime();
  return ga === 'graded' || ga === 'closed' ? db - da : da - db;
}

/** The items in that order, a new array (the given one is left as it was). */
export function orderDueNext<T extends DueNextItem>(items: readonly T[], now: Date): T[] {
  return [...items].sort((a, b) => compareDueNext(a, b, now));
}
