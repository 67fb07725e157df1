import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { AreaPage } from '../../../components/area-page';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage, isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import {
  startAttempt,
  studentQuizKeys,
  useStudentQuiz,
  type Attempt,
  type Quiz,
} from '../api/student-quizzes';
import { forgetAttempt, joinKept, keepAttempt, readKeptAttempt, type KeptAttempt } from './attempt-store';
import { QuizReview } from './quiz-review';
import { QuizTaking } from './quiz-taking';
import { quizState } from './quiz-state';

/**
 * /student/quizzes/:id: a quiz's instructions and the student's attempts; Start (or Resume) takes it on this
 * page, and its score shows when it is submitted. An open attempt resumes by itself, on the question the student
 * was on, from the phone's copy when the server cannot be reached.
 */
export default function StudentQuizPage() {
  const t = useT();
  const { id = '' } = useParams();
  const userId = useAuth().user?._id ?? '';
  const queryClient = useQueryClient();
  const quiz = useStudentQuiz(id);
  const [session, setSession] = useState<KeptAttempt | null>(null);
  const [result, setResult] = useState<{ attempt: Attempt; refusal?: string } | null>(null);
  const [startError, setStartError] = useState<unknown>();
  const resumed = useRef(false);

  const start = useMutation({
    mutationFn: () => startAttempt(id),
    onMutate: () => setStartError(undefined),
    onSuccess: (started) => {
      const joined = joinKept(started.attempt, started.clockOffsetMs ?? 0, readKeptAttempt(userId, id));
      keepAttempt(userId, joined);
      setSession(joined);
    },
    onError: (error) => {
      const kept = readKeptAttempt(userId, id);
      // Without a connection the attempt kept on the phone goes on; its answers are sent when it is back.
      if (kept && isApiError(error) && error.status === NETWORK_ERROR_STATUS) setSession(kept);
      else setStartError(error);
    },
  });
  const begin = start.mutate;

  const onSubmitted = useCallback(
    (attempt: Attempt, refusal?: string) => {
      setSession(null);
      setResult({ attempt, refusal });
      void queryClient.invalidateQueries({ queryKey: studentQuizKeys.all });
    },
    [queryClient],
  );

  // An attempt still open (on the server, or kept here when the server cannot be reached) is resumed at once.
  useEffect(() => {
    if (resumed.current || !userId) return;
    const kept = readKeptAttempt(userId, id);
    if (quiz.data) {
      resumed.current = true;
      const open = quiz.data.quiz.my_attempts?.find((a) => !a.submitted_at);
      if (open) begin();
      // Submitted meanwhile (at its deadline by the server, or in another tab): the phone's copy is done.
      else if (kept) forgetAttempt(userId, id, kept.attempt._id);
    } else if (quiz.isError && kept) {
      // Offline (or the server is down): asking to resume fails on the way and the phone's copy goes on.
      resumed.current = true;
      begin();
    }
  }, [quiz.data, quiz.isError, userId, id, begin]);

  if (session) {
    return (
      <AreaPage area="area.student" title={quiz.data?.quiz.title ?? t('quizTake.title')} titleWritten>
        <QuizTaking userId={userId} initial={session} onSubmitted={onSubmitted} />
      </AreaPage>
    );
  }

  if (quiz.isPending || quiz.isError) {
    return (
      <AreaPage area="area.student" title={t('quizTake.title')}>
        {quiz.isPending ? (
          <Loading />
        ) : (
          <LoadError
            message={errorMessage(quiz.error, t('quizTake.loadFailed'))}
            error={quiz.error}
            retrying={quiz.isFetching}
            onRetry={() => void quiz.refetch()}
          />
        )}
        <Link to={paths.student.courses} className={buttonClass('secondary', 'self-start')}>
          {t('quizTake.toCourses')}
        </Link>
      </AreaPage>
    );
  }

  const data = quiz.data.quiz;
  const back = (
    <Link to={paths.student.course(data.course_id)} className={buttonClass('secondary')}>
      {t('quizTake.toCourse')}
    </Link>
  );
  return (
    <AreaPage area="area.student" title={data.title} titleWritten actions={back}>
      {result && <ResultCard attempt={result.attempt} refusal={result.refusal} />}
      <Overview quiz={data} starting={start.isPending} onStart={() => void begin()} startError={startError} />
      {data.review && <QuizReview review={data.review} />}
    </AreaPage>
  );
}

