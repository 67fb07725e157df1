/**
 * Assignments of every taught course with students, due from about five weeks ago to three weeks ahead,
 * and the students' submissions: most past work handed in (some late), older work graded by the course's
 * teacher, recent work waiting to be graded, some never handed in; little handed in yet for future work.
 * The demo student ends up with an assignment in every display state, the demo teacher with a grading queue.
 */
import type { AssignmentType } from '../../../contract/enums';
import { assignments, submissionGradeHistory, submissions } from '../db/schema';
import { addDays, atLocal, DAY_MS, HOUR_MS, localDate, MINUTE_MS } from './calendar';
import { insertMany, type SeedContext } from './context';
import type { SeededCourse } from './courses';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';
import type { StudentTraits } from './traits';

export const TOTALS: Record<AssignmentType, number[]> = {
  assignment: [20, 25, 50],
  quiz: [10, 15, 20],
  project: [50, 100],
  exam: [50, 100],
};

/** Kinds of written work and projects, by department code. */
export const WORK: Record<string, { tasks: string[]; projects: string[] }> = {
  IT: {
    tasks: ['Programming Exercises', 'Problem Set', 'Case Study', 'Design Document', 'Lab Report'],
    projects: ['Mini Project', 'Group Project', 'Prototype and Report'],
  },
  CS: {
    tasks: ['Programming Exercises', 'Problem Set', 'Algorithm Analysis', 'Lab Report'],
    projects: ['Mini Project', 'Group Project', 'Implementation Project'],
  },
  ENG: {
    tasks: ['Critical Essay', 'Reading Response', 'Close Reading', 'Annotated Bibliography'],
    projects: ['Research Paper', 'Seminar Presentation'],
  },
  URDU: {
    tasks: ['Critical Essay', 'Poetry Analysis', 'Book Review', 'Reading Response'],
    projects: ['Research Paper', 'Seminar Presentation'],
  },
  BOT: {
    tasks: ['Lab Report', 'Field Study Report', 'Problem Set', 'Specimen Drawings'],
    projects: ['Herbarium Collection', 'Field Project'],
  },
  ZOO: {
    tasks: ['Lab Report', 'Field Study Report', 'Problem Set', 'Specimen Drawings'],
    projects: ['Specimen Collection', 'Field Project'],
  },
  BBA: {
    tasks: ['Case Study Analysis', 'Problem Set', 'Market Survey', 'Business Report'],
    projects: ['Business Plan', 'Group Project'],
  },
};
export const DEPARTMENT_CODES: Record<string, string> = {
  'Information Technology': 'IT',
  'Computer Science': 'CS',
  English: 'ENG',
  Urdu: 'URDU',
  Botany: 'BOT',
  Zoology: 'ZOO',
  'Business Administration': 'BBA',
};

export const FEEDBACK = {
  high: [
    'Excellent work: complete, well organised and clearly explained.',
    'Very good. Neat presentation and correct answers throughout.',
    'Well done; your conclusions are supported with good examples.',
  ],
  middle: [
    'Good effort. Explain your reasoning in more detail next time.',
    'Mostly correct; check the last two answers again.',
    'Satisfactory. Organise your answer better and cite your sources.',
  ],
  low: [
    'Incomplete. Please see me during office hours.',
    'Several answers are missing or incorrect; revise this chapter.',
    'Below expectations: follow the instructions and the format given in class.',
  ],
};
export const LATE_NOTE = ' Submitted late: marks deducted.';

