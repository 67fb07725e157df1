/**
 * The answers of the busiest reads (dashboards, summaries, the catalogue), kept in memory and dropped at the
 * first write. See docs/decisions/0002-shared-answers-kept-in-memory-between-writes.md.
 *
 * - The key is the caller and the whole URL, so one person's answer is never another's.
 * - Every statement that writes (anything but a read, and but the session table's own bookkeeping) drops
 *   every entry at once, before the write's transaction can commit, and so does the end of every request that
 *   may have written: an answer read before a change is not served after it by this process.
 * - Writes committed by other processes against the same PostgreSQL are heard through the database
 *   (`Database.hearWrites`) and drop every entry too.
 * - An answer that depends on the clock (due dates, today's classes) lives `ttlMs` at most. An answer only a
 *   write can change lives `untilWriteMs` while every write is heard, and `ttlMs` while one may be missed.
 * - An entry asked for in the last quarter of its life is still served, and read again in the background to
 *   replace it: a busy answer is renewed before it expires instead of making its callers wait for the read.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerEncoding, BROTLI_OPTIONS, type AnswerEncoding } from '../lib/accept-encoding';
import { COMPRESS_FROM } from './compression';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Statements that change nothing a cached answer shows: reads, and the session store's, limits' and outbox's own rows. */
const READ_ONLY = /^\s*\(?\s*(select|show|explain)\b/i;
/** A `with` query reads unless one of its parts writes. */
const WITH_QUERY = /^\s*with\b/i;
const WRITING_PART = /\b(insert\s+into|update\s+"?\w+"?\s+set|delete\s+from|merge\s+into|truncate)\b/i;
// The outbox is claimed and marked once or twice per mail, ten mails a second during an announcement; limits,
// slow-downs and known devices change on sign-in attempts.
const BOOKKEEPING =
  /^\s*(with\s+forgotten\s+as\s+\(\s*delete\s+from\s+(rate_limits|sign_in_slowdowns)\b|(insert\s+into|update|delete\s+from)\s+"?(auth_sessions|rate_limits|email_outbox|sign_in_slowdowns|known_devices|idempotency_keys)"?\s)/i;

/** As @fastify/compress compresses the answers that are not kept (plugins/compression.ts). */
const compressSync: Record<AnswerEncoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body),
};

export function isWrite(statement: string): boolean {
  if (READ_ONLY.test(statement) || BOOKKEEPING.test(statement)) return false;
  return !WITH_QUERY.test(statement) || WRITING_PART.test(statement);
}

interface Entry {
  generation: number;
  /** The body compressed, each encoding made for the first caller that takes it (every browser takes brotli). */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  /** When a request should start reading the answer again: with a quarter of the time to live left. */
  renewAt: number;
  expiresAt: number;
  body: string;
}

export interface SendOptions {
  /**
   * The answer changes only when the data does: nothing in it depends on the time of day or the date (no due
   * date, no "today"), so it may be kept until a write.
   */
  untilWrite?: boolean;
}

export class ResponseCache {
  #generation = 0;
  /** Whether every write that could change an answer reaches `clear`, this process's and the others'. */
  #hearsEveryWrite = false;
  #entries = new Map<string, Entry>();
  /** Answers being worked out, so that a burst of the same request reads the database once. */
  #pending = new Map<string, Promise<string>>();

