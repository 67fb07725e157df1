/** Which compression a request's Accept-Encoding takes, for answers compressed by the server itself. */
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { constants, type BrotliOptions } from 'node:zlib';

/** The encodings of dynamic answers, the preferred first: every browser the portal supports takes both. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * Brotli at quality 4 for answers made per request: about gzip's speed and a tenth smaller. The build's copies of
 * the client's files (scripts/precompress.mjs) are made once, at the strongest setting.
 */
export const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to send an answer in, the client's choice among ours, or null to send it as it is. */
export function answerEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  // `*` (any coding) and x-gzip count as gzip, as @fastify/compress reads them.
  return negotiate(header.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip'), [...ANSWER_ENCODINGS]);
}
