/**
 * Readiness asks whether uploaded files can be kept (modules/uploads/file-store.ts, `check`): a write in the
 * folder, or a request to the bucket. A load balancer asks every few seconds, on every machine; the answer is
 * kept for `keepMs` so that readiness stays cheap, and a check in flight is shared by the requests meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import { StoreUnavailableError, type FileStore } from '../uploads/file-store';

/** Resolves with null when files can be kept, or the reason they cannot, for anyone to read. */
export type StoreCheck = () => Promise<string | null>;

export function cachedStoreCheck(
  files: FileStore,
  options: { keepMs: number; timeoutMs: number; now: () => number; log: FastifyBaseLogger },
): StoreCheck {
  let last: { at: number; outcome: Promise<string | null> } | undefined;
  return () => {
    const now = options.now();
    if (!last || now - last.at >= options.keepMs) {
      last = {
        at: now,
        outcome: files.check(AbortSignal.timeout(options.timeoutMs)).then(
          () => null,
          (error: unknown) => {
            // The details (the folder's path, the store's own message) go to the log, not to the answer.
            options.log.warn({ err: error, location: files.location }, 'uploaded files cannot be kept');
            return error instanceof StoreUnavailableError ? error.message : 'the file store failed';
          },
        ),
      };
    }
    return last.outcome;
  };
}
