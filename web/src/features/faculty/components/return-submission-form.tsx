import { Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUBMISSION_COMMENT_MAX } from '@contract/rules/submission-loop';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Textarea } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { lazySchema, zodFieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useReturnSubmission } from '../../course-home/api';
import { submissionsKey } from '../api/get-submissions';

const returnSchema = lazySchema(() =>
  import('@contract/submission-loop').then((m) => m.SubmissionReturnInputSchema),
);

/**
 * Returning a submission for resubmission: what to change, and whether a resubmission after the due date counts
 * as late. Behind a button, as most submissions are not returned.
 */
export function ReturnSubmissionForm({
  assignmentId,
  submissionId,
  onReturned,
}: {
  assignmentId: string;
  submissionId: string;
  /** The server's confirmation, for the card to show once this form has gone. */
  onReturned: (message: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const giveBack = useReturnSubmission(submissionId, () =>
    queryClient.invalidateQueries({ queryKey: submissionsKey(assignmentId) }),
  );
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [markLate, setMarkLate] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { comment: `return-${submissionId}-comment`, late: `return-${submissionId}-late` };

  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t('loop.return.open')}
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await returnSchema()).safeParse({ comment, mark_late: markLate });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).comment);
      document.getElementById(ids.comment)?.focus();
      return;
    }
    giveBack.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setOpen(false);
        onReturned(message ?? t('faculty.grading.returnedConfirmation'));
      },
      onError: (e) => {
        setError(isApiError(e) ? e.fieldErrors().comment : undefined);
        setFailure(errorMessage(e, t('loop.return.failed')));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('loop.return.open')}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <Field id={ids.comment} label={t('loop.return.comment')} error={error}>
        <Textarea
          id={ids.comment}
          dir="auto"
          rows={2}
          maxLength={SUBMISSION_COMMENT_MAX}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(undefined);
          }}
          error={error}
          aria-required="true"
        />
      </Field>
      <Checkbox
        id={ids.late}
        label={t('loop.return.markLate')}
        checked={markLate}
        onChange={(e) => setMarkLate(e.currentTarget.checked)}
      />
      <FormFeedback error={failure}>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={giveBack.isPending}>
            {t('loop.return.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {t('loop.return.cancel')}
          </Button>
        </div>
      </FormFeedback>
    </form>
  );
}
