/**
 * More time or another attempt for one student (PUT /api/quizzes/:id/allowances/:studentId). The values
 * replace what the student was given before; an open attempt takes its new deadline at once.
 */
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import type { Quiz } from '../api/teacher-quizzes';
import { useGiveAllowance, type QuizAttemptRow } from '../api/teacher-results';
import {
  fieldErrorsOn,
  missingReason,
  needsReason,
  reasonOf,
  ReasonField,
  useClosedTerm,
} from './closed-term';
import type { QuizArea } from './quiz-frame';

const loadSchema = lazySchema(() => import('@contract/quizzes').then((m) => m.QuizAllowanceSchema));

export function AllowanceDialog({
  area,
  closed,
  quiz,
  student,
  given,
  onClose,
}: {
  area: QuizArea;
  /** The offering's term when closed: an admin's allowance is then a correction, with its reason. */
  closed: ReturnType<typeof useClosedTerm>;
  quiz: Quiz;
  student: QuizAttemptRow['student'];
  /** What the student was given before, when known (the values replace it). */
  given?: { extra_minutes: number; extra_attempts: number };
  onClose: () => void;
}) {
  const t = useT();
  const give = useGiveAllowance(quiz._id);
  const [minutes, setMinutes] = useState(String(given?.extra_minutes ?? 0));
  const [attempts, setAttempts] = useState(String(given?.extra_attempts ?? 0));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const asking = needsReason(area, closed);
  const shown = ['extra_minutes', 'extra_attempts', ...(asking ? ['reason'] : [])];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = await loadSchema();
    const body = { extra_minutes: Number(minutes || 0), extra_attempts: Number(attempts || 0) };
    const checked = schema.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    const lacking = asking ? missingReason(closed, reason) : undefined;
    if (lacking) return setErrors({ reason: lacking });
    setErrors({});
    give.mutate(
      { studentId: student._id, ...body, ...reasonOf(reason) },
      // A refusal about the whole allowance (a closed term's 409) is said below, not lost on a hidden field.
      { onError: (error) => setErrors(fieldErrorsOn(error, shown)) },
    );
  };

  return (
    <Dialog
      open
      title={t('quizSet.allowance.title', { name: student.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {give.data ? t('quizSet.close') : t('common.cancel')}
          </Button>
          <Button type="submit" form="quiz-allowance" busy={give.isPending}>
            {t('quizSet.allowance.save')}
          </Button>
        </>
      }
    >
      <form
        id="quiz-allowance"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('quizSet.allowance.body')}</p>
        <Field id="extra_minutes" label={t('quizSet.allowance.minutes')} error={errors.extra_minutes}>
          <Input
            id="extra_minutes"
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            value={minutes}
            error={errors.extra_minutes}
            onChange={(event) => setMinutes(event.currentTarget.value)}
          />
        </Field>
        <Field id="extra_attempts" label={t('quizSet.allowance.attempts')} error={errors.extra_attempts}>
          <Input
            id="extra_attempts"
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            value={attempts}
            error={errors.extra_attempts}
            onChange={(event) => setAttempts(event.currentTarget.value)}
          />
        </Field>
        {asking && (
          <ReasonField
            id="reason"
            value={reason}
            error={errors.reason}
            onChange={(value) => setReason(value)}
          />
        )}
        {give.data && (
          <Alert tone="success">
            {give.data.deadline
              ? t('quizSet.allowance.savedDeadline', { deadline: formatDateTime(give.data.deadline) })
              : t('quizSet.allowance.saved')}
          </Alert>
        )}
        {give.error && !Object.keys(errors).length && (
          <Alert>{errorMessage(give.error, t('quizSet.allowance.failed'))}</Alert>
        )}
      </form>
    </Dialog>
  );
}
