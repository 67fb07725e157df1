import { collegeTimeZone } from '../../../lib/format';

/** Today's calendar date (YYYY-MM-DD) at the college, the latest date attendance may be marked. */
export function collegeToday(now: Date = new Date()): string {
  return wallClock(now).slice(0, 3).join('-');
}

/**
 * A `datetime-local` value read as college time, as an ISO timestamp with the college's offset at that moment
 * (Pakistan keeps no daylight saving, but TZ_COLLEGE may name a zone that does).
 */
export function collegeDateTimeToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const wall = utcOf(match.slice(1));
  // The offset at the wall time read as UTC, then at the instant that gives: right on both sides of a change.
  let offset = offsetMinutes(new Date(wall));
  offset = offsetMinutes(new Date(wall - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}:00${sign}${hours}:${minutes}`;
}

let clock: Intl.DateTimeFormat | undefined;

/** Year, month, day, hour and minute (zero-padded) on the college's clock at `instant`. */
function wallClock(instant: Date): string[] {
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: collegeTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, p.value]));
  return [part.year, part.month, part.day, part.hour, part.minute].map(String);
}

/** A wall time (year, month, day, hour, minute) read as if it were UTC, in milliseconds. */
const utcOf = (wall: string[]) => {
  const [year, month, day, hour, minute] = wall.map(Number);
  return Date.UTC(year!, month! - 1, day, hour, minute);
};

/** How far the college's clock is ahead of UTC at `instant`, in minutes. */
const offsetMinutes = (instant: Date) => Math.round((utcOf(wallClock(instant)) - instant.getTime()) / 60_000);
