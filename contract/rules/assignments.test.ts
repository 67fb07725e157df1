/** An assignment's display status and action once its term has ended (issue 34: a past offering is read only). */
import { describe, expect, it } from 'vitest';
import { assignmentDisplayStatus, submissionAction, takesSubmissions } from './assignments';

const due = new Date('2026-12-10T10:00:00Z');
const after = new Date('2027-02-03T06:00:00Z');

describe('an assignment whose term has ended', () => {
  it('takes submissions up to and on its term’s last day, none after it', () => {
    expect(takesSubmissions('2027-01-31', '2027-01-31')).toBe(true);
    expect(takesSubmissions('2027-01-31', '2027-02-01')).toBe(false);
  });

  it('reads closed, not overdue, with nothing handed in; what was handed in keeps its state', () => {
    expect(assignmentDisplayStatus(null, due, after)).toBe('overdue');
    expect(assignmentDisplayStatus(null, due, after, true)).toBe('closed');
    expect(assignmentDisplayStatus({ status: 'submitted', is_late: false }, due, after, true)).toBe(
      'submitted',
    );
    expect(assignmentDisplayStatus({ status: 'submitted', is_late: true }, due, after, true)).toBe('late');
    // A returned submission can no longer be resubmitted: it reads as handed in, not as a task.
    expect(
      assignmentDisplayStatus(
        { status: 'submitted', is_late: false, returned_at: '2027-01-10T00:00:00Z' },
        due,
        after,
        true,
      ),
    ).toBe('submitted');
    expect(assignmentDisplayStatus({ status: 'graded', is_late: false }, due, after, true)).toBe('graded');
  });

  it('offers no action at all', () => {
    expect(submissionAction(null, due, after)).toBe('submitLate');
    expect(submissionAction(null, due, after, true)).toBeNull();
    expect(submissionAction({ status: 'submitted', is_late: false }, due, after, true)).toBeNull();
  });
});
