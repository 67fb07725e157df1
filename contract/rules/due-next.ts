/**
 * What is due next (issue 25, item 6): the one order of a student's assignments, used by the dashboard and by
 * My Assignments. First what is due soonest (not submitted, not past due), then what is late (past due and
 * not submitted, or returned for resubmission), then what waits for its grade, graded work last.
 */
import { isOverdue } from './assignments';

export const DUE_NEXT_GROUPS = ['dueSoon', 'late', 'awaitingGrade', 'graded'] as const;
export type DueNextGroup = (typeof DUE_NEXT_GROUPS)[number];

export interface DueNextItem {
  due_date: string;
  submission: { status: 'submitted' | 'graded'; returned_at?: string | null } | null;
}

export function dueNextGroup(item: DueNextItem, now: Date): DueNextGroup {
  const { submission } = item;
  if (submission?.returned_at) return 'late';
  if (submission?.status === 'graded') return 'graded';
  if (submission) return 'awaitingGrade';
  return isOverdue(new Date(item.due_date), now) ? 'late' : 'dueSoon';
}

/**
 * The items in that order, a new array. Within a group the nearest due date comes first (the most overdue
 * first among late work); graded work has the latest due date first, as the most recent marks matter most.
 * Ties keep their given order.
 */
export function orderDueNext<T extends DueNextItem>(items: readonly T[], now: Date): T[] {
  const keyed = items.map((item, index) => ({
    item,
    index,
    group: DUE_NEXT_GROUPS.indexOf(dueNextGroup(item, now)),
    due: new Date(item.due_date).getTime(),
  }));
  keyed.sort(
    (a, b) =>
      a.group - b.group ||
      (a.group === DUE_NEXT_GROUPS.indexOf('graded') ? b.due - a.due : a.due - b.due) ||
      a.index - b.index,
  );
  return keyed.map((k) => k.item);
}
