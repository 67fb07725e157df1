/** The grade scale of spec part 2 §9 and the grade-point arithmetic built on it. */

export const GRADE_SCALE = [
  { letter: 'A+', from: 90, points: 4.0 },
  { letter: 'A', from: 85, points: 4.0 },
  { letter: 'A-', from: 80, points: 3.7 },
  { letter: 'B+', from: 75, points: 3.3 },
  { letter: 'B', from: 70, points: 3.0 },
  { letter: 'B-', from: 65, points: 2.7 },
  { letter: 'C+', from: 60, points: 2.3 },
  { letter: 'C', from: 55, points: 2.0 },
  { letter: 'C-', from: 50, points: 1.7 },
  { letter: 'D', from: 45, points: 1.0 },
  { letter: 'F', from: 0, points: 0.0 },
] as const;
/**
 * How many times a student may take one course (spec part 2 §9: below 65% attendance "may mean a course
 * repeat"). A repeat is a later attempt; its final replaces the earlier attempt's in every GPA, and both stay on
 * the transcript, the earlier marked repeated (docs/decisions/0013-results-count-once.md).
 */
export const MAX_ATTEMPTS = 10;

/**
 * Only a final exam's result is a course's result: it has grade points and credits that count in a GPA. A
 * midterm's (or a quiz's, an assignment's) marks are progress on the way, shown without either.
 */
export const isFinalResult = (examType: string) => examType === 'final';

export type LetterGrade = (typeof GRADE_SCALE)[number]['letter'];
export const LETTER_GRADES = GRADE_SCALE.map((g) => g.letter);

/** Marks as a percentage, to two decimals. */
export function percentageOf(marks: number, total: number): number {
  return Math.round((marks / total) * 10000) / 100;
}

export function letterGradeFor(percentage: number): LetterGrade {
  return (GRADE_SCALE.find((g) => percentage >= g.from) ?? GRADE_SCALE[GRADE_SCALE.length - 1]).letter;
}

export function gradePointFor(letter: LetterGrade): number {
  return GRADE_SCALE.find((g) => g.letter === letter)!.points;
}

/** Everything a result row stores about a mark, computed, never typed in. */
export function gradeResult(marks: number, total: number) {
  const percentage = percentageOf(marks, total);
  const letter = letterGradeFor(percentage);
  return { percentage, letterGrade: letter, gradePoint: gradePointFor(letter) };
}

/** The credit-weighted mean of grade points (CGPA, or SGPA for one semester), to two decimals; 0 with no credits. */
export function gradePointAverage(results: readonly { gradePoint: number; credits: number }[]): number {
  return averageOfPoints(
    results.reduce((sum, r) => sum + r.gradePoint * r.credits, 0),
    results.reduce((sum, r) => sum + r.credits, 0),
  );
}

/** The same mean from its totals: grade points times credits, summed, and the credits (as a database sums them). */
export function averageOfPoints(points: number, credits: number): number {
  if (credits === 0) return 0;
  return Math.round((points / credits) * 100 + 1e-9) / 100;
}

export type GradeColour = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** Spec part 2 §9: A group green, B blue, C yellow, D orange, otherwise red. */
export function gradeColour(letter: string): GradeColour {
  const group = letter[0];
  if (group === 'A') return 'green';
  if (group === 'B') return 'blue';
  if (group === 'C') return 'yellow';
  if (group === 'D') return 'orange';
  return 'red';
}