function ResultCard({ attempt, refusal }: { attempt: Attempt; refusal?: string }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="quiz-result" className="flex flex-col gap-2">
      <h2 id="quiz-result" className="text-lg font-semibold">
        {t('quizTake.submitted')}
      </h2>
      {refusal && <Alert tone="info">{refusal}</Alert>}
      <p className="text-3xl font-bold">
        <bdi dir="ltr">
          {t('quizTake.scoreOf', {
            score: formatNumber(attempt.score ?? 0),
            total: formatNumber(attempt.total),
          })}
        </bdi>
      </p>
    </Card>
  );
}

function Overview({
  quiz,
  starting,
  onStart,
  startError,
}: {
  quiz: Quiz;
  starting: boolean;
  onStart: () => void;
  startError: unknown;
}) {
  const t = useT();
  const state = quizState(quiz, useNow(30_000).getTime());
  const facts: [string, string][] = [
    [t('quizTake.opens'), formatDateTime(quiz.opens_at)],
    [t('quizTake.closes'), formatDateTime(quiz.closes_at)],
    [
      t('quizTake.timeLimit'),
      quiz.time_limit_minutes === null
        ? t('quizTake.noTimeLimit')
        : t('quizTake.minutes', { n: quiz.time_limit_minutes }),
    ],
    [t('quizTake.questionCount'), formatNumber(quiz.question_count)],
    [t('quizTake.totalMarks'), formatNumber(quiz.total_marks)],
    [t('quizTake.attemptsLeft'), formatNumber(quiz.attempts_left ?? 0)],
  ];
  const attempts = quiz.my_attempts ?? [];
  return (
    <Card role="region" aria-labelledby="quiz-about" className="flex flex-col gap-4">
      <h2 id="quiz-about" className="text-lg font-semibold">
        {t('quizTake.about')}
      </h2>
      {quiz.instructions && (
        <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          {quiz.instructions}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {attempts.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('quizTake.myAttempts')}</h3>
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
            {attempts.map((a) => (
              <li key={a._id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{t('quizTake.attemptN', { n: formatNumber(a.number) })}</span>
                <span className="font-medium">
                  {a.submitted_at && a.score !== null ? (
                    <bdi dir="ltr">
                      {t('quizTake.scoreOf', { score: formatNumber(a.score), total: formatNumber(a.total) })}
                    </bdi>
                  ) : (
                    t('quizTake.inProgress')
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.kind === 'upcoming' && <p>{t('quizTake.opensOn', { date: formatDateTime(quiz.opens_at) })}</p>}
      {state.kind === 'closed' && (
        <p>
          {quiz.show_answers_after_close && !quiz.review && attempts.some((a) => a.submitted_at)
            ? t('quizTake.answersSoon')
            : t('quizTake.closedOn', { date: formatDateTime(quiz.closes_at) })}
        </p>
      )}
      {state.kind === 'open' && state.attemptsLeft === 0 && !state.openAttempt && (
        <p>{t('quizTake.noAttemptsLeft')}</p>
      )}
      {state.kind === 'open' && quiz.show_answers_after_close && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quizTake.answersAfterClose')}</p>
      )}
      {startError !== undefined && <Alert>{errorMessage(startError, t('quizTake.startFailed'))}</Alert>}
      {state.kind === 'open' && (state.openAttempt || state.attemptsLeft > 0) && (
        <Button className="self-start" busy={starting} onClick={onStart}>
          {state.openAttempt ? t('quizTake.resume') : t('quizTake.start')}
        </Button>
      )}
    </Card>
  );
}
