import { Link } from 'react-router';
import { orderDueNext, dueNextGroup } from '@contract/rules/due-next';
import { paths } from '../../../app/paths';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { badgeClass, badgeTone } from '../../../components/tones';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useMyAssignments } from '../api/get-assignments';

/** How many assignments the dashboard shows; the rest are on My Assignments, in the same order. */
export const DUE_NEXT_SHOWN = 5;

const GROUP_TONE = { dueSoon: 'blue', late: 'red', awaitingGrade: 'slate', graded: 'green' } as const;

/** The dashboard's lead: the student's assignments in the order of contract/rules/due-next.ts, the first few. */
export function DueNextCard() {
  const t = useT();
  const assignments = useMyAssignments();
  const now = new Date();
  return (
    <Card role="region" aria-labelledby="due-next" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="due-next" className="text-lg font-semibold">
          {t('student.dueNext.title')}
        </h2>
        <Link
          to={paths.student.assignments}
          className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          {t('student.dueNext.all')}
        </Link>
      </div>
      {assignments.isPending ? (
        <Loading />
      ) : assignments.isError ? (
        <LoadError
          message={errorMessage(assignments.error, t('student.assignments.loadFailed'))}
          error={assignments.error}
          retrying={assignments.isFetching}
          onRetry={() => void assignments.refetch()}
        />
      ) : assignments.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.dueNext.none')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {orderDueNext(assignments.data, now)
            .slice(0, DUE_NEXT_SHOWN)
            .map((a) => {
              const group = dueNextGroup(a, now);
              return (
                <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p dir="auto" className="break-words font-semibold">
                      {a.title}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <bdi dir="ltr">{a.course_id.code}</bdi>
                      {' · '}
                      {t('student.dueNext.due', { date: formatDateTime(a.due_date) })}
                    </p>
                  </div>
                  <span className={cn(badgeClass, badgeTone[GROUP_TONE[group]])}>
                    {t(`student.dueNext.group.${group}`)}
                  </span>
                </li>
              );
            })}
        </ol>
      )}
    </Card>
  );
}
