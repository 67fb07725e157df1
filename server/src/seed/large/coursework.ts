/**
 * Assignments (four to six per course: the first already due, the rest in the coming weeks), the
 * submissions for them, and the final results of earlier semesters that give every student a CGPA history.
 * Row counts are met exactly by ranking every possible row and keeping the first ones.
 */
import type { AssignmentType } from '../../../../contract/enums';
import { gradeResult } from '../../../../contract/rules/grades';
import { assignments, grades, submissions } from '../../db/schema';
import { addDays, atLocal, DAY_MS, HOUR_MS, localDate, termStart } from '../calendar';
import { chunks, insertMany, type SeedContext } from '../context';
import type { Rng } from '../random';
import { studentTraits, type StudentTraits } from '../traits';
import { bulkLoad } from './bulk-load';
import { largeRng, type LargeCourse, type LargeLayout } from './layout';
import type { Progress } from './progress';

const BATCH = 5_000;
const TYPES: AssignmentType[] = ['assignment', 'quiz', 'assignment', 'project', 'assignment', 'quiz'];
const TITLES: Record<AssignmentType, string> = {
  assignment: 'Assignment',
  quiz: 'Quiz',
  project: 'Term Project',
  exam: 'Exam',
};

/** Roughly N(0, 1). */
const normal = (rng: Rng) => rng.next() + rng.next() + rng.next() + rng.next() - 2;

async function insertWithProgress<T extends Parameters<typeof insertMany>[1]>(
  ctx: SeedContext,
  table: T,
  rows: T['$inferInsert'][],
  progress: Progress,
) {
  for (const group of chunks(rows, BATCH)) {
    await insertMany(ctx.db, table, group, BATCH);
    progress.advance(group.length);
  }
}

interface PlannedAssignment {
  id: string;
  course: LargeCourse;
  totalMarks: number;
  due: Date;
  /** 0 for the one already due, 1 for the next. */
  order: number;
}

