/**
 * The day's virtual sessions on the dashboards' "today" lists, beside the weekly timetable (issue 18 item 9).
 * "Today" is the college's day (TZ_COLLEGE), whatever the server's clock says.
 */
import { sql, type SQL } from 'drizzle-orm';
import { collegeMoment, collegeToday } from '../../../../contract/college-clock';
import { isTimetableClass } from '../../../../contract/rules/timetable';
import type { TodayClass } from '../../../../contract/student';
import { jsonDate } from '../../db/one-row';

/** The first moment of the college's day and the first of the next, as the database compares them. */
export function collegeDayBounds(now: Date, timeZone: string): { from: string; to: string } {
  const today = collegeToday(now, timeZone);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return {
    from: collegeMoment(today, '00:00', timeZone).toISOString(),
    to: collegeMoment(tomorrow, '00:00', timeZone).toISOString(),
  };
}

/**
 * A json array of the day's sessions that are not cancelled, one object per session, read from a query
 * whose rows have `v` (virtual_sessions), `c` (courses) and `u` (the instructor, may be null).
 */
export function sessionsJson(from: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'courseId', c.id, 'courseName', c.name, 'code', c.code, 'instructorName', u.name,
      'id', v.id, 'title', v.title, 'status', v.status, 'at', v.scheduled_at, 'duration', v.duration_minutes,
      'days', c.schedule_days, 'scheduleTime', c.schedule_time)), '[]')
    ${from})`;
}

/** The rows `sessionsJson` gives. */
export interface TodaysSessionRow {
  courseId: string;
  courseName: string;
  code: string;
  instructorName: string | null;
  id: string;
  title: string;
  status: NonNullable<TodayClass['session']>['status'];
  at: string;
  duration: number;
  /** The course's timetable, to tell its class from an extra session. */
  days: string[];
  scheduleTime: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A session as a "today" entry: its time written like a timetable slot ('14:00 - 15:30'), on the college's clock. */
export function todaySessionEntry(row: TodaysSessionRow, timeZone: string): TodayClass {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const start = jsonDate(row.at);
  const end = new Date(start.getTime() + row.duration * 60_000);
  return {
    courseId: row.courseId,
    courseName: row.courseName,
    code: row.code,
    instructorName: row.instructorName,
    time: `${clock.format(start)} - ${clock.format(end)}`,
    room: '',
    isVirtual: true,
    session: {
      _id: row.id,
      title: row.title,
      status: row.status,
      scheduled_date: start.toISOString(),
      duration: row.duration,
      extra: !isTimetableClass({ days: row.days, time: row.scheduleTime }, start, timeZone),
    },
  };
}