  constructor(
    readonly ttlMs: number,
    readonly untilWriteMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * Whether every write reaches `clear` from now on. Either way what was kept goes: answers kept for long
   * may be stale once a write can be missed, and answers read while one could be missed must not be kept for
   * long.
   */
  hearing(everyWrite: boolean): void {
    this.#hearsEveryWrite = everyWrite;
    this.clear();
  }

  /**
   * Resolves once every write committed before the call has reached `clear`, other processes' included (on
   * PostgreSQL they are heard a moment after they commit): tests wait for it before counting statements.
   */
  caughtUp: () => Promise<boolean> = async () => true;

  /**
   * Whether every write committed before the request came has been heard (writes-heard.ts): only then may
   * it be answered from memory, or join a read begun before it.
   */
  heardBefore: (request: FastifyRequest) => Promise<boolean> = async () => true;

  /** Forgets every answer: called for each write. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * Sends the route's answer for this caller: from memory when fresh, otherwise what `compute` gives
   * (serialized and checked by the route's response schema, as any answer is).
   */
  async send<R extends FastifyReply>(
    request: FastifyRequest,
    reply: R,
    compute: () => Promise<Parameters<R['send']>[0]>,
    options: SendOptions = {},
  ): Promise<R> {
    const answer = await this.#answer(request, reply, compute, options);
    reply.type('application/json; charset=utf-8');
    if (typeof answer === 'string') return reply.send(answer) as R;
    const { entry } = answer;
    reply.header('vary', 'accept-encoding');
    const encoding = answerEncoding(request);
    if (!encoding) return reply.send(entry.body) as R;
    entry.encoded[encoding] ??= compressSync[encoding](entry.body);
    return reply.header('content-encoding', encoding).send(entry.encoded[encoding]) as R;
  }

  /** A kept entry when there is one, otherwise the body just read. */
  async #answer(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
    options: SendOptions,
  ): Promise<string | { entry: Entry }> {
    if (this.ttlMs <= 0 || !(await this.heardBefore(request)))
      return reply.serialize(await compute()) as string;
    const key = `${request.user?.id ?? '-'} ${request.url}`;
    const entry = this.#entries.get(key);
    const now = Date.now();
    if (entry && entry.generation === this.#generation && entry.expiresAt > now) {
      if (entry.renewAt <= now) void this.#read(key, reply, compute, options).catch(() => undefined);
      return entry.body.length >= COMPRESS_FROM ? { entry } : entry.body;
    }
    return this.#read(key, reply, compute, options);
  }

  /** Reads the answer, once for a burst of the same request, and keeps it unless a write came meanwhile. */
  #read(
    key: string,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
    { untilWrite = false }: SendOptions,
  ): Promise<string> {
    const generation = this.#generation;
    const pendingKey = `${generation} ${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = compute().then((payload) => reply.serialize(payload) as string);
      this.#pending.set(pendingKey, pending);
      void pending.then(
        (body) => {
          this.#pending.delete(pendingKey);
          // A write while the answer was being read makes it unsafe to keep: it may predate the write.
          if (generation === this.#generation) {
            const now = Date.now();
            const lifetime = untilWrite && this.#hearsEveryWrite ? this.untilWriteMs : this.ttlMs;
            this.#store(key, {
              generation,
              renewAt: now + (lifetime * 3) / 4,
              expiresAt: now + lifetime,
              body,
              encoded: {},
            });
          }
        },
        () => this.#pending.delete(pendingKey),
      );
    }
    return pending;
  }

  #store(key: string, entry: Entry) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}

export default fp(
  async function responseCachePlugin(app: FastifyInstance, opts: { ttlMs: number; untilWriteMs: number }) {
    const cache = new ResponseCache(opts.ttlMs, opts.untilWriteMs);
    const stop = app.database.onStatement((statement) => {
      if (isWrite(statement)) cache.clear();
    });
    app.writesHeard.hear({
      written: () => cache.clear(),
      hearing: (everyWrite) => cache.hearing(everyWrite),
    });
    cache.caughtUp = () => app.writesHeard.caughtUp();
    cache.heardBefore = (request) => app.writesHeard.heardBefore(request);
    // On PostgreSQL another request's read may run between a write's statement and its commit; once a
    // request that may have written has answered, its transaction is over, and what was read meanwhile goes.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
    });
    app.addHook('onClose', async () => stop());
    app.decorate('responseCache', cache);
  },
  { name: 'response-cache', dependencies: ['database', 'writes-heard'] },
);
