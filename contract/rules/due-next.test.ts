import { describe, expect, it } from 'vitest';
import { compareDueNext, dueNextGroup, orderDueNext, type DueNextItem } from './due-next';

const now = new Date('2026-03-10T12:00:00Z');
const item = (
  id: string,
  due: string,
  submission: DueNextItem['submission'],
  submissions_closed = false,
) => ({ id, due_date: due, submission, submissions_closed });

describe('what is due next', () => {
  it('puts returned work first, then overdue work, then what is to come by due date, then work awaiting a grade, graded work last', () => {
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
      'returned',
      'more-overdue',
      'overdue',
      'due-soon',
      'due-later',
      'awaiting',
      'graded-new',
      'graded-old',
    ]);
  });

  it('puts an overdue quiz (or any overdue item) before everything still to come, however soon', () => {
    const overdueQuiz = item('overdue-quiz', '2026-03-10T11:00:00Z', null);
    const december = [1, 2, 3, 4].map((d) => item(`dec-${d}`, `2026-12-0${d}T00:00:00Z`, null));
    expect(orderDueNext([...december, overdueQuiz], now)[0]?.id).toBe('overdue-quiz');
    expect(compareDueNext(overdueQuiz, item('tomorrow', '2026-03-11T00:00:00Z', null), now)).toBeLessThan(0);
  });

  it('counts a returned submission as returned even before its due date, and a graded one as graded', () => {
    expect(
      dueNextGroup(item('r', '2026-04-01T00:00:00Z', { status: 'submitted', returned_at: 'x' }), now),
    ).toBe('returned');
    expect(
      dueNextGroup(item('g', '2026-04-01T00:00:00Z', { status: 'graded', returned_at: null }), now),
    ).toBe('graded');
  });

  it('counts work due exactly now as not yet overdue', () => {
    expect(dueNextGroup(item('n', now.toISOString(), null), now)).toBe('dueSoon');
  });

  it('never calls work of an ended term overdue: with nothing handed in it is closed, and sorts last', () => {
    const closed = item('closed', '2026-01-01T00:00:00Z', null, true);
    const graded = item('graded', '2026-01-02T00:00:00Z', { status: 'graded' });
    expect(dueNextGroup(closed, now)).toBe('closed');
    expect(
      orderDueNext([closed, graded, item('soon', '2026-03-11T00:00:00Z', null)], now).map((i) => i.id),
    ).toEqual(['soon', 'graded', 'closed']);
  });

  it('keeps ties in their given order and does not change the array it is given', () => {
    const items = [item('a', '2026-03-11T00:00:00Z', null), item('b', '2026-03-11T00:00:00Z', null)];
    const copy = [...items];
    expect(orderDueNext(items, now).map((i) => i.id)).toEqual(['a', 'b']);
    expect(items).toEqual(copy);
  });
});
