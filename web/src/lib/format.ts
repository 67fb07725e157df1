/** Dates as people at the college read them (DESIGN.md decision 10: the college's time zone). */
const COLLEGE_TIME_ZONE = 'Asia/Karachi';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: COLLEGE_TIME_ZONE });
const calendarFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A timestamp (ISO-8601, UTC) as a date in the college's time zone; a calendar date (YYYY-MM-DD) as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : calendarFormat.format(date);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

const dateAndTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COLLEGE_TIME_ZONE,
});

/** A timestamp (ISO-8601, UTC) as a date and time of day in the college's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateAndTimeFormat.format(date);
}
