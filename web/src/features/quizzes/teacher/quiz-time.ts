/** A quiz's window as the college's clocks read it, and where a quiz stands in it now. */
import { collegeMoment, collegeTimeOfDay, collegeToday } from '@contract/college-clock';
import { collegeTimeZone } from '../../../lib/format';

export type QuizState = 'upcoming' | 'open' | 'closed';

export function quizState(quiz: { opens_at: string; closes_at: string }, now: Date): QuizState {
  if (now.getTime() < Date.parse(quiz.opens_at)) return 'upcoming';
  return now.getTime() < Date.parse(quiz.closes_at) ? 'open' : 'closed';
}

/** A moment as a `datetime-local` value on the college's clocks (a teacher away from Pakistan sets its time). */
export function toCollegeInput(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const zone = collegeTimeZone();
  return `${collegeToday(moment, zone)}T${collegeTimeOfDay(moment, zone)}`;
}

/** A `datetime-local` value read as college time, as an ISO timestamp; anything else as typed (the rules say why). */
export function fromCollegeInput(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  return match ? collegeMoment(match[1]!, match[2]!, collegeTimeZone()).toISOString() : local;
}

/** The next full hour, and a week after it: a new quiz's window until the teacher sets one. */
export function defaultWindow(now: Date): { opens: string; closes: string } {
  const opens = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const closes = new Date(opens.getTime() + 7 * 24 * 3_600_000);
  return { opens: toCollegeInput(opens.toISOString()), closes: toCollegeInput(closes.toISOString()) };
}
