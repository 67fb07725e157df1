/**
 * Which results count (docs/decisions/0013-results-count-once.md). A student takes a course once per attempt,
 * and has at most one result per exam of an attempt (the database's `grades_one_per_attempt`). When a later
 * attempt has its final result, the earlier attempts' results are "repeated": they stay on the grades page and
 * the transcript, marked, and count in no GPA, credit total or report. Every reader of results asks this one
 * question, so the grades page, the dashboard, the teacher's students list, the transcript and the admin
 * reports always agree.
 */
import { say } from '../../../../contract/message-catalogue';
import { sql, type SQL } from 'drizzle-orm';
import type { FieldError } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import { badRequest, fieldError } from '../../lib/http-error';

/**
 * True for a result that a later attempt's final replaced, in this term's offering or a later one of the same
 * catalogue course. `alias` is the name the query gives the grades table (`grades` when it is not aliased);
 * the lookup reads the `grades_one_per_attempt` index.
 */
export function replacedByLaterAttempt(alias = 'grades'): SQL<boolean> {
  const g = sql.raw(`"${alias}"`);
  return sql<boolean>`exists (select 1 from grades later
     where later.student_id = ${g}.student_id and later.catalogue_course_id = ${g}.catalogue_course_id
       and later.exam_type = 'final' and later.attempt > ${g}.attempt)`;
}

/** A final result that counts: in the CGPA, the SGPA of its semester, credit totals and reports. */
export function countedFinal(alias = 'grades'): SQL {
  const g = sql.raw(`"${alias}"`);
  return sql`(${g}.exam_type = 'final' and not ${replacedByLaterAttempt(alias)})`;
}

/** A student's enrolment in the course (null when not enrolled) and results in it, as `attemptsOf` reads them. */
export interface AttemptHistory {
  enrolledAt: Date | null;
  results: readonly { attempt: number; examType: string; createdAt: Date }[];
}

/**
 * The attempt each entry's result belongs to. An attempt given is accepted up to the one after the latest
 * attempt with a final result (a repeat follows a final; earlier attempts may be corrected). Left out, it is
 * the student's current attempt: the latest with any result (1 when none), or the next one when the student
 * was enrolled in the course again after that attempt's final result was entered. Refuses the whole request,
 * naming each entry, when an attempt cannot be entered yet.
 */
export function attemptsOf(
  entries: readonly { student_id: string; attempt?: number }[],
  history: ReadonlyMap<string, AttemptHistory>,
  field: (index: number) => string,
): number[] {
  const errors: FieldError[] = [];
  const attempts = entries.map((entry, i) => {
    const { enrolledAt: since = null, results: own = [] } = history.get(entry.student_id) ?? {};
    const finals = own.filter((r) => r.examType === 'final');
    const latestFinal = Math.max(0, ...finals.map((r) => r.attempt));
    if (entry.attempt !== undefined) {
      if (entry.attempt > latestFinal + 1) errors.push({ field: field(i), message: MESSAGES.attemptNotOpen });
      return entry.attempt;
    }
    const current = Math.max(1, ...own.map((r) => r.attempt));
    const finalOfCurrent = finals.find((r) => r.attempt === current);
    const enrolledAgain = !!finalOfCurrent && !!since && since > finalOfCurrent.createdAt;
    return enrolledAgain ? current + 1 : current;
  });
  if (errors.length) throw badRequest(MESSAGES.attemptNotOpen, errors);
  return attempts;
}

/**
 * A result's semester is its course's: a request may leave it out or repeat it (the grade-entry form of the
 * specification sends one), and any other is refused (400, naming `semester`) rather than silently replaced.
 */
export function refuseOtherSemester(given: number | undefined, course: { semester: number }) {
  if (given !== undefined && given !== course.semester) {
    throw fieldError('semester', say('resultSemesterIsCourses', { n: course.semester }));
  }
}
