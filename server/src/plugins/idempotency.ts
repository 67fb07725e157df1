/**
 * Writes that can be retried (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md): a POST,
 * PUT, PATCH or DELETE under /api may
 * carry an `Idempotency-Key`. The same account sending the same key again within a day gets the first answer
 * again (its status, body and headers, marked `Idempotent-Replayed: true`) and nothing is written again.
 *
 * - The key is claimed before the route runs (preHandler: after the caller is known and the body is read and
 *   valid, so a refused sign-in or an invalid form claims nothing); the answer is kept as it goes out (onSend).
 * - The same key with another method, address or body: 422. While the first request still runs: 409 with
 *   Retry-After.
 * - A 5xx answer (the route threw) or a 429 gives the key back, so that a retry runs again; other 4xx answers are
 *   kept, as Stripe keeps them: the same request would be refused the same way.
 * - Requests without an account (sign-in, registration, contact, password reset) are not remembered: keyed by
 *   the client's address, one person's answer (a session token) could be given to another behind the same
 *   address. Their key is still checked for its form.
 * - An upload's body is its form's fingerprint (modules/uploads/form-fingerprint.ts), not its raw bytes.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/idempotency';
import { say } from '../../../contract/message-catalogue';
import { HttpError } from '../lib/http-error';
import { hashKey, IdempotencyKeys, type KeyOf } from '../lib/idempotency-keys';
import { fingerprintForm } from '../modules/uploads/form-fingerprint';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, until its answer is kept or the key given back. */
    idempotencyClaim: (KeyOf & { key: string }) | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** When a retry may come while the first request runs: most writes answer within a second. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/** How often a process forgets the keys older than a day: at most once a minute, on a write with a key. */
const FORGET_EVERY_MS = 60_000;

/** Headers of the answer that are about this response, not the answer: they are made anew for a replay. */
const NOT_KEPT = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
  'set-cookie',
  'x-request-id',
]);

const TEXT = /^(application\/(json|xml)|text\/)/i;

function keyOf(request: FastifyRequest): string | undefined {
  if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return undefined;
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header.join(', ') : header;
}

const isUpload = (request: FastifyRequest) =>
  typeof request.isMultipart === 'function' && request.isMultipart();

const hashBody = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

const keyReused = () => new HttpError(422, say('idempotency.keyReused'));
const inProgress = () =>
  new HttpError(409, say('idempotency.inProgress'), undefined, {
    'retry-after': String(IN_PROGRESS_RETRY_AFTER_S),
  });

export default fp(
  async function idempotencyPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
    const clock = opts.clock ?? (() => new Date());
    const keys = new IdempotencyKeys(app.db);
    let forgotAt = 0;
    app.decorateRequest('idempotencyClaim', null);
    app.decorateRequest('formFingerprint', null);

    // Checked before the body is read: an upload with a malformed key is refused without reading it.
    app.addHook('onRequest', async (request) => {
      const key = keyOf(request);
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(400, say('idempotency.keyInvalid'));
      }
    });

    app.addHook('preHandler', async (request, reply) => {
      const key = keyOf(request);
      const accountId = request.user?.id;
      if (key === undefined || !accountId) return;
      const claim = { accountId, keyHash: hashKey(key), key };
      const upload = isUpload(request);
      const sent = {
        method: request.method,
        path: request.url,
        // An upload's fingerprint is known once the route has read the form; it is kept with the answer.
        requestHash: upload ? null : hashBody(request.body),
      };
      const now = clock();
      if (now.getTime() - forgotAt >= FORGET_EVERY_MS) {
        forgotAt = now.getTime();
        await keys.forgetOld(now);
      }
      // Twice at most: the key may be given back between a claim that lost and the look at the winner.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await keys.claim(claim, sent, now)) {
          request.idempotencyClaim = claim;
          return;
        }
        const first = await keys.first(claim, key);
        if (!first) continue;
        if (!first.answer) throw inProgress();
        if (first.method !== sent.method || first.path !== sent.path) throw keyReused();
        if (first.requestHash !== null) {
          const requestHash = upload ? await fingerprintForm(request) : sent.requestHash;
          if (requestHash !== first.requestHash) throw keyReused();
        }
        reply
          .code(first.answer.status)
          .headers(first.answer.headers)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.send(first.answer.body);
      }
      throw inProgress();
    });

    const release = async (request: FastifyRequest, claim: KeyOf) => {
      request.idempotencyClaim = null;
      await keys
        .release(claim)
        .catch((err: unknown) => request.log.warn({ err }, 'idempotency key not released'));
    };

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      const status = reply.statusCode;
      const text =
        payload === null ||
        payload === undefined ||
        typeof payload === 'string' ||
        (Buffer.isBuffer(payload) && TEXT.test(String(reply.getHeader('content-type') ?? '')));
      if (status >= 500 || status === 429 || !text) {
        await release(request, claim);
        return payload;
      }
      request.idempotencyClaim = null;
      try {
        await keys.answered(claim, claim.key, {
          status,
          headers: keptHeaders(reply),
          body: payload === null || payload === undefined ? '' : payload.toString(),
          requestHash: request.formFingerprint ?? undefined,
        });
      } catch (err) {
        // The write is done: its answer goes out. A retry finds the key claimed until it is abandoned.
        request.log.warn({ err }, 'idempotency answer not kept');
      }
      return payload;
    });

    // A request that ended without its answer passing onSend gives its key back. (A client that goes away
    // mid-request does not: the route may still write, and its answer is kept for the retry.)
    app.addHook('onResponse', async (request) => {
      if (request.idempotencyClaim) await release(request, request.idempotencyClaim);
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
