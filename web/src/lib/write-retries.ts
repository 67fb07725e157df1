/**
 * Writes that can be retried (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md). Every
 * write carries one Idempotency-Key
 * per user action; a write that failed on the way (the connection dropped, the phone changed networks) is
 * sent again with the same key, so that the server answers with the first answer instead of writing twice,
 * and one that finds its first attempt still running waits and asks again.
 */
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';

export { IDEMPOTENCY_HEADER };

/** The pauses before the second and the third attempt: a write is tried three times at most. */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** The pauses in use: the web tests' setup makes them none, so that no test waits for real time. */
export const writeRetries = { delaysMs: WRITE_RETRY_DELAYS_MS };

/** The server's refusal of a key whose first request is still running (it sends Retry-After: 1). */
const IN_PROGRESS = 'idempotency.inProgress';

/**
 * A new key for one action. `crypto.randomUUID` is missing from old Android WebViews (before Chrome 92) and
 * from pages not served over HTTPS; `crypto.getRandomValues` is older and is there.
 */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed attempt may be sent again with its key: it never arrived, or its first is still running. */
export const mayRetryWrite = (error: unknown): boolean => {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 0 || (status === 409 && code === IN_PROGRESS);
};

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', cancel, { once: true });
  });

/**
 * Sends a write (`send` uses the same key each time) and sends it again after a pause while it fails in a way
 * another attempt can mend, a bounded number of times.
 */
export async function withWriteRetries<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = writeRetries.delaysMs[attempt];
      if (delay === undefined || !mayRetryWrite(error)) throw error;
      await pause(delay, signal);
    }
  }
}
