/**
 * A term's start that shows its progress (issue 34 items 4 and 12): asked with `Accept: application/x-ndjson`,
 * it answers, once it holds the term's lock and has passed its checks, a stream of one `{ "progress": ... }`
 * line per step as the step begins, ended by the envelope the plain answer would have been (a failure's with
 * its `status`). The start is the same single transaction; the stream only tells how far it has got. Refused
 * before its first step (404, 409, 400), or with nothing left to do (started already), it answers as a plain
 * request does. Each worker process streams its own start, so no shared store is needed; the type is not
 * compressed (a compressor would hold the lines back), and `X-Accel-Buffering: no` asks a proxy not to either.
 */
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { say } from '../../../../contract/message-catalogue';
import { TERM_START_PROGRESS_TYPE, type TermPlan, type TermStartProgress } from '../../../../contract/terms';
import { HttpError } from '../../lib/http-error';

type Run = (onProgress: (progress: TermStartProgress) => void) => Promise<TermPlan>;

/** Whether the caller asked for the start's progress. */
export const asksForProgress = (accept: string | undefined) =>
  (accept ?? '').toLowerCase().includes(TERM_START_PROGRESS_TYPE);

/** The failure's envelope as the error handler would have sent it, with the status it would have had. */
function failureLine(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof HttpError) {
    return {
      success: false,
      status: error.statusCode,
      message: error.message,
      errors: error.errors,
      code: error.code,
      params: error.params,
    };
  }
  log.error({ err: error }, 'term start failed');
  return { success: false, status: 500, ...say('internalError') };
}

/**
 * Runs the start, streaming its progress once its first step begins. Resolves with the plain answer's body when
 * no step began (the route sends it as usual), or with null once the reply streams.
 */
export async function streamStart(reply: FastifyReply, log: FastifyBaseLogger, run: Run) {
  const lines = new PassThrough();
  let streaming = false;
  let begun: () => void = () => {};
  const firstStep = new Promise<'streaming'>((resolve) => (begun = () => resolve('streaming')));
  const running = run((progress) => {
    if (!streaming) {
      streaming = true;
      begun();
    }
    lines.write(`${JSON.stringify({ progress })}\n`);
  });
  // A refusal before the first step rejects here and is answered by the error handler, as a plain start's.
  const first = await Promise.race([firstStep, running.then(() => 'answered' as const)]);
  if (first === 'answered') return { success: true as const, data: { plan: await running } };
  running.then(
    (plan) => lines.end(`${JSON.stringify({ success: true, data: { plan } })}\n`),
    (error: unknown) => lines.end(`${JSON.stringify(failureLine(error, log))}\n`),
  );
  await reply
    .header('content-type', `${TERM_START_PROGRESS_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(lines);
  return null;
}
