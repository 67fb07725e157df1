/**
 * Dates and numbers as people at the college read them, in the chosen language (DESIGN.md decision 10:
 * the college's time zone). English keeps the formats the specification shows; Urdu uses `ur-PK`.
 */
import { intlLocale } from '@contract/locale';
import { currentLocale } from './i18n/current-locale';

const COLLEGE_TIME_ZONE = 'Asia/Karachi';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached `Intl.DateTimeFormat` for the current language; `english` is the locale whose conventions the
 * specification's English texts follow ('en-GB' "23 Nov 2026", 'en-US' "Nov 23, 2026").
 */
export function dateFormat(options: Intl.DateTimeFormatOptions, english = 'en-GB'): Intl.DateTimeFormat {
  const locale = currentLocale();
  const tag = locale === 'en' ? english : intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with the current language's grouping ("12,500"). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = currentLocale();
  const tag = locale === 'en' ? 'en-US' : intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format.format(value);
}

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
    : dateFormat({ dateStyle: 'medium', timeZone: COLLEGE_TIME_ZONE }).format(date);
}

/** A timestamp (ISO-8601, UTC) as a date and time of day in the college's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: COLLEGE_TIME_ZONE }).format(date);
}
