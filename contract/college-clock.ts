/**
 * Moments read and written on the college's clocks (TZ_COLLEGE): forms send local dates and times, "today" is
 * the college's. One implementation for the server and the web client; no Zod, so the web's pages can import it.
 */

const MINUTE_MS = 60_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour and minute on the zone's clock at a moment. */
function wallClock(moment: Date, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
}

/** Today's date (YYYY-MM-DD) in the college's time zone. */
export function collegeToday(now: Date, timeZone: string): string {
  const { year, month, day } = wallClock(now, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The time of day (HH:MM) a moment reads on the college's clocks. */
export function collegeTimeOfDay(moment: Date, timeZone: string): string {
  const { hour, minute } = wallClock(moment, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Minutes the zone's clock is ahead of UTC at a moment (+300 in Pakistan). */
export function offsetMinutes(moment: Date, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClock(moment, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round((asUtc - Math.floor(moment.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The moment a local day (YYYY-MM-DD) reads `hh:mm` on the college's clocks. */
export function collegeMoment(day: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, date, hours, minutes);
  // Twice, so that a zone whose offset changes near the moment still lands on the right side of it.
  const first = guess - offsetMinutes(new Date(guess), timeZone) * MINUTE_MS;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * MINUTE_MS);
}
