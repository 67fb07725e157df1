import { useState, type FormEvent } from 'react';
import type { FacultySubmission } from '@contract/faculty';
import { MESSAGES } from '@contract/messages';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useGradeSubmission } from '../api/grade-submission';

const gradeSubmissionInputSchema = lazySchema(() =>
  import('@contract/faculty').then((m) => m.GradeSubmissionInputSchema),
);

/**
 * Marks (0 to the assignment's total) and optional feedback. The contract's schema checks the lower bound;
 * the total is this assignment's, so it is checked here and again on the server.
 */
export function GradeForm({
  assignmentId,
  totalMarks,
  submission,
}: {
  assignmentId: string;
  totalMarks: number;
  submission: FacultySubmission;
}) {
  const t = useT();
  const grade = useGradeSubmission(assignmentId, submission._id);
  const prefix = `grade-${submission._id}`;
  const ids = { marks: `${prefix}-marks`, feedback: `${prefix}-feedback` };
  const [marks, setMarks] = useState(submission.grade ? String(submission.grade.marks_obtained) : '');
  const [feedback, setFeedback] = useState(submission.grade?.feedback ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const fieldErrors: FieldErrors = {};
    const parsed = (await gradeSubmissionInputSchema()).safeParse({
      marks_obtained: marks.trim() === '' ? undefined : marks,
      feedback,
    });
    if (!parsed.success) Object.assign(fieldErrors, zodFieldErrors(parsed.error));
    else if (parsed.data.marks_obtained > totalMarks) fieldErrors.marks_obtained = MESSAGES.marksAboveTotal;
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstError([ids.marks, ids.feedback], {
        [ids.marks]: fieldErrors.marks_obtained ?? '',
        [ids.feedback]: fieldErrors.feedback ?? '',
      });
      return;
    }
    grade.mutate(
      { marks_obtained: parsed.data.marks_obtained, feedback: parsed.data.feedback || undefined },
      {
        onSuccess: ({ message }) => {
          setErrors({});
          setSuccess(message ?? t('faculty.grading.graded'));
        },
        onError: (error) => {
          const serverErrors = isApiError(error) ? error.fieldErrors() : {};
          setErrors(serverErrors);
          setFailure(errorMessage(error, t('faculty.grading.failed')));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('faculty.grading.formOf', { name: submission.student.name })}
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800"
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field
          id={ids.marks}
          label={t('faculty.grading.marks', { total: totalMarks })}
          error={errors.marks_obtained}
        >
          <Input
            id={ids.marks}
            type="number"
            inputMode="decimal"
            min={0}
            max={totalMarks}
            step="any"
            value={marks}
            onChange={(e) => {
              setMarks(e.target.value);
              setErrors(({ marks_obtained: _removed, ...rest }) => rest);
            }}
            error={errors.marks_obtained}
            aria-required="true"
          />
        </Field>
        <Field id={ids.feedback} label={t('faculty.grading.feedback')} error={errors.feedback}>
          <Textarea
            id={ids.feedback}
            rows={2}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            error={errors.feedback}
          />
        </Field>
      </div>
      <FormFeedback success={success} error={failure}>
        <Button type="submit" busy={grade.isPending}>
          {submission.grade ? t('faculty.grading.regrade') : t('faculty.grading.submit')}
        </Button>
      </FormFeedback>
    </form>
  );
}
