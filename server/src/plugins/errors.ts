/** The failure envelope of API.md for every error; 5xx details stay in the log, never in the answer. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { say } from '../../../contract/message-catalogue';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/connection-errors';
import { fieldErrorOf, HttpError, said } from '../lib/http-error';

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long address): Fastify's
 * `frameworkErrors` option, so that they get the same envelope as every other refusal.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply.code(status).send({
    success: false,
    ...said(status === 414 ? say('input.addressTooLong') : say('input.addressInvalid')),
  });
}

const withoutField = ({ field: _field, ...rest }: { field: string; message: string }) => rest;

/** When a caller may try again after the database went away: reconnecting takes a few seconds. */
const DATABASE_RETRY_AFTER_S = 5;
/** When a caller may try again after a statement waited too long for a lock: such locks are held briefly. */
const DATABASE_BUSY_RETRY_AFTER_S = 2;

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    // A success's sentence goes out with its code too (a route that says a catalogue sentence by its text).
    app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || !('message' in payload) || 'code' in payload)
        return payload;
      const { message } = payload as { message: unknown };
      return typeof message === 'string' ? { ...payload, ...said(message) } : payload;
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // An upload over the limit: answer at once and drop the connection, rather than letting Node read
      // (and throw away) the rest of a body that may be many times the limit.
      if (error.statusCode === 413) reply.header('connection', 'close');
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.code(error.statusCode).send({
          success: false,
          message: error.message,
          errors: error.errors,
          code: error.code,
          params: error.params,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A rule's sentence goes out with the code and parameters it was made from (contract/message-registry.ts).
        const errors = error.validation.map((issue) =>
          fieldErrorOf(
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
            issue.message ?? '',
          ),
        );
        const first = errors[0];
        return reply
          .code(400)
          .send({ success: false, ...(first ? withoutField(first) : say('invalidInput')), errors });
      }
      const status = error.statusCode ?? 500;
      // The database restarting, failing over or cut off: nothing the caller did, and it passes by itself.
      if (status >= 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ success: false, ...say('databaseUnavailable') });
      }
      // A statement cancelled by DB_LOCK_TIMEOUT_MS or DB_STATEMENT_TIMEOUT_MS: its transaction was rolled back, so
      // nothing was saved, and the same request may well pass in a moment.
      if (status >= 500 && isDatabaseBusy(error)) {
        request.log.warn({ err: error }, 'database statement timed out');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_S))
          .send({ success: false, ...say('databaseBusy') });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ success: false, ...say('internalError') });
      }
      // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, and so on.
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.code(status).send({ success: false, ...said(error.message) });
    });
  },
  { name: 'errors' },
);