export async function seedLargeCoursework(
  ctx: SeedContext,
  layout: LargeLayout,
  target: { submissions: number; grades: number },
  progress: Progress,
) {
  const rng = largeRng('coursework');
  const traits = studentTraits(layout.students);
  const today = localDate(ctx.now);
  const now = ctx.now.getTime();

  // Assignments.
  const assignmentRows: (typeof assignments.$inferInsert)[] = [];
  const planned: PlannedAssignment[] = [];
  for (const course of layout.courseList) {
    const count = rng.int(4, 6);
    for (let k = 0; k < count; k++) {
      const type = TYPES[k];
      const totalMarks = type === 'quiz' ? 10 : type === 'project' ? 50 : rng.pick([20, 25, 30]);
      const due = atLocal(addDays(today, -10 + 12 * k + rng.int(0, 2)), '23:59');
      const createdAt = new Date(due.getTime() - rng.int(10, 16) * DAY_MS);
      const id = rng.uuid();
      const number = TYPES.slice(0, k + 1).filter((t) => t === type).length;
      assignmentRows.push({
        id,
        courseId: course.id,
        title: `${TITLES[type]} ${number}: ${course.name}`,
        description: `${TITLES[type]} ${number} of ${course.code}. Submit before the deadline.`,
        type,
        totalMarks,
        dueDate: due,
        createdBy: course.instructorId,
        createdAt: new Date(Math.min(createdAt.getTime(), now)),
      });
      planned.push({ id, course, totalMarks, due, order: k });
    }
  }
  progress.step('assignments', assignmentRows.length);
  await insertWithProgress(ctx, assignments, assignmentRows, progress);
  progress.done();

  // Submissions: every student of a course could hand in the first (due) and the second (early) one;
  // diligent students are ranked first, and the first `target` candidates hand in.
  const classOf = new Map<string, string[]>();
  for (const e of layout.enrollments)
    classOf.set(e.courseId, [...(classOf.get(e.courseId) ?? []), e.studentId]);
  const candidates: { a: PlannedAssignment; studentId: string; score: number }[] = [];
  for (const a of planned) {
    if (a.order > 1) continue;
    for (const studentId of classOf.get(a.course.id) ?? []) {
      const t = traits.get(studentId)!;
      const score = (a.order === 0 ? 0 : 1) + rng.next() * (1.3 - t.diligence);
      candidates.push({ a, studentId, score });
    }
  }
  candidates.sort((x, y) => x.score - y.score);
  const chosen = candidates.slice(0, target.submissions);
  const submissionRows = chosen.map(({ a, studentId }) =>
    submissionRow(rng, a, studentId, traits.get(studentId)!, now),
  );
  await bulkLoad(ctx.db, 'submissions', progress, async () => {
    progress.step('submissions', submissionRows.length);
    await insertWithProgress(ctx, submissions, submissionRows, progress);
    progress.done();
  });

  // Final results of earlier semesters: the last semester of every student first, then the one before.
  const termBegan = atLocal(termStart(ctx.now), '09:00').getTime();
  const postedAt = [0, 1, 2, 3].map(
    (back) => termBegan - (back - 1) * 182 * DAY_MS - rng.int(12, 25) * DAY_MS,
  );
  const effect = new Map(layout.courseList.map((c) => [c.id, (rng.next() - 0.5) * 12]));
  const results: { back: number; key: number; studentId: string; course: LargeCourse }[] = [];
  layout.students.forEach((student, i) => {
    const groupBase = Math.floor((i % 56) / 8) * 8;
    for (let back = 1; back <= Math.min(3, student.semester - 1); back++) {
      const earlier = layout.groups[groupBase + student.semester - 1 - back];
      if (earlier.length === 0) continue;
      const key = student.isDemo ? -1 : rng.next();
      for (const p of new Set(student.positions.map((p) => p % earlier.length))) {
        results.push({ back, key, studentId: student.id, course: earlier[p] });
      }
    }
  });
  results.sort((x, y) => x.back - y.back || x.key - y.key);
  const demoId = layout.students.find((s) => s.isDemo)?.id;
  const gradeRows = results.slice(0, target.grades).map(({ back, studentId, course }) => {
    const t = traits.get(studentId)!;
    const demo = studentId === demoId;
    const percentage = t.ability + effect.get(course.id)! + normal(rng) * 9;
    const marks = Math.round(Math.min(99, Math.max(demo ? 56 : 15, percentage)) * 2) / 2;
    const createdAt = new Date(postedAt[back] + rng.int(0, 4 * 24) * HOUR_MS);
    return {
      id: rng.uuid(),
      studentId,
      courseId: course.id,
      // The large college offers each course once, under its catalogue course's id (modules/courses/offerings.ts).
      catalogueCourseId: course.id,
      semester: course.semester,
      examType: 'final' as const,
      marksObtained: marks,
      totalMarks: 100,
      ...gradeResult(marks, 100),
      credits: course.credits,
      enteredBy: course.instructorId ?? layout.adminId,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await bulkLoad(ctx.db, 'grades', progress, async () => {
    progress.step('grades', gradeRows.length);
    await insertWithProgress(ctx, grades, gradeRows, progress);
    progress.done();
  });

  return { assignments: assignmentRows.length, submissions: submissionRows.length, grades: gradeRows.length };
}

function submissionRow(
  rng: Rng,
  a: PlannedAssignment,
  studentId: string,
  t: StudentTraits,
  now: number,
): typeof submissions.$inferInsert {
  const due = a.due.getTime();
  const isLate = a.order === 0 && rng.chance(0.12 * (1 - t.diligence) + 0.02);
  const submittedAt = new Date(
    Math.min(now - HOUR_MS, isLate ? due + rng.int(1, 60) * HOUR_MS : due - rng.int(1, 120) * HOUR_MS),
  );
  const gradedAfter = due + rng.int(2, 8) * DAY_MS;
  const graded = a.order === 0 && a.course.instructorId !== null && gradedAfter < now && rng.chance(0.8);
  const share = Math.min(1, Math.max(0.2, t.ability / 100 + normal(rng) * 0.08));
  const marks = graded ? Math.round(share * a.totalMarks * 2) / 2 : null;
  return {
    id: rng.uuid(),
    assignmentId: a.id,
    studentId,
    text: 'My answers are below, with the working for each question.',
    submittedAt,
    updatedAt: submittedAt,
    isLate,
    status: graded ? 'graded' : 'submitted',
    marksObtained: marks,
    feedback: graded
      ? rng.pick(['Well done.', 'Good work.', 'Explain your steps more fully.', 'See comments in class.'])
      : null,
    gradedAt: graded ? new Date(gradedAfter) : null,
    gradedBy: graded ? a.course.instructorId : null,
  };
}