const TEXTS: Record<AssignmentType, string[]> = {
  assignment: [
    'I have answered all the questions; the working is shown step by step.',
    'My answers are below, with a summary of the main points covered in class.',
    'Submitted as a written response. The last question took me longer than expected.',
  ],
  quiz: [
    '1) b  2) d  3) a  4) c  5) a  6) b  7) c  8) d  9) a  10) b',
    'Answers: 1-c, 2-a, 3-d, 4-b, 5-c; short questions answered in two to three lines each.',
    'All questions attempted. Q4: the answer depends on the assumptions stated in class.',
  ],
  project: [
    'Our group report and source files are at the link. Group members are listed on the cover page.',
    'The project is complete; the link has the report and a short demonstration video.',
    'Final version uploaded at the link, with the changes suggested during the presentation.',
  ],
  exam: [
    'Attempted all five questions. Diagrams for question 3 are described in words.',
    'Answers to Section A and Section B are below; Section C question 2 attempted.',
    'Complete paper attached as text; I have numbered the answers as in the question paper.',
  ],
};

export interface Plan {
  id: string;
  course: SeededCourse;
  type: AssignmentType;
  title: string;
  totalMarks: number;
  dueDate: Date;
  createdAt: Date;
}

export interface SeededAssignment {
  code: string;
  title: string;
  teacherId: string;
  createdAt: Date;
}

/** Due-day offsets from today: the first always past, the last always ahead. */
function dueOffsets(rng: Rng, n: number): number[] {
  if (n === 2) return [rng.int(-35, -7), rng.int(3, 21)];
  if (n === 3) return [rng.int(-35, -22), rng.int(-18, -2), rng.int(4, 21)];
  return [rng.int(-35, -25), rng.int(-21, -10), rng.int(-7, 5), rng.int(8, 21)];
}

function typesFor(rng: Rng, n: number): AssignmentType[] {
  const types: AssignmentType[] = [];
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    const options: AssignmentType[] = ['assignment', 'assignment', 'quiz', 'quiz'];
    if (!types.includes('exam')) options.push('exam');
    if (last && !types.includes('project')) options.push('project', 'project', 'project');
    types.push(rng.pick(options));
  }
  return types;
}

function planCourse(ctx: SeedContext, rng: Rng, course: SeededCourse): Plan[] {
  const today = localDate(ctx.now);
  const n = rng.int(2, 4);
  const offsets = dueOffsets(rng, n);
  const types = typesFor(rng, n);
  const work = WORK[DEPARTMENT_CODES[course.department]];
  const numbers = new Map<AssignmentType, number>();
  return types.map((type, i) => {
    const number = (numbers.get(type) ?? 0) + 1;
    numbers.set(type, number);
    const title =
      type === 'quiz'
        ? `Quiz ${number}`
        : type === 'exam'
          ? rng.pick(['Sessional Test', 'Take-home Exam'])
          : type === 'project'
            ? `Term Project: ${rng.pick(work.projects)}`
            : `Assignment ${number}: ${rng.pick(work.tasks)}`;
    const dueDate = atLocal(addDays(today, offsets[i]), '23:59');
    const posted = dueDate.getTime() - rng.int(7, 14) * DAY_MS - rng.int(9 * 60, 14 * 60) * MINUTE_MS;
    const createdAt = new Date(Math.min(posted, ctx.now.getTime() - rng.int(60, 48 * 60) * MINUTE_MS));
    return {
      id: rng.uuid(),
      course,
      type,
      title,
      totalMarks: rng.pick(TOTALS[type]),
      dueDate,
      createdAt,
    };
  });
}

export function describe(plan: Plan): string {
  const name = plan.course.name;
  switch (plan.type) {
    case 'quiz':
      return `A short quiz on the last two weeks of ${name}. Answer in the portal in writing.`;
    case 'exam':
      return `A written paper on the first half of ${name}. Attempt all questions; submit your answers as text.`;
    case 'project':
      return `Work in groups of two or three. Submit a link to your report or repository and a short summary of who did what.`;
    default:
      return `Answer all questions on the topics covered so far in ${name}. Submit your answers as text or a link to a shared document.`;
  }
}

/** What the demo student's assignments are made to show: one of every display state, and more. */
type Forced = 'graded' | 'late' | 'submitted' | 'none';

