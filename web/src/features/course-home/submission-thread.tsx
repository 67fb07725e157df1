import { MessageSquare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SUBMISSION_COMMENT_MAX } from '@contract/rules/submission-loop';
import type { SubmissionEvent } from '@contract/submission-loop';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Textarea } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { lazySchema, zodFieldErrors } from '../../lib/forms';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useCommentOnSubmission, useSubmissionHistory } from './api';

const commentSchema = lazySchema(() =>
  import('@contract/submission-loop').then((m) => m.SubmissionCommentInputSchema),
);

function EventLine({ event }: { event: SubmissionEvent }) {
  const t = useT();
  const what =
    event.kind === 'graded'
      ? t('loop.event.graded', { marks: event.marks_obtained ?? 0 })
      : t(`loop.event.${event.kind}`);
  const late = event.is_late && event.kind !== 'returned' ? ` · ${t('loop.event.late')}` : '';
  return (
    <li
      className={
        event.kind === 'commented' || event.kind === 'returned'
          ? 'flex flex-col gap-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800'
          : 'flex flex-col gap-1 px-3'
      }
    >
      <p className="text-sm">
        <span className="font-semibold">{what}</span>
        {late}
        <span className="text-slate-600 dark:text-slate-400">
          {' · '}
          {t('loop.event.who', { name: event.actor?.name ?? '—', date: formatDateTime(event.createdAt) })}
        </span>
      </p>
      {event.body && (
        <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
          {event.body}
        </p>
      )}
      {event.kind === 'returned' && event.is_late && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('loop.event.marksLate')}</p>
      )}
    </li>
  );
}

/**
 * A submission's private exchange between its student and the course's teacher: every step in order, and a
 * short comment to send. Shown by a button so that a list of submissions reads only the ones opened.
 */
export function SubmissionThread({ submissionId }: { submissionId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        className="self-start"
        aria-expanded={open}
        aria-controls={`thread-${submissionId}`}
        onClick={() => setOpen((v) => !v)}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {open ? t('loop.thread.hide') : t('loop.thread.show')}
      </Button>
      {open && <ThreadBody submissionId={submissionId} />}
    </div>
  );
}

function ThreadBody({ submissionId }: { submissionId: string }) {
  const t = useT();
  const history = useSubmissionHistory(submissionId);
  const send = useCommentOnSubmission(submissionId);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = `comment-${submissionId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await commentSchema()).safeParse({ comment });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).comment);
      document.getElementById(fieldId)?.focus();
      return;
    }
    send.mutate(parsed.data.comment, {
      onSuccess: () => {
        setComment('');
        setError(undefined);
      },
      onError: (e) => {
        setError(isApiError(e) ? e.fieldErrors().comment : undefined);
        setFailure(errorMessage(e, t('loop.thread.failed')));
      },
    });
  };

  return (
    <section
      id={`thread-${submissionId}`}
      aria-label={t('loop.thread.title')}
      className="flex flex-col gap-3"
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('loop.thread.private')}</p>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadError
          message={errorMessage(history.error, t('loop.thread.loadFailed'))}
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <p className="text-sm">{t('loop.thread.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {history.data.map((event) => (
            <EventLine key={event._id} event={event} />
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <Field id={fieldId} label={t('loop.thread.comment')} error={error}>
          <Textarea
            id={fieldId}
            dir="auto"
            rows={2}
            maxLength={SUBMISSION_COMMENT_MAX}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </Field>
        <FormFeedback error={failure}>
          <Button type="submit" variant="secondary" busy={send.isPending}>
            {t('loop.thread.send')}
          </Button>
        </FormFeedback>
      </form>
    </section>
  );
}
