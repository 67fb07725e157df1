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

/**
 * Overall attendance is the mean of the per-course percentages (courses with classes only), rounded; null
 * before any class was held, which is nothing to show rather than 0% (issue 24).
 */
export function overallAttendance(coursePercentages: readonly number[]): number | null {
  if (coursePercentages.length === 0) return null;
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

/** Where a student stands for a course's final exam (spec part 2 §9), from the least to the most serious. */
export const EXAM_ELIGIBILITIES = ['eligible', 'permitted', 'needs_permission', 'may_repeat'] as const;
export type ExamEligibility = (typeof EXAM_ELIGIBILITIES)[number];

/**
 * Judged on the exact fraction, not the rounded percentage shown beside it: 74.6% is not 75%. Exactly 75% is
 * eligible; exactly 65% needs permission; below 65% the course may have to be repeated, and a permission
 * recorded earlier no longer helps. With no classes held there is nothing to hold against the student.
 */
export function examEligibility(
  attended: number,
  total: number,
  permissionGranted: boolean,
): ExamEligibility {
  if (total === 0 || 100 * attended >= ATTENDANCE_REQUIRED * total) return 'eligible';
  if (100 * attended >= ATTENDANCE_WARNING * total)
    return permissionGranted ? 'permitted' : 'needs_permission';
  return 'may_repeat';
}

/** A department's permission can be recorded only for a student who needs one (or already has one). */
export const examPermissionApplies = (attended: number, total: number) =>
  examEligibility(attended, total, false) === 'needs_permission';

/** A class meeting's start on the college's clocks (HH:MM), or '' for the day's one class of its type. */
export const MEETING_START_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d)?$/;