function demoStudentStates(plans: Plan[], now: Date): Map<string, Forced> {
  const past = plans.filter((p) => p.dueDate < now).sort((a, b) => +a.dueDate - +b.dueDate);
  const future = plans.filter((p) => p.dueDate >= now).sort((a, b) => +a.dueDate - +b.dueDate);
  const forced = new Map<string, Forced>();
  forced.set(past[0].id, 'graded');
  forced.set(past[1].id, 'late');
  forced.set(past[past.length - 1].id, 'none');
  if (past.length >= 4) forced.set(past[past.length - 2].id, 'submitted');
  forced.set(future[0].id, 'none');
  if (future.length >= 2) forced.set(future[1].id, 'submitted');
  return forced;
}

const linkId = (rng: Rng) =>
  Array.from({ length: 24 }, () =>
    rng.pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')),
  ).join('');

/** A planned piece of work as its row, set by the course's teacher. */
export function assignmentRow(p: Plan): typeof assignments.$inferInsert {
  return {
    id: p.id,
    courseId: p.course.id,
    title: p.title,
    description: describe(p),
    type: p.type,
    totalMarks: p.totalMarks,
    dueDate: p.dueDate,
    createdBy: p.course.instructorId,
    createdAt: p.createdAt,
  };
}

export function content(rng: Rng, plan: Plan, student: SeededStudent) {
  const handle = student.name.toLowerCase().replace(/[^a-z]+/g, '-');
  const text = rng.pick(TEXTS[plan.type]);
  if (plan.type === 'project') {
    const repo = `${plan.course.code.toLowerCase()}-${plan.title.split(': ')[1].toLowerCase().replace(/ /g, '-')}`;
    return {
      text: rng.chance(0.7) ? text : null,
      link: rng.chance(0.6)
        ? `https://github.com/${handle}/${repo}`
        : `https://drive.google.com/file/d/${linkId(rng)}/view`,
    };
  }
  if (plan.type === 'assignment' && rng.chance(0.45)) {
    return {
      text: rng.chance(0.4) ? text : null,
      link: `https://docs.google.com/document/d/${linkId(rng)}/edit`,
    };
  }
  return { text, link: null };
}

