/**
 * Windows, labels and countdowns of virtual class sessions (spec part 2 §4, §9). The server enforces the
 * windows; the pages use the same functions to enable buttons, so both agree to the minute.
 */
import type { VirtualSessionStatus } from '../enums';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A teacher may start (or join) a session from this many minutes before its scheduled time. */
export const FACULTY_START_WINDOW_MINUTES = 15;
/** A student may join from this many minutes before the start until the start plus the duration. */
export const STUDENT_JOIN_WINDOW_MINUTES = 10;
/** Joining within this many minutes of the start counts as present; later counts as late. */
export const PRESENT_WITHIN_MINUTES = 10;

export interface SessionTiming {
  status: VirtualSessionStatus;
  /** The scheduled start. */
  scheduledAt: Date;
  durationMinutes: number;
}

export const sessionEnd = (s: SessionTiming) =>
  new Date(s.scheduledAt.getTime() + s.durationMinutes * MINUTE_MS);

const isOpen = (status: VirtualSessionStatus) => status === 'scheduled' || status === 'ongoing';

/** The moment a session's start window opens for its teacher. */
export const facultyStartOpensAt = (s: SessionTiming) =>
  new Date(s.scheduledAt.getTime() - FACULTY_START_WINDOW_MINUTES * MINUTE_MS);

/** Start or Join for the teacher: from 15 minutes before the scheduled time until completed or cancelled. */
export function facultyCanStart(s: SessionTiming, now: Date): boolean {
  return isOpen(s.status) && now.getTime() >= facultyStartOpensAt(s).getTime();
}

/** The moment a session opens for its students. */
export const studentJoinOpensAt = (s: SessionTiming) =>
  new Date(s.scheduledAt.getTime() - STUDENT_JOIN_WINDOW_MINUTES * MINUTE_MS);

export type StudentJoinState = 'notYetOpen' | 'open' | 'ended' | 'cancelled';

/** Students may join from 10 minutes before the start until the start plus the duration (end excluded). */
export function studentJoinState(s: SessionTiming, now: Date): StudentJoinState {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.status === 'completed' || now.getTime() >= sessionEnd(s).getTime()) return 'ended';
  return now.getTime() >= studentJoinOpensAt(s).getTime() ? 'open' : 'notYetOpen';
}

export type FacultySessionLabel = 'completed' | 'cancelled' | 'live' | 'readyToStart' | 'upcoming';

/** Completed, Cancelled, Live Now, Ready to Start (the scheduled time has passed) or Upcoming. */
export function facultySessionLabel(s: SessionTiming, now: Date): FacultySessionLabel {
  if (s.status === 'completed') return 'completed';
  if (s.status === 'cancelled') return 'cancelled';
  if (s.status === 'ongoing') return 'live';
  return now.getTime() >= s.scheduledAt.getTime() ? 'readyToStart' : 'upcoming';
}

/** The faculty list's two sections. */
export const isPastSession = (s: Pick<SessionTiming, 'status'>) =>
  s.status === 'completed' || s.status === 'cancelled';

export type StudentSessionBadge = 'live' | 'startingSoon' | 'upcoming';

/** Live Now when ongoing; Starting Soon once the start has passed (still within the duration); else Upcoming. */
export function studentSessionBadge(s: SessionTiming, now: Date): StudentSessionBadge {
  if (s.status === 'ongoing') return 'live';
  return now.getTime() >= s.scheduledAt.getTime() ? 'startingSoon' : 'upcoming';
}

export type Countdown =
  | { unit: 'days'; days: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'started' };

/** Time until the start: whole days above 24 hours, else hours and minutes, else minutes (rounded down). */
export function countdownTo(start: Date, now: Date): Countdown {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return { unit: 'started' };
  if (left > DAY_MS) return { unit: 'days', days: Math.floor(left / DAY_MS) };
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  return hours > 0 ? { unit: 'hoursMinutes', hours, minutes } : { unit: 'minutes', minutes };
}

/** The English countdown text of the specification: 'In N day(s)', 'In Xh Ym' or 'In N minutes'. */
export function countdownText(start: Date, now: Date): string | null {
  const c = countdownTo(start, now);
  switch (c.unit) {
    case 'days':
      return `In ${c.days} day(s)`;
    case 'hoursMinutes':
      return `In ${c.hours}h ${c.minutes}m`;
    case 'minutes':
      return `In ${c.minutes} minutes`;
    case 'started':
      return null;
  }
}

/** Two sessions of one teacher clash when their [start, start + duration) intervals meet. */
export function sessionsOverlap(a: SessionTiming, b: SessionTiming): boolean {
  return (
    a.scheduledAt.getTime() < sessionEnd(b).getTime() && b.scheduledAt.getTime() < sessionEnd(a).getTime()
  );
}

export type AttendanceFromJoin = 'present' | 'late' | 'absent';

/**
 * Attendance taken from participation when the teacher ends a session. The class starts at the later of
 * its scheduled time and the moment the teacher started it, so students who waited for a late teacher are
 * not marked late.
 */
export function attendanceFromJoin(
  joinedAt: Date | null,
  session: { scheduledAt: Date; startedAt: Date | null },
): AttendanceFromJoin {
  if (!joinedAt) return 'absent';
  const start = Math.max(session.scheduledAt.getTime(), session.startedAt?.getTime() ?? 0);
  return joinedAt.getTime() <= start + PRESENT_WITHIN_MINUTES * MINUTE_MS ? 'present' : 'late';
}

/**
 * The Jitsi room of a session: a fixed prefix, the course code and a random part made for the room alone. Without
 * token authentication a Jitsi server admits whoever names a room, so the name must not be guessable from
 * anything a student sees (such as the session id), and reaches students only when they join.
 */
export const ROOM_PREFIX = 'college';
export function roomNameFor(courseCode: string, randomPart: string): string {
  const code = courseCode
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${ROOM_PREFIX}-${code}-${randomPart}`;
}
