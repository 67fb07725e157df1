/**
 * Which failures mean "the database is not there right now" (a restart, a failover, a cut network) rather
 * than a fault of the request: those answer 503 and pass by themselves once the server is back.
 */
import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Socket errors of a connection that could not be made or was lost. Any network call can fail so (object
 * storage, mail), so they count only from the database: under a statement sent through drizzle, or from a
 * connection the pool failed to open (marked by `markDatabaseConnectionError`; drizzle opens a transaction's
 * connection before any statement).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that went away or is not ready: class 08 (connection exception), 57P01 admin shutdown
 * (also `pg_terminate_backend`), 57P02 crash shutdown, 57P03 cannot connect now (starting or in recovery).
 */
const SERVER_GONE = /^(08...|57P0[123])$/;

/** What `pg` and its pool say, without a code, when a connection ends under them. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const FROM_DATABASE = Symbol('a connection to the database failed');

/** Marks an error of a database connection that could not be opened (client.ts). */
export function markDatabaseConnectionError<E>(error: E): E {
  if (error && typeof error === 'object') Object.assign(error, { [FROM_DATABASE]: true });
  return error;
}

const fromDatabase = (error: object) => error instanceof DrizzleQueryError || FROM_DATABASE in error;

/** Whether `error`, or an error it wraps (drizzle wraps the driver's), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, underStatement = false): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  let statement = underStatement;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    statement ||= fromDatabase(e);
    const code = typeof e.code === 'string' ? e.code : '';
    if (SERVER_GONE.test(code) || (statement && NETWORK_CODES.has(code))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    // A host name with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, statement))) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * SQLSTATEs of a statement the database gave up on while it is up: 55P03 lock_not_available (it waited longer
 * than `lock_timeout`, DB_LOCK_TIMEOUT_MS) and 57014 query_canceled (it ran longer than `statement_timeout`).
 * Its transaction is rolled back, so nothing of the request is committed, and trying again later may succeed.
 */
const GAVE_UP = new Set(['55P03', '57014']);

/** Whether `error`, or an error it wraps, is a statement cancelled by the lock or statement timeout. */
export function isDatabaseBusy(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && GAVE_UP.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
