/**
 * The demo students' earlier terms as a register and a gradebook would hold them: attendance and a few graded
 * pieces of work in the offerings of the terms before this one, beside the final results `grades.ts` gives them.
 *
 * Only the last `PAST_TERMS_WITH_RECORDS` terms (the demo student's semesters 1 and 2, and everyone's in those
 * terms) keep a register: the demo's story is that the college has kept its registers in the portal since then,
 * and the results of older terms were entered from the paper record. Each of those terms keeps its first
 * `PAST_WEEKS` weeks of classes, the weeks its coursework falls in, so the embedded database stays small and
 * the seed fast (every attendance row is three foreign-key checks on PGlite).
 */
import type { AssignmentType } from '../../../contract/enums';
import { assignments, attendanceRecords, submissions } from '../db/schema';
import { demoStatuses, markFor } from './attendance';
import {
  assignmentRow,
  content,
  DEPARTMENT_CODES,
  FEEDBACK,
  LATE_NOTE,
  TOTALS,
  WORK,
  type Plan,
} from './assignments';
import { addDays, atLocal, classDays, DAY_MS, HOUR_MS, MINUTE_MS, slotOf } from './calendar';
import { insertMany, type SeedContext } from './context';
import type { SeededCourse, SeededCourses } from './courses';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';
import type { SeededTerm } from './terms';
import type { StudentTraits } from './traits';

export const PAST_TERMS_WITH_RECORDS = 2;
export const PAST_WEEKS = 5;

/** A past term's offerings, each with the students who took it then (those `back` semesters below theirs now). */
function pastClasses(courses: SeededCourses, students: SeededStudent[], back: number) {
  const bySemester = new Map<string, SeededStudent[]>();
  for (const student of students) {
    const key = `${student.department}|${student.semester - back}`;
    bySemester.set(key, [...(bySemester.get(key) ?? []), student]);
  }
  const list: { course: SeededCourse; students: SeededStudent[] }[] = [];
  for (const course of courses.catalogue) {
    const id = courses.offeringIn(course.code, back);
    const taking = bySemester.get(`${course.department}|${course.semester}`) ?? [];
    if (id && taking.length > 0) list.push({ course: { ...course, id }, students: taking });
  }
  return list;
}

function register(
  rng: Rng,
  course: SeededCourse,
  students: SeededStudent[],
  days: string[],
  traits: Map<string, StudentTraits>,
  markedBy: string,
): (typeof attendanceRecords.$inferInsert)[] {
  const slot = slotOf(course.scheduleTime);
  const sessionType = course.isVirtual ? 'virtual' : course.isLab ? 'lab' : 'lecture';
  const startTime = course.isVirtual ? slot.start : '';
  const markedAt = days.map((day) => new Date(atLocal(day, slot.start).getTime() + slot.minutes * MINUTE_MS));
  return students.flatMap((student) => {
    const t = traits.get(student.id)!;
    const chance = Math.min(0.995, Math.max(0.3, t.attendance + (rng.next() - 0.5) * 0.08));
    // The demo student kept above 84% in every earlier course: its record is a sound one.
    const fixed = student.isDemo ? demoStatuses(rng, days.length, false) : null;
    return days.map((day, i) => {
      const { status, remarks } = markFor(rng, chance, t.diligence, fixed?.[i]);
      return {
        courseId: course.id,
        studentId: student.id,
        date: day,
        sessionType,
        startTime,
        status,
        remarks,
        markedBy,
        createdAt: markedAt[i],
        updatedAt: markedAt[i],
      };
    });
  });
}

