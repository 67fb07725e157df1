/**
 * A quiz's results for its teacher (issue 37): every attempt (a table on a laptop, cards on a phone), each
 * question's share of correct answers, the CSV, more time or another attempt for one student, and posting the
 * scores into the course's results as its `quiz` result.
 */
import { Link, useParams } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { DownloadButton } from '../../../components/download-button';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { errorMessage } from '../../../lib/api-client';
import { csvFileName } from '../../../lib/csv';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useQuizCourse, useTeacherQuiz, type Quiz } from '../api/teacher-quizzes';
import {
  downloadQuizResults,
  usePostQuizResults,
  useQuizResults,
  type QuizAttemptRow,
  type QuizResults,
} from '../api/teacher-results';
import { AllowanceDialog } from './allowance-dialog';
import {
  ClosedTermNotice,
  missingReason,
  needsReason,
  reasonOf,
  ReasonField,
  useClosedTerm,
} from './closed-term';
import { QuizFrame, type QuizArea } from './quiz-frame';

/** A part of a file name from a title in any script: its letters and digits, joined by dashes. */
const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export default function QuizResultsPage({ area }: { area: QuizArea }) {
  const t = useT();
  const { quizId = '' } = useParams();
  const quiz = useTeacherQuiz(quizId);
  const course = useQuizCourse(quiz.data?.course_id);
  const results = useQuizResults(quizId);
  const closed = useClosedTerm(course.data?.term);
  const failed = quiz.error ?? course.error ?? results.error;

  if (failed || !quiz.data || !course.data || !results.data) {
    const retry = quiz.error ? quiz : course.error ? course : results;
    return (
      <QuizFrame area={area} title={t('quizSet.results.title')}>
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
  const code = course.data.code;
  const fileName = csvFileName(`quiz-${fileSlug(code)}-${fileSlug(quiz.data.title) || 'results'}`);
  return (
    <QuizFrame
      area={area}
      title={t('quizSet.results.titleOf', { title: quiz.data.title })}
      titleWritten
      subtitle={
        <>
          <bdi dir="ltr">{code}</bdi> · <bdi>{course.data.name}</bdi> · <bdi>{course.data.term.name}</bdi>
        </>
      }
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <Link to={paths[area].quizzes.list(course.data._id)} className={buttonClass('secondary')}>
            {t('quizSet.backToList')}
          </Link>
          <DownloadButton
            label={t('quizSet.results.csv')}
            failed={t('quizSet.results.csvFailed')}
            download={() => downloadQuizResults(quizId, fileName)}
          />
        </div>
      }
    >
      <ClosedTermNotice area={area} term={closed} />
      <AttemptsSection area={area} closed={closed} quiz={quiz.data} results={results.data} />
      <QuestionsSection results={results.data} />
      <PostScoresSection area={area} closed={closed} quiz={quiz.data} results={results.data} />
    </QuizFrame>
  );
}

type Closed = ReturnType<typeof useClosedTerm>;
type Allowing = {
  student: QuizAttemptRow['student'];
  given?: QuizResults['not_started'][number];
};

function AttemptsSection({
  area,
  closed,
  quiz,
  results,
}: {
  area: QuizArea;
  closed: Closed;
  quiz: Quiz;
  results: QuizResults;
}) {
  const t = useT();
  const [allowing, setAllowing] = useState<Allowing | null>(null);
  const submitted = results.attempts.filter((a) => a.submitted_at !== null);
  const average = submitted.length
    ? submitted.reduce((sum, a) => sum + (a.score ?? 0), 0) / submitted.length
    : null;
  const columns = [
    t('quizSet.results.student'),
    t('quizSet.results.attempt'),
    t('quizSet.results.started'),
    t('quizSet.results.submitted'),
    t('quizSet.results.score'),
    t('quizSet.results.actions'),
  ].map((label) => ({ label, className: 'text-start' }));
  const [student, attempt, started, submittedAt, score, actions] = columns.map((c) => c.label);
  return (
    <Card role="region" aria-labelledby="quiz-attempts" className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 id="quiz-attempts" className="text-lg font-semibold">
        {t('quizSet.results.attempts')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('quizSet.results.summary', { n: results.attempts.length, submitted: submitted.length })}
        {average !== null &&
          ` · ${t('quizSet.results.average', {
            average: formatNumber(average, { maximumFractionDigits: 2 }),
            total: formatNumber(quiz.total_marks),
          })}`}
      </p>
      {results.attempts.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('quizSet.results.none')}</p>
      ) : (
        <ResponsiveTable caption={t('quizSet.results.attempts')} columns={columns}>
          {results.attempts.map((row) => (
            <tr key={row._id} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" data-label={student} className="px-3 py-2 text-start font-medium">
                <bdi>{row.student.name}</bdi>
                {row.student.student_id && (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    <bdi dir="ltr">{row.student.student_id}</bdi>
                  </span>
                )}
              </th>
              <td data-label={attempt} className="px-3 py-2">
                {formatNumber(row.number)}
              </td>
              <td data-label={started} className="px-3 py-2">
                {formatDateTime(row.started_at)}
              </td>
              <td data-label={submittedAt} className="px-3 py-2">
                {row.submitted_at ? formatDateTime(row.submitted_at) : t('quizSet.results.inProgress')}
                {row.submitted_at_deadline && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('quizSet.results.atDeadline')}
                  </span>
                )}
              </td>
              <td data-label={score} className="px-3 py-2 font-semibold">
                {row.score === null ? (
                  '—'
                ) : (
                  // A fraction reads left to right on an Urdu page too ("3 / 6", never "6 / 3").
                  <bdi dir="ltr">
                    {t('quizSet.results.scoreOf', {
                      score: formatNumber(row.score),
                      total: formatNumber(row.total),
                    })}
                  </bdi>
                )}
              </td>
              <td data-label={actions} className="px-3 py-2">
                <Button
                  variant="secondary"
                  className="min-h-9 px-3"
                  aria-label={t('quizSet.allowance.of', { name: row.student.name })}
                  onClick={() => setAllowing({ student: row.student })}
                >
                  {t('quizSet.allowance.open')}
                </Button>
              </td>
            </tr>
          ))}
        </ResponsiveTable>
      )}
      {results.not_started.length > 0 && <NotStarted rows={results.not_started} onAllow={setAllowing} />}
      {allowing && (
        <AllowanceDialog
          area={area}
          closed={closed}
          quiz={quiz}
          student={allowing.student}
          given={allowing.given}
          onClose={() => setAllowing(null)}
        />
      )}
    </Card>
  );
}

