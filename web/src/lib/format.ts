/**
 * Dates and numbers as people at the college read them, in the chosen language (DESIGN.md decision 10:
 * the college's time zone). English keeps the formats the specification shows; Urdu uses `ur-PK`.
 */
import { clockOptions, wallClock } from '@contract/clock';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@contract/college-defaults';
import { intlLocale } from '@contract/locale';
import { currentLocale } from './i18n/current-locale';

let timeZone: string | undefined;

/**
 * The college's time zone (TZ_COLLEGE), in which every date and time is shown: the server writes it into every
 * portal page as <meta name="college-time-zone">; the default where there is none (tests, the dev server).
 */
export function collegeTimeZone(): string {
  timeZone ??=
    (typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="college-time-zone"]')?.content) ||
    DEFAULT_COLLEGE_TIME_ZONE;
  return timeZone;
}

const formatters = new Map<string, unknown>();

/**
 * One `Intl` formatter per kind, language and options, made once (making one is slow on a phone). English uses
 * `english`, the locale whose conventions the specification's texts follow; another language its own locale.
 */
function formatter<F>(kind: string, english: string, options: object, make: (tag: string) => F): F {
  const locale = currentLocale();
  const tag = locale === 'en' ? english : intlLocale(locale);
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make(tag)));
  return format;
}

/**
 * A date formatter for the current language. Every date on every page comes from here, so a language writes
 * its dates one way: English day first ('en-GB': "21 Nov 2026", "21 November 2026"), never month first.
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  formatter('date', 'en-GB', options, (tag) => new Intl.DateTimeFormat(tag, options));

/** A number with the current language's grouping ("12,500"). */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  formatter('number', 'en-US', options, (tag) => new Intl.NumberFormat(tag, options)).format(value);

/** "5 minutes ago", "yesterday" in the current language. */
export const relativeTimeFormat = () =>
  formatter('relative', 'en', {}, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));

/** A timestamp (ISO-8601, UTC) as a date in the college's time zone; a calendar date (YYYY-MM-DD) as is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? value
      : dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : dateFormat({ dateStyle: 'medium', timeZone: collegeTimeZone() }).format(date);
}

/** A month (YYYY-MM) by its name and year in the current language: "November 2026". */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A timestamp (ISO-8601, UTC) as a date and time of day in the college's time zone: "21 Nov 2026, 14:00",
 * "21 نومبر، 2026، 2:00 دوپہر" (the clock as `clockOptions` writes it, never a Latin "PM" on an Urdu page).
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = collegeTimeZone();
  if (currentLocale() === 'en')
    return dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...clockOptions(currentLocale()),
    timeZone,
  }).format(date);
}

/** A moment as a time of day in the college's time zone ("14:50", "2:50 دوپہر"). */
export function formatTime(value: Date): string {
  return dateFormat({ ...clockOptions(currentLocale()), timeZone: collegeTimeZone() }).format(value);
}

/**
 * A timetable's time as the language writes times: '2:00 PM - 3:30 PM' reads "14:00 - 15:30" in English and
 * "2:00 – 3:30 دوپہر" in Urdu, as every other time on the page; text that is not a time or a range of two
 * ('after Zuhr') is shown as written.
 */
export function formatClockTimes(time: string): string {
  const moments = time.split(/\s*[-–]\s*/).map(wallClock);
  if (moments.length > 2 || moments.some((moment) => !moment)) return time;
  const clock = dateFormat({ ...clockOptions(currentLocale()), timeZone: 'UTC' });
  const [start, end] = moments as [Date, Date?];
  if (!end) return clock.format(start);
  return currentLocale() === 'en'
    ? `${clock.format(start)} - ${clock.format(end)}`
    : clock.formatRange(start, end);
}
