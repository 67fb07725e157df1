import { describe, expect, it } from 'vitest';
import {
  attendanceFromJoin,
  countdownText,
  facultyCanStart,
  facultySessionLabel,
  roomNameFor,
  sessionsOverlap,
  studentJoinState,
  studentSessionBadge,
  type SessionTiming,
} from './virtual-classes';

const START = new Date('2026-11-21T09:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const session = (over: Partial<SessionTiming> = {}): SessionTiming => ({
  status: 'scheduled',
  scheduledAt: START,
  durationMinutes: 60,
  ...over,
});

describe('the countdown before a class', () => {
  it('reads in days above 24 hours', () => {
    expect(countdownText(START, minutes(-(24 * 60 + 1)))).toBe('In 1 day(s)');
    expect(countdownText(START, minutes(-(3 * 24 * 60 + 30)))).toBe('In 3 day(s)');
  });

  it('reads in hours and minutes from 24 hours down to one hour', () => {
    expect(countdownText(START, minutes(-24 * 60))).toBe('In 24h 0m');
    expect(countdownText(START, minutes(-125))).toBe('In 2h 5m');
    expect(countdownText(START, minutes(-60))).toBe('In 1h 0m');
  });

  it('reads in minutes under an hour, rounded down', () => {
    expect(countdownText(START, minutes(-59))).toBe('In 59 minutes');
    expect(countdownText(START, new Date(START.getTime() - 9.5 * 60_000))).toBe('In 9 minutes');
  });

  it('has no countdown once the start has passed', () => {
    expect(countdownText(START, START)).toBeNull();
  });
});

describe('the teacher start window', () => {
  it('opens exactly 15 minutes before the scheduled time', () => {
    expect(facultyCanStart(session(), minutes(-15))).toBe(true);
    expect(facultyCanStart(session(), new Date(minutes(-15).getTime() - 1))).toBe(false);
  });

  it('stays open until the session is completed or cancelled', () => {
    expect(facultyCanStart(session(), minutes(600))).toBe(true);
    expect(facultyCanStart(session({ status: 'ongoing' }), minutes(30))).toBe(true);
    expect(facultyCanStart(session({ status: 'completed' }), minutes(30))).toBe(false);
    expect(facultyCanStart(session({ status: 'cancelled' }), minutes(0))).toBe(false);
  });
});

describe('the student join window', () => {
  it('opens exactly 10 minutes before the start', () => {
    expect(studentJoinState(session(), minutes(-10))).toBe('open');
    expect(studentJoinState(session(), new Date(minutes(-10).getTime() - 1))).toBe('notYetOpen');
  });

  it('closes exactly at the start plus the duration', () => {
    expect(studentJoinState(session(), new Date(minutes(60).getTime() - 1))).toBe('open');
    expect(studentJoinState(session(), minutes(60))).toBe('ended');
    expect(studentJoinState(session({ status: 'ongoing' }), minutes(60))).toBe('ended');
  });

  it('is shut for completed and cancelled sessions', () => {
    expect(studentJoinState(session({ status: 'completed' }), minutes(5))).toBe('ended');
    expect(studentJoinState(session({ status: 'cancelled' }), minutes(5))).toBe('cancelled');
  });
});

describe('session labels', () => {
  it('gives the faculty labels of the specification', () => {
    expect(facultySessionLabel(session({ status: 'completed' }), minutes(0))).toBe('completed');
    expect(facultySessionLabel(session({ status: 'cancelled' }), minutes(0))).toBe('cancelled');
    expect(facultySessionLabel(session({ status: 'ongoing' }), minutes(0))).toBe('live');
    expect(facultySessionLabel(session(), minutes(0))).toBe('readyToStart');
    expect(facultySessionLabel(session(), minutes(-1))).toBe('upcoming');
  });

  it('shows students Live Now, Starting Soon or Upcoming', () => {
    expect(studentSessionBadge(session({ status: 'ongoing' }), minutes(-5))).toBe('live');
    expect(studentSessionBadge(session(), minutes(1))).toBe('startingSoon');
    expect(studentSessionBadge(session(), minutes(-1))).toBe('upcoming');
  });
});

describe('double-booking', () => {
  it('finds sessions that share any minute', () => {
    expect(sessionsOverlap(session(), session({ scheduledAt: minutes(59) }))).toBe(true);
    expect(sessionsOverlap(session({ scheduledAt: minutes(-30) }), session())).toBe(true);
  });

  it('lets one class begin when the previous one ends', () => {
    expect(sessionsOverlap(session(), session({ scheduledAt: minutes(60) }))).toBe(false);
    expect(sessionsOverlap(session({ scheduledAt: minutes(-60) }), session())).toBe(false);
  });
});

describe('attendance from participation', () => {
  const held = { scheduledAt: START, startedAt: minutes(2) };

  it('is present when joined within 10 minutes of the start, late after, absent when never', () => {
    expect(attendanceFromJoin(minutes(-5), held)).toBe('present');
    expect(attendanceFromJoin(minutes(12), held)).toBe('present');
    expect(attendanceFromJoin(new Date(minutes(12).getTime() + 1), held)).toBe('late');
    expect(attendanceFromJoin(null, held)).toBe('absent');
  });

  it('counts from the moment a late teacher started the class', () => {
    expect(attendanceFromJoin(minutes(25), { scheduledAt: START, startedAt: minutes(20) })).toBe('present');
  });
});

describe('room names', () => {
  it('join a fixed prefix, the course code and the class id', () => {
    expect(roomNameFor('IT-303', 'abc')).toBe('college-it-303-abc');
  });
});