export async function seedAssignments(
  ctx: SeedContext,
  courseList: SeededCourse[],
  classes: Map<string, SeededStudent[]>,
  traits: Map<string, StudentTraits>,
  demoTeacherId: string,
) {
  const rng = rngFor('assignments');
  const work = rngFor('submissions');
  const now = ctx.now.getTime();
  const taught = courseList.filter((c) => c.instructorId && classes.get(c.id)!.length > 0);
  const plans = taught.flatMap((course) => planCourse(ctx, rng, course));

  const demo = [...classes.values()].flat().find((s) => s.isDemo)!;
  const forced = demoStudentStates(
    plans.filter((p) => classes.get(p.course.id)!.includes(demo)),
    ctx.now,
  );
  // The demo teacher has not yet graded the latest past-due work of each course: a queue to work through.
  const unmarked = new Set<string>();
  for (const course of taught.filter((c) => c.instructorId === demoTeacherId)) {
    const past = plans.filter((p) => p.course === course && p.dueDate.getTime() < now);
    if (past.length > 0) unmarked.add(past[past.length - 1].id);
  }

  const submissionRows: (typeof submissions.$inferInsert)[] = [];
  const historyRows: (typeof submissionGradeHistory.$inferInsert)[] = [];
  for (const plan of plans) {
    const due = plan.dueDate.getTime();
    const teacherId = plan.course.instructorId!;
    // Teachers mark a batch a few days after the due date; some have not got round to it yet.
    const markedAt = due + rng.int(2, 9) * DAY_MS + rng.int(1, 6) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
    // The demo teacher keeps up with everything but the latest; now and then another teacher falls behind.
    const slow = teacherId !== demoTeacherId && rng.chance(0.12);
    const marked = !unmarked.has(plan.id) && markedAt < now - HOUR_MS && !slow;
    for (const student of classes.get(plan.course.id)!) {
      const t = traits.get(student.id)!;
      const submits =
        due < now ? work.chance(0.55 + 0.43 * t.diligence) : work.chance(0.05 + 0.2 * t.diligence);
      const late = due < now && work.chance(0.06 + 0.3 * (1 - t.diligence));
      // The demo student hands in all past work but the one chosen to be overdue.
      const natural: Forced =
        student.isDemo && due < now
          ? late
            ? 'late'
            : 'submitted'
          : !submits
            ? 'none'
            : late
              ? 'late'
              : 'submitted';
      const state = (student.isDemo ? forced.get(plan.id) : undefined) ?? natural;
      if (state === 'none') continue;

      let submittedAt: number;
      if (due >= now) {
        submittedAt = plan.createdAt.getTime() + work.next() * (now - plan.createdAt.getTime());
      } else if (state === 'late' && due + 30 * MINUTE_MS < now - 5 * MINUTE_MS) {
        submittedAt = Math.min(
          due + work.int(30, 4 * 24 * 60) * MINUTE_MS,
          now - work.int(5, 120) * MINUTE_MS,
        );
      } else {
        const room = Math.min(4 * DAY_MS, due - plan.createdAt.getTime());
        submittedAt = due - 10 * MINUTE_MS - work.next() * (room - 10 * MINUTE_MS);
      }
      const isLate = submittedAt > due;
      // The demo student's chosen states stand as they are; everyone else's work is marked with the batch.
      const keepAsIs = student.isDemo && forced.has(plan.id);
      const graded = state === 'graded' || (!keepAsIs && marked && submittedAt < markedAt);
      const gradedAt =
        state === 'graded' ? Math.min(Math.max(markedAt, due + DAY_MS), now - HOUR_MS) : markedAt;

      const quality = t.ability / 100 + (work.next() - 0.5) * 0.3 - (isLate ? 0.08 : 0);
      const ratio = Math.min(1, Math.max(0.2, quality));
      const step = plan.totalMarks >= 20 ? 0.5 : 1;
      const marks = Math.min(plan.totalMarks, Math.round((ratio * plan.totalMarks) / step) * step);
      const band = ratio >= 0.8 ? 'high' : ratio >= 0.55 ? 'middle' : 'low';
      const feedback = work.pick(FEEDBACK[band]) + (isLate ? LATE_NOTE : '');
      const id = work.uuid();
      const { text, link } = content(work, plan, student);
      submissionRows.push({
        id,
        assignmentId: plan.id,
        studentId: student.id,
        text,
        link,
        submittedAt: new Date(submittedAt),
        updatedAt: new Date(submittedAt),
        isLate,
        status: graded ? 'graded' : 'submitted',
        marksObtained: graded ? marks : null,
        feedback: graded ? feedback : null,
        gradedAt: graded ? new Date(gradedAt) : null,
        gradedBy: graded ? teacherId : null,
      });
      // Now and then a student asked for a recheck, and the teacher raised the marks a little.
      if (graded && marks >= 2 && work.chance(0.03)) {
        historyRows.push({
          id: work.uuid(),
          submissionId: id,
          marksObtained: marks - work.int(1, 2),
          feedback: work.pick(FEEDBACK.middle),
          gradedAt: new Date(gradedAt - work.int(1, 3) * DAY_MS),
          gradedBy: teacherId,
        });
      }
    }
  }

  await insertMany(ctx.db, assignments, plans.map(assignmentRow));
  await insertMany(ctx.db, submissions, submissionRows);
  await insertMany(ctx.db, submissionGradeHistory, historyRows);

  const recent: SeededAssignment[] = plans.map((p) => ({
    code: p.course.code,
    title: p.title,
    teacherId: p.course.instructorId!,
    createdAt: p.createdAt,
  }));
  return { assignments: plans.length, submissions: submissionRows.length, list: recent };
}
