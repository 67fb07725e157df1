/**
 * The keys of writes that can be retried, kept in the database so that every process sharing it agrees
 * (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md). A key is claimed by one upsert
 * before its write runs: of two requests
 * arriving at once with the same key, PostgreSQL's row lock makes the second wait for the first's insert and
 * then find the key taken; the embedded database runs one statement at a time to the same end.
 *
 * Only a SHA-256 of the key is kept, and the answer is sealed with a key derived from it: an answer may carry a
 * temporary password, and neither the table nor a backup of it gives it to anyone who does not hold the key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HOURS } from '../../../contract/idempotency';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

const HOUR_MS = 60 * 60_000;
export const REMEMBERED_MS = IDEMPOTENCY_KEY_HOURS * HOUR_MS;
/**
 * A claim whose write never answered (its process stopped mid-request) is given up after this long, so that
 * a retry can run. Longer than any request takes: Node cuts a request that is still arriving after 5 minutes.
 */
export const ABANDONED_MS = 10 * 60_000;

/** One account's key: who sent it, and the key's hash. */
export interface KeyOf {
  accountId: string;
  keyHash: string;
}

export interface FirstRequest {
  method: string;
  path: string;
  requestHash: string | null;
  /** Null while the first request is still running. */
  answer: { status: number; headers: Record<string, string>; body: string } | null;
}

const digest = (purpose: string, key: string) => createHash('sha256').update(`${purpose}\n${key}`).digest();

export const hashKey = (key: string) => digest('idempotency-key', key).toString('hex');

/** Seals an answer's body with the key it was sent with: iv, tag and ciphertext, in base64. */
export function seal(key: string, body: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('idempotency-seal', key), iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function unseal(key: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', digest('idempotency-seal', key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export class IdempotencyKeys {
  constructor(private readonly db: Db) {}

  /**
   * Claims the key for a request about to run; false when it is taken: by a request still running, or by one
   * that has answered. A key forgotten (older than a day) or abandoned is claimed again.
   */
  async claim(
    key: KeyOf,
    request: { method: string; path: string; requestHash: string | null },
    now: Date,
  ): Promise<boolean> {
    const forgottenBefore = new Date(now.getTime() - REMEMBERED_MS);
    const abandonedBefore = new Date(now.getTime() - ABANDONED_MS);
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ ...key, ...request, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountId, idempotencyKeys.keyHash],
        set: {
          method: request.method,
          path: request.path,
          requestHash: request.requestHash,
          status: null,
          responseHeaders: null,
          responseBody: null,
          createdAt: now,
        },
        setWhere: sql`${idempotencyKeys.createdAt} < ${forgottenBefore.toISOString()}::timestamptz
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${abandonedBefore.toISOString()}::timestamptz)`,
      })
      .returning({ status: idempotencyKeys.status });
    return claimed.length === 1;
  }

  /** The request that holds the key, and its answer once it has one. */
  async first(key: KeyOf, sealedWith: string): Promise<FirstRequest | undefined> {
    const [row] = await this.db.select().from(idempotencyKeys).where(this.#is(key));
    if (!row) return undefined;
    return {
      method: row.method,
      path: row.path,
      requestHash: row.requestHash,
      answer:
        row.status === null
          ? null
          : {
              status: row.status,
              headers: row.responseHeaders ?? {},
              body: row.responseBody === null ? '' : unseal(sealedWith, row.responseBody),
            },
    };
  }

  /** Keeps the answer of the request that claimed the key (and the fingerprint of an upload, read by now). */
  async answered(
    key: KeyOf,
    sealWith: string,
    answer: { status: number; headers: Record<string, string>; body: string; requestHash?: string },
  ): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({
        status: answer.status,
        responseHeaders: answer.headers,
        responseBody: seal(sealWith, answer.body),
        ...(answer.requestHash !== undefined && { requestHash: answer.requestHash }),
      })
      .where(and(this.#is(key), sql`${idempotencyKeys.status} is null`));
  }

  /** Gives the key back unanswered, so that a retry runs again (the write failed, or its answer is not kept). */
  async release(key: KeyOf): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(this.#is(key), sql`${idempotencyKeys.status} is null`));
  }

  /** Forgets the keys older than a day. */
  async forgetOld(now: Date): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - REMEMBERED_MS)));
  }

  #is(key: KeyOf) {
    return and(eq(idempotencyKeys.accountId, key.accountId), eq(idempotencyKeys.keyHash, key.keyHash));
  }
}
