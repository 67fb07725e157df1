import { Link } from 'react-router';
import { orderDueNext, dueNextGroup } from '@contract/rules/due-next';
import type { DueQuiz } from '@contract/student';
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

const GROUP_TONE = {
  returned: 'orange',
  overdue: 'red',
  dueSoon: 'blue',
  awaitingGrade: 'slate',
  graded: 'green',
  closed: 'slate',
} as const;

/** An open quiz as an item of Due next: due at its close, not submitted (the dashboard lists no other). */
const quizItem = (quiz: DueQuiz) => ({
  kind: 'quiz' as const,
  _id: quiz._id,
  title: quiz.title,
  code: quiz.course.code,
  courseId: quiz.course._id,
  due_date: quiz.closes_at,
  started: quiz.started,
  submission: null,
});

/**
 * The dashboard's lead: the student's assignments and open quizzes (from the dashboard's figures) in the order
 * of contract/rules/due-next.ts, the first few.
 */
export function DueNextCard({ quizzes = [] }: { quizzes?: readonly DueQuiz[] }) {
  const t = useT();
  const assignments = useMyAssignments();
  const now = new Date();
  const items = assignments.data
    ? [
        ...assignments.data.map((a) => ({ ...a, kind: 'assignment' as const, code: a.course_id.code })),
        ...quizzes.map(quizItem),
      ]
    : [];
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
      ) : items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.dueNext.none')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {orderDueNext(items, now)
            .slice(0, DUE_NEXT_SHOWN)
            .map((a) => {
              const group = dueNextGroup(a, now);
              return (
                <li
                  key={`${a.kind}:${a._id}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <div className="min-w-0">
                    <p dir="auto" className="break-words font-semibold">
                      {a.kind === 'quiz' ? (
                        <Link
                          to={paths.student.course(a.courseId)}
                          className="text-blue-700 hover:underline dark:text-blue-300"
                        >
                          {a.title}
                        </Link>
                      ) : (
                        a.title
                      )}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <bdi dir="ltr">{a.code}</bdi>
                      {' · '}
                      {a.kind === 'quiz'
                        ? t('student.dueNext.quizCloses', { date: formatDateTime(a.due_date) })
                        : t('student.dueNext.due', { date: formatDateTime(a.due_date) })}
                    </p>
                  </div>
                  {a.kind === 'quiz' ? (
                    <span className={cn(badgeClass, badgeTone[a.started ? 'orange' : 'blue'])}>
                      {t(a.started ? 'student.dueNext.quizStarted' : 'student.dueNext.quizOpen')}
                    </span>
                  ) : (
                    <span className={cn(badgeClass, badgeTone[GROUP_TONE[group]])}>
                      {t(`student.dueNext.group.${group}`)}
                    </span>
                  )}
                </li>
              );
            })}
        </ol>
      )}
    </Card>
  );
}
