import { Check, CloudOff, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { WrittenText } from './written-text';
import { useNow } from '../../../lib/use-now';
import type { Attempt } from '../api/student-quizzes';
import { isAnswered, type Given, type KeptAttempt } from './attempt-store';
import { clockFace, timeLeft } from './time-left';
import { useAttemptSession, type SaveState } from './use-attempt-session';

/** A typed answer is sent this long after the last key, or at once when the student leaves the box. */
const TYPING_PAUSE_MS = 800;

type Props = {
  userId: string;
  initial: KeptAttempt;
  onSubmitted: (attempt: Attempt) => void;
};

/**
 * An attempt on a phone: one question per screen, the time left and the saving state always in view at the
 * top, a list to jump to any question (answered ones marked), and Submit with the unanswered ones named.
 */
export function QuizTaking({ userId, initial, onSubmitted }: Props) {
  const t = useT();
  const session = useAttemptSession(userId, initial, onSubmitted);
  const { attempt, answers, current, clockOffsetMs } = session.kept;
  const questions = attempt.questions;
  const question = questions[current]!;
  const now = useNow(1000);
  // Never more than the attempt was given: the Date header's whole seconds leave the offset half a second out.
  const left = Math.min(
    timeLeft(attempt.deadline, clockOffsetMs, now.getTime()),
    Date.parse(attempt.deadline) - Date.parse(attempt.started_at),
  );
  const timeUp = left <= 0;
  const [confirming, setConfirming] = useState(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const number = (n: number) => formatNumber(n);

  const answeredCount = questions.filter((q) => isAnswered(answers[q._id])).length;
  const unanswered = questions.flatMap((q, i) => (isAnswered(answers[q._id]) ? [] : [i + 1]));

  // When the time is up the page submits what it has; the server, which keeps the time, would do so too.
  const { submit, submitState } = session;
  const submittedAtTimeUp = useRef(false);
  useEffect(() => {
    if (!timeUp || submittedAtTimeUp.current) return;
    submittedAtTimeUp.current = true;
    submit();
  }, [timeUp, submit]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const goTo = (index: number) => {
    clearTimeout(typing.current);
    void session.flush();
    session.goTo(index);
  };
  const give = (given: Given, later = false) => {
    session.answer(question._id, given, later);
    clearTimeout(typing.current);
    if (later) typing.current = setTimeout(() => void session.flush(), TYPING_PAUSE_MS);
  };
  const locked = timeUp || session.closed || submitState !== 'idle';
  const given = answers[question._id];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {/* Below the site's sticky header (h-16 and its border). Its rows keep their height whatever the saving
          state says, so that a button under the finger never moves as it is tapped. */}
      <div className="sticky top-[calc(4rem+1px)] z-10 -mx-4 flex flex-col gap-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-700 dark:bg-slate-900/95">
        <div className="flex min-h-10 items-center justify-between gap-3 rtl:min-h-14">
          <SaveStatus state={session.saveState} unsent={session.kept.unsent.length} />
          <p
            role="timer"
            aria-label={t('quizTake.timeLeft')}
            className={cn(
              'shrink-0 rounded-md px-2 py-1 font-mono text-lg font-bold tabular-nums',
              left < 60_000
                ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <bdi dir="ltr">{clockFace(left)}</bdi>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('quizTake.progress')}
            aria-valuemin={0}
            aria-valuemax={questions.length}
            aria-valuenow={answeredCount}
            aria-valuetext={t('quizTake.answeredOf', {
              n: number(answeredCount),
              total: number(questions.length),
            })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-blue-700 transition-[width] dark:bg-blue-400"
              style={{ width: `${(answeredCount / questions.length) * 100}%` }}
            />
          </div>
          <span className="shrink-0 text-sm text-slate-700 dark:text-slate-300">
            {t('quizTake.answeredOf', { n: number(answeredCount), total: number(questions.length) })}
          </span>
        </div>
      </div>

      {session.refusal && <Alert>{session.refusal}</Alert>}
      {submitState === 'waiting' && (
        <Alert tone="info">{timeUp ? t('quizTake.timeUpWaiting') : t('quizTake.submitWaiting')}</Alert>
      )}
      {timeUp && submitState !== 'waiting' && <Alert tone="info">{t('quizTake.timeUp')}</Alert>}

      <Card role="region" aria-labelledby="quiz-question" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="quiz-question" className="text-lg font-semibold">
            {t('quizTake.questionOf', { n: number(current + 1), total: number(questions.length) })}
          </h2>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('quizTake.marks', { n: question.marks })}
          </span>
        </div>
        <p dir="auto" className="text-base whitespace-pre-line">
          <WrittenText text={question.text} />
        </p>
        <AnswerInput
          key={question._id}
          kind={question.kind}
          questionId={question._id}
          options={question.options}
          given={given}
          disabled={locked}
          onGive={give}
          onLeave={() => void session.flush()}
        />
      </Card>

      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={current === 0} onClick={() => goTo(current - 1)}>
          {t('quizTake.previous')}
        </Button>
        {current < questions.length - 1 ? (
          <Button variant="secondary" onClick={() => goTo(current + 1)}>
            {t('quizTake.next')}
          </Button>
        ) : (
          <Button disabled={locked} onClick={() => setConfirming(true)}>
            {t('quizTake.submit')}
          </Button>
        )}
      </div>

      <nav aria-label={t('quizTake.questions')} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t('quizTake.questions')}
        </h2>
        <ol className="flex flex-wrap gap-2">
          {questions.map((q, i) => {
            const done = isAnswered(answers[q._id]);
            return (
              <li key={q._id}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === current ? 'step' : undefined}
                  aria-label={t(done ? 'quizTake.jumpAnswered' : 'quizTake.jumpUnanswered', {
                    n: number(i + 1),
                  })}
                  className={cn(
                    'relative flex size-11 items-center justify-center rounded-lg border text-sm font-semibold',
                    done
                      ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
                    i === current && 'ring-2 ring-amber-500 ring-offset-2 dark:ring-offset-slate-900',
                  )}
                >
                  {number(i + 1)}
                  {done && <Check aria-hidden="true" className="absolute end-0.5 top-0.5 size-3" />}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <Button
        className="self-start"
        disabled={locked}
        busy={submitState === 'submitting'}
        onClick={() => setConfirming(true)}
      >
        {t('quizTake.submitQuiz')}
      </Button>

      <Dialog
        open={confirming && !locked}
        title={t('quizTake.confirmTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('quizTake.keepAnswering')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                session.submit();
              }}
            >
              {t('quizTake.confirmSubmit')}
            </Button>
          </>
        }
      >
        {unanswered.length === 0 ? (
          <p>{t('quizTake.allAnswered')}</p>
        ) : (
          <p>
            {t(unanswered.length === 1 ? 'quizTake.unansweredOne' : 'quizTake.unansweredMany', {
              questions: unanswered.map(number).join(t('quizTake.listSeparator')),
            })}
          </p>
        )}
        {session.kept.unsent.length > 0 && <p className="mt-2 text-sm">{t('quizTake.unsentBeforeSubmit')}</p>}
      </Dialog>
    </div>
  );
}

function SaveStatus({ state, unsent }: { state: SaveState; unsent: number }) {
  const t = useT();
  const look = {
    saved: { Icon: Check, text: t('quizTake.saved'), tone: 'text-green-800 dark:text-green-300' },
    saving: { Icon: Loader2, text: t('quizTake.saving'), tone: 'text-slate-700 dark:text-slate-300' },
    waiting: {
      Icon: CloudOff,
      text: t('quizTake.waiting', { n: unsent }),
      tone: 'text-amber-800 dark:text-amber-300',
    },
  }[state];
  return (
    <span role="status" className={cn('flex min-w-0 items-center gap-1.5 text-sm font-medium', look.tone)}>
      <look.Icon aria-hidden="true" className={cn('size-4 shrink-0', state === 'saving' && 'animate-spin')} />
      <span className="min-w-0">{look.text}</span>
    </span>
  );
}

function AnswerInput({
  kind,
  questionId,
  options,
  given,
  disabled,
  onGive,
  onLeave,
}: {
  kind: Attempt['questions'][number]['kind'];
  questionId: string;
  options: { _id: string; text: string }[];
  given: Given | undefined;
  disabled: boolean;
  onGive: (given: Given, later?: boolean) => void;
  onLeave: () => void;
}) {
  const t = useT();
  if (kind === 'short') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`answer-${questionId}`} className="text-sm font-medium">
          {t('quizTake.yourAnswer')}
        </label>
        <textarea
          id={`answer-${questionId}`}
          dir="auto"
          rows={2}
          maxLength={1000}
          disabled={disabled}
          value={given?.text ?? ''}
          onChange={(event) => onGive({ text: event.target.value }, true)}
          onBlur={onLeave}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-800"
        />
      </div>
    );
  }
  const chosen = new Set(given?.choice_ids ?? []);
  const many = kind === 'multiple';
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {t(many ? 'quizTake.chooseAll' : 'quizTake.chooseOne')}
      </legend>
      {options.map((option) => (
        <label
          key={option._id}
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3',
            chosen.has(option._id)
              ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
              : 'border-slate-300 dark:border-slate-600',
          )}
        >
          <input
            type={many ? 'checkbox' : 'radio'}
            name={`question-${questionId}`}
            className="mt-1 size-5 shrink-0 accent-blue-700 dark:accent-blue-400"
            checked={chosen.has(option._id)}
            onChange={(event) => {
              const next = many
                ? options
                    .map((o) => o._id)
                    .filter((id) => (id === option._id ? event.target.checked : chosen.has(id)))
                : [option._id];
              onGive({ choice_ids: next });
            }}
          />
          <span dir="auto" className="min-w-0 break-words">
            <WrittenText text={option.text} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