/** An assignment due in the term's third week and a quiz in its fifth, both marked a week after they were due. */
function plansFor(rng: Rng, course: SeededCourse, term: SeededTerm): Plan[] {
  const work = WORK[DEPARTMENT_CODES[course.department]];
  const kinds: [AssignmentType, string, number][] = [
    ['assignment', `Assignment 1: ${rng.pick(work.tasks)}`, 3],
    ['quiz', 'Quiz 1', 5],
  ];
  return kinds.map(([type, title, week]) => {
    const dueDate = atLocal(addDays(term.startsOn, week * 7 - rng.int(1, 3)), '23:59');
    return {
      id: rng.uuid(),
      course,
      type,
      title,
      totalMarks: rng.pick(TOTALS[type]),
      dueDate,
      createdAt: new Date(dueDate.getTime() - rng.int(7, 12) * DAY_MS - rng.int(9, 14) * HOUR_MS),
    };
  });
}

function handedIn(rng: Rng, plan: Plan, students: SeededStudent[], traits: Map<string, StudentTraits>) {
  const due = plan.dueDate.getTime();
  const teacherId = plan.course.instructorId!;
  const gradedAt = due + rng.int(5, 9) * DAY_MS + rng.int(1, 6) * HOUR_MS;
  return students.flatMap((student): (typeof submissions.$inferInsert)[] => {
    const t = traits.get(student.id)!;
    if (!student.isDemo && !rng.chance(0.55 + 0.43 * t.diligence)) return [];
    const isLate = !student.isDemo && rng.chance(0.06 + 0.3 * (1 - t.diligence));
    const submittedAt = isLate
      ? due + rng.int(30, 3 * 24 * 60) * MINUTE_MS
      : due - rng.int(10, 3 * 24 * 60) * MINUTE_MS;
    const quality = t.ability / 100 + (rng.next() - 0.5) * 0.3 - (isLate ? 0.08 : 0);
    const ratio = Math.min(1, Math.max(0.2, quality));
    const step = plan.totalMarks >= 20 ? 0.5 : 1;
    const marks = Math.min(plan.totalMarks, Math.round((ratio * plan.totalMarks) / step) * step);
    const band = ratio >= 0.8 ? 'high' : ratio >= 0.55 ? 'middle' : 'low';
    const { text, link } = content(rng, plan, student);
    return [
      {
        id: rng.uuid(),
        assignmentId: plan.id,
        studentId: student.id,
        text,
        link,
        submittedAt: new Date(submittedAt),
        updatedAt: new Date(submittedAt),
        isLate,
        status: 'graded',
        marksObtained: marks,
        feedback: rng.pick(FEEDBACK[band]) + (isLate ? LATE_NOTE : ''),
        gradedAt: new Date(Math.max(gradedAt, submittedAt + HOUR_MS)),
        gradedBy: teacherId,
      },
    ];
  });
}

export async function seedPastTerms(
  ctx: SeedContext,
  adminId: string,
  courses: SeededCourses,
  terms: SeededTerm[],
  students: SeededStudent[],
  traits: Map<string, StudentTraits>,
) {
  const rng = rngFor('past-terms');
  const attendanceRows: (typeof attendanceRecords.$inferInsert)[] = [];
  const plans: Plan[] = [];
  const submissionRows: (typeof submissions.$inferInsert)[] = [];
  for (const term of terms.filter((t) => t.back >= 1 && t.back <= PAST_TERMS_WITH_RECORDS)) {
    const last = addDays(term.startsOn, PAST_WEEKS * 7 - 1);
    for (const { course, students: taking } of pastClasses(courses, students, term.back)) {
      const days = classDays(course, term.startsOn, last < term.endsOn ? last : term.endsOn);
      attendanceRows.push(...register(rng, course, taking, days, traits, course.instructorId ?? adminId));
      if (!course.instructorId) continue;
      for (const plan of plansFor(rng, course, term)) {
        plans.push(plan);
        submissionRows.push(...handedIn(rng, plan, taking, traits));
      }
    }
  }
  await insertMany(ctx.db, attendanceRecords, attendanceRows);
  await insertMany(ctx.db, assignments, plans.map(assignmentRow));
  await insertMany(ctx.db, submissions, submissionRows);
  return {
    attendance: attendanceRows.length,
    assignments: plans.length,
    submissions: submissionRows.length,
  };
}
