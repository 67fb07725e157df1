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
  const { year, month } = yearMonthIn(date, timeZone);
  if (month >= 9) return { season: 'Fall', year, semesters: [1, 3, 5, 7] };
  if (month === 1) return { season: 'Fall', year: year - 1, semesters: [1, 3, 5, 7] };
  return { season: 'Spring', year, semesters: [2, 4, 6, 8] };
}
