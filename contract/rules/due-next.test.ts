import { describe, expect, it } from 'vitest';
import { dueNextGroup, orderDueNext, type DueNextItem } from './due-next';

const now = new Date('2026-03-10T12:00:00Z');
const item = (id: string, due: string, submission: DueNextItem['submission']) => ({
  id,
  due_date: due,
  submission,
});

describe('what is due next', () => {
  it('puts what is due soonest first, then late work, then work awaiting a grade, graded work last', () => {
    const items = [
      item('graded-old', '2026-02-01T00:00:00Z', { status: 'graded' }),
      item('awaiting', '2026-03-12T00:00:00Z', { status: 'submitted' }),
      item('due-later', '2026-03-20T00:00:00Z', null),
      item('overdue', '2026-03-05T00:00:00Z', null),
      item('graded-new', '2026-03-01T00:00:00Z', { status: 'graded' }),
      item('due-soon', '2026-03-11T00:00:00Z', null),
      item('returned', '2026-03-15T00:00:00Z', { status: 'submitted', returned_at: '2026-03-09T00:00:00Z' }),
      item('more-overdue', '2026-03-01T00:00:00Z', null),
    ];
    expect(orderDueNext(items, now).map((i) => i.id)).toEqual([
      'due-soon',
      'due-later',
      'more-overdue',
      'overdue',
      'returned',
      'awaiting',
      'graded-new',
      'graded-old',
    ]);
  });

  it('counts a returned submission as late even before its due date, and a graded one as graded', () => {
    expect(dueNextGroup(item('r', '2026-04-01T00:00:00Z', { status: 'submitted', returned_at: 'x' }), now)).toBe(
      'late',
    );
    expect(dueNextGroup(item('g', '2026-04-01T00:00:00Z', { status: 'graded', returned_at: null }), now)).toBe(
      'graded',
    );
  });

  it('counts work due exactly now as not yet late', () => {
    expect(dueNextGroup(item('n', now.toISOString(), null), now)).toBe('dueSoon');
  });

  it('keeps ties in their given order and does not change the array it is given', () => {
    const items = [item('a', '2026-03-11T00:00:00Z', null), item('b', '2026-03-11T00:00:00Z', null)];
    const copy = [...items];
    expect(orderDueNext(items, now).map((i) => i.id)).toEqual(['a', 'b']);
    expect(items).toEqual(copy);
  });
});
