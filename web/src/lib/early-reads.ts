/**
 * The answers to a portal page's first reads, asked for by the inline script public/early-reads.js while the
 * app's scripts were still downloading: on slow mobile data that saves the app's start and a round trip before
 * the page's data is on screen (docs/decisions/0025-first-reads-start-with-the-html.md). Each answer is taken
 * once, by a read of the same
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

/**
 * The early answer to a GET of `url` with `token`, once; undefined when there is none to use. A read cancelled
 * before its answer came (its page was unmounted and shown again, say) leaves the answer for the next read of the
 * address: otherwise that one would ask the server again, a round trip on slow mobile data.
 */
export function takeEarlyRead(
  url: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  if (read.token !== token || Date.now() - read.at >= FRESH_FOR_MS) return undefined;
  if (signal) {
    // A copy made before the taker reads the body, kept for a read after a cancelled one.
    const spare = read.response.then((response) => response.clone());
    spare.catch(() => undefined);
    signal.addEventListener('abort', () => (reads[url] ??= { ...read, response: spare }), { once: true });
  }
  return read.response;
}
