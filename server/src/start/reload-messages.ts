/** What the supervisor (workers.ts) tells a worker (serve.ts) over the cluster's channel. */

/** Stop taking connections, finish the requests in flight (SHUTDOWN_DRAIN_S at most) and exit: replaced. */
export const RETIRE = 'college-portal:retire';
