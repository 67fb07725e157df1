import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { useCourseQuizzes, type Quiz } from '../api/student-quizzes';
import { bestAttempt, quizState } from './quiz-state';

/** The quizzes of a student's course on its page: when each is open, its time and attempts, the score. */
export function CourseQuizzesCard({ courseId }: { courseId: string }) {
  const t = useT();
  const quizzes = useCourseQuizzes(courseId);
  return (
    <Card role="region" aria-labelledby="course-quizzes" className="flex flex-col gap-4">
      <h2 id="course-quizzes" className="text-lg font-semibold">
        {t('quizTake.quizzes')}
      </h2>
      {quizzes.isPending ? (
        <Loading />
      ) : quizzes.isError ? (
        <LoadError
          message={errorMessage(quizzes.error, t('quizTake.listFailed'))}
          error={quizzes.error}
          retrying={quizzes.isFetching}
          onRetry={() => void quizzes.refetch()}
        />
      ) : quizzes.data.quizzes.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('quizTake.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {quizzes.data.quizzes.map((quiz) => (
            <QuizRow key={quiz._id} quiz={quiz} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const STATE_LABEL: Record<string, TranslationKey> = {
  upcoming: 'quizTake.state.upcoming',
  open: 'quizTake.state.open',
  inProgress: 'quizTake.state.inProgress',
  closed: 'quizTake.state.closed',
};

function QuizRow({ quiz }: { quiz: Quiz }) {
  const t = useT();
  const now = useNow(30_000).getTime();
  const state = quizState(quiz, now);
  const best = bestAttempt(quiz);
  const shown = state.kind === 'open' && state.openAttempt ? 'inProgress' : state.kind;
  const action =
    state.kind === 'open' && state.openAttempt
      ? t('quizTake.resume')
      : state.kind === 'open' && state.attemptsLeft > 0
        ? t('quizTake.start')
        : best
          ? t('quizTake.seeResult')
          : undefined;
  const details = [
    t('quizTake.window', { opens: formatDateTime(quiz.opens_at), closes: formatDateTime(quiz.closes_at) }),
    quiz.time_limit_minutes === null
      ? t('quizTake.noTimeLimit')
      : t('quizTake.minutes', { n: quiz.time_limit_minutes }),
    t('quizTake.attemptsLeftN', { n: quiz.attempts_left ?? 0 }),
  ];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p dir="auto" className="font-semibold break-words">
          {quiz.title}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{details.join(' · ')}</p>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-medium">{t(STATE_LABEL[shown]!)}</span>
          {best && (
            <span>
              {t(quiz.attempts_allowed > 1 ? 'quizTake.bestScore' : 'quizTake.score', {
                // One left-to-right figure, "3.5 / 4", in either language.
                score: `${formatNumber(best.score ?? 0)} / ${formatNumber(best.total)}`,
              })}
            </span>
          )}
        </p>
      </div>
      {action && (
        <Link
          to={paths.student.quiz(quiz._id)}
          className={buttonClass(action === t('quizTake.seeResult') ? 'secondary' : 'primary')}
        >
          {action}
          <span className="sr-only">
            {': '}
            {quiz.title}
          </span>
        </Link>
      )}
    </li>
  );
}
