/** What the supervisor (workers.ts) tells a worker (serve.ts) over the cluster's channel. */

/** Stop taking connections, finish the requests in flight (SHUTDOWN_DRAIN_S at most) and exit: replaced. */
export const RETIRE = 'college-portal:retire';

/**
 * A retiring worker answers with `Connection: close` for this long before it stops accepting: a kept-alive
 * connection the server closes while idle races with a request the client sends on it at that moment (a reset);
 * one closed after an answer does not.
 */
export const HANDOVER_MS = 1000;
