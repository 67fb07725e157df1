/**
 * What a user's calendar feed holds: the weekly classes of its courses, each between its term's first and last
 * days, its virtual sessions (a month back and everything ahead, cancelled ones marked so that phones drop
 * them), its assignments' due dates and its quizzes, each open to close. Students see their enrolled courses (virtual sessions of their own
 * section or of all sections), teachers the courses they teach, admins every virtual session.
 *
 * Which terms: a subscribed calendar is about what is coming, so by default the term in view and every started
 * term after it (the next term's timetable appears as soon as the admin starts it, before its first day);
 * an ended term's weekly classes would only repeat in the past. `?term=<id>` or `?term=all` asks for others,
 * with all of their items, however old.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../../contract/enums';
import type { TermQuery } from '../../../../contract/terms';
import type { Db } from '../../db/client';
import {
  assignments,
  courses,
  enrollments,
  quizzes,
  studentProfiles,
  terms,
  virtualSessions,
} from '../../db/schema';
import { offeringsOfTerm, termInViewSql } from '../terms/calendar';
import { scheduleStartMinutes } from '../student/queries';
import { collegeMoment, collegeToday } from '../../../../contract/college-clock';
import type { CalendarEvent } from './ics';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Past items kept in the feed, so that a phone does not drop last week's classes at once. */
const PAST_DAYS = 30;
/** A bound on what one feed carries. */
const MAX_ITEMS = 500;
/** A schedule that names only a start time is taken as an hour. */
const DEFAULT_CLASS_MINUTES = 60;
const WEEKDAY_INDEX: Record<string, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

/** A stable event id that does not show the record's database id to whoever holds the link. */
const eventUid = (kind: string, id: string, host: string) =>
  `${createHash('sha256').update(`${kind}:${id}`).digest('hex').slice(0, 32)}@${host}`;

/** '13:30 - 15:00' → 13:30 for 90 minutes; '9:00 AM' → 09:00 for an hour; text without a time → none. */
export function classSlot(time: string): { start: string; minutes: number } | null {
  if (!/\d/.test(time)) return null;
  const [from, to] = time.split(/\s*[-–]\s*/);
  const start = scheduleStartMinutes(from);
  if (start >= 24 * 60) return null;
  const end = to && /\d/.test(to) ? scheduleStartMinutes(to) : start + DEFAULT_CLASS_MINUTES;
  const minutes = end > start ? end - start : DEFAULT_CLASS_MINUTES;
  const hhmm = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
  return { start: hhmm, minutes };
}

