/**
 * The days a class's attendance may be marked or read for: its offering's term, up to today (issue 34). Apart
 * from attendance.ts because its sentences come from the whole catalogue, which pages of percentages need not load.
 */
import { say, type Said } from '../message-catalogue';
import { termDays, termName, termOf } from '../term';

/** A term's name and its first and last days (YYYY-MM-DD), which bound its offerings' class days. */
export interface TermDays {
  name: string;
  first: string;
  last: string;
}

/**
 * The days attendance is marked or read for (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md): a
 * day of the course
 * offering's term, up to today. What is wrong with `date` (YYYY-MM-DD), or null; `today` is the college's. Without
 * the offering's term (a page that has not read the calendar), the term the default rule gives for today.
 */
export function attendanceDateProblem(date: string, today: string, term?: TermDays): Said | null {
  // Dates compare as text: both are YYYY-MM-DD.
  if (date > today) return say('attendanceFutureDate');
  return outsideTerm(date, term ?? defaultTermOf(today));
}

/** A day (YYYY-MM-DD) outside `term`, named with the term's days; null for a day of the term. */
export function outsideTerm(date: string, term: TermDays): Said | null {
  const { first, last, name } = term;
  if (date < first || date > last) return say('term.dateOutsideTerm', { date, name, first, last });
  return null;
}

function defaultTermOf(today: string): TermDays {
  const term = termOf(today);
  return { ...termDays(term), name: termName(term.season, term.year) };
}
