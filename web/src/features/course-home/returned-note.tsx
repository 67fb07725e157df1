import { Undo2 } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSubmissionHistory } from './api';

/**
 * A returned submission's card keeps what the teacher asked for in view until the student resubmits, on the
 * student's card and the teacher's alike: when, the reason (the latest `returned` step of the submission's
 * history) and whether a late resubmission counts as late. Each side names them in its own words.
 */
export function ReturnedNote({
  submissionId,
  returnedAt,
  returnedOn,
  reasonLabel,
}: {
  submissionId: string;
  returnedAt: string;
  /** "Returned on {date}", as the reader's side says it. */
  returnedOn: (date: string) => string;
  reasonLabel: string;
}) {
  const t = useT();
  const history = useSubmissionHistory(submissionId);
  const latest = history.data?.filter((event) => event.kind === 'returned').at(-1);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="inline-flex items-center gap-2 font-semibold">
        <Undo2 aria-hidden="true" className="size-4 shrink-0" />
        {returnedOn(formatDateTime(latest?.createdAt ?? returnedAt))}
      </p>
      {latest?.body && (
        <p className="whitespace-pre-wrap break-words">
          <span className="font-medium">{reasonLabel} </span>
          <bdi dir="auto">{latest.body}</bdi>
        </p>
      )}
      {latest?.is_late && <p className="text-slate-700 dark:text-slate-300">{t('loop.event.marksLate')}</p>}
      {history.isError && <p className="text-slate-700 dark:text-slate-300">{t('loop.thread.loadFailed')}</p>}
    </div>
  );
}
