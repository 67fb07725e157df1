/**
 * The quiz rush of `npm run bench` (issue 37, item 7; BENCH_WORKLOADS=quiz): a class of 300 distinct students
 * start the same quiz within one minute, as a class does when the teacher says "begin", and each saves an
 * answer every 20 - 40 s as it goes; some submit before the end. Open loop: each request has its own moment,
 * and its latency counts from that moment (a server that falls behind is not excused by a client that waits).
 * Reports the p50/p99 of starts, saves and submits and every failed request.
 */
import http from 'node:http';
import { send } from './workloads.mjs';

export const QUIZ_GOALS = { startP99Ms: 200, saveP99Ms: 100 };
const START_WINDOW_MS = 60_000;
const SAVE_GAP_MS = [20_000, 40_000];
/** The share of students who submit before the run ends (at a random moment of it). */
const SUBMIT_SHARE = 0.3;

const bearer = (token) => ({ authorization: `Bearer ${token}` });
const between = ([low, high]) => low + Math.random() * (high - low);
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.error);
  const kinds = {};
  for (const e of errors) kinds[e.error] = (kinds[e.error] ?? 0) + 1;
  return {
    count: samples.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errors: errors.length,
    errorKinds: kinds,
  };
}

/** Ten questions of the kinds students answer by tapping, and one typed: a teacher's usual short quiz. */
function quizBody() {
  const now = Date.now();
  const choice = (i) => ({
    kind: 'single',
    text: `Question ${i + 1}: which option is right?`,
    marks: 1,
    options: [
      { text: 'Right', correct: true },
      { text: 'Wrong', correct: false },
      { text: 'Also wrong', correct: false },
    ],
  });
  return {
    title: `Quiz rush ${new Date(now).toISOString()}`,
    instructions: 'Answer every question.',
    opens_at: new Date(now - 60_000).toISOString(),
    closes_at: new Date(now + 2 * 60 * 60_000).toISOString(),
    time_limit_minutes: 30,
    attempts_allowed: 1,
    show_answers_after_close: false,
    questions: [
      ...Array.from({ length: 9 }, (_, i) => choice(i)),
      { kind: 'short', text: 'Name the protocol of the web.', marks: 2, answers: ['HTTP'] },
    ],
  };
}

/**
 * Runs the rush against `baseUrl`: the teacher of `course` sets the quiz, `tokens` (one per student, all of
 * the course's class) start it within a minute and save until `durationMs` after the first start.
 */
export async function quizRush({
  baseUrl,
  course,
  teacherToken,
  tokens,
  durationMs = 150_000,
  log = () => {},
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  try {
    const set = await send(agent, baseUrl, {
      method: 'POST',
      path: `/api/courses/${course}/quizzes`,
      headers: bearer(teacherToken),
      body: quizBody(),
      keepBody: true,
    });
    if (set.error) throw new Error(`setting the quiz failed: ${set.error}`);
    const quizId = JSON.parse(set.body).data.quiz._id;
    const samples = { start: [], save: [], submit: [] };
    const t0 = performance.now() + 1000;
    const end = t0 + durationMs;

    const timed = async (kind, at, request) => {
      await sleepUntil(at);
      const res = await send(agent, baseUrl, request);
      samples[kind].push({ ms: performance.now() - at, error: res.error });
      return res;
    };

    const student = async (token) => {
      const started = await timed('start', t0 + Math.random() * START_WINDOW_MS, {
        method: 'POST',
        path: `/api/quizzes/${quizId}/attempts`,
        headers: bearer(token),
        keepBody: true,
      });
      if (started.error) return;
      const attempt = JSON.parse(started.body).data.attempt;
      const submitAt =
        Math.random() < SUBMIT_SHARE
          ? t0 + START_WINDOW_MS + Math.random() * (durationMs - START_WINDOW_MS)
          : Infinity;
      let at = performance.now() + between(SAVE_GAP_MS);
      let next = 0;
      while (at < end && at < submitAt) {
        const question = attempt.questions[next++ % attempt.questions.length];
        const answer =
          question.kind === 'short'
            ? { question_id: question._id, text: 'http' }
            : {
                question_id: question._id,
                choice_ids: [question.options[Math.floor(Math.random() * question.options.length)]._id],
              };
        await timed('save', at, {
          method: 'PUT',
          path: `/api/quiz-attempts/${attempt._id}/answers`,
          headers: bearer(token),
          body: { answers: [answer] },
        });
        at += between(SAVE_GAP_MS);
      }
      if (submitAt < end) {
        await timed('submit', Math.max(submitAt, performance.now()), {
          method: 'POST',
          path: `/api/quiz-attempts/${attempt._id}/submit`,
          headers: bearer(token),
        });
      }
    };

    const progress = setInterval(
      () =>
        log(
          `    ${samples.start.length} started, ${samples.save.length} saves, ${samples.submit.length} submitted`,
        ),
      30_000,
    );
    try {
      await Promise.all(tokens.map(student));
    } finally {
      clearInterval(progress);
    }
    const result = {
      students: tokens.length,
      seconds: durationMs / 1000,
      start: summary(samples.start),
      save: summary(samples.save),
      submit: summary(samples.submit),
    };
    result.errors = result.start.errors + result.save.errors + result.submit.errors;
    return result;
  } finally {
    agent.destroy();
  }
}

/** The goals of issue 37 for a rush's result. */
export function quizRushGoals(rush, database) {
  return [
    {
      goal: `quiz rush on ${database}: ${rush.students} students start within a minute, start p99 < ${QUIZ_GOALS.startP99Ms} ms`,
      met: rush.start.p99 < QUIZ_GOALS.startP99Ms,
      detail: `p50 ${rush.start.p50.toFixed(1)} ms, p99 ${rush.start.p99.toFixed(1)} ms of ${rush.start.count}`,
    },
    {
      goal: `quiz rush on ${database}: save p99 < ${QUIZ_GOALS.saveP99Ms} ms`,
      met: rush.save.p99 < QUIZ_GOALS.saveP99Ms,
      detail: `p50 ${rush.save.p50.toFixed(1)} ms, p99 ${rush.save.p99.toFixed(1)} ms of ${rush.save.count}`,
    },
    {
      goal: `quiz rush on ${database}: no errors`,
      met: rush.errors === 0,
      detail: `${rush.errors} errors (${rush.submit.count} submitted, submit p99 ${rush.submit.p99.toFixed(1)} ms)${
        rush.errors
          ? ` ${JSON.stringify({ ...rush.start.errorKinds, ...rush.save.errorKinds, ...rush.submit.errorKinds })}`
          : ''
      }`,
    },
  ];
}
