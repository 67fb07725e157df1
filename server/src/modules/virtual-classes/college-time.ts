/** Moments on the college's clocks (contract/college-clock.ts), and how the server writes them in messages. */
export { collegeMoment, collegeTimeOfDay, collegeToday } from '../../../../contract/college-clock';

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