/** The first day on or after `day` (YYYY-MM-DD) that falls on `weekday`. */
function firstWeekday(day: string, weekday: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const ahead = (WEEKDAY_INDEX[weekday] - date.getUTCDay() + 7) % 7;
  return new Date(date.getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The offerings of the terms the feed shows: those `?term=` names, or by default the term in view and the
 * started terms after it.
 */
export function feedTerms(query: TermQuery, today: string): SQL | undefined {
  if (query.term) return offeringsOfTerm(query, today);
  return sql`(${courses.termId} = ${termInViewSql(today)} or ${courses.termId} in (
    select ${terms.id} from ${terms} where ${terms.startedAt} is not null and ${terms.startsOn} > ${today}))`;
}

type CourseRow = {
  id: string;
  code: string;
  name: string;
  scheduleDays: string[];
  scheduleTime: string;
  scheduleRoom: string;
  termStartsOn: string;
  termEndsOn: string;
};

/** Each course's classes, weekly from its term's first day to its last. */
function weeklyClasses(list: CourseRow[], timeZone: string, host: string): CalendarEvent[] {
  return list.flatMap((course) => {
    const slot = classSlot(course.scheduleTime);
    if (!slot) return [];
    const until = collegeMoment(course.termEndsOn, '23:59', timeZone);
    return course.scheduleDays.flatMap((weekday) => {
      if (!(weekday in WEEKDAY_INDEX)) return [];
      const start = collegeMoment(firstWeekday(course.termStartsOn, weekday), slot.start, timeZone);
      return [
        {
          uid: eventUid('class', `${course.id}:${weekday}`, host),
          start,
          end: new Date(start.getTime() + slot.minutes * MINUTE_MS),
          summary: `${course.code} ${course.name}`,
          location: course.scheduleRoom || undefined,
          weeklyUntil: until,
        },
      ];
    });
  });
}

/** The courses of the chosen terms whose schedule, sessions and assignments the user's feed carries. */
async function coursesOf(db: Db, user: { id: string; role: Role }, inTerms?: SQL): Promise<CourseRow[]> {
  const columns = {
    id: courses.id,
    code: courses.code,
    name: courses.name,
    scheduleDays: courses.scheduleDays,
    scheduleTime: courses.scheduleTime,
    scheduleRoom: courses.scheduleRoom,
    termStartsOn: terms.startsOn,
    termEndsOn: terms.endsOn,
  };
  if (user.role === 'student') {
    return db
      .select(columns)
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(terms, eq(terms.id, courses.termId))
      .where(and(eq(enrollments.studentId, user.id), isNull(courses.archivedAt), inTerms))
      .orderBy(asc(courses.code));
  }
  if (user.role === 'faculty') {
    return db
      .select(columns)
      .from(courses)
      .innerJoin(terms, eq(terms.id, courses.termId))
      .where(and(eq(courses.instructorId, user.id), isNull(courses.archivedAt), inTerms))
      .orderBy(asc(courses.code));
  }
  return [];
}

export async function feedEvents(
  db: Db,
  user: { id: string; role: Role },
  now: Date,
  timeZone: string,
  /** Where the portal is reached (scheme and host), for links to the classroom. */
  origin: string,
  query: TermQuery = {},
): Promise<CalendarEvent[]> {
  const host = new URL(origin).host;
  const inTerms = feedTerms(query, collegeToday(now, timeZone));
  const list = await coursesOf(db, user, inTerms);
  const ids = list.map((c) => c.id);
  // The default feed looks ahead (a month back kept); a term asked for has all of its items, the latest kept.
  const chosen = query.term !== undefined;
  const since = chosen ? undefined : new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const order = chosen ? desc : asc;
  if (user.role !== 'admin' && ids.length === 0) return [];

  let sessionScope: SQL | undefined;
  if (user.role === 'student') {
    const [profile] = await db
      .select({ section: studentProfiles.section })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id));
    sessionScope = and(
      inArray(virtualSessions.courseId, ids),
      or(isNull(virtualSessions.section), eq(virtualSessions.section, profile?.section ?? '')),
    );
  } else if (user.role === 'faculty') {
    sessionScope = inArray(virtualSessions.courseId, ids);
  } else {
    sessionScope = inTerms;
  }
  const [sessions, due, quizWindows] = await Promise.all([
    db
      .select({ session: virtualSessions, code: courses.code, name: courses.name })
      .from(virtualSessions)
      .innerJoin(courses, eq(courses.id, virtualSessions.courseId))
      .where(and(since && gte(virtualSessions.scheduledAt, since), sessionScope))
      .orderBy(order(virtualSessions.scheduledAt))
      .limit(MAX_ITEMS),
    user.role === 'admin'
      ? Promise.resolve([])
      : db
          .select({ assignment: assignments, code: courses.code })
          .from(assignments)
          .innerJoin(courses, eq(courses.id, assignments.courseId))
          .where(and(inArray(assignments.courseId, ids), since && gte(assignments.dueDate, since)))
          .orderBy(order(assignments.dueDate))
          .limit(MAX_ITEMS),
    user.role === 'admin'
      ? Promise.resolve([])
      : db
          .select({
            quiz: {
              id: quizzes.id,
              title: quizzes.title,
              opensAt: quizzes.opensAt,
              closesAt: quizzes.closesAt,
              timeLimitMinutes: quizzes.timeLimitMinutes,
            },
            code: courses.code,
          })
          .from(quizzes)
          .innerJoin(courses, eq(courses.id, quizzes.courseId))
          .where(and(inArray(quizzes.courseId, ids), since && gte(quizzes.closesAt, since)))
          .orderBy(order(quizzes.closesAt))
          .limit(MAX_ITEMS),
  ]);

  return [
    ...weeklyClasses(list, timeZone, host),
    ...sessions.map(({ session, code, name }) => ({
      uid: eventUid('virtual-session', session.id, host),
      start: session.scheduledAt,
      end: new Date(session.scheduledAt.getTime() + session.durationMinutes * MINUTE_MS),
      summary: `Virtual class: ${session.title} (${code})`,
      description: [name, session.description].filter(Boolean).join('\n'),
      // The list page, not the room: the link to a feed may travel further than the class should.
      location: `${origin}${user.role === 'admin' ? '/admin' : `/${user.role}/virtual-classes`}`,
      cancelled: session.status === 'cancelled',
    })),
    ...due.map(({ assignment, code }) => ({
      uid: eventUid('assignment', assignment.id, host),
      // A half-hour block ending at the deadline, so that it shows as a slot and not a zero-length mark.
      start: new Date(assignment.dueDate.getTime() - 30 * MINUTE_MS),
      end: assignment.dueDate,
      summary: `Due: ${assignment.title} (${code})`,
      description: `${assignment.type}, ${assignment.totalMarks} marks`,
    })),
    // The whole window in which the quiz can be started, as a teacher sets it.
    ...quizWindows.map(({ quiz, code }) => ({
      uid: eventUid('quiz', quiz.id, host),
      start: quiz.opensAt,
      end: quiz.closesAt,
      summary: `Quiz: ${quiz.title} (${code})`,
      description:
        quiz.timeLimitMinutes === null
          ? 'Open until it closes'
          : `${quiz.timeLimitMinutes} minutes once started`,
      location: `${origin}/${user.role}/courses`,
    })),
  ];
}
