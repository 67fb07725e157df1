/**
 * A course's quizzes for its teacher or an admin (issue 37): each with its window, where it stands (upcoming,
 * open, closed) and how many attempts it has; set a new one, change, duplicate into another course or term,
 * delete one nobody has attempted, and open its results.
 */
import { BarChart3, Copy, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { useTermOf } from '../../../lib/terms';
import {
  useCopyQuiz,
  useCopyTargets,
  useCourseQuizzes,
  useDeleteQuiz,
  useQuizCourse,
  type Quiz,
} from '../api/teacher-quizzes';
import {
  ClosedTermNotice,
  missingReason,
  needsReason,
  reasonOf,
  ReasonField,
  useClosedTerm,
} from './closed-term';
import { courseHome, QuizFrame, type QuizArea } from './quiz-frame';
import { quizState, type QuizState } from './quiz-time';

const STATE_TONES: Record<QuizState, string> = {
  upcoming: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  open: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export default function QuizListPage({ area }: { area: QuizArea }) {
  const t = useT();
  const { id = '' } = useParams();
  const location = useLocation();
  const course = useQuizCourse(id);
  const quizzes = useCourseQuizzes(id);
  const closed = useClosedTerm(course.data?.term);
  const now = useNow(60_000);
  const [notice, setNotice] = useState<string | null>(
    () => (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [copying, setCopying] = useState<Quiz | null>(null);
  const [deleting, setDeleting] = useState<Quiz | null>(null);
  const pages = paths[area].quizzes;

  const back = (
    <Link to={courseHome(area, id)} className={buttonClass('secondary')}>
      {t('quizSet.backToCourse')}
    </Link>
  );
  const failed = course.error ?? quizzes.error;
  if (failed || !course.data || !quizzes.data) {
    const retry = course.error ? course : quizzes;
    return (
      <QuizFrame area={area} title={t('quizSet.list.title')} actions={back}>
        {failed ? (
          <LoadError
            message={errorMessage(failed, t('quizSet.loadFailed'))}
            error={failed}
            retrying={retry.isFetching}
            onRetry={() => void retry.refetch()}
          />
        ) : (
          <Loading />
        )}
      </QuizFrame>
    );
  }

  return (
    <QuizFrame
      area={area}
      title={t('quizSet.list.titleOf', { course: course.data.name })}
      titleWritten
      subtitle={
        <>
          <bdi dir="ltr">{course.data.code}</bdi> · <bdi>{course.data.term.name}</bdi>
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {back}
          <Link to={pages.create(id)} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('quizSet.list.new')}
          </Link>
        </div>
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      <ClosedTermNotice area={area} term={closed} />
      {quizzes.data.length === 0 ? (
        <EmptyState icon={ListChecks}>
          <p className="font-semibold">{t('quizSet.list.empty')}</p>
          <p className="text-sm">{t('quizSet.list.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {quizzes.data.map((quiz) => {
            const state = quizState(quiz, now);
            const attempts = quiz.attempt_count ?? 0;
            return (
              <li key={quiz._id}>
                <Card
                  role="region"
                  aria-labelledby={`quiz-${quiz._id}`}
                  className="flex h-full flex-col gap-3 p-4 sm:p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2
                      id={`quiz-${quiz._id}`}
                      dir="auto"
                      className="min-w-0 text-lg font-semibold break-words"
                    >
                      {quiz.title}
                    </h2>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[state]}`}
                    >
                      {t(`quizSet.state.${state}`)}
                    </span>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <div>
                      <dt className="text-slate-600 dark:text-slate-400">{t('quizSet.field.opensAt')}</dt>
                      <dd>{formatDateTime(quiz.opens_at)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600 dark:text-slate-400">{t('quizSet.field.closesAt')}</dt>
                      <dd>{formatDateTime(quiz.closes_at)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600 dark:text-slate-400">{t('quizSet.list.questions')}</dt>
                      <dd>
                        {t('quizSet.list.questionsMarks', {
                          n: quiz.question_count,
                          marks: formatNumber(quiz.total_marks),
                        })}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600 dark:text-slate-400">{t('quizSet.list.attempts')}</dt>
                      <dd>{formatNumber(attempts)}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="sr-only">{t('quizSet.field.timeLimit')}</dt>
                      <dd className="text-slate-700 dark:text-slate-300">
                        {quiz.time_limit_minutes === null
                          ? t('quizSet.list.noTimeLimit')
                          : t('quizSet.list.timeLimit', { n: quiz.time_limit_minutes })}
                        {' · '}
                        {t('quizSet.list.attemptsAllowed', { n: quiz.attempts_allowed })}
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Link
                      to={pages.edit(quiz._id)}
                      className={buttonClass('secondary')}
                      aria-label={t('quizSet.list.editOf', { title: quiz.title })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {attempts > 0 ? t('quizSet.list.editKey') : t('quizSet.list.edit')}
                    </Link>
                    <Link
                      to={pages.results(quiz._id)}
                      className={buttonClass('secondary')}
                      aria-label={t('quizSet.list.resultsOf', { title: quiz.title })}
                    >
                      <BarChart3 aria-hidden="true" className="size-4" />
                      {t('quizSet.list.results')}
                    </Link>
                    <Button
                      variant="secondary"
                      aria-label={t('quizSet.list.copyOf', { title: quiz.title })}
                      onClick={() => setCopying(quiz)}
                    >
                      <Copy aria-hidden="true" className="size-4" />
                      {t('quizSet.list.copy')}
                    </Button>
                    {attempts === 0 && (
                      <Button
                        variant="ghost"
                        className="text-red-700 dark:text-red-300"
                        aria-label={t('quizSet.list.deleteOf', { title: quiz.title })}
                        onClick={() => setDeleting(quiz)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('quizSet.list.delete')}
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {copying && (
        <CopyDialog
          area={area}
          quiz={copying}
          onClose={() => setCopying(null)}
          onCopied={(message) => {
            setCopying(null);
            setNotice(message);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          area={area}
          closed={closed}
          courseId={id}
          quiz={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice(message);
          }}
        />
      )}
    </QuizFrame>
  );
}

function DeleteDialog({
  area,
  closed,
  courseId,
  quiz,
  onClose,
  onDeleted,
}: {
  area: QuizArea;
  closed: ReturnType<typeof useClosedTerm>;
  courseId: string;
  quiz: Quiz;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const t = useT();
  const remove = useDeleteQuiz(courseId);
  const asking = needsReason(area, closed);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const run = () => {
    const lacking = asking ? missingReason(closed, reason) : undefined;
    setMissing(lacking);
    if (lacking) return;
    remove.mutate(
      { quizId: quiz._id, ...reasonOf(reason) },
      {
        onSuccess: ({ message }) => onDeleted(message ?? t('quizSet.delete.done', { title: quiz.title })),
      },
    );
  };
  return (
    <Dialog
      open
      title={t('quizSet.delete.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={run}>
            {t('quizSet.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('quizSet.delete.body', { title: quiz.title })}</p>
      {asking && (
        <ReasonField
          id="quiz-delete-reason"
          className="mt-3"
          value={reason}
          error={missing}
          onChange={(value) => {
            setReason(value);
            setMissing(undefined);
          }}
        />
      )}
      {remove.error && (
        <Alert className="mt-3">{errorMessage(remove.error, t('quizSet.delete.failed'))}</Alert>
      )}
    </Dialog>
  );
}

function CopyDialog({
  area,
  quiz,
  onClose,
  onCopied,
}: {
  area: QuizArea;
  quiz: Quiz;
  onClose: () => void;
  onCopied: (message: string) => void;
}) {
  const t = useT();
  const targets = useCopyTargets(area, true);
  const copy = useCopyQuiz();
  const [target, setTarget] = useState('');
  const [missing, setMissing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState<string | undefined>();
  const chosen = targets.data?.find((course) => course._id === target);
  // Copying into a closed term's offering is a correction of that term: an admin says why.
  const targetTerm = useTermOf(chosen?.term._id);
  const closedTarget = targetTerm?.closed_at ? targetTerm : null;
  const asking = needsReason(area, closedTarget);
  const options = (targets.data ?? []).map((course) => ({
    value: course._id,
    label: `${course.code} · ${course.name} · ${course.term.name}`,
  }));
  const run = () => {
    if (!target) return setMissing(true);
    const lacking = asking ? missingReason(closedTarget, reason) : undefined;
    setReasonMissing(lacking);
    if (lacking) return;
    copy.mutate(
      { quizId: quiz._id, courseId: target, ...(asking && reasonOf(reason)) },
      {
        onSuccess: () =>
          onCopied(
            t('quizSet.copy.done', {
              title: quiz.title,
              course: chosen ? `${chosen.code} · ${chosen.term.name}` : '',
            }),
          ),
      },
    );
  };
  return (
    <Dialog
      open
      title={t('quizSet.copy.title', { title: quiz.title })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={copy.isPending} disabled={!targets.data} onClick={run}>
            {t('quizSet.copy.confirm')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('quizSet.copy.body')}</p>
      {targets.error ? (
        <Alert>{errorMessage(targets.error, t('quizSet.copy.targetsFailed'))}</Alert>
      ) : !targets.data ? (
        <Loading />
      ) : (
        <Field
          id="quiz-copy-target"
          label={t('quizSet.copy.target')}
          error={missing ? t('quizSet.copy.choose') : undefined}
        >
          <Select
            id="quiz-copy-target"
            value={target}
            placeholder={t('quizSet.copy.choose')}
            options={options}
            error={missing ? t('quizSet.copy.choose') : undefined}
            onChange={(event) => {
              setTarget(event.currentTarget.value);
              setMissing(false);
            }}
          />
        </Field>
      )}
      {asking && (
        <ReasonField
          id="quiz-copy-reason"
          className="mt-3"
          value={reason}
          error={reasonMissing}
          onChange={(value) => {
            setReason(value);
            setReasonMissing(undefined);
          }}
        />
      )}
      {copy.error && <Alert className="mt-3">{errorMessage(copy.error, t('quizSet.copy.failed'))}</Alert>}
    </Dialog>
  );
}
