import { describe, expect, it } from 'vitest';
import { assignmentDisplayStatus, submissionAction } from './assignments';
import { attendanceBand, attendanceOutlook, attendancePercentage, overallAttendance } from './attendance';
import {
  averageOfPoints,
  gradeColour,
  gradePointAverage,
  gradeResult,
  isFinalResult,
  letterGradeFor,
} from './grades';

describe('grade scale (spec part 2 §9)', () => {
  it.each([
    [100, 'A+'],
    [90, 'A+'],
    [89.99, 'A'],
    [85, 'A'],
    [80, 'A-'],
    [75, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [55, 'C'],
    [50, 'C-'],
    [45, 'D'],
    [44.99, 'F'],
    [0, 'F'],
  ])('%d%% is %s', (percentage, letter) => {
    expect(letterGradeFor(percentage)).toBe(letter);
  });

  it('computes percentage, letter and grade point from marks', () => {
    expect(gradeResult(68, 80)).toEqual({ percentage: 85, letterGrade: 'A', gradePoint: 4 });
    expect(gradeResult(33, 50)).toEqual({ percentage: 66, letterGrade: 'B-', gradePoint: 2.7 });
    expect(gradeResult(44.5, 100)).toEqual({ percentage: 44.5, letterGrade: 'F', gradePoint: 0 });
  });

  it('CGPA is the credit-weighted mean of grade points, to two decimals', () => {
    expect(
      gradePointAverage([
        { gradePoint: 4, credits: 3 },
        { gradePoint: 2.7, credits: 4 },
        { gradePoint: 1, credits: 1 },
      ]),
    ).toBe(2.98);
    expect(gradePointAverage([])).toBe(0);
  });

  it("the same CGPA from a database's exact sums of points times credits and of credits", () => {
    const results = [
      { gradePoint: 3.67, credits: 3 },
      { gradePoint: 3.33, credits: 3 },
      { gradePoint: 2.33, credits: 2 },
    ];
    // 3.67 * 3 + 3.33 * 3 + 2.33 * 2 = 25.66 exactly (a float sum gives 25.659999...), over 8 credits.
    expect(averageOfPoints(25.66, 8)).toBe(gradePointAverage(results));
    expect(averageOfPoints(25.66, 8)).toBe(3.21);
    expect(averageOfPoints(0, 0)).toBe(0);
  });

  it('colours grades by group', () => {
    expect(['A+', 'B-', 'C', 'D', 'F'].map(gradeColour)).toEqual([
      'green',
      'blue',
      'yellow',
      'orange',
      'red',
    ]);
  });
});

describe('attendance (spec part 2 §9)', () => {
  it('rounds a course percentage to a whole number', () => {
    expect(attendancePercentage(2, 3)).toBe(67);
    expect(attendancePercentage(0, 0)).toBe(0);
  });
  it('overall attendance is the mean of the course percentages', () => {
    expect(overallAttendance([80, 70, 91])).toBe(80);
    // Before any class was held there is nothing to show: null, not 0%.
    expect(overallAttendance([])).toBeNull();
    expect(overallAttendance([0])).toBe(0);
  });
  it('colours 75 and above green, 65 and above yellow, below red', () => {
    expect([75, 74, 65, 64].map(attendanceBand)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});

describe("the 'classes you may miss' arithmetic", () => {
  it('at 9 of 10 a student may miss 2 more and stay at 75% or above', () => {
    expect(attendanceOutlook(9, 10)).toEqual({ canMiss: 2, needInARow: 0 });
  });
  it('at exactly 75% a student may miss none', () => {
    expect(attendanceOutlook(3, 4)).toEqual({ canMiss: 0, needInARow: 0 });
  });
  it('at 5 of 10 a student needs 10 classes in a row to get back to 75%', () => {
    expect(attendanceOutlook(5, 10)).toEqual({ canMiss: 0, needInARow: 10 });
    expect((5 + 10) / (10 + 10)).toBe(0.75);
  });
  it('with no classes held there is nothing to miss or make up', () => {
    expect(attendanceOutlook(0, 0)).toEqual({ canMiss: 0, needInARow: 0 });
  });
});

describe('assignment display status (spec part 2 §4)', () => {
  const due = new Date('2026-11-20T12:00:00Z');
  const before = new Date('2026-11-19T12:00:00Z');
  const after = new Date('2026-11-21T12:00:00Z');
  it('follows the precedence graded, late, submitted, overdue, pending', () => {
    expect(assignmentDisplayStatus({ status: 'graded', is_late: true }, due, after)).toBe('graded');
    expect(assignmentDisplayStatus({ status: 'submitted', is_late: true }, due, after)).toBe('late');
    expect(assignmentDisplayStatus({ status: 'submitted', is_late: false }, due, after)).toBe('submitted');
    expect(assignmentDisplayStatus(null, due, after)).toBe('overdue');
    expect(assignmentDisplayStatus(null, due, before)).toBe('pending');
  });
  it('offers Submit, Update, Submit Late, and nothing once graded', () => {
    expect(submissionAction(null, due, before)).toBe('submit');
    expect(submissionAction(null, due, after)).toBe('submitLate');
    expect(submissionAction({ status: 'submitted', is_late: false }, due, after)).toBe('update');
    expect(submissionAction({ status: 'graded', is_late: false }, due, before)).toBeNull();
  });
});

describe('a final result', () => {
  it('counts only a final exam as a result with grade points, never a midterm, quiz or assignment', () => {
    expect(isFinalResult('final')).toBe(true);
    expect(['midterm', 'quiz', 'assignment'].map(isFinalResult)).toEqual([false, false, false]);
  });
});
