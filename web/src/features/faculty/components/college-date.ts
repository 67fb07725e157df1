import { collegeMoment, collegeToday as todayIn, offsetMinutes } from '@contract/college-clock';
import { collegeTimeZone } from '../../../lib/format';

/** Today's calendar date (YYYY-MM-DD) at the college, the latest date attendance may be marked. */
export function collegeToday(now: Date = new Date()): string {
  return todayIn(now, collegeTimeZone());
}

/**
 * A `datetime-local` value read as college time, as an ISO timestamp with the college's offset at that moment
 * (Pakistan keeps no daylight saving, but TZ_COLLEGE may name a zone that does).
 */
export function collegeDateTimeToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!match) return local;
  const timeZone = collegeTimeZone();
  const offset = offsetMinutes(collegeMoment(match[1]!, match[2]!, timeZone), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}:00${sign}${hours}:${minutes}`;
}
