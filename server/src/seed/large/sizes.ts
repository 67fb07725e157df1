/** How big the large college is: issue 9's figures at scale 1, proportionally smaller for tests. */

export interface LargeCollegeSize {
  students: number;
  faculty: number;
  courses: number;
  /** Exact row counts the seed reaches (as long as there are enough enrollments to carry them). */
  attendance: number;
  submissions: number;
  grades: number;
}

export const FULL_SIZE: LargeCollegeSize = {
  students: 20_000,
  faculty: 400,
  courses: 800,
  attendance: 2_000_000,
  submissions: 100_000,
  grades: 160_000,
};

/** Seven student departments times eight semesters: the classes courses and students are spread over. */
export const CLASS_GROUPS = 7 * 8;

/**
 * The full size times `scale`. Courses and faculty have floors (six courses per department and semester,
 * two teachers per department) so that a small college still has a timetable a student can fill.
 */
export function sizeFor(scale: number): LargeCollegeSize {
  if (!(scale > 0 && scale <= 10)) throw new Error(`The scale must be above 0 and at most 10, not ${scale}`);
  const of = (n: number) => Math.round(n * scale);
  return {
    students: Math.max(CLASS_GROUPS, of(FULL_SIZE.students)),
    faculty: Math.max(16, of(FULL_SIZE.faculty)),
    courses: Math.max(CLASS_GROUPS * 6, of(FULL_SIZE.courses)),
    attendance: of(FULL_SIZE.attendance),
    submissions: of(FULL_SIZE.submissions),
    grades: of(FULL_SIZE.grades),
  };
}
