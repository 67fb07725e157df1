/** Attendance arithmetic of spec part 2 §9. */
import type { AttendanceStatus } from '../enums';

/** Exam eligibility needs this much; 65% and more needs department permission; less may mean a repeat. */
export const ATTENDANCE_REQUIRED = 75;
export const ATTENDANCE_WARNING = 65;

/** A late arrival was in class; absent and excused were not. */
export const countsAsAttended = (status: AttendanceStatus) => status === 'present' || status === 'late';

/** A course's percentage: classes attended over classes held, rounded to a whole number; 0 when none were held. */
export function attendancePercentage(attended: number, total: number): number {
  return total === 0 ? 0 : Math.round((attended / total) * 100);
}

/** Overall attendance is the mean of the per-course percentages (courses with classes only), rounded. */
export function overallAttendance(coursePercentages: readonly number[]): number {
  if (coursePercentages.length === 0) return 0;
  return Math.round(coursePercentages.reduce((a, b) => a + b, 0) / coursePercentages.length);
}

export type AttendanceBand = 'green' | 'yellow' | 'red';

export function attendanceBand(percentage: number): AttendanceBand {
  if (percentage >= ATTENDANCE_REQUIRED) return 'green';
  if (percentage >= ATTENDANCE_WARNING) return 'yellow';
  return 'red';
}

/**
 * Beyond the specification: how many more classes a student may miss and still have 75%, or, below it,
 * how many classes in a row it must attend to get back to 75%. Exact fractions, not rounded percentages.
 */
export function attendanceOutlook(attended: number, total: number): { canMiss: number; needInARow: number } {
  // attended / (total + m) >= 3/4  <=>  m <= (4 * attended - 3 * total) / 3
  if (4 * attended >= 3 * total)
    return { canMiss: Math.floor((4 * attended - 3 * total) / 3), needInARow: 0 };
  // (attended + n) / (total + n) >= 3/4  <=>  n >= 3 * total - 4 * attended
  return { canMiss: 0, needInARow: 3 * total - 4 * attended };
}
