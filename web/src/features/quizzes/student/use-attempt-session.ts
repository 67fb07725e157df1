/**
 * Taking an attempt: every answer is kept on the phone at once (attempt-store.ts) and sent to the server, in
 * order, one batch at a time; while the connection is gone they wait and go when it is back (the `online`
 * event, and a look every few seconds for a connection that returns without one). Submitting sends what is
 * still unsent first. The server's deadline is the judge: once it refuses answers (409) nothing more is sent
 * and the attempt is submitted with what it has.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/write-retries';
import { saveAnswers, submitAttempt, type Attempt } from '../api/student-quizzes';
import { forgetAttempt, keepAttempt, type Given, type KeptAttempt } from './attempt-store';

/** How often a waiting phone tries again when no `online` event comes (some Android WebViews send none). */
export const RETRY_WHILE_WAITING_MS = 10_000;

/** saved: the server has every answer; saving: a batch is on its way; waiting: no connection, kept here. */
export type SaveState = 'saved' | 'saving' | 'waiting';
/** Submitting: on its way; waiting: for the connection, to submit when it is back. */
export type SubmitState = 'idle' | 'submitting' | 'waiting';

/** Whether a failed call may succeed later: it never arrived, the server was down or busy. */
const mayPassLater = (error: unknown) =>
  !isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500 || error.status === 429;

const sameGiven = (a: Given | undefined, b: Given | undefined) => JSON.stringify(a) === JSON.stringify(b);

export function useAttemptSession(
  userId: string,
  initial: KeptAttempt,
  /** With the server's last refusal, if one came (the time was over). */
  onSubmitted: (attempt: Attempt, refusal?: string) => void,
) {
  // The ref is what the sender reads between awaits; the state is what the page shows.
  const kept = useRef(initial);
  const [shown, setShown] = useState(initial);
  const [closedShown, setClosedShown] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>(initial.unsent.length ? 'waiting' : 'saved');
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  /** The server's last refusal, in the reader's language. */
  const [refusal, setRefusalShown] = useState<string>();
  const lastRefusal = useRef<string>(undefined);
  const setRefusal = (message: string) => {
    lastRefusal.current = message;
    setRefusalShown(message);
  };
  const running = useRef(false);
  const runAgain = useRef(false);
  /** The server takes no more answers for this attempt (its time is over, or it was submitted elsewhere). */
  const closed = useRef(false);
  const submitWanted = useRef(false);
  const submitKey = useRef(newIdempotencyKey());
  const submittedCallback = useRef(onSubmitted);
  useEffect(() => {
    submittedCallback.current = onSubmitted;
  }, [onSubmitted]);

  const attemptId = initial.attempt._id;
  const quizId = initial.attempt.quiz_id;

  const change = useCallback(
    (next: Partial<KeptAttempt>) => {
      kept.current = { ...kept.current, ...next };
      keepAttempt(userId, kept.current);
      setShown(kept.current);
    },
    [userId],
  );

  /** Sends the unsent answers; false when the connection is gone (they wait). */
  const sendUnsent = useCallback(async (): Promise<boolean> => {
    while (kept.current.unsent.length && !closed.current) {
      // A phone that knows it is offline waits at once, rather than through the write's retries.
      if (globalThis.navigator?.onLine === false) {
        setSaveState('waiting');
        return false;
      }
      const { unsent, answers } = kept.current;
      const batch = unsent.map((id) => ({ question_id: id, ...answers[id] }));
      setSaveState('saving');
      try {
        const saved = await saveAnswers(attemptId, batch, newIdempotencyKey());
        const now = kept.current;
        change({
          // An answer changed while its batch was on the way is still unsent.
          unsent: now.unsent.filter((id) => !sameGiven(now.answers[id], answers[id])),
          clockOffsetMs: saved.clockOffsetMs ?? now.clockOffsetMs,
        });
      } catch (error) {
        if (mayPassLater(error)) {
          setSaveState('waiting');
          return false;
        }
        setRefusal(errorMessage(error));
        if (isApiError(error) && error.status === 400) {
          // Answers the server cannot take (the quiz changed under them): kept on screen, not sent again.
          change({ unsent: kept.current.unsent.filter((id) => !unsent.includes(id)) });
        } else {
          // The time is over, or the attempt was submitted in another tab: it is submitted with what the
          // server has (submitting again answers the same).
          closed.current = true;
          setClosedShown(true);
          submitWanted.current = true;
          runAgain.current = true;
        }
      }
    }
    setSaveState('saved');
    return true;
  }, [attemptId, change]);

  const submitNow = useCallback(async () => {
    setSubmitState('submitting');
    if (!(await sendUnsent())) return setSubmitState('waiting');
    try {
      const { attempt } = await submitAttempt(attemptId, submitKey.current);
      submitWanted.current = false;
      forgetAttempt(userId, quizId, attemptId);
      submittedCallback.current(attempt, lastRefusal.current);
    } catch (error) {
      if (mayPassLater(error)) return setSubmitState('waiting');
      submitWanted.current = false;
      setRefusal(errorMessage(error));
      setSubmitState('idle');
    }
  }, [attemptId, quizId, sendUnsent, userId]);

  /** One sender at a time: a call while it runs makes it run once more. */
  const pump = useCallback(async () => {
    if (running.current) {
      runAgain.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        runAgain.current = false;
        if (submitWanted.current) await submitNow();
        else await sendUnsent();
      } while (runAgain.current);
    } finally {
      running.current = false;
    }
  }, [sendUnsent, submitNow]);

  // Unsent answers kept from before a reload go at once; waiting ones when the connection is back.
  useEffect(() => {
    void pump();
    const retry = () => void pump();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [pump]);
  const waiting = saveState === 'waiting' || submitState === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void pump(), RETRY_WHILE_WAITING_MS);
    return () => clearInterval(timer);
  }, [waiting, pump]);

  /** Keeps an answer and sends it: at once, or (`later`, while typing) when `flush` is called. */
  const answer = useCallback(
    (questionId: string, given: Given, later = false) => {
      const { answers, unsent } = kept.current;
      change({
        answers: { ...answers, [questionId]: given },
        unsent: unsent.includes(questionId) ? unsent : [...unsent, questionId],
      });
      if (!later) void pump();
    },
    [change, pump],
  );

  return {
    kept: shown,
    saveState,
    submitState,
    refusal,
    /** The server no longer takes answers for this attempt. */
    closed: closedShown,
    answer,
    flush: pump,
    goTo: useCallback((current: number) => change({ current }), [change]),
    submit: useCallback(() => {
      submitWanted.current = true;
      void pump();
    }, [pump]),
  };
}
