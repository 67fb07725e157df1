import { describe, expect, it } from 'vitest';
import { examEligibility, examPermissionApplies } from './attendance';

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
