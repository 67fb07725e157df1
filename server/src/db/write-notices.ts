/**
 * Writes committed by any process sharing one PostgreSQL server: every table but the session store announces
 * its writes on one channel (migration 0010), naming the table (0023), and a process that listens hears them
 * after they commit.
 *
 * The listening connection can drop (a restart of the server, a network fault). Nobody can tell which writes
 * were missed meanwhile, so the watcher says when it is not listening, and again when it listens once more.
 */
import { getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';

/** The channel of migration 0010's trigger. */
const WRITES_CHANNEL = 'college_writes';

export interface WriteNoticeHandlers {
  /**
   * Another transaction wrote `table` and committed (this process's own included); `undefined` when the notice
   * names no table (a restore, or a server not yet migrated): anything may have changed.
   */
  written(table: string | undefined): void;
  /** `true` from the moment every later commit is heard, `false` when one may be missed. */
  hearing(complete: boolean): void;
}

/**
 * Tells every listening process that the data changed, for changes no trigger announces: a restore drops the
 * tables and makes them anew.
 */
export async function announceWrite(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // Lost between its statements, the connection reports an 'error' event: the statement fails instead.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [WRITES_CHANNEL, '']);
  } finally {
    await client.end();
  }
}

/** Whether a write heard of `table` may have changed what was read from `tables`. */
export function mayHaveChanged(table: string | undefined, tables: readonly Table[]): boolean {
  return table === undefined || tables.some((t) => getTableName(t) === table);
}

/** How long to wait before listening again after the connection failed or dropped. */
const RETRY_MS = 1000;

export function listenForWrites(url: string, handlers: WriteNoticeHandlers, retryMs = RETRY_MS) {
  let client: pg.Client | undefined;
  /** The queries sent on the listening connection, one after the other (pg wants one at a time). */
  let queries: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let complete = false;

  /** Counts the changes of `complete`: a check spanning a drop of the connection proves nothing. */
  let epoch = 0;
  const setComplete = (value: boolean) => {
    if (complete === value) return;
    complete = value;
    epoch += 1;
    handlers.hearing(value);
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    setComplete(false);
    void lostClient.end().catch(() => undefined);
    if (!closed) retry = setTimeout(listen, retryMs);
  };

  async function listen() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) handlers.written(message.payload || undefined);
    });
    try {
      await next.connect();
      await ask(`listen ${WRITES_CHANNEL}`).then((answer) => {
        if (!answer) throw new Error('not listening');
      });
      if (client === next && !closed) setComplete(true);
    } catch {
      lost(next);
    }
  }

  /** A query on the listening connection, after the ones before it; undefined when it cannot be answered. */
  function ask<Row extends pg.QueryResultRow>(text: string) {
    const listening = client;
    const answer = queries.then(() => listening?.query<Row>(text)).catch(() => undefined);
    queries = answer;
    return answer;
  }

  let onItsWay: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  /** A `select 1` on the listening connection sent after the call; whether it was answered. */
  function roundTrip(): Promise<boolean> {
    if (!onItsWay) {
      const sent = ask('select 1').then((answer) => answer !== undefined);
      onItsWay = sent;
      void sent.finally(() => {
        if (onItsWay === sent) onItsWay = undefined;
      });
      return sent;
    }
    next ??= onItsWay.then(() => {
      next = undefined;
      return roundTrip();
    });
    return next;
  }

  void listen();
  return {
    /** Whether every commit since the last `hearing(true)` has been announced to `written`. */
    get complete() {
      return complete;
    },
    /**
     * Resolves once every write committed before the call has been told to `written`: true then, false when
     * one may have been missed (not listening, or the connection dropped meanwhile). PostgreSQL signals the
     * listening backend while the writer commits, before the writer hears its commit acknowledged, and the
     * backend sends its notifications before the answer to its next query; so a `select 1` sent after the
     * call is answered after every notice of those writes. Calls made while one is on its way wait for the
     * next (the one on its way may have been answered before their write), so a burst costs two round trips.
     */
    caughtUp(): Promise<boolean> {
      if (!complete) return Promise.resolve(false);
      const since = epoch;
      return roundTrip().then((answered) => answered && complete && epoch === since);
    },
    /** The backend that listens, for tests that cut it off. */
    async backendPid(): Promise<number | undefined> {
      const result = await ask<{ pid: number }>('select pg_backend_pid() as pid');
      return result?.rows[0]?.pid;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      complete = false;
      await last?.end().catch(() => undefined);
    },
  };
}
