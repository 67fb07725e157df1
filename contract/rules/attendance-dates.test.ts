import { describe, expect, it } from 'vitest';
import { attendanceDateProblem } from './attendance-dates';

const fall = { name: 'Fall 2026', first: '2026-09-01', last: '2027-01-31' };

describe("attendance dates lie within the offering's term, up to today", () => {
  it('a day of the term up to today is accepted', () => {
    expect(attendanceDateProblem('2026-09-01', '2026-11-26', fall)).toBeNull();
    expect(attendanceDateProblem('2026-11-26', '2026-11-26', fall)).toBeNull();
    // An ended term's offering still takes its own days.
    expect(attendanceDateProblem('2027-01-31', '2027-03-10', fall)).toBeNull();
  });

  it('a day in the future is refused as such', () => {
    expect(attendanceDateProblem('2026-11-27', '2026-11-26', fall)).toMatchObject({
      code: 'attendanceFutureDate',
      message: 'The date cannot be in the future',
    });
  });

  it('a day outside the term is refused naming the date and the term', () => {
    expect(attendanceDateProblem('2026-08-31', '2026-11-26', fall)).toEqual({
      code: 'term.dateOutsideTerm',
      params: { date: '2026-08-31', name: 'Fall 2026', first: '2026-09-01', last: '2027-01-31' },
      message: '2026-08-31 is not in Fall 2026 (2026-09-01 to 2027-01-31)',
    });
    expect(attendanceDateProblem('2027-02-01', '2027-03-10', fall)?.code).toBe('term.dateOutsideTerm');
  });

  it("without the offering's term, the default rule's term of today bounds the days", () => {
    expect(attendanceDateProblem('2026-12-15', '2027-01-20')).toBeNull();
    expect(attendanceDateProblem('0001-01-01', '2027-03-10')?.message).toBe(
      '0001-01-01 is not in Spring 2027 (2027-02-01 to 2027-08-31)',
    );
  });
});
