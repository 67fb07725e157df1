/** Moments read and written on the college's clocks (TZ_COLLEGE): forms send local dates and times. */
import { collegeToday } from '../faculty/commands';

export { collegeToday };

const MINUTE_MS = 60_000;

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });

/** Minutes the zone's clock is ahead of UTC at a moment (+300 in Pakistan). */
function offsetMinutes(moment: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((asUtc - Math.floor(moment.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The moment a local day (YYYY-MM-DD) reads `hh:mm` on the college's clocks. */
export function collegeMoment(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, date, hours, minutes);
  // Twice, so that a zone whose offset changes near the moment still lands on the right side of it.
  const first = guess - offsetMinutes(new Date(guess), timeZone) * MINUTE_MS;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * MINUTE_MS);
}

/** "Sat 21 Nov, 14:00-15:30" on the college's clocks. */
export function formatSessionTime(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(start);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${clock.format(start)}-${clock.format(end)}`;
}
