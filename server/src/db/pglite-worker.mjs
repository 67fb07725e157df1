/**
 * The embedded database on a thread of its own (see pglite-thread.ts): PGlite runs each statement
 * synchronously, and here that blocks this thread only, not the server's. Plain JavaScript, so that the same
 * file runs under the tests (from server/src/db) and in production (copied next to dist/server/main.js).
 *
 * Requests arrive one by one; statements outside a transaction run in arrival order, and a transaction holds
 * that order from its BEGIN to its COMMIT or ROLLBACK, as PGlite's own transactions do.
 */
import { createHash } from 'node:crypto';
import { cpSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { parse, PGlite, protocol, types } from '@electric-sql/pglite';

/** drizzle reads dates and times as the text PostgreSQL sends (its parsers, which cannot cross threads). */
const TEXT_DATES = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((type) => [type, (value) => value]),
);

/** What a random page read costs the planner, against 1 for a sequential one (the usual figure for SSDs). */
const RANDOM_PAGE_COST = 1.1;

let pg;
/** The data folder on disk, when there is one. */
let folder;
let lastTransaction = 0;
/** Release of the transaction holding the order, by its number. */
const transactions = new Map();
let order = Promise.resolve();

/** Runs `work` after everything asked before it, a transaction included. */
function inOrder(work) {
  const result = order.then(work);
  order = result.catch(() => undefined);
  return result;
}

function query({ sql, params, rowMode, textDates }) {
  const options = { rowMode, ...(textDates ? { parsers: TEXT_DATES } : {}) };
  if (!params?.length || (!prepared.has(sql) && prepared.size >= MAX_PREPARED)) {
    return pg.query(sql, params, options);
  }
  return runPrepared(sql, params, options);
}

/**
 * Statements with values are prepared once and then only bound and run, as on PostgreSQL (named-statements.ts,
 * which says why): PGlite's `query` parses and plans each one again. The same protocol messages as PGlite's
 * own `query` sends, with the statement named: its parameter types by name, at most `MAX_PREPARED` of them.
 */
const prepared = new Map();
/** As named-statements.ts's MAX_PER_CONNECTION. */
const MAX_PREPARED = 500;
const { serialize } = protocol;

function runPrepared(sql, params, options) {
  return pg.runExclusive(async () => {
    const step = (message) => pg.execProtocolStream(message, { syncToFs: false });
    const messages = [];
    try {
      let statement = prepared.get(sql);
      if (!statement) {
        const name = `p${createHash('sha1').update(sql).digest('hex').slice(0, 30)}`;
        await step(serialize.parse({ name, text: sql, types: [] }));
        const paramTypes = parse.parseDescribeStatementResults(
          await step(serialize.describe({ type: 'S', name })),
        );
        prepared.set(sql, (statement = { name, paramTypes }));
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.paramTypes[i]];
        return serializer ? serializer(value) : value.toString();
      });
      messages.push(...(await step(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await step(serialize.describe({ type: 'P' }))));
      messages.push(...(await step(serialize.execute({}))));
    } finally {
      messages.push(...(await step(serialize.sync())));
    }
    await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers, options)[0];
  });
}

const operations = {
  async open({ dataDir, loadDataDir }) {
    folder = dataDir;
    pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});
    // PostgreSQL's default prices a random page read at 4 sequential ones, for spinning disks. Here the pages
    // are in this process's memory or the system's file cache, and at 4 the planner scans all 20,000 students
    // of a large college rather than look up the 360 a filter leaves (42 ms against 8 ms on PGlite).
    await pg.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  },
  query(request) {
    return request.transaction ? query(request) : inOrder(() => query(request));
  },
  begin() {
    return new Promise((answer, fail) => {
      void inOrder(
        () =>
          new Promise((release) => {
            pg.query('begin').then(
              () => {
                lastTransaction += 1;
                transactions.set(lastTransaction, release);
                answer(lastTransaction);
              },
              (error) => {
                release();
                fail(error);
              },
            );
          }),
      );
    });
  },
  async commit({ transaction }) {
    return end(transaction, 'commit');
  },
  async rollback({ transaction }) {
    return end(transaction, 'rollback');
  },
  async dump() {
    const file = await inOrder(() => pg.dumpDataDir('none'));
    return file.arrayBuffer();
  },
  /**
   * A consistent copy of the data folder in `to`, for a backup taken while the server runs: between two
   * statements (and outside every transaction) the files on disk are the whole database, as PGlite's own
   * dump reads them. The checkpoint first writes out what is only in memory and shortens the recovery of the
   * restored copy. Statements wait only for the copy; the backup compresses it afterwards.
   */
  async copyDataDir({ to }) {
    if (!folder) throw new Error('This database has no data folder: it lives in memory only.');
    await inOrder(async () => {
      await pg.exec('checkpoint');
      cpSync(folder, to, { recursive: true });
    });
  },
  async close() {
    await inOrder(() => pg?.close());
  },
};

async function end(transaction, statement) {
  const release = transactions.get(transaction);
  if (!release) throw new Error(`No open transaction ${transaction}`);
  try {
    await pg.query(statement);
  } finally {
    transactions.delete(transaction);
    release();
  }
}

/**
 * An error as plain data: PostgreSQL's fields (code, constraint, detail...) with the message. Only plain
 * values cross: PGlite's errors also carry the query's options, parser functions included.
 */
function errorData(error) {
  const data = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

parentPort.on('message', async ({ id, op, ...request }) => {
  try {
    const result = await operations[op](request);
    parentPort.postMessage({ id, result }, result instanceof ArrayBuffer ? [result] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});
