/**
 * Attendance of every course with students, for each of its class days from the start of the term to
 * yesterday: mostly present, with absences, late arrivals and excused leave as each student's habits
 * make likely, so a few students fall below 75% and some sit between 65% and 75%. The demo student has
 * exactly one course below 75%.
 */
import { attendancePercentage, ATTENDANCE_REQUIRED } from '../../../contract/rules/attendance';
import type { AttendanceStatus } from '../../../contract/enums';
import { attendanceRecords } from '../db/schema';
import { atLocal, classDays, classWindow, MINUTE_MS, slotOf } from './calendar';
import { insertMany, type SeedContext } from './context';
import type { SeededCourse } from './courses';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';
import type { StudentTraits } from './traits';

/** The course the demo student is falling behind in (Linear Algebra, not one of the demo teacher's). */
const DEMO_LOW_COURSE = 'IT-304';

export const EXCUSES = [
  'Medical leave',
  'Family emergency',
  'Represented the college in a sports event',
  'Sick',
];
export const LATE_REMARKS = ['Arrived 10 minutes late', 'Arrived after roll call', 'Transport delay'];

/** Who was in a virtual course's classes, by day: the virtual classes part seats them as participants. */
export type ClassRegister = Map<string, Map<string, AttendanceStatus>>;

export function statusFor(rng: Rng, attended: boolean, diligence: number): AttendanceStatus {
  if (attended) return rng.chance(0.04 + 0.08 * (1 - diligence)) ? 'late' : 'present';
  return rng.chance(0.18) ? 'excused' : 'absent';
}

/**
 * The demo student's classes in one course: a set number missed at random days, so its percentage is
 * known: about two thirds in the course it is behind in, at least 84% elsewhere.
 */
export function demoStatuses(rng: Rng, days: number, low: boolean): AttendanceStatus[] {
  let attended = low ? Math.floor(days * 0.68) : Math.min(days, Math.ceil(days * (0.84 + rng.next() * 0.14)));
  while (low && attended > 0 && attendancePercentage(attended, days) >= ATTENDANCE_REQUIRED) attended--;
  const missed = new Set(rng.shuffle([...Array(days).keys()]).slice(0, days - attended));
  let excusedOne = false;
  let lateOne = false;
  return [...Array(days).keys()].map((i) => {
    if (missed.has(i)) {
      const excused = low && !excusedOne;
      excusedOne ||= excused;
      return excused ? 'excused' : 'absent';
    }
    const late = !lateOne && i > days / 2;
    lateOne ||= late;
    return late ? 'late' : 'present';
  });
}

/**
 * One student's mark for one class: the demo student's fixed mark, else one drawn from their keenness for the
 * course; a remark with an excused absence and now and then with a late arrival. The same draws, in the same
 * order, for this term's register and the earlier terms' (past-terms.ts), so that seeding stays repeatable.
 */
export function markFor(
  rng: Rng,
  chance: number,
  diligence: number,
  fixed: AttendanceStatus | undefined,
): { status: AttendanceStatus; remarks: string | null } {
  const status = fixed ?? statusFor(rng, rng.chance(chance), diligence);
  const remarks =
    status === 'excused'
      ? rng.pick(EXCUSES)
      : status === 'late' && rng.chance(0.3)
        ? rng.pick(LATE_REMARKS)
        : null;
  return { status, remarks };
}

export async function seedAttendance(
  ctx: SeedContext,
  adminId: string,
  courseList: SeededCourse[],
  classes: Map<string, SeededStudent[]>,
  traits: Map<string, StudentTraits>,
) {
  const rng = rngFor('attendance');
  const { from, to } = classWindow(ctx.now);
  const demo = [...classes.values()].flat().find((s) => s.isDemo)!;
  const demoCourses = courseList.filter((c) => classes.get(c.id)!.includes(demo));
  const lowCode = demoCourses.some((c) => c.code === DEMO_LOW_COURSE) ? DEMO_LOW_COURSE : demoCourses[0].code;

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  const registers = new Map<string, ClassRegister>();
  for (const course of courseList) {
    const students = classes.get(course.id)!;
    if (students.length === 0) continue;
    const days = classDays(course, from, to);
    const slot = slotOf(course.scheduleTime);
    // A virtual course's classes are held online: each is the virtual class meeting at the timetable's start
    // (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md), the meeting its completed sessions'
    // attendance belongs to.
    const sessionType = course.isVirtual ? 'virtual' : course.isLab ? 'lab' : 'lecture';
    const startTime = course.isVirtual ? slot.start : '';
    const register: ClassRegister = new Map(days.map((day) => [day, new Map()]));
    // Marked at the end of the class.
    const markedAt = days.map(
      (day) => new Date(atLocal(day, slot.start).getTime() + slot.minutes * MINUTE_MS),
    );
    if (course.isVirtual) registers.set(course.id, register);
    for (const student of students) {
      const t = traits.get(student.id)!;
      // A student is a little keener on some courses than on others.
      const chance = Math.min(0.995, Math.max(0.3, t.attendance + (rng.next() - 0.5) * 0.08));
      const fixed = student.isDemo ? demoStatuses(rng, days.length, course.code === lowCode) : null;
      days.forEach((day, i) => {
        const { status, remarks } = markFor(rng, chance, t.diligence, fixed?.[i]);
        register.get(day)!.set(student.id, status);
        rows.push({
          courseId: course.id,
          studentId: student.id,
          date: day,
          sessionType,
          startTime,
          status,
          remarks,
          markedBy: course.instructorId ?? adminId,
          createdAt: markedAt[i],
          updatedAt: markedAt[i],
        });
      });
    }
  }
  await insertMany(ctx.db, attendanceRecords, rows);
  return { count: rows.length, registers };
}
