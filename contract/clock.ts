/**
 * How each language writes a time of day, the one rule the portal's pages and the server's sentences share.
 * English keeps the specification's 24-hour clock ("14:00"). Urdu reads a 12-hour clock with its own words
 * for the part of the day ("2:00 دوپہر", "9:00 صبح", "11:59 رات"): ICU's short time style for `ur` writes a
 * Latin "PM" instead, which on a right-to-left line even lands before the digits ("PM 11:59").
 */
import type { Locale } from './locale';

export function clockOptions(locale: Locale): Intl.DateTimeFormatOptions {
  return locale === 'ur'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

// A timetable's time as the college writes it: '09:00', '14:30', '8:30 AM', '2 pm'.
const WALL_CLOCK = /^\s*(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i;

/**
 * A wall-clock time as a timetable writes it ('09:00', '8:30 AM') as a moment to format in UTC; null for text
 * that is not a time ('after Zuhr').
 */
export function wallClock(time: string): Date | null {
  const match = WALL_CLOCK.exec(time);
  if (!match || (match[2] === undefined && match[3] === undefined)) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  return hours < 24 && minutes < 60 ? new Date(Date.UTC(2000, 0, 1, hours, minutes)) : null;
}