/** The enrolled students without an attempt, each with what it was given and the way to give it more. */
function NotStarted({
  rows,
  onAllow,
}: {
  rows: QuizResults['not_started'];
  onAllow: (allowing: Allowing) => void;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="quiz-not-started"
      className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700"
    >
      <h3 id="quiz-not-started" className="font-semibold">
        {t('quizSet.results.notStarted', { n: formatNumber(rows.length) })}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('quizSet.results.notStartedHint')}</p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map((row) => (
          <li key={row.student._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium">
                <bdi>{row.student.name}</bdi>
              </p>
              {row.student.student_id && (
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <bdi dir="ltr">{row.student.student_id}</bdi>
                </p>
              )}
              {(row.extra_minutes > 0 || row.extra_attempts > 0) && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('quizSet.results.given', { minutes: row.extra_minutes, attempts: row.extra_attempts })}
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              aria-label={t('quizSet.allowance.of', { name: row.student.name })}
              onClick={() => onAllow({ student: row.student, given: row })}
            >
              {t('quizSet.allowance.open')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuestionsSection({ results }: { results: QuizResults }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="quiz-question-shares" className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 id="quiz-question-shares" className="text-lg font-semibold">
        {t('quizSet.results.questions')}
      </h2>
      <ol className="flex flex-col gap-3">
        {results.questions.map((question, i) => {
          const share = question.share_correct;
          const percent = share === null ? null : Math.round(share * 100);
          return (
            <li key={question._id} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="min-w-0 break-words">
                  <span className="font-semibold">{t('quizSet.question.n', { n: i + 1 })}: </span>
                  <span dir="auto">{question.text}</span>
                </p>
                <p className="text-sm font-semibold whitespace-nowrap">
                  {percent === null
                    ? t('quizSet.results.noAnswers')
                    : t('quizSet.results.share', {
                        percent: formatNumber(percent),
                        correct: question.correct,
                        n: question.attempts,
                      })}
                </p>
              </div>
              <div
                role="meter"
                aria-label={t('quizSet.results.shareOf', { n: i + 1 })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent ?? 0}
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <div
                  className="h-full bg-green-600 dark:bg-green-500"
                  style={{ width: `${percent ?? 0}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function PostScoresSection({
  area,
  closed,
  quiz,
  results,
}: {
  area: QuizArea;
  closed: Closed;
  quiz: Quiz;
  results: QuizResults;
}) {
  const t = useT();
  const post = usePostQuizResults(quiz._id);
  const [confirming, setConfirming] = useState(false);
  const asking = needsReason(area, closed);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const submitted = results.attempts.some((a) => a.submitted_at !== null);
  const run = () => {
    const lacking = asking ? missingReason(closed, reason) : undefined;
    setMissing(lacking);
    if (lacking) return;
    post.mutate(reasonOf(reason).reason, { onSettled: () => setConfirming(false) });
  };
  return (
    <Card role="region" aria-labelledby="quiz-post-scores" className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 id="quiz-post-scores" className="text-lg font-semibold">
        {t('quizSet.post.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('quizSet.post.body')}</p>
      {post.data && (
        <Alert tone="success">
          {post.data.message ?? t('quizSet.post.done', { n: post.data.data.entered, title: quiz.title })}
        </Alert>
      )}
      {post.error && <Alert>{errorMessage(post.error, t('quizSet.post.failed'))}</Alert>}
      <Button className="self-start" disabled={!submitted} onClick={() => setConfirming(true)}>
        {t('quizSet.post.open')}
      </Button>
      {!submitted && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quizSet.post.nothing')}</p>
      )}
      <Dialog
        open={confirming}
        title={t('quizSet.post.confirmTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button busy={post.isPending} onClick={run}>
              {t('quizSet.post.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('quizSet.post.confirmBody', { title: quiz.title, total: formatNumber(quiz.total_marks) })}</p>
        {asking && (
          <ReasonField
            id="quiz-post-reason"
            className="mt-3"
            value={reason}
            error={missing}
            onChange={(value) => {
              setReason(value);
              setMissing(undefined);
            }}
          />
        )}
      </Dialog>
    </Card>
  );
}
