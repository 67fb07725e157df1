import { COLLEGE_TIME_ZONE } from '../../../lib/format';

/** Today's calendar date (YYYY-MM-DD) at the college (Asia/Karachi), the latest date attendance may be marked. */
const collegeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: COLLEGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function collegeToday(now: Date = new Date()): string {
  return collegeDate.format(now);
}

/**
 * A `datetime-local` value read as college time, as an ISO timestamp with its offset. Pakistan keeps no daylight
 * saving, so the offset is always +05:00.
 */
export function collegeDateTimeToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  return `${local}:00+05:00`;
}
