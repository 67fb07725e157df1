/**
 * The courses of every department, with schedules, rooms, prerequisites and their teachers: the catalogue,
 * and each course offered in every term of its season (a Fall term offers the odd semesters' courses), by
 * the same teacher on the same days.
 */
import { WEEKDAYS } from '../../../contract/enums';
import { semestersOf } from '../../../contract/term';
import { catalogueCourses, courseOfferings } from '../db/schema';
import { CATALOGUE, parseEntry } from './catalogue';
import { chunks, daysAgo, type SeedContext } from './context';
import type { SeededTeacher } from './faculty';
import { rngFor } from './random';
import type { SeededTerm } from './terms';

export interface SeededCourse {
  /** The offering's id, in the term the list is of. */
  id: string;
  /** The catalogue course's (the id of its latest offering too). */
  catalogueId: string;
  code: string;
  name: string;
  department: string;
  semester: number;
  credits: number;
  instructorId: string | null;
  isVirtual: boolean;
  isLab: boolean;
  /** Weekday names ('Monday') and the slot ('08:30 - 10:00'), as stored. */
  scheduleDays: string[];
  scheduleTime: string;
}

/** One slot per position in a semester, so a semester's courses never clash. */
const TIME_SLOTS = ['08:30 - 10:00', '10:00 - 11:30', '11:30 - 13:00', '13:30 - 15:00', '15:00 - 16:30'];
const DAY_PAIRS: [number, number][] = [
  [0, 2],
  [1, 3],
  [2, 4],
  [0, 3],
  [1, 5],
  [3, 5],
];

/**
 * The demo teacher's courses: in Fall two of the demo student's semester 3, a virtual one and one more; in
 * Spring two of its semester 4, a virtual one and one more. The teacher has a full day in either term.
 */
export const DEMO_FACULTY_COURSES = [
  'IT-301',
  'IT-302',
  'IT-303',
  'IT-501',
  'IT-401',
  'IT-402',
  'IT-403',
  'IT-601',
];
const ALWAYS_VIRTUAL = new Set(['IT-303', 'IT-403']);
const NEVER_VIRTUAL = new Set(['IT-301', 'IT-302', 'IT-401', 'IT-402']);

/** The seeded courses: the current term's offerings, and the offering of a course `back` terms ago. */
export interface SeededCourses {
  current: SeededCourse[];
  /** Every catalogue course, with the id of its latest offering. */
  catalogue: SeededCourse[];
  offeringIn(code: string, back: number): string | undefined;
}

const DESCRIPTIONS = {
  early: [
    'Introduces the core ideas of the subject through lectures, worked examples and weekly practice.',
    'A foundation course: key concepts, vocabulary and methods, assessed by quizzes, assignments and two exams.',
    'Builds the groundwork later semesters rely on, with short weekly exercises and class discussion.',
  ],
  middle: [
    'Develops the subject in depth through lectures, case studies and a term project.',
    'Combines theory with practical assignments; students present their work in class twice a term.',
    'Covers the main methods of the field and their use in practice, with weekly problem sets.',
  ],
  late: [
    'An advanced course with readings from current work in the field, a seminar and a final project.',
    'Prepares students for professional work through case studies, group projects and presentations.',
    'Studies selected advanced topics in depth; assessment by project, presentation and final exam.',
  ],
};

function describe(name: string, semester: number, isLab: boolean, pick: <T>(items: readonly T[]) => T) {
  if (isLab) return `Weekly practical sessions that accompany ${name.replace(/ Lab$/, '')}.`;
  if (/Project|Thesis|Internship|Teaching Practice/.test(name)) {
    return 'Supervised independent work: students plan, carry out and present a piece of original work with a faculty advisor.';
  }
  return pick(semester <= 2 ? DESCRIPTIONS.early : semester <= 5 ? DESCRIPTIONS.middle : DESCRIPTIONS.late);
}

