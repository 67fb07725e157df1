/**
 * Dates of the demo college's term in the college's time zone: class days, due dates and event days
 * are local days and local times in Bahawalpur, computed from the `now` the seed receives.
 */
import { WEEKDAYS } from '../../../contract/enums';
import { currentTerm, termDays } from '../../../contract/term';
import type { SeededCourse } from './courses';
import type { SeededStudent } from './students';

/** The seed's data is the same on every machine, so it uses the default zone, not the TZ_COLLEGE setting. */
export const COLLEGE_TIME_ZONE = 'Asia/Karachi';

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const localDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COLLEGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const localTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: COLLEGE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The college's calendar day of a moment, as YYYY-MM-DD. */
export const localDate = (moment: Date) => localDateFormat.format(moment);

/** Minutes the college's clock is ahead of UTC at a moment (+300 in Pakistan). */
function offsetMinutes(moment: Date): number {
  const parts = Object.fromEntries(localTimeParts.formatToParts(moment).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((asUtc - Math.floor(moment.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The moment a local day (YYYY-MM-DD) reads `hh:mm` on the college's clocks. */
export function atLocal(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, date, hours, minutes);
  return new Date(guess - offsetMinutes(new Date(guess)) * MINUTE_MS);
}

/** A local day `days` later (or earlier, when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 'Monday' ... 'Sunday' of a local day. */
export function weekdayOf(day: string): string {
  const index = new Date(`${day}T00:00:00Z`).getUTCDay();
  return index === 0 ? 'Sunday' : WEEKDAYS[index - 1];
}

/** The start of a course's time slot: '13:30 - 15:00' gives '13:30' and 90 minutes. */
export function slotOf(scheduleTime: string): { start: string; minutes: number } {
  const [start, end] = scheduleTime.split(' - ');
  const toMinutes = (t: string) => Number(t.split(':')[0]) * 60 + Number(t.split(':')[1]);
  return { start, minutes: toMinutes(end) - toMinutes(start) };
}

/** The first day of the current term: 1 September for Fall, 1 February for Spring (contract/term.ts). */
export function termStart(now: Date): string {
  return termDays(currentTerm(now, COLLEGE_TIME_ZONE)).first;
}

/**
 * The days classes were held so far: from the start of the term to yesterday, at most the last twelve weeks
 * so that the embedded database's row count stays bounded. Never before the term began: a class of last term
 * is last term's offering's.
 */
export function classWindow(now: Date): { from: string; to: string } {
  const today = localDate(now);
  const start = termStart(now);
  const earliest = addDays(today, -12 * 7);
  return { from: start < earliest ? earliest : start, to: addDays(today, -1) };
}

/** The local days in [from, to] on which a course meets. */
export function classDays(course: SeededCourse, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (course.scheduleDays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

/** "Thursday 3 December", as the college writes dates in notices. */
export function noticeDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: COLLEGE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(moment);
}

/** Each course's enrolled students, by the seed's rule: every course of the student's department and semester. */
export function classLists(courseList: SeededCourse[], students: SeededStudent[]) {
  const bySemester = new Map<string, SeededStudent[]>();
  for (const student of students) {
    const key = `${student.department}|${student.semester}`;
    bySemester.set(key, [...(bySemester.get(key) ?? []), student]);
  }
  return new Map(courseList.map((c) => [c.id, bySemester.get(`${c.department}|${c.semester}`) ?? []]));
}
