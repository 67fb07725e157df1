/**
 * Results: final results of every earlier semester for students in semester 2 and above (one per course
 * of their department and that semester), and the midterm results teachers have entered so far this term.
 * Percentage, letter grade and grade point always come from `gradeResult` of contract/rules/grades.ts.
 */
import { gradeResult } from '../../../contract/rules/grades';
import type { ExamType } from '../../../contract/enums';
import { grades } from '../db/schema';
import { atLocal, DAY_MS, HOUR_MS, MINUTE_MS, termStart } from './calendar';
import { insertMany, type SeedContext } from './context';
import type { SeededCourse, SeededCourses } from './courses';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';
import type { StudentTraits } from './traits';

const FINAL_TOTAL = 100;
const MIDTERM_TOTAL = 30;
/** The demo student's course whose teacher has already entered midterm results. */
const DEMO_MIDTERM_COURSE = 'IT-301';

export interface SeededResultEntry {
  code: string;
  name: string;
  teacherId: string;
  count: number;
  createdAt: Date;
}

/** Roughly N(0, 1). */
const normal = (rng: Rng) => rng.next() + rng.next() + rng.next() + rng.next() - 2;

function marksFor(rng: Rng, ability: number, courseEffect: number, total: number, floor: number): number {
  const percentage = ability + courseEffect + normal(rng) * 9;
  const clamped = Math.min(99, Math.max(floor, percentage));
  return Math.min(total, Math.round(((clamped / 100) * total) / 0.5) * 0.5);
}

export async function seedGrades(
  ctx: SeedContext,
  adminId: string,
  courses: SeededCourses,
  students: SeededStudent[],
  classes: Map<string, SeededStudent[]>,
  traits: Map<string, StudentTraits>,
) {
  const rng = rngFor('grades');
  const termBegan = atLocal(termStart(ctx.now), '09:00').getTime();
  // Some courses are marked more strictly than others.
  const courseList = courses.current;
  const effect = new Map(courses.catalogue.map((c) => [c.code, (rng.next() - 0.5) * 12]));
  const coursesOf = new Map<string, SeededCourse[]>();
  for (const course of courses.catalogue) {
    const key = `${course.department}|${course.semester}`;
    coursesOf.set(key, [...(coursesOf.get(key) ?? []), course]);
  }
  // A semester's results were posted some weeks before the next term began; one term is about 26 weeks.
  const postedAt = new Map<number, number>();
  for (let back = 1; back <= 7; back++) {
    postedAt.set(back, termBegan - (back - 1) * 182 * DAY_MS - rng.int(12, 25) * DAY_MS);
  }

  const rows: (typeof grades.$inferInsert)[] = [];
  const row = (
    student: SeededStudent,
    course: SeededCourse,
    examType: ExamType,
    marks: number,
    total: number,
    createdAt: Date,
    offeringId = course.id,
  ): typeof grades.$inferInsert => ({
    id: rng.uuid(),
    studentId: student.id,
    courseId: offeringId,
    catalogueCourseId: course.catalogueId,
    semester: course.semester,
    examType,
    marksObtained: marks,
    totalMarks: total,
    ...gradeResult(marks, total),
    credits: course.credits,
    enteredBy: course.instructorId ?? adminId,
    createdAt,
    updatedAt: createdAt,
  });

  let finals = 0;
  for (const student of students) {
    const ability = traits.get(student.id)!.ability;
    for (let semester = 1; semester < student.semester; semester++) {
      const back = student.semester - semester;
      const at = postedAt.get(back)!;
      for (const course of coursesOf.get(`${student.department}|${semester}`) ?? []) {
        const offering = courses.offeringIn(course.code, back);
        if (!offering) continue;
        // The demo student has a sound record: no result below C.
        const marks = marksFor(rng, ability, effect.get(course.code)!, FINAL_TOTAL, student.isDemo ? 56 : 15);
        const createdAt = new Date(at + rng.int(0, 4 * 24 * 60) * MINUTE_MS);
        rows.push(row(student, course, 'final', marks, FINAL_TOTAL, createdAt, offering));
        finals++;
      }
    }
  }

  // Midterms are held in the term's eighth week; teachers enter the results in the days after.
  const entries: SeededResultEntry[] = [];
  const now = ctx.now.getTime();
  for (const course of courseList) {
    const enrolled = classes.get(course.id)!;
    if (!course.instructorId || enrolled.length === 0) continue;
    const entered = rng.chance(0.55);
    const demoCourse = course.code === DEMO_MIDTERM_COURSE;
    if (!entered && !demoCourse) continue;
    const due = termBegan + 8 * 7 * DAY_MS + rng.int(3, 12) * DAY_MS + rng.int(0, 8) * HOUR_MS;
    const createdAt = new Date(Math.min(due, now - rng.int(1, 5) * DAY_MS - rng.int(0, 8) * HOUR_MS));
    for (const student of enrolled) {
      const ability = traits.get(student.id)!.ability;
      const marks = marksFor(rng, ability, effect.get(course.code)!, MIDTERM_TOTAL, 10);
      rows.push(row(student, course, 'midterm', marks, MIDTERM_TOTAL, createdAt));
    }
    entries.push({
      code: course.code,
      name: course.name,
      teacherId: course.instructorId,
      count: enrolled.length,
      createdAt,
    });
  }

  await insertMany(ctx.db, grades, rows);
  return { finals, midterms: rows.length - finals, entries };
}
