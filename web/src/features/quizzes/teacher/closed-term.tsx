/**
 * A closed term's quizzes (issue 34 item 5): read-only for its teacher (the server answers 409, and the page
 * says so), corrected by an admin who gives a reason, kept in the audit entry. The reason's field shows, and is
 * required, only for an admin and only when the offering's term is closed.
 */
import type { Term, TermRef } from '@contract/terms';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { termSaid } from '../../../lib/term-said';
import { useTermOf } from '../../../lib/terms';
import type { QuizArea } from './quiz-frame';

/** The offering's term when it is closed; null when it is open or while the calendar loads. */
export function useClosedTerm(term: TermRef | undefined): Term | null {
  const found = useTermOf(term?._id);
  return found?.closed_at ? found : null;
}

/** Whether a write in this term needs the admin's reason: an admin's correction of a closed term. */
export const needsReason = (area: QuizArea, closed: Term | null) => area === 'admin' && closed !== null;

/** What the page says above a closed term's quizzes: read-only for the teacher, corrections for the admin. */
export function ClosedTermNotice({ area, term }: { area: QuizArea; term: Term | null }) {
  const t = useT();
  if (!term) return null;
  return (
    <Alert tone="info">
      {t(area === 'admin' ? 'quizSet.closedTerm.admin' : 'quizSet.closedTerm.teacher', { name: term.name })}
    </Alert>
  );
}

/** The reason's error before anything is sent: the server's own sentence for a correction without one. */
export const missingReason = (term: Term | null, reason: string) =>
  term && !reason.trim() ? termSaid('term.correctionNeedsReason', { name: term.name }) : undefined;

/** The reason as the body or query carries it: only when given. */
export const reasonOf = (reason: string) => (reason.trim() ? { reason: reason.trim() } : {});

/**
 * The message of a refused write that the form has no field for (a closed term's 409 names `course_id`): the
 * page shows it in words instead of leaving the button doing nothing.
 */
export function fieldErrorsOn(error: unknown, shown: readonly string[]): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = error.fieldErrors();
  return Object.fromEntries(Object.entries(fields).filter(([field]) => shown.includes(field)));
}

export function ReasonField({
  id,
  value,
  error,
  onChange,
  className,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <Field id={id} label={t('quizSet.field.reason')} error={error} className={className}>
      <Textarea
        id={id}
        dir="auto"
        rows={2}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}
