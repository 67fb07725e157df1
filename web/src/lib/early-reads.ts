/**
 * The answers to a portal page's first reads, asked for by the inline script public/early-reads.js while the
 * app's scripts were still downloading: on slow mobile data that saves the app's start and a round trip before
 * the page's data is on screen (docs/decisions/early-reads.md). Each answer is taken once, by a read of the same
 * address with the same session, soon after the page loaded; anything else asks the server itself.
 */
type EarlyRead = { token: string; at: number; response: Promise<Response> };

declare global {
  interface Window {
    __earlyReads?: Record<string, EarlyRead>;
  }
}

/** Older than this, an answer is not the one a first render asked for: a later read asks afresh. */
const FRESH_FOR_MS = 30_000;

/** The early answer to a GET of `url` with `token`, once; undefined when there is none to use. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const read = reads?.[url];
  if (!read) return undefined;
  delete reads[url];
  return read.token === token && Date.now() - read.at < FRESH_FOR_MS ? read.response : undefined;
}
