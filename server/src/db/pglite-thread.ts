/**
 * The embedded database (PGlite) on a worker thread, behind the part of PGlite's client that drizzle, the
 * tests and the backup use: `query`, `transaction`, `dumpDataDir`, `copyDataDir`, `close`. PGlite executes
 * a statement synchronously; on the server's thread a 50 ms statement (a teacher's students on a large
 * college) held up every other request, answers from memory included. Here only the worker waits. See
 * docs/decisions/0003-embedded-database-on-a-thread-of-its-own.md.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

export interface PGliteClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  transaction<T>(work: (tx: Pick<PGliteClient, 'query'>) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none'): Promise<Blob>;
  /** Copies the data folder to `to` between two statements (pglite-worker.mjs says why that is consistent). */
  copyDataDir(to: string): Promise<void>;
  close(): Promise<void>;
  /** Requests sent to the database thread and not yet answered (the one it is running included). */
  queued(): number;
}

/** The worker's file: beside this module in the sources, beside the bundle in dist/server. */
function workerFile(): URL {
  const beside = new URL('./pglite-worker.mjs', import.meta.url);
  return existsSync(beside) ? beside : new URL('./db/pglite-worker.mjs', import.meta.url);
}

export async function openPGliteThread(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<PGliteClient> {
  const worker = new Worker(workerFile());
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  let failure: Error | undefined;

  worker.unref();
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: object }) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    // The thread keeps the process alive only while an answer is awaited (a script's last query).
    if (pending.size === 0) worker.unref();
    if (error) request.reject(Object.assign(new Error(), error));
    else request.resolve(result as never);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));

  function call<T>(op: string, request: object = {}, transfer: ArrayBuffer[] = []): Promise<T> {
    if (failure) return Promise.reject(failure);
    lastId += 1;
    const id = lastId;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...request }, transfer);
    });
  }

  const query =
    (transaction: number | undefined) =>
    (sql: string, params: unknown[] = [], options?: QueryOptions) =>
      call<Results>('query', {
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        textDates: options?.parsers !== undefined,
        transaction,
      });

  const template = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  try {
    await call('open', { dataDir, loadDataDir: template }, template ? [template] : []);
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    query: query(undefined),
    async transaction(work) {
      const transaction = await call<number>('begin');
      try {
        const result = await work({ query: query(transaction) });
        await call('commit', { transaction });
        return result;
      } catch (error) {
        await call('rollback', { transaction }).catch(() => undefined);
        throw error;
      }
    },
    queued: () => pending.size,
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>('dump')]);
    },
    async copyDataDir(to) {
      await call('copyDataDir', { to });
    },
    async close() {
      try {
        if (!failure) await call('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}
