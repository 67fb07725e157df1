/**
 * Reading a course's weekly timetable on the college's clocks: when its class starts and ends, and which of a
 * teacher's classes meets now or next today (Mark Attendance opens on it). Times are written as the college
 * writes them ('09:00 - 10:30', '2:00 PM'); no Zod, so the web's pages can import it.
 */
import { collegeTimeOfDay } from '../college-clock';

const DAY_MINUTES = 24 * 60;
/** A class whose time names no end (`'8:30 AM'`) is taken to last an hour. */
export const CLASS_MINUTES_WITHOUT_END = 60;

const TIME = /(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i;

function minutesOf(part: string): number | null {
  const match = TIME.exec(part);
  if (!match) return null;
  let hours = Number(match[1]) % 24;
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  return hours * 60 + Number(match[2] ?? 0);
}

/** Minutes after midnight of a schedule time's start such as '09:00 - 10:30' or '2:00 PM'; unknown times sort last. */
export function scheduleStartMinutes(time: string): number {
  return minutesOf(time) ?? DAY_MINUTES;
}

/** Minutes after midnight of a schedule time's end ('10:30' of '09:00 - 10:30'); an hour after its start without one. */
export function scheduleEndMinutes(time: string): number {
  const start = scheduleStartMinutes(time);
  const [, end] = time.split(/\s*[-–]\s*/);
  const minutes = end === undefined ? null : minutesOf(end);
  return minutes !== null && minutes > start ? minutes : start + CLASS_MINUTES_WITHOUT_END;
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday of a moment on the college's clocks, in the timetable's words ('Monday'). */
export function collegeWeekday(now: Date, timeZone: string): string {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
    weekdayFormats.set(timeZone, format);
  }
  return format.format(now);
}

interface TimetabledCourse {
  schedule: { days: readonly string[]; time: string };
  archived: boolean;
}

/**
 * The course whose class meets now, else the next one to start today, else the last one held today (a teacher
 * marks attendance after class too); none when none of them meets today. Archived courses hold no classes.
 */
export function classNowOrNext<T extends TimetabledCourse>(
  courses: readonly T[],
  now: Date,
  timeZone: string,
): T | undefined {
  const weekday = collegeWeekday(now, timeZone);
  const [hours = 0, minutes = 0] = collegeTimeOfDay(now, timeZone).split(':').map(Number);
  const at = hours * 60 + minutes;
  const today = courses
    .filter((c) => !c.archived && c.schedule.days.includes(weekday) && minutesOf(c.schedule.time) !== null)
    .map((course) => ({
      course,
      start: scheduleStartMinutes(course.schedule.time),
      end: scheduleEndMinutes(course.schedule.time),
    }))
    .sort((a, b) => a.start - b.start);
  const meeting =
    today.find((c) => c.start <= at && at < c.end) ??
    today.find((c) => c.start > at) ??
    today.filter((c) => c.end <= at).at(-1);
  return meeting?.course;
}

/** How far from the timetable's start a virtual session may begin and still be that day's timetable class. */
export const TIMETABLE_START_TOLERANCE_MINUTES = 15;

/**
 * Whether a virtual session is its course's timetable class: it starts on one of the timetable's days, within
 * a quarter of an hour of its start, on the college's clocks. Any other session (a review on a Sunday, a
 * make-up class) is an extra session, and students see it named as one.
 */
export function isTimetableClass(
  schedule: { days: readonly string[]; time: string },
  scheduledAt: Date,
  timeZone: string,
): boolean {
  const start = minutesOf(schedule.time);
  if (start === null || !schedule.days.includes(collegeWeekday(scheduledAt, timeZone))) return false;
  const [hours = 0, minutes = 0] = collegeTimeOfDay(scheduledAt, timeZone).split(':').map(Number);
  return Math.abs(hours * 60 + minutes - start) <= TIMETABLE_START_TOLERANCE_MINUTES;
}
