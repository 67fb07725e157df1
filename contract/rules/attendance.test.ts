import { describe, expect, it } from 'vitest';
import { attendanceDateProblem, examEligibility, examPermissionApplies } from './attendance';

describe('exam eligibility (spec part 2 §9)', () => {
  it('exactly 75% is eligible, and just below it needs permission', () => {
    expect(examEligibility(3, 4, false)).toBe('eligible');
    expect(examEligibility(30, 40, false)).toBe('eligible');
    // 74.6% shows as 75% but is not 75%.
    expect(examEligibility(47, 63, false)).toBe('needs_permission');
  });

  it('exactly 65% needs permission, and just below it may mean a repeat', () => {
    expect(examEligibility(13, 20, false)).toBe('needs_permission');
    expect(examEligibility(64, 99, false)).toBe('may_repeat');
  });

  it('a granted permission makes 65% to 75% permitted, but does not lift attendance below 65%', () => {
    expect(examEligibility(13, 20, true)).toBe('permitted');
    expect(examEligibility(74, 100, true)).toBe('permitted');
    expect(examEligibility(64, 100, true)).toBe('may_repeat');
    expect(examEligibility(75, 100, true)).toBe('eligible');
  });

  it('a course with no classes held holds nothing against the student', () => {
    expect(examEligibility(0, 0, false)).toBe('eligible');
  });

  it('a permission can be recorded only from 65% to just under 75%', () => {
    expect(examPermissionApplies(13, 20)).toBe(true);
    expect(examPermissionApplies(74, 100)).toBe(true);
    expect(examPermissionApplies(3, 4)).toBe(false);
    expect(examPermissionApplies(64, 100)).toBe(false);
  });
});

describe('attendance dates', () => {
  it('a day of the current term up to today is accepted', () => {
    expect(attendanceDateProblem('2026-09-01', '2026-11-26')).toBeNull();
    expect(attendanceDateProblem('2026-11-26', '2026-11-26')).toBeNull();
    // January still belongs to the Fall term that began in September.
    expect(attendanceDateProblem('2026-12-15', '2027-01-20')).toBeNull();
    expect(attendanceDateProblem('2027-02-01', '2027-02-01')).toBeNull();
  });

  it('a day in the future or before the term is refused, saying which', () => {
    expect(attendanceDateProblem('2026-11-27', '2026-11-26')).toBe('The date cannot be in the future');
    expect(attendanceDateProblem('2026-08-31', '2026-11-26')).toBe(
      'The date must be in this term, on or after 2026-09-01',
    );
    expect(attendanceDateProblem('0001-01-01', '2027-03-10')).toBe(
      'The date must be in this term, on or after 2027-02-01',
    );
  });
});