export async function seedCourses(
  ctx: SeedContext,
  teachers: SeededTeacher[],
  demoTeacherId: string,
  terms: SeededTerm[],
): Promise<SeededCourses> {
  const rng = rngFor('courses');
  const rows: (typeof catalogueCourses.$inferInsert &
    Omit<typeof courseOfferings.$inferInsert, 'termId' | 'catalogueCourseId'>)[] = [];
  const seeded: SeededCourse[] = [];
  // A teacher's classes of one season (odd or even semesters, taught in the same term) never meet at once.
  const taken = new Set<string>();
  const busy = (teacher: string, semester: number, time: string, days: string[]) =>
    days.map((day) => `${teacher}|${semester % 2}|${day}|${time}`);
  for (const dept of CATALOGUE) {
    const codeByName = new Map<string, string>();
    // The demo teacher's courses are fixed; the others are shared in turn by the rest of the department.
    const others = teachers.filter((t) => t.department === dept.department && t.id !== demoTeacherId);
    let turn = 0;
    dept.semesters.forEach((entries, index) => {
      const semester = index + 1;
      entries.forEach((raw, position) => {
        const entry = parseEntry(raw);
        const code = `${dept.code}-${semester}${String(position + 1).padStart(2, '0')}`;
        codeByName.set(entry.name, code);
        const isLast = semester === dept.semesters.length && position === entries.length - 1;
        // The last course of each department, and a few others, wait for a teacher ("Not assigned").
        const wanted = DEMO_FACULTY_COURSES.includes(code)
          ? [demoTeacherId]
          : isLast || rng.chance(0.04)
            ? []
            : others.map((_, i) => others[(turn + i) % others.length].id);
        const isVirtual =
          ALWAYS_VIRTUAL.has(code) || (!NEVER_VIRTUAL.has(code) && !entry.isLab && rng.chance(0.14));
        const scheduleTime = TIME_SLOTS[position % TIME_SLOTS.length];
        const drawn = rng.pick(DAY_PAIRS);
        const daysOf = ([first, second]: [number, number]) =>
          entry.isLab ? [WEEKDAYS[first]] : [WEEKDAYS[first], WEEKDAYS[second]];
        // The drawn days with the next teacher in turn who is free then; or the next days that suit one.
        const choices = DAY_PAIRS.map((_, i) => DAY_PAIRS[(DAY_PAIRS.indexOf(drawn) + i) % DAY_PAIRS.length])
          .flatMap((pair) => wanted.map((teacher) => ({ teacher, days: daysOf(pair) })))
          .filter(({ teacher, days }) =>
            busy(teacher, semester, scheduleTime, days).every((k) => !taken.has(k)),
          );
        const chosen = choices[0] ?? { teacher: wanted[0], days: daysOf(drawn) };
        const instructorId = chosen.teacher ?? null;
        const days = chosen.days;
        if (instructorId) {
          for (const key of busy(instructorId, semester, scheduleTime, days)) taken.add(key);
          if (instructorId !== demoTeacherId) turn = others.findIndex((t) => t.id === instructorId) + 1;
        }
        const room = isVirtual
          ? 'Online'
          : entry.isLab
            ? `${dept.code} Computer Lab ${rng.int(1, 3)}`
            : `${dept.block}, Room ${semester}${String(position + 1).padStart(2, '0')}`;
        const createdAt = daysAgo(ctx, rng.int(200, 260), rng);
        const id = rng.uuid();
        rows.push({
          id,
          code,
          name: entry.name,
          description: describe(entry.name, semester, entry.isLab, rng.pick),
          credits: entry.credits,
          semester,
          departmentId: ctx.departmentIds.get(dept.department)!,
          instructorId,
          isVirtual,
          scheduleDays: days,
          scheduleTime,
          scheduleRoom: room,
          creditHours: entry.credits,
          prerequisites: entry.prerequisites.map((name) => {
            const prerequisite = codeByName.get(name);
            if (!prerequisite)
              throw new Error(`Catalogue: ${dept.code} "${entry.name}" needs unknown "${name}"`);
            return prerequisite;
          }),
          createdAt,
          updatedAt: createdAt,
        });
        seeded.push({
          id,
          catalogueId: id,
          code,
          name: entry.name,
          department: dept.department,
          semester,
          credits: entry.credits,
          instructorId,
          isVirtual,
          isLab: entry.isLab,
          scheduleDays: days,
          scheduleTime,
        });
      });
    });
  }
  await ctx.db.insert(catalogueCourses).values(
    rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      credits: row.credits,
      semester: row.semester,
      departmentId: row.departmentId,
      creditHours: row.creditHours,
      prerequisites: row.prerequisites,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    })),
  );
  // Each course in every term of its season; the latest offering takes the catalogue course's id.
  const offerRng = rngFor('offerings');
  const offerings: (typeof courseOfferings.$inferInsert)[] = [];
  const byCodeAndBack = new Map<string, string>();
  for (const row of rows) {
    const teaching = terms.filter((t) => semestersOf(t.season).includes(row.semester!));
    teaching.forEach((term, i) => {
      const id = i === 0 ? row.id! : offerRng.uuid();
      byCodeAndBack.set(`${row.code}|${term.back}`, id);
      offerings.push({
        id,
        catalogueCourseId: row.id!,
        termId: term.id,
        instructorId: row.instructorId,
        isVirtual: row.isVirtual,
        scheduleDays: row.scheduleDays,
        scheduleTime: row.scheduleTime,
        scheduleRoom: row.scheduleRoom,
        createdAt: i === 0 ? row.createdAt : new Date(`${term.startsOn}T04:00:00Z`),
        updatedAt: i === 0 ? row.updatedAt : new Date(`${term.startsOn}T04:00:00Z`),
      });
    });
  }
  for (const group of chunks(offerings)) await ctx.db.insert(courseOfferings).values(group);
  const currentTerm = terms.find((t) => t.back === 0)!;
  return {
    current: seeded.filter((c) => byCodeAndBack.has(`${c.code}|${currentTerm.back}`)),
    catalogue: seeded,
    offeringIn: (code, back) => byCodeAndBack.get(`${code}|${back}`),
  };
}
