import { Undo2 } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSubmissionHistory } from '../../course-home/api';

/**
 * On a returned assignment's card: when it was returned and the teacher's reason, read from the submission's
 * history (the reason is the latest `returned` step's comment), so the student sees what to change without
 * opening "Comments and history".
 */
export function ReturnedReason({ submissionId, returnedAt }: { submissionId: string; returnedAt: string }) {
  const t = useT();
  const history = useSubmissionHistory(submissionId);
  const latest = history.data?.filter((event) => event.kind === 'returned').at(-1);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="inline-flex items-center gap-2 font-semibold">
        <Undo2 aria-hidden="true" className="size-4 shrink-0" />
        {t('student.assignments.returnedBy', { date: formatDateTime(latest?.createdAt ?? returnedAt) })}
      </p>
      {latest?.body && (
        <p className="whitespace-pre-wrap break-words">
          <span className="font-medium">{t('student.assignments.returnReason')} </span>
          <bdi dir="auto">{latest.body}</bdi>
        </p>
      )}
      {latest?.is_late && <p className="text-slate-700 dark:text-slate-300">{t('loop.event.marksLate')}</p>}
      {history.isError && <p className="text-slate-700 dark:text-slate-300">{t('loop.thread.loadFailed')}</p>}
    </div>
  );
}
