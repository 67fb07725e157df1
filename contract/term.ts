import type { TermSeason, TermStatus } from './enums';

/**
 * The academic term a date falls in. Fall (September to January) teaches the odd semesters 1, 3, 5, 7;
 * Spring (February to August) the even ones.
 */
export interface Term {
  season: 'Fall' | 'Spring';
  year: number;
  semesters: number[];
}

/** Year and month of a moment in the college's time zone. */
function yearMonthIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
}

export function currentTerm(date: Date, timeZone: string): Term {
  return termOfMonth(yearMonthIn(date, timeZone));
}

/** The term a day (YYYY-MM-DD) falls in. */
export function termOf(day: string): Term {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return termOfMonth({ year, month });
}

function termOfMonth({ year, month }: { year: number; month: number }): Term {
  if (month >= 9) return { season: 'Fall', year, semesters: [1, 3, 5, 7] };
  if (month === 1) return { season: 'Fall', year: year - 1, semesters: [1, 3, 5, 7] };
  return { season: 'Spring', year, semesters: [2, 4, 6, 8] };
}

/** The term's first and last days (YYYY-MM-DD): 1 September to 31 January, or 1 February to 31 August. */
export function termDays(term: Term): { first: string; last: string } {
  return term.season === 'Fall'
    ? { first: `${term.year}-09-01`, last: `${term.year + 1}-01-31` }
    : { first: `${term.year}-02-01`, last: `${term.year}-08-31` };
}

/** The semesters a season teaches: Fall the odd ones, Spring the even ones; a Summer term only repeats. */
export function semestersOf(season: TermSeason): number[] {
  if (season === 'Fall') return [1, 3, 5, 7];
  if (season === 'Spring') return [2, 4, 6, 8];
  return [];
}

/**
 * A new term's dates unless the admin gives others: Fall 1 September - 31 January, Spring 1 February -
 * 31 August, Summer 1 June - 31 August (the admin shortens Spring to make room for it).
 */
export function defaultTermDays(season: TermSeason, year: number): { first: string; last: string } {
  if (season === 'Summer') return { first: `${year}-06-01`, last: `${year}-08-31` };
  return termDays({ season, year, semesters: semestersOf(season) });
}

export const termName = (season: TermSeason, year: number) => `${season} ${year}`;

/** A term's state on `today` (YYYY-MM-DD): closed once closed, otherwise by its first and last days. */
export function termStatus(
  term: { starts_on: string; ends_on: string; closed: boolean },
  today: string,
): TermStatus {
  if (term.closed) return 'closed';
  if (today < term.starts_on) return 'upcoming';
  if (today > term.ends_on) return 'ended';
  return 'current';
}
